#!/usr/bin/env bash
# Throughput and peak memory of `astrosvitla run` (offline backend) as the batch grows.
#   scripts/bench-run.sh [SIZES="1000 5000 10000"] [CONCURRENCY=2]
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${1:-"1000 5000 10000"}; CONCURRENCY=${2:-2}
swift build -c release --product astrosvitla >/dev/null
BIN="$(swift build -c release --show-bin-path)/astrosvitla"
for n in $SIZES; do
  "$BIN" bench run --jobs "$n" --concurrency "$CONCURRENCY"
done
