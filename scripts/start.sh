#!/usr/bin/env bash
# First command of the README: installs what is missing, builds, queues the example jobs and processes
# them on the embedded defaults (./astrosvitla.sqlite, the queue jobs/, the offline backend unless an
# LLM is configured), then says where the reports are.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product astrosvitla
BIN="$(swift build -c release --show-bin-path)/astrosvitla"
# Re-running the demo makes new generations instead of being refused as duplicates.
"$BIN" enqueue --regenerate jobs/examples/*.json
"$BIN" run --concurrency 2
"$BIN" status
echo
echo "Reports are stored in $(pwd)/astrosvitla.sqlite. Try:"
echo "  $BIN reports"
echo "  $BIN export 1 --format html --out report.html"
