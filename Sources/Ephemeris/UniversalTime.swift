/// An instant on the UT1 time scale (civil UTC is taken as UT1, as astrology software does),
/// as a Julian day. Time scales are separate types so UT and TT are never mixed up.
package struct UniversalTime: Sendable, Equatable, Hashable, Comparable, Codable {
    package var julianDay: Double

    package init(julianDay: Double) { self.julianDay = julianDay }

    /// From seconds since 1970-01-01T00:00:00Z.
    package init(unixSeconds: Double) { self.julianDay = 2_440_587.5 + unixSeconds / 86_400 }

    package var unixSeconds: Double { (julianDay - 2_440_587.5) * 86_400 }

    package static func < (a: Self, b: Self) -> Bool { a.julianDay < b.julianDay }
}

/// An instant on Terrestrial Time (TT), as a Julian day.
package struct TerrestrialTime: Sendable, Equatable, Hashable, Comparable, Codable {
    package var julianDay: Double

    package init(julianDay: Double) { self.julianDay = julianDay }

    package static func < (a: Self, b: Self) -> Bool { a.julianDay < b.julianDay }
}
