#!/usr/bin/env bash
# Second command of the README and what CI runs: the glossary release check, then the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
# The release blocker: any finding in any of the 13 glossaries fails the run.
"$(swift build --show-bin-path)/astrosvitla" glossary check
swift test --skip-build --disable-xctest
