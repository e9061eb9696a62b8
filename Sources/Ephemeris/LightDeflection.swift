import Foundation

/// Gravitational deflection of light by the Sun (Explanatory Supplement 2013, 7.2.2.4), applied to
/// positions in any ecliptic frame. The tables leave it out because it changes sharply when a body
/// passes behind the Sun, which would cost many Chebyshev terms; here it is exact to first order.
enum LightDeflection {
    /// 2GM☉/c², astronomical units.
    private static let twoGMOverCSquared = 2 * 9.870_628_8e-9

    /// Shift in longitude and latitude (degrees) of a body seen from the geocentre, and the cosine of
    /// its elongation from the Sun. Angles in degrees, distances in au.
    static func shift(longitude: Double, latitude: Double, distance: Double,
                      sunLongitude: Double, sunLatitude: Double, sunDistance: Double)
        -> (longitude: Double, latitude: Double, cosElongation: Double) {
        let (sinLon, cosLon) = (sin(longitude * .pi / 180), cos(longitude * .pi / 180))
        let (sinLat, cosLat) = (sin(latitude * .pi / 180), cos(latitude * .pi / 180))
        let (sinSunLat, cosSunLat) = (sin(sunLatitude * .pi / 180), cos(sunLatitude * .pi / 180))
        let p = (cosLat * cosLon, cosLat * sinLon, sinLat)
        let s = (cosSunLat * cos(sunLongitude * .pi / 180), cosSunLat * sin(sunLongitude * .pi / 180), sinSunLat)
        // Earth seen from the Sun (e), the body seen from the Sun (q).
        let e = (-s.0, -s.1, -s.2)
        let q = (p.0 * distance - s.0 * sunDistance, p.1 * distance - s.1 * sunDistance, p.2 * distance - s.2 * sunDistance)
        let qLength = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2).squareRoot()
        let qHat = (q.0 / qLength, q.1 / qLength, q.2 / qLength)
        let ep = e.0 * p.0 + e.1 * p.1 + e.2 * p.2
        guard abs(ep) < 0.999_999_999_99 else { return (0, 0, -ep) }  // exactly towards or away from the Sun
        let pq = p.0 * qHat.0 + p.1 * qHat.1 + p.2 * qHat.2
        let qe = qHat.0 * e.0 + qHat.1 * e.1 + qHat.2 * e.2
        let factor = twoGMOverCSquared / sunDistance / (1 + qe)
        let d = ((pq * e.0 - ep * qHat.0) * factor, (pq * e.1 - ep * qHat.1) * factor, (pq * e.2 - ep * qHat.2) * factor)
        // Project the small shift onto the local east and north directions.
        let east = -sinLon * d.0 + cosLon * d.1
        let north = -sinLat * cosLon * d.0 - sinLat * sinLon * d.1 + cosLat * d.2
        return (east / cosLat * 180 / .pi, north * 180 / .pi, -ep)
    }
}
