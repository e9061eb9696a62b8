# key -> (value or dict(forms) or ('plural', {...}), comment, extra)
SIGNS = ["aries","taurus","gemini","cancer","leo","virgo","libra","scorpio","sagittarius","capricorn","aquarius","pisces"]
PLANETS = ["sun","moon","mercury","venus","mars","jupiter","saturn","uranus","neptune","pluto"]
POINTS = ["north_node","south_node","lilith","chiron","ascendant","descendant","midheaven","imum_coeli","vertex","part_of_fortune"]
ASPECTS = ["conjunction","opposition","trine","square","sextile","quincunx","semisextile","semisquare","sesquiquadrate","quintile","biquintile"]
ELEMENTS = ["fire","earth","air","water"]
MODALITIES = ["cardinal","fixed","mutable"]
PHASES = ["new_moon","waxing_crescent","first_quarter","waxing_gibbous","full_moon","waning_gibbous","last_quarter","waning_crescent"]
SYSTEMS = ["placidus","koch","equal","whole_sign","porphyry","regiomontanus","campanus"]
AREAS = ["finances","career","relationships","health","general"]
SIGN_EN = ["Aries","Taurus","Gemini","Cancer","Leo","Virgo","Libra","Scorpio","Sagittarius","Capricorn","Aquarius","Pisces"]
PLANET_EN = ["Sun","Moon","Mercury","Venus","Mars","Jupiter","Saturn","Uranus","Neptune","Pluto"]
def ordinal(n):
    return f"{n}" + ("th" if 10 <= n % 100 <= 20 else {1:"st",2:"nd",3:"rd"}.get(n % 10, "th"))

E = {}
def add(key, value, comment, **extra):
    E[key] = dict(value=value, comment=comment, **extra)

for s, name in zip(SIGNS, SIGN_EN):
    add(f"sign.{s}", {"nominative": name, "in": f"in {name}"},
        "Zodiac sign (tropical). Astrological usage, not a literal translation. Forms: nominative = the name alone "
        "(chart tables, headings); in = the phrase 'in <sign>' as it follows a planet in 'Sun in Libra', with the "
        "preposition and any article or case ending your language needs.")
for p, name in zip(PLANETS, PLANET_EN):
    add(f"planet.{p}", name, "Planet or luminary name as astrologers write it, used alone in tables and as the subject "
        "of 'Sun in Libra'. Capitalised as a proper name where your language does so.",
        **({"allowSameAsEnglish": True} if name in ("Mars", "Uranus") else {}))
pts = {"north_node": "North Node", "south_node": "South Node", "lilith": "Lilith", "chiron": "Chiron",
       "ascendant": "Ascendant", "descendant": "Descendant", "midheaven": "Midheaven", "imum_coeli": "Imum Coeli",
       "vertex": "Vertex", "part_of_fortune": "Part of Fortune"}
pcomments = {
 "north_node": "Lunar node (ascending node of the Moon's orbit; 'Dragon's Head'). Chart point name.",
 "south_node": "Lunar node opposite the North Node ('Dragon's Tail'). Chart point name.",
 "lilith": "Black Moon Lilith, the mean lunar apogee (a point, not a body). Proper name.",
 "chiron": "Chiron, a minor body (centaur). Proper name.",
 "ascendant": "Ascendant: the zodiac degree rising on the eastern horizon at birth (the rising sign). Chart angle name.",
 "descendant": "Descendant: the point opposite the Ascendant (cusp of the 7th house). Chart angle name.",
 "midheaven": "Midheaven (Medium Coeli), top of the chart, cusp of the 10th house. Chart angle name, written out.",
 "imum_coeli": "Imum Coeli (IC), bottom of the chart, cusp of the 4th house. Chart angle name, written out.",
 "vertex": "Vertex: the western point where the prime vertical meets the ecliptic. Chart point name.",
 "part_of_fortune": "Part of Fortune (Pars Fortunae), an Arabic part: ASC + Moon − Sun. Chart point name."}
for k, v in pts.items():
    add(f"point.{k}", v, pcomments[k], **({"allowSameAsEnglish": True} if k in ("lilith", "chiron", "vertex", "imum_coeli") else {}))
for k in ["asc", "dsc", "mc", "ic"]:
    add(f"point.abbr.{k}", k.upper(), "Abbreviation of a chart angle shown in chart tables next to the degree "
        "(ASC Ascendant, DSC Descendant, MC Midheaven, IC Imum Coeli). Most languages keep the Latin letters.",
        allowSameAsEnglish=True)
asp = {"conjunction": ("Conjunction", "0°"), "opposition": ("Opposition", "180°"), "trine": ("Trine", "120°"),
       "square": ("Square", "90°"), "sextile": ("Sextile", "60°"), "quincunx": ("Quincunx", "150°, also inconjunct"),
       "semisextile": ("Semi-sextile", "30°"), "semisquare": ("Semi-square", "45°"),
       "sesquiquadrate": ("Sesquiquadrate", "135°, also sesquisquare"), "quintile": ("Quintile", "72°"),
       "biquintile": ("Biquintile", "144°")}
for k, (v, deg) in asp.items():
    add(f"aspect.{k}", {"nominative": v, "inline": v.lower()}, f"Aspect name ({deg}) as used in astrology. Forms: nominative = "
        "table label; inline = the word between two planet names in 'Sun trine Moon' (lower case where your language "
        "writes common nouns so). Must differ from the word for chart angles.")
for n in range(1, 13):
    add(f"house.{n}", {"nominative": f"{ordinal(n)} house", "in": f"in the {ordinal(n)} house"},
        f"Astrological house {n} (a twelfth of the chart). Forms: nominative = the name alone ('{ordinal(n)} house'); "
        f"in = the phrase after 'Moon' in 'Moon in the {ordinal(n)} house', with the ordinal as your language writes "
        "it in digits, preposition and case.")
add("chart.house_label", "House {0}", "Label of a house in chart tables. {0} = house number 1–12 in digits.", args=["number"])
add("motion.retrograde", "retrograde", "Adjective for a planet in apparent backward motion, written after the planet name.")
add("motion.retrograde_symbol", "℞", "The retrograde symbol shown after a planet in tables; keep the symbol.", allowSameAsEnglish=True)
for k, v in zip(ELEMENTS, ["Fire", "Earth", "Air", "Water"]):
    add(f"element.{k}", v, "Astrological element (triplicity) name, as a heading or table label.")
for k, v in zip(MODALITIES, ["Cardinal", "Fixed", "Mutable"]):
    add(f"modality.{k}", v, "Astrological modality (quadruplicity) name, as a table label for the signs it groups.")
for k, v in zip(PHASES, ["New Moon", "Waxing Crescent", "First Quarter", "Waxing Gibbous", "Full Moon", "Waning Gibbous",
                         "Last Quarter", "Waning Crescent"]):
    add(f"moonphase.{k}", v, "Name of the Moon phase at birth, shown as a label in the report.")
for k, v in zip(SYSTEMS, ["Placidus", "Koch", "Equal", "Whole Sign", "Porphyry", "Regiomontanus", "Campanus"]):
    add(f"housesystem.{k}", v, "Name of a house system shown in the report's chart details. Proper names (Placidus, Koch, "
        "Regiomontanus, Campanus) stay as astrologers of your language write them.",
        **({"allowSameAsEnglish": True} if k in ("placidus", "koch", "regiomontanus", "campanus") else {}))
for k, v, d in zip(AREAS, ["Finances", "Career", "Relationships", "Wellness", "General"],
                   ["Money & abundance", "Career & success", "Love & partnership", "Wellness & Energy", "General overview"]):
    add(f"area.{k}", v, "Name of a report area as the AstroSvitla app shows it (reuse the app's translation). "
        + ("Internally 'health', shown as 'Wellness'. " if k == "health" else ""), **({"allowSameAsEnglish": True} if k == "finances" else {}))
    add(f"area.{k}.description", d, "One-line description under the report area name in the app's area picker.")
sections = {"summary": "Summary", "key_influences": "Key Influences", "analysis": "Detailed Analysis",
            "detailed_analysis": "Detailed Analysis", "recommendations": "Recommendations", "natal_chart": "Natal Chart"}
for k, v in sections.items():
    add(f"report.section.{k}", v, "Section header in the report screen, the PDF and the stored plain text.")
add("report.header.subtitle", "Your Personal Astrological Analysis", "Subtitle under the app name at the top of the report and PDF.")
add("report.footer.generated_with", "Generated with AstroSvitla", "PDF footer. AstroSvitla is the app's name; do not translate it.")
add("report.title", "{0} Report", "Title of a report. {0} = the report area name (area.*), e.g. 'Career Report'.", args=["area"])
add("report.language", "Report language: {0}", "Label on a report. {0} = the language's native name, e.g. 'українська'.", args=["language"])
add("report.disclaimer", "This information is for entertainment purposes only and is not medical, psychological, or professional advice.",
    "Disclaimer shown under every report; reuse the app's translation.")
add("report.sources.used", "Sources used", "Heading above the list of sources the report drew on.")
add("report.sources.not_used", "No sources used", "Shown instead of the source list when the report used none.")
add("report.note", "Note: {0}", "Prefix for a short note under the sources. {0} = the note text.", args=["text"])
add("chart.section.planets", "Planets", "Header of the planet table in the chart details.")
add("chart.section.houses", "Houses", "Header of the house cusp table in the chart details.")
add("chart.section.aspects", "Aspects", "Header of the aspect table (angular relations between planets).", allowSameAsEnglish=True)
add("chart.section.angles", "Angles", "Header of the table of chart angles (ASC, DSC, MC, IC). Must not be the word used for aspects.")
add("chart.orb", "Orb: {0}", "Orb of an aspect (its distance from exact). {0} = the orb already formatted, e.g. '2.5°'.", args=["orb"])
add("chart.position", "{0} {1}, {2}", "A planet's position in the chart table. {0} = degrees in the sign, e.g. '15°23′'; {1} = sign name; {2} = house label (chart.house_label).", args=["degrees", "sign", "text"])
add("count.planets", ("plural", {"one": "{0} planet", "other": "{0} planets"}), "Count of planets under the chart image. {0} = the number.")
add("count.aspects", ("plural", {"one": "{0} aspect", "other": "{0} aspects"}), "Count of aspects under the chart image. {0} = the number.")
add("count.reports", ("plural", {"one": "{0} report", "other": "{0} reports"}), "Number of reports saved for a profile. {0} = the number.")
add("count.degrees", ("plural", {"one": "{0} degree", "other": "{0} degrees"}), "A distance in whole degrees written out, e.g. in 'within 3 degrees'. {0} = the number.")
birth = {"title": "Birth Data", "name": "Name", "date": "Date of birth", "time": "Time of birth", "place": "Place of birth",
         "latitude": "Latitude", "longitude": "Longitude", "time_zone": "Time zone", "time_unknown": "Time unknown",
         "house_system": "House system"}
for k, v in birth.items():
    add(f"birth.{k}", v, "Label in the birth data block of the report (PDF and share image).")
errs = {"failed": "We couldn't create your report. Please try again.",
        "rate_limited": "Too many requests right now. Please try again in a few minutes.",
        "unavailable": "The report service is temporarily unavailable. Please try again later.",
        "invalid_response": "The report could not be read. Please try again.",
        "timeout": "Creating the report took too long. Please try again.",
        "invalid_birth_data": "Please check the date, time and place of birth.",
        "language_fallback": "Your language is not supported yet, so the report is in English."}
for k, v in errs.items():
    add(f"error.report.{k}", v, "User-facing message when a report could not be produced; shown as is, in the report language.")
share = {"key_influences.title": "KEY INFLUENCES", "recommendations.title": "Recommendations", "cta": "Get your full report",
         "chart_placeholder": "Your Natal Chart", "tagline": "Discover your cosmic path", "watermark": "Generated with Zorya",
         "unavailable": "Share not available for this report", "swipe_hint": "Swipe for insights"}
for k, v in share.items():
    add(f"share.{k}", v, "Text on the Instagram share images (Zorya templates); reuse the app's translation where it has one.")
add("share.caption", "My {0} reading from Zorya ✨", "Suggested caption for sharing. {0} = the report area name (area.*).", args=["area"])
add("share.influence", "{0} in {1:in}: {2}", "One 'top influence' line on the share image, at most 40 characters. {0} = planet "
    "(planet.*, nominative); {1} = sign (sign.*, form 'in'); {2} = a short keyword phrase.", args=["planet", "sign", "keyword"])
E["share.influence"]["value"] = "{0} {1:in}: {2}"
kp = {"sun": "identity and vitality", "moon": "emotions and inner needs", "mercury": "thinking and communication",
      "venus": "love, values and pleasure", "mars": "drive and courage", "jupiter": "growth and opportunity",
      "saturn": "discipline and responsibility", "uranus": "change and independence", "neptune": "intuition and imagination",
      "pluto": "transformation and power"}
for k, v in kp.items():
    add(f"keyword.planet.{k}", v, "Short keyword phrase (2–5 words, lower case) naming what this planet stands for in a natal "
        "chart; used after a colon in sentence patterns and on share images. Use established astrological wording.")
ks = ["bold initiative", "steady persistence", "curiosity and wit", "care and protection", "warmth and self-expression",
      "precision and service", "harmony and partnership", "intensity and depth", "optimism and a search for meaning",
      "ambition and structure", "originality and freedom", "compassion and imagination"]
for s, v in zip(SIGNS, ks):
    add(f"keyword.sign.{s}", v, "Short keyword phrase (2–5 words, lower case) for the quality of this zodiac sign; used after a "
        "colon in sentence patterns and on share images (max 40 characters with the planet and sign).")
kh = ["self and appearance", "money and possessions", "communication and learning", "home and family",
      "creativity and romance", "work and daily health", "partnership and marriage", "shared resources and transformation",
      "travel and beliefs", "career and reputation", "friends and hopes", "solitude and the inner world"]
for n, v in enumerate(kh, 1):
    add(f"keyword.house.{n}", v, f"Short keyword phrase (2–5 words, lower case) for the life area of house {n}; used after a colon in sentence patterns.")
fa = {"finances": "your relationship with money and security", "career": "your vocation and public role",
      "relationships": "how you love and build partnerships", "health": "your energy and well-being",
      "general": "the overall pattern of your chart"}
for k, v in fa.items():
    add(f"focus.area.{k}", v, "What a report area looks at, as the object of 'This report looks at …' (pattern.focus); lower case.")
add("pattern.planet_in_sign", "{0} {1:in}", "Planet in a sign, e.g. 'Sun in Libra'. {0} = planet (planet.*, nominative); "
    "{1} = sign (sign.*) in its 'in' form. Reorder freely; ask for the forms your language needs.", args=["planet", "sign"])
add("pattern.planet_in_house", "{0} {1:in}", "Planet in a house, e.g. 'Moon in the 10th house'. {0} = planet (planet.*); "
    "{1} = house (house.*) in its 'in' form.", args=["planet", "house"])
add("pattern.planet_in_sign_house", "{0} {1:in} {2:in}: {3}", "Key influence line: 'Sun in Libra in the 10th house: harmony "
    "and partnership'. {0} = planet; {1} = sign ('in' form); {2} = house ('in' form); {3} = a keyword phrase (keyword.*).",
    args=["planet", "sign", "house", "keyword"])
add("pattern.aspect", "{0} {1:inline} {2}", "An aspect between two planets in a list, e.g. 'Sun trine Moon'. {0} = first planet; "
    "{1} = aspect name (aspect.*); {2} = second planet.", args=["planet", "aspect", "planet"])
add("pattern.planet_retrograde", "{0} (retrograde)", "A planet marked retrograde in a list. {0} = planet (planet.*).", args=["planet"])
add("pattern.planet_prominent", "{0} is prominent in your chart.", "Sentence stressing one planet. {0} = planet (planet.*) as the "
    "grammatical subject (Korean: add the subject particle with {0|이/가}).", args=["planet"])
add("pattern.focus", "This report looks at {0}.", "Opening sentence of an offline report. {0} = a focus phrase (focus.area.*).", args=["focus"])
add("pattern.degree_in_sign", "{0} {1}", "A position in a table, e.g. '15°23′ Libra'. {0} = degrees and minutes in the sign; "
    "{1} = sign (sign.*, nominative).", args=["degrees", "sign"])
# Cognates and Latin names that several languages legitimately write exactly as English does.
for k in ["planet.venus", "planet.jupiter", "planet.saturn", "planet.neptune", "planet.pluto",
          "sign.aries", "sign.cancer", "sign.leo", "sign.virgo", "sign.libra",
          "aspect.opposition", "aspect.quincunx", "aspect.sextile", "aspect.semisextile", "aspect.quintile", "aspect.biquintile",
          "point.ascendant", "point.descendant", "element.air", "modality.cardinal", "modality.mutable",
          "chart.section.angles", "count.aspects", "birth.name", "birth.latitude", "birth.longitude", "area.general", "chart.orb"]:
    E[k]["allowSameAsEnglish"] = True
