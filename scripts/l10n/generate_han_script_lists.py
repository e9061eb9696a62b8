#!/usr/bin/env python3
"""Writes Tests/LocalizationTests/Fixtures/han_script_only.json: characters that exist only in Simplified
or only in Traditional Chinese, derived from OpenCC's character tables (PyPI `opencc-python-reimplemented`,
files STCharacters.txt and TSCharacters.txt; Taiwan's standard variants from TWVariants.txt count as Traditional).

A character is Simplified-only when OpenCC maps it to Traditional characters that never include itself,
and it never appears as a Traditional character; Traditional-only likewise the other way round.

Usage: python3 -m pip install opencc-python-reimplemented==0.1.7 && python3 scripts/l10n/generate_han_script_lists.py
"""
import json
import pathlib

import opencc


def table(name: str) -> dict[str, list[str]]:
    path = pathlib.Path(opencc.__file__).parent / "dictionary" / name
    rows = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        source, targets = line.split("\t", 1)
        rows[source] = targets.split()
    return rows


def main() -> None:
    s2t, t2s = table("STCharacters.txt"), table("TSCharacters.txt")
    # Taiwan's standard forms (OpenCC TWVariants.txt: 羣 → 群, 祕 → 秘) are Traditional as Taiwan writes it.
    taiwan = {form for forms in table("TWVariants.txt").values() for form in forms}
    simplified_only = {s for s, ts in s2t.items() if s not in ts and s not in t2s and s not in taiwan}
    traditional_only = {t for t, ss in t2s.items() if t not in ss and t not in s2t}
    out = {
        "source": "OpenCC STCharacters.txt / TSCharacters.txt / TWVariants.txt via PyPI opencc-python-reimplemented",
        "simplifiedOnly": "".join(sorted(simplified_only)),
        "traditionalOnly": "".join(sorted(traditional_only)),
    }
    path = pathlib.Path(__file__).resolve().parents[2] / "Tests/LocalizationTests/Fixtures/han_script_only.json"
    path.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path}: {len(simplified_only)} Simplified-only, {len(traditional_only)} Traditional-only")


if __name__ == "__main__":
    main()
