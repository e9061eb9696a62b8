#!/usr/bin/env bash
# Operator-fault soak: JOBS jobs on a small tmpfs, then ROUNDS runs, each hit by one fault in turn —
# SIGKILL at a random instant, SIGTERM at a random instant (graceful stop), a job file swapped for a FIFO,
# the disk filled up mid-run — then one undisturbed run. Every job must end exactly once: one report per
# job id (all generation 1), each in done/, the swapped ones in failed/ with `not_regular_file`, nothing
# left in processing/ or incoming/. Needs root for the tmpfs (without it the disk-full rounds are skipped).
#   scripts/soak-faults.sh [JOBS=3000] [ROUNDS=80] [CONCURRENCY=4]      (BIN=path to use a built binary)
set -euo pipefail
JOBS=${1:-3000}; ROUNDS=${2:-80}; CONCURRENCY=${3:-4}
cd "$(dirname "$0")/.."
if [ -z "${BIN:-}" ]; then
  swift build -c release --product astrosvitla >/dev/null
  BIN=$(swift build -c release --show-bin-path)/astrosvitla
fi
WORK=$(mktemp -d)
FS="$WORK/fs"; mkdir -p "$FS"
# Room for every report (about 100 kB each in the database) plus slack; the disk-full rounds fill the rest.
if mount -t tmpfs -o size=$((JOBS / 10 + 64))m tmpfs "$FS" 2>/dev/null; then DISKFULL=1; else DISKFULL=0; echo "no tmpfs (not root?): disk-full rounds skipped" >&2; fi
trap 'umount "$FS" 2>/dev/null || true; rm -rf "$WORK"' EXIT
Q="$FS/jobs"; DB="$FS/db.sqlite"
mkdir -p "$Q/incoming"
for i in $(seq 1 "$JOBS"); do
  sed "s/\"id\": \"[^\"]*\"/\"id\": \"soak-$i\"/" jobs/examples/olena-uk.json > "$Q/incoming/soak-$i.json"
done
start_run() { "$BIN" run --queue "$Q" --db "$DB" --concurrency "$CONCURRENCY" --max-attempts 100 >/dev/null 2>&1 & pid=$!; }
pause() { sleep "0.$(printf '%03d' $((RANDOM % 400)))"; }
kills=0; terms=0; fifos=0; fulls=0; codes=""
for r in $(seq 1 "$ROUNDS"); do
  case $((r % 4)) in
    0) start_run; pause; kill -9 "$pid" 2>/dev/null && kills=$((kills + 1)) ;;
    1) start_run; pause; kill -TERM "$pid" 2>/dev/null && terms=$((terms + 1)) ;;
    2) victim=$(ls "$Q/incoming" 2>/dev/null | grep '^soak-' | head -n 1 || true)
       if [ -n "$victim" ]; then rm -f "$Q/incoming/$victim"; mkfifo "$Q/incoming/fifo-$victim"; fifos=$((fifos + 1)); echo "${victim%.json}" >> "$WORK/swapped"; fi
       start_run; pause; kill -9 "$pid" 2>/dev/null && kills=$((kills + 1)) ;;
    3) start_run
       if [ "$DISKFULL" = 1 ]; then pause; dd if=/dev/zero of="$FS/filler" bs=1M 2>/dev/null || true; fulls=$((fulls + 1)); fi ;;
  esac
  status=0; wait "$pid" 2>/dev/null || status=$?
  codes="$codes $status"
  rm -f "$FS/filler"
done
"$BIN" run --queue "$Q" --db "$DB" --max-attempts 100 2>/dev/null || true
"$BIN" reports --queue "$Q" --db "$DB" --json > "$WORK/reports.jsonl"
touch "$WORK/swapped"
python3 - "$Q" "$WORK" "$JOBS" "$kills" "$terms" "$fifos" "$fulls" "$codes" <<'PY'
import json, os, sys
q, work, jobs, kills, terms, fifos, fulls, codes = sys.argv[1:9]
jobs, fifos = int(jobs), int(fifos)
rows = [json.loads(l) for l in open(f"{work}/reports.jsonl") if l.strip()]
swapped = {l.strip() for l in open(f"{work}/swapped") if l.strip()}
files = lambda d: [f for f in os.listdir(f"{q}/{d}") if f.endswith(".json") and not f.endswith(".reason.json")]
reasons = [json.load(open(f"{q}/failed/{f}")) for f in os.listdir(f"{q}/failed") if f.endswith(".reason.json")]
ids = [r["jobId"] for r in rows]
expected = {f"soak-{i}" for i in range(1, jobs + 1)} - swapped
ok = (sorted(ids) == sorted(expected) and all(r["generation"] == 1 for r in rows)
      and len(files("done")) == len(expected) and len(files("failed")) == fifos
      and all(r["code"] == "not_regular_file" for r in reasons)
      and not files("processing") and not files("incoming"))
exits = {c: codes.split().count(c) for c in sorted(set(codes.split()))}
print(f"jobs {jobs}: SIGKILL {kills}, SIGTERM {terms}, FIFO swaps {fifos}, disk full {fulls}; run exit codes {exits}; "
      f"reports {len(rows)} ({len(set(ids))} distinct, expected {len(expected)}), done {len(files('done'))}, "
      f"failed {len(files('failed'))} (not_regular_file {sum(r['code'] == 'not_regular_file' for r in reasons)}), "
      f"processing {len(files('processing'))}, incoming {len(files('incoming'))}: {'OK' if ok else 'FAIL'}")
sys.exit(0 if ok else 1)
PY
