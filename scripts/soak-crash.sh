#!/usr/bin/env bash
# Crash-safety soak: enqueue JOBS jobs, then start `astrosvitla run` and SIGKILL it after a random delay,
# ROUNDS times, then let one run finish. Every job must end exactly once: JOBS files in done/, none
# elsewhere, JOBS reports with distinct job ids, all generation 1.
#   scripts/soak-crash.sh [JOBS=2000] [ROUNDS=200] [CONCURRENCY=4]
set -euo pipefail
JOBS=${1:-2000}; ROUNDS=${2:-200}; CONCURRENCY=${3:-4}
cd "$(dirname "$0")/.."
swift build -c release --product astrosvitla >/dev/null
BIN=$(swift build -c release --show-bin-path)/astrosvitla
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/jobs/incoming"
for i in $(seq 1 "$JOBS"); do
  sed "s/\"id\": \"[^\"]*\"/\"id\": \"soak-$i\"/" jobs/examples/olena-uk.json > "$WORK/jobs/incoming/soak-$i.json"
done
kills=0
for r in $(seq 1 "$ROUNDS"); do
  "$BIN" run --queue "$WORK/jobs" --db "$WORK/db.sqlite" --concurrency "$CONCURRENCY" --max-attempts 100 2>/dev/null &
  pid=$!
  sleep "0.$(printf '%03d' $((RANDOM % 300)))"
  if kill -9 "$pid" 2>/dev/null; then kills=$((kills + 1)); fi
  wait "$pid" 2>/dev/null || true
done
"$BIN" run --queue "$WORK/jobs" --db "$WORK/db.sqlite" --max-attempts 100 2>/dev/null
"$BIN" reports --queue "$WORK/jobs" --db "$WORK/db.sqlite" --json > "$WORK/reports.jsonl"
python3 - "$WORK" "$JOBS" "$kills" <<'PY'
import json, os, sys
work, jobs, kills = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rows = [json.loads(l) for l in open(f"{work}/reports.jsonl") if l.strip()]
count = lambda d: len([f for f in os.listdir(f"{work}/jobs/{d}") if f.endswith(".json")])
ids = {r["jobId"] for r in rows}
ok = (len(rows) == jobs and len(ids) == jobs and all(r["generation"] == 1 for r in rows)
      and count("done") == jobs and count("failed") == 0 and count("processing") == 0 and count("incoming") == 0)
print(f"jobs {jobs}, kills {kills}, reports {len(rows)}, distinct {len(ids)}, done {count('done')}, "
      f"failed {count('failed')}, processing {count('processing')}, incoming {count('incoming')}: {'OK' if ok else 'FAIL'}")
sys.exit(0 if ok else 1)
PY
