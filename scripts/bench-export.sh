#!/usr/bin/env bash
# Seconds per report for `export --format pdf` and `--format share` (headless Chromium), over the example jobs
# (12 languages). Needs `scripts/install-deps.sh --exports`.
#   scripts/bench-export.sh [BIN]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${1:-}" ]; then swift build -c release --product astrosvitla >/dev/null; fi
BIN="${1:-$(swift build -c release --show-bin-path)/astrosvitla}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
mkdir -p "$work/queue/incoming"
cp jobs/examples/*.json "$work/queue/incoming/"
"$BIN" run --backend offline --queue "$work/queue" --db "$work/db.sqlite" >/dev/null 2>&1 || true
ids=$("$BIN" reports --db "$work/db.sqlite" --json | python3 -c 'import json,sys; print(" ".join(str(json.loads(l)["id"]) for l in sys.stdin))')
for format in pdf share; do
  start=$(date +%s.%N)
  for id in $ids; do "$BIN" export "$id" --format "$format" --db "$work/db.sqlite" --out "$work/out-$format-$id" 2>/dev/null; done
  end=$(date +%s.%N)
  python3 -c "import sys; n=len('$ids'.split()); print(f'$format: {n} reports, {($end-$start)/n:.2f} s per report')"
done
