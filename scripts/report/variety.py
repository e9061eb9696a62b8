#!/usr/bin/env python3
"""How much of the offline writer's prose is stock text: the variety measure of issue 19.

Generates offline reports for CHARTS random charts (birth years 1950-2004, every area and house system in turn,
about a quarter without a birth time; a fixed seed, so the same charts every run) in every language, and prints per
language the share of prose words (characters for ja, zh-Hans and zh-Hant) that lie inside a run of six words
(twelve characters) occurring in the reports of at least THRESHOLD of the charts. Text written per chart factor
repeats only where charts share the factor; frames and stock phrases repeat everywhere.

Also checks, per report, that no sentence is said twice.

    scripts/report/variety.py [--binary PATH] [--charts 20] [--threshold 8] [--seed 19] [--limit 10] [--keep DIR]

Exit status 1 when a language's share reaches --limit percent or a report repeats a sentence.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import unicodedata
from collections import defaultdict

LANGUAGES = ["en", "uk", "de", "fr", "es", "pt-BR", "it", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "tr"]
CHARACTER_LANGUAGES = {"ja", "zh-Hans", "zh-Hant"}
AREAS = ["finances", "career", "relationships", "health", "general"]
SYSTEMS = ["placidus", "koch", "equal", "wholeSign", "porphyry", "regiomontanus", "campanus"]
# Birth places across the readers' markets and both hemispheres: IANA zone, latitude, longitude.
PLACES = [
    ("Europe/Kyiv", 50.45, 30.52), ("Europe/Kyiv", 49.99, 36.23), ("Europe/Kyiv", 46.48, 30.73), ("Europe/Berlin", 52.52, 13.40),
    ("Europe/Paris", 48.86, 2.35), ("Europe/Madrid", 40.42, -3.70), ("America/Sao_Paulo", -23.55, -46.63),
    ("Europe/Rome", 41.90, 12.50), ("Asia/Tokyo", 35.68, 139.65), ("Asia/Seoul", 37.57, 126.98), ("Asia/Shanghai", 31.23, 121.47),
    ("Asia/Taipei", 25.03, 121.57), ("Europe/Moscow", 55.76, 37.62), ("Europe/Istanbul", 41.01, 28.98),
    ("America/New_York", 40.71, -74.01), ("America/Mexico_City", 19.43, -99.13), ("America/Argentina/Buenos_Aires", -34.60, -58.38),
    ("Australia/Sydney", -33.87, 151.21), ("Europe/Oslo", 69.65, 18.96), ("Africa/Johannesburg", -26.20, 28.05),
]


def charts(count, seed):
    rng = random.Random(seed)
    jobs = []
    for index in range(count):
        zone, latitude, longitude = rng.choice(PLACES)
        year, month, day = rng.randint(1950, 2004), rng.randint(1, 12), rng.randint(1, 28)
        birth = {"date": f"{year:04d}-{month:02d}-{day:02d}", "timeZone": zone, "latitude": latitude, "longitude": longitude}
        if rng.random() >= 0.25:
            birth["time"] = f"{rng.randint(0, 23):02d}:{rng.choice([0, 10, 15, 20, 30, 40, 45, 50]):02d}"
        jobs.append({"id": f"variety-{index + 1}", "name": "A", "birth": birth, "language": "en",
                     "area": AREAS[index % len(AREAS)], "houseSystem": SYSTEMS[index % len(SYSTEMS)]})
    return jobs


def prose(report):
    parts = [report["summary"]] + report["key_influences"] + report["detailed_analysis"].split("\n") + report["recommendations"]
    return [part for part in parts if part.strip()]


def tokens(text, language):
    if language in CHARACTER_LANGUAGES:
        return [c for c in text if not c.isspace() and not unicodedata.category(c).startswith(("P", "S"))]
    return [w for w in re.findall(r"[\w’'-]+", text.lower()) if any(ch.isalpha() for ch in w)]


def sentences(text):
    return [s.strip() for s in re.split(r"(?<=[.!?。！？])\s*", text) if len(s.strip()) > 1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "../../.build/release/astrosvitla"))
    parser.add_argument("--charts", type=int, default=20)
    parser.add_argument("--threshold", type=int, default=8, help="a run counts as stock text when this many charts share it")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--limit", type=float, default=10.0, help="percent; exit 1 at or above it")
    parser.add_argument("--keep", help="write the generated jobs and reports here instead of a temporary folder")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()

    work = args.keep or tempfile.mkdtemp(prefix="variety-")
    os.makedirs(work, exist_ok=True)
    reports = defaultdict(list)  # language -> [(chart index, report)]
    for index, job in enumerate(charts(args.charts, args.seed)):
        path = os.path.join(work, f"{job['id']}.json")
        with open(path, "w") as file:
            json.dump(job, file)
        out = os.path.join(work, job["id"])
        run = subprocess.run([args.binary, "samples", "--chart", path, "--languages", "all", "--backend", "offline", "--out", out],
                             capture_output=True, text=True)
        for language in LANGUAGES:
            report_path = os.path.join(out, language, "report.json")
            if not os.path.exists(report_path):
                sys.exit(f"{job['id']}: no {language} report ({run.stderr.strip()[:300]})")
            with open(report_path) as file:
                reports[language].append((index, json.load(file)["report"]))

    results, failed = [], False
    for language in LANGUAGES:
        size = 12 if language in CHARACTER_LANGUAGES else 6
        charts_of = defaultdict(set)
        streams = []
        repeats = []
        for index, report in reports[language]:
            parts = prose(report)
            stream = []
            for part in parts:
                stream.append(tokens(part, language))
            streams.append((index, stream))
            for part in parts:
                seen = set()
                for sentence in sentences(part):
                    if sentence in seen:
                        repeats.append(sentence)
                    seen.add(sentence)
            whole = [s for part in parts for s in sentences(part)]
            duplicates = {s for s in whole if whole.count(s) > 1}
            repeats += sorted(duplicates)
            for words in stream:
                for start in range(len(words) - size + 1):
                    charts_of[tuple(words[start:start + size])].add(index)
        total = covered = 0
        for index, stream in streams:
            for words in stream:
                marked = [False] * len(words)
                for start in range(len(words) - size + 1):
                    if len(charts_of[tuple(words[start:start + size])]) >= args.threshold:
                        for k in range(start, start + size):
                            marked[k] = True
                total += len(words)
                covered += sum(marked)
        share = 100.0 * covered / total if total else 0.0
        failed |= share >= args.limit or bool(repeats)
        results.append({"language": language, "unit": "characters" if language in CHARACTER_LANGUAGES else "words",
                        "total": total, "stock": covered, "share_percent": round(share, 1), "repeated_sentences": repeats[:5]})

    if args.json:
        print(json.dumps({"charts": args.charts, "threshold": args.threshold, "seed": args.seed, "languages": results},
                         ensure_ascii=False, indent=2))
    else:
        print(f"{args.charts} charts, seed {args.seed}: share of prose inside a run of 6 words (12 characters) "
              f"found in the reports of {args.threshold}+ charts")
        print(f"{'language':<9} {'unit':<10} {'total':>7} {'stock':>6} {'share':>6}  repeated sentences")
        for r in results:
            print(f"{r['language']:<9} {r['unit']:<10} {r['total']:>7} {r['stock']:>6} {r['share_percent']:>5.1f}%  "
                  f"{len(r['repeated_sentences']) or ''}")
        if args.keep:
            print(f"jobs and reports in {work}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
