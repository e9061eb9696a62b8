#!/usr/bin/env python3
"""Writes Tests/LocalizationTests/Fixtures/plural_cases.json: CLDR plural categories computed by
PyPI `babel` (which ships CLDR) for the 13 report languages, so the Swift rules are checked against
CLDR data rather than against our own reading of it.

Usage: python3 -m pip install babel==2.18.0 && python3 scripts/l10n/generate_plural_fixture.py
"""
import json
import pathlib
from decimal import Decimal

import babel
from babel import Locale
from babel.core import get_cldr_version

LANGUAGES = {"en": "en", "uk": "uk", "de": "de", "fr": "fr", "es": "es", "pt-BR": "pt_BR", "it": "it",
             "ja": "ja", "ko": "ko", "zh-Hans": "zh_Hans", "zh-Hant": "zh_Hant", "ru": "ru", "tr": "tr"}

INTEGERS = list(range(0, 201)) + [
    1000, 1001, 1011, 1021, 1100, 10000, 100000, 100001, 1000000, 1000001, 2000000, 3000000,
    10000000, 21000000, 1000000000, 1234567, 999999]
DECIMALS = ["0.0", "0.1", "0.5", "1.0", "1.00", "1.5", "1.25", "2.0", "2.1", "2.5", "3.4", "4.9",
            "5.0", "10.0", "11.1", "21.1", "22.2", "25.5", "100.0", "101.1", "0.01", "1.10", "1000.5",
            "1000000.0"]


def main() -> None:
    out = {"cldr": get_cldr_version(), "babel": babel.__version__, "languages": {}}
    for code, babel_code in LANGUAGES.items():
        locale = Locale.parse(babel_code)
        cardinal = {str(n): locale.plural_form(n) for n in INTEGERS}
        cardinal.update({d: locale.plural_form(Decimal(d)) for d in DECIMALS})
        ordinal = {str(n): locale.ordinal_form(n) for n in INTEGERS}
        out["languages"][code] = {"cardinal": cardinal, "ordinal": ordinal}
    path = pathlib.Path(__file__).resolve().parents[2] / "Tests/LocalizationTests/Fixtures/plural_cases.json"
    path.write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=False) + "\n", encoding="utf-8")
    print(f"wrote {path} (CLDR {out['cldr']})")


if __name__ == "__main__":
    main()
