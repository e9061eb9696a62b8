import Chart
import Ephemeris

/// A provider that answers with one reference chart's own Swiss Ephemeris values, so chart logic is tested
/// apart from the ephemeris.
struct ReferenceProvider: PositionProvider {
    struct Missing: Error {}

    let chart: ReferenceChart

    static let keys: [Body: String] = [.sun: "Sun", .moon: "Moon", .mercury: "Mercury", .venus: "Venus", .mars: "Mars",
                                       .jupiter: "Jupiter", .saturn: "Saturn", .uranus: "Uranus", .neptune: "Neptune",
                                       .pluto: "Pluto", .meanNode: "MeanNode", .trueNode: "TrueNode", .southNode: "TrueNode",
                                       .lilith: "MeanLilith"]

    func position(of body: Body, at time: UniversalTime) throws -> EclipticPosition {
        guard let p = chart.bodies[Self.keys[body] ?? ""] else { throw Missing() }
        let longitude = body == .southNode ? (p.lon + 180).truncatingRemainder(dividingBy: 360) : p.lon
        return EclipticPosition(longitude: longitude, latitude: body == .southNode ? -p.lat : p.lat, distance: p.dist, speed: p.speed)
    }

    func orientation(at time: UniversalTime) throws -> EarthOrientation {
        EarthOrientation(greenwichApparentSiderealTime: chart.sidereal_time.gast_hours * 15, trueObliquity: chart.obliquity.true,
                         meanObliquity: chart.obliquity.mean, nutationInLongitude: chart.obliquity.nut_lon,
                         nutationInObliquity: chart.obliquity.nut_obl, deltaT: chart.delta_t_s)
    }
}

/// A crafted sky: chosen longitudes and speeds, every other body far out of the way at 0° with no motion
/// unless given; sidereal time 0 so that ARMC = east longitude.
struct CraftedSky: PositionProvider {
    var bodies: [Body: (longitude: Double, speed: Double)]
    var siderealTime = 0.0

    func position(of body: Body, at time: UniversalTime) throws -> EclipticPosition {
        let (longitude, speed) = bodies[body] ?? (0, 0)
        return EclipticPosition(longitude: longitude, latitude: 0, distance: body == .moon ? 0.00257 : 1, speed: speed)
    }

    func orientation(at time: UniversalTime) throws -> EarthOrientation {
        EarthOrientation(greenwichApparentSiderealTime: siderealTime, trueObliquity: 23.44, meanObliquity: 23.44,
                         nutationInLongitude: 0, nutationInObliquity: 0, deltaT: 69)
    }
}

struct FailingProvider: PositionProvider {
    struct OutOfRange: Error {}
    func position(of body: Body, at time: UniversalTime) throws -> EclipticPosition { throw OutOfRange() }
    func orientation(at time: UniversalTime) throws -> EarthOrientation { throw OutOfRange() }
}
