#!/usr/bin/env bash
# Second command of the README and what CI runs: the whole test suite, then the glossary release check.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build
# The release blocker: any finding in any of the 13 glossaries fails the run.
"$(swift build --show-bin-path)/astrosvitla" glossary check
