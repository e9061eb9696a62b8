#!/usr/bin/env bash
# Renders the QA samples (offline backend, the app's sample chart, all 13 languages) and screenshots the
# HTML of the given languages with Debian's headless chromium, to look at CJK text, glyphs and the wheel.
# Needs: apt-get install -y chromium fonts-noto-cjk (DejaVu Sans, installed with chromium, has the glyphs).
# Usage: scripts/report/screenshot.sh [OUT_DIR] [LANGUAGES...]   (default /tmp/astrosvitla-screens uk ja zh-Hant)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-/tmp/astrosvitla-screens}"
shift || true
languages=("$@")
[ ${#languages[@]} -eq 0 ] && languages=(uk ja zh-Hant)
command -v chromium >/dev/null || { echo "chromium is not installed (apt-get install -y chromium fonts-noto-cjk)" >&2; exit 1; }

rm -rf "$out"
swift run -c release astrosvitla samples --backend offline --out "$out" >/dev/null
for language in "${languages[@]}"; do
  page="$out/$language/report.html"
  [ -f "$page" ] || { echo "no sample for $language" >&2; exit 1; }
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1000,2600 \
    --screenshot="$out/$language.png" "file://$page" 2>/dev/null
  echo "$out/$language.png"
done
chromium --headless --no-sandbox --disable-gpu --window-size=1600,1000 --screenshot="$out/index.png" "file://$out/index.html" 2>/dev/null
echo "$out/index.png"
