import Foundation

/// Apparent geocentric positions of the chart's points and the Earth's orientation, 1800-2200.
///
/// Sun … Pluto and the true node come from Chebyshev tables fitted to JPL DE440 (see
/// docs/accuracy.md); nutation, deflection of light, the mean node, mean Lilith, sidereal time and
/// ΔT are computed here. Evaluation is pure; only `EphemerisLoader` reads the table file.
package struct Ephemeris: Sendable {
    private let planetTables: [ChebyshevTable]   // in `Body.planets` order
    private let trueNodeTable: ChebyshevTable
    private let nutationCache = NutationCache()

    /// 1800-01-01 0h UT … 2200-01-01 0h UT.
    package static let supportedRange = UniversalTime(julianDay: 2_378_496.5)...UniversalTime(julianDay: 2_524_593.5)
    /// `supportedRange` in words, for every error that refuses a date (the same for `enqueue` and `chart`).
    package static let supportedRangeText = "1800-01-01 00:00 UT to 2200-01-01 00:00 UT"

    package var coverage: ClosedRange<UniversalTime> { Self.supportedRange }

    /// Decodes a table file's bytes (the output of scripts/ephemeris/make_tables.py).
    package init(tableData: [UInt8]) throws {
        let decoded = try EphemerisTables(bytes: tableData).tables
        var planets: [ChebyshevTable] = []
        for body in Body.planets {
            guard let table = decoded[body] else { throw EphemerisError.corruptTable("no \(body.rawValue) table") }
            planets.append(table)
        }
        guard let node = decoded[.trueNode] else { throw EphemerisError.corruptTable("no trueNode table") }
        let start = Self.supportedRange.lowerBound.terrestrialTime.julianDay
        let end = Self.supportedRange.upperBound.terrestrialTime.julianDay
        guard (planets + [node]).allSatisfy({ $0.covers(start) && $0.covers(end) }) else {
            throw EphemerisError.corruptTable("tables do not span 1800-2200")
        }
        planetTables = planets
        trueNodeTable = node
    }

    /// The committed tables, read once per process (see `EphemerisLoader` for where they are looked for).
    package static func bundled() throws -> Ephemeris { try bundledResult.get() }

    private static let bundledResult = Result { try Ephemeris(tableData: EphemerisLoader.readBundledTable()) }

    /// ΔT = TT − UT in seconds (defined for any instant; see `DeltaT`).
    package func deltaT(at time: UniversalTime) -> Double {
        DeltaT.seconds(atUniversalJulianDay: time.julianDay)
    }

    package func position(of body: Body, at time: UniversalTime) throws -> EclipticPosition {
        try checkCovered(time)
        // The tables span the whole UT coverage in TT (checked in init).
        return position(of: body, atCoveredJulianDay: time.terrestrialTime.julianDay)
    }

    package func orientation(at time: UniversalTime) throws -> EarthOrientation {
        try checkCovered(time)
        let deltaT = deltaT(at: time)
        let nutation = nutation(at: time.julianDay + deltaT / 86_400)
        return EarthOrientation(universal: time.julianDay, deltaT: deltaT, nutation: nutation)
    }

    /// The same position for a TT instant, for callers (and tests) that work in TT.
    package func position(of body: Body, at time: TerrestrialTime) throws -> EclipticPosition {
        let jd = time.julianDay
        guard jd.isFinite else { throw EphemerisError.notANumber("The instant") }
        guard trueNodeTable.covers(jd), planetTables.allSatisfy({ $0.covers(jd) }) else {
            throw EphemerisError.outOfRange(time)
        }
        return position(of: body, atCoveredJulianDay: jd)
    }

    private func position(of body: Body, atCoveredJulianDay jd: Double) -> EclipticPosition {
        let nutation = nutation(at: jd)
        let centuries = (jd - 2_451_545.0) / 36_525
        switch body {
        case .meanNode:
            let node = MeanLunarPoints.node(centuries: centuries)
            return Self.apparent(node.longitude, 0, MeanLunarPoints.meanDistance, node.longitudeRate, nutation)
        case .lilith:
            let apogee = MeanLunarPoints.apogee(centuries: centuries)
            return Self.apparent(apogee.longitude, apogee.latitude, MeanLunarPoints.apogeeDistance,
                                 apogee.longitudeRate, nutation)
        case .trueNode, .southNode:
            let node = trueNodeTable.sample(at: jd)
            let turn = body == .southNode ? 180.0 : 0
            return Self.apparent(node.longitude + turn, 0, node.distance, node.longitudeRate, nutation)
        case .sun, .moon, .mercury, .venus, .mars, .jupiter, .saturn, .uranus, .neptune, .pluto:
            return planetPosition(body, jd, nutation)
        }
    }

    private func planetPosition(_ body: Body, _ jd: Double, _ nutation: Nutation) -> EclipticPosition {
        let index = Body.planets.firstIndex(of: body) ?? 0
        var s = planetTables[index].sample(at: jd)
        if body != .sun && body != .moon {
            // The Moon is so close that the Sun bends its light by under 0.0001″.
            let sun = planetTables[0].sample(at: jd)
            let now = Self.deflection(s, sun, after: 0)
            // Near the Sun the deflection changes fast enough to show in the daily speed.
            if now.cosElongation > Self.cosineOfTenDegrees {
                let step = 0.01
                s.longitudeRate += (Self.deflection(s, sun, after: step).longitude - now.longitude) / step
            }
            s.longitude += now.longitude
            s.latitude += now.latitude
        }
        return Self.apparent(s.longitude, s.latitude, s.distance, s.longitudeRate, nutation)
    }

    private static let cosineOfTenDegrees = cos(10 * Double.pi / 180)

    private static func deflection(_ body: ChebyshevTable.Sample, _ sun: ChebyshevTable.Sample,
                                   after days: Double) -> (longitude: Double, latitude: Double, cosElongation: Double) {
        LightDeflection.shift(
            longitude: body.longitude + body.longitudeRate * days, latitude: body.latitude + body.latitudeRate * days,
            distance: body.distance + body.distanceRate * days,
            sunLongitude: sun.longitude + sun.longitudeRate * days, sunLatitude: sun.latitude + sun.latitudeRate * days,
            sunDistance: sun.distance + sun.distanceRate * days)
    }

    /// From the mean to the true equinox of date: nutation shifts every longitude by Δψ.
    private static func apparent(_ longitude: Double, _ latitude: Double, _ distance: Double, _ rate: Double,
                                 _ nutation: Nutation) -> EclipticPosition {
        var lon = (longitude + nutation.longitude).truncatingRemainder(dividingBy: 360)
        if lon < 0 { lon += 360 }
        return EclipticPosition(longitude: lon, latitude: latitude, distance: distance,
                                speed: rate + nutation.longitudeRate)
    }

    private func nutation(at julianDayTT: Double) -> Nutation {
        nutationCache.value(at: julianDayTT)
    }

    private func checkCovered(_ time: UniversalTime) throws {
        guard time.julianDay.isFinite else { throw EphemerisError.notANumber("The instant") }
        guard coverage.contains(time) else { throw EphemerisError.outOfRange(time, coverage: coverage) }
    }
}
