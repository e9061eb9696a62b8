#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, only those that are missing (`time`: GNU time, which
# the tests measure a command's peak memory with).
#   --exports  also what PDF and share-image exports need: Chromium, the Noto fonts (CJK and color emoji included), fontconfig,
#              and poppler-utils (pdftotext/pdffonts/pdfinfo, which the export tests read PDFs with). CI uses it;
#              the core pipeline (queue, charts, reports, LLM) needs none of them.
set -euo pipefail
needed=(libsqlite3-dev libcurl4-openssl-dev tzdata time)
if [ "${1:-}" = "--exports" ]; then
  needed+=(chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core fontconfig poppler-utils)
fi
missing=()
for package in "${needed[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
