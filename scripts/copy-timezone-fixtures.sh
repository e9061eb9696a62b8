#!/bin/sh
# Copies the time-zone test fixtures: the 429 reference cases and, for every zone they name, the TZif file
# from PyPI tzdata 2026.6 (IANA 2026f, "slim" files whose recent rules live only in the POSIX footer),
# the same data the cases were computed with. Run from the repository root; needs pip. The 429 cases
# (Tests/TimeZonesTests/Fixtures/timezone_cases.jsonl, committed) came with the project's reference data;
# this script refreshes the TZif files they need.
set -eu
out=Tests/TimeZonesTests/Fixtures
tmp=$(mktemp -d)
pip download --quiet --no-deps -d "$tmp" tzdata==2026.6
(cd "$tmp" && unzip -q tzdata-*.whl)
python3 -c 'import json,sys; print("\n".join(sorted({json.loads(l)["zone"] for l in open(sys.argv[1])})))' \
    "$out/timezone_cases.jsonl" | while read -r zone; do
    mkdir -p "$out/zoneinfo/$(dirname "$zone")"
    cp "$tmp/tzdata/zoneinfo/$zone" "$out/zoneinfo/$zone"
done
rm -rf "$tmp"
# The chart tests validate birth data against two of the same zones.
for zone in Europe/Kyiv America/New_York; do
    mkdir -p "Tests/ChartTests/Fixtures/zoneinfo/$(dirname "$zone")"
    cp "$out/zoneinfo/$zone" "Tests/ChartTests/Fixtures/zoneinfo/$zone"
done
