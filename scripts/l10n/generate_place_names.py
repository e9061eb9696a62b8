#!/usr/bin/env python3
"""Writes Sources/Localization/PlaceNames+Data.swift: what `PlaceNames` needs to print a typed birth place
("Kyiv, Ukraine", "Москва", "Kharkiv, Kharkiv Oblast, Ukraine, UA") in the reader's language.

Sources:
- Country names: CLDR (Debian `unicode-cldr-core`), /usr/share/unicode/cldr/common/main/<locale>.xml,
  `localeDisplayNames/territories/territory[@type]` for the two-letter codes. The full name is shown, or the
  `alt="short"` form where that is the everyday name (`everyday` below); every form, `alt="variant"` too
  ("Czech Republic"), is recognised in what was typed.
- Each zone's country: Debian's `tzdata`, /usr/share/zoneinfo/zone.tab, and its `L TARGET LINK` lines in
  tzdata.zi, so both Europe/Kyiv and Europe/Kiev are found. The zones' city names themselves are CLDR's
  exemplar cities, already in ZoneCities+CLDR.swift.
- Cities that are no zone's exemplar city (Kharkiv, Osaka, Munich…): scripts/l10n/cities.tsv, each
  language's established exonym as the title of that language's Wikipedia article, curated by hand.

Run: apt-get install unicode-cldr-core tzdata && python3 scripts/l10n/generate_place_names.py
"""
import csv
import pathlib
import unicodedata
import xml.etree.ElementTree as ET

CLDR = pathlib.Path("/usr/share/unicode/cldr/common")
HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parents[1] / "Sources/Localization/PlaceNames+Data.swift"
LANGUAGES = [("en", "en"), ("uk", "uk"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("ptBR", "pt"), ("it", "it"),
             ("ja", "ja"), ("ko", "ko"), ("zhHans", "zh"), ("zhHant", "zh_Hant"), ("ru", "ru"), ("tr", "tr")]
COLUMNS = ["en", "uk", "de", "fr", "es", "pt", "it", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "tr"]


def folded(text: str) -> str:
    """Without accents or case: "São Paulo" names the zone America/Sao_Paulo."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)).casefold()


def clean(text: str) -> str:
    return " ".join(text.replace("\u00ad", "").split())


def swift_literal(lines) -> str:
    body = "\n".join(lines).replace("\\", "\\\\")
    return f'"""\n{body}\n"""'


def everyday(code: str, short: str) -> bool:
    """CLDR's short form is for tight spaces; a place line takes it only where it is the everyday name
    (США, USA, EUA, ABD, アメリカ; Hong Kong rather than "Hong Kong SAR China"), not a two-letter or dotted
    abbreviation (UK, US, É.-U., EE. UU.) nor a colloquial one (ru "Британия")."""
    return code in {"US", "HK", "MO", "PS", "BA", "MM"} and "." not in short and not (len(short) <= 2 and short.isupper())


# Country names CLDR has changed since the data Debian ships (CLDR 44 names Türkiye "Türkiye" in English; Korea's
# foreign ministry and the National Institute of Korean Language adopted "튀르키예" in 2022). The old names are still
# recognised in what was typed.
COUNTRY_RENAMES = {("en", "TR"): "Türkiye", ("ko", "TR"): "튀르키예"}


# A territory's names per language: the name shown (CLDR's short form where there is one) and the full one.
codes = None
blocks = []
for case, locale in LANGUAGES:
    node = ET.parse(CLDR / f"main/{locale}.xml").getroot().find("localeDisplayNames/territories")
    full, short, variant = {}, {}, {}
    for territory in node.iter("territory"):
        code = territory.get("type")
        if len(code) != 2 or not code.isalpha():
            continue
        {None: full, "short": short, "variant": variant}.get(territory.get("alt"), {})[code] = clean(territory.text)
    lines = []
    for code in sorted(full):
        shown = short[code] if code in short and everyday(code, short[code]) else full[code]
        renamed = COUNTRY_RENAMES.get((locale, code))
        if renamed:
            shown = renamed
        names = list(dict.fromkeys([shown] + [n for n in (full[code], short.get(code), variant.get(code)) if n]))
        lines.append("\t".join([code] + names))
    blocks.append(f"        case .{case}: {swift_literal(lines)}")

zone_country = {}
for line in pathlib.Path("/usr/share/zoneinfo/zone.tab").read_text().splitlines():
    if line and not line.startswith("#"):
        country, _, zone = line.split("\t")[:3]
        zone_country[zone] = country
# tzdata's other names for each zone ("L TARGET LINK" lines): Europe/Kiev for Europe/Kyiv, W-SU for Europe/Moscow.
links_of = {}
for line in pathlib.Path("/usr/share/zoneinfo/tzdata.zi").read_text().splitlines():
    if line.startswith("L "):
        _, target, link = line.split()
        links_of.setdefault(target, []).append(link)
zones = [f"{zone}\t{country}" for zone, country in sorted(zone_country.items())]
zones += [f"{link}\t{zone_country[target]}\t{target}" for target, links in sorted(links_of.items()) if target in zone_country
          for link in sorted(links) if link not in zone_country]
COLUMN_LIST = "\\t".join(COLUMNS)

# A row for a zone's own city ("Kyiv" for Europe/Kyiv) renames it where CLDR's name is out of date (ja キエフ →
# キーウ, ko 키예프 → 키이우, as those governments adopted in 2022) or left without its accents (en "Sao Paulo",
# which CLDR takes from the zone id), for the place and the zone label alike.
en_exemplar = {z.get("type"): z.findtext("exemplarCity") for z in
               ET.parse(CLDR / "main/en.xml").getroot().find("dates/timeZoneNames").iter("zone") if z.findtext("exemplarCity")}
cities, renames = [], []
with open(HERE / "cities.tsv", encoding="utf-8") as source:
    for row in csv.DictReader((line for line in source if not line.startswith("#")), delimiter="\t"):
        if row["zone"] not in zone_country:
            raise SystemExit(f"cities.tsv: {row['en']}: unknown zone {row['zone']}")
        names = [clean(row[column]) for column in COLUMNS]
        if not all(names):
            raise SystemExit(f"cities.tsv: {row['en']}: a name is empty")
        cities.append("\t".join([row["iso2"], row["zone"]] + names + [clean(row.get("aliases") or "")]))
        zone = row["zone"]
        named = [z for z in [zone] + links_of.get(zone, [])
                 if folded(row["en"]) == folded(en_exemplar.get(z) or z.split("/")[-1].replace("_", " "))]
        if zone in named:
            renames += ["\t".join([z] + names) for z in named]

OUT.write_text(f"""// Generated by scripts/l10n/generate_place_names.py from CLDR (Debian unicode-cldr-core), tzdata's zone.tab
// and scripts/l10n/cities.tsv. Do not edit by hand.
extension PlaceNames {{
    /// "CODE\\tShown\\tOther…" per country: CLDR's short name where it has one, then the full and variant ones.
    static func countries(_ language: Language) -> String {{
        switch language {{
{chr(10).join(blocks)}
        }}
    }}

    /// "Zone\\tCODE" for each zone of zone.tab, then "Link\\tCODE\\tZone" for its other names ("Europe/Kiev", "W-SU").
    static let zoneCountries = {swift_literal(zones)}

    /// "CODE\\tZone\\t{COLUMN_LIST}\\tAliases;…": cities beyond the zones' exemplar cities, and zones' own cities
    /// renamed below (with their old names as aliases).
    static let cities = {swift_literal(cities)}

    /// "Zone\\t{COLUMN_LIST}": zones whose CLDR city name is out of date, with the names used instead.
    static let zoneRenames = {swift_literal(renames)}
}}
""")
print(f"wrote {OUT} ({OUT.stat().st_size} bytes, {len(cities)} extra cities)")
