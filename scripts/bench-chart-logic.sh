#!/bin/sh
# Builds the Chart module in release and times the chart logic on the reference charts (see the .swift file).
set -eu
swift build -c release --target Chart >/dev/null 2>&1
release=.build/release
out=$(mktemp -d)
swiftc -O scripts/bench-chart-logic.swift -I "$release/Modules" "$release"/Chart.build/*.o \
    "$release"/Ephemeris.build/*.o "$release"/TimeZones.build/*.o -o "$out/bench-chart-logic"
"$out/bench-chart-logic" "$@"
rm -rf "$out"
