#!/usr/bin/env bash
# Second command of the README and what CI runs: the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build
