import Foundation

/// Mean lunar node and mean apogee ("mean Lilith"), referred to the ecliptic and mean equinox of date.
///
/// Mean longitudes of the node (W3) and perigee (W2) are ELP/MPP02's (Chapront & Francou 2003, as in
/// Chapront, Chapront-Touzé & Francou 2002), referred to the fixed J2000 equinox; the IAU 2006
/// general precession in longitude p_A brings them to the equinox of date. The apogee (perigee + 180°)
/// lies on the mean orbit, inclined 5.1453964° at the mean node: projecting it onto the ecliptic gives
/// its longitude and a latitude of up to ±5.1°, as the Swiss Ephemeris reports it.
enum MeanLunarPoints {
    struct Point {
        var longitude: Double, latitude: Double, longitudeRate: Double
    }

    /// Mean Earth-Moon distance (384 400 km) and mean eccentricity of the lunar orbit.
    static let meanDistance = 384_400 / 149_597_870.7
    static let apogeeDistance = meanDistance * (1 + 0.054_900_489)
    private static let inclination = 5.145_396_4 * Double.pi / 180
    private static let degreesPerArcsecond = 1.0 / 3600
    /// Polynomials in Julian centuries of TT, arcseconds.
    private static let nodeW3 = [125 * 3600 + 2 * 60 + 40.39816, -6_967_919.5383, 6.3590, 0.007625, -0.00003586]
    private static let perigeeW2 = [83 * 3600 + 21 * 60 + 11.67475, 14_643_420.3171, -38.2631, -0.045047, 0.00021301]
    private static let generalPrecession = [0, 5028.796195, 1.1054348, 0.00007964, -0.000023857, -0.0000000383]

    /// `t`: Julian centuries of TT since J2000.
    static func node(centuries t: Double) -> Point {
        let (value, rate) = polynomial(t, nodeW3)
        let (p, pRate) = precession(t)
        return Point(longitude: value + p, latitude: 0, longitudeRate: rate + pRate)
    }

    static func apogee(centuries t: Double) -> Point {
        let node = node(centuries: t)
        let (perigee, perigeeRate) = polynomial(t, perigeeW2)
        let (p, pRate) = precession(t)
        // Argument of the apogee from the node, measured along the orbit.
        let omega = (perigee + p + 180 - node.longitude) * .pi / 180
        let omegaRate = perigeeRate + pRate - node.longitudeRate
        let sinO = sin(omega), cosO = cos(omega)
        let cosI = cos(inclination)
        let alongEcliptic = atan2(cosI * sinO, cosO) * 180 / .pi
        let projectionRate = cosI / (cosO * cosO + cosI * cosI * sinO * sinO)
        return Point(longitude: node.longitude + alongEcliptic,
                     latitude: asin(sin(inclination) * sinO) * 180 / .pi,
                     longitudeRate: node.longitudeRate + projectionRate * omegaRate)
    }

    /// Value (degrees) and rate (degrees per day) of a polynomial in t with coefficients in arcseconds.
    private static func polynomial(_ t: Double, _ c: [Double]) -> (Double, Double) {
        var value = 0.0, rate = 0.0
        for k in stride(from: c.count - 1, through: 0, by: -1) {
            rate = rate * t + value
            value = value * t + c[k]
        }
        return ((value * degreesPerArcsecond).truncatingRemainder(dividingBy: 360),
                rate * degreesPerArcsecond / 36_525)
    }

    /// IAU 2006 general precession in longitude (Capitaine et al. 2003).
    private static func precession(_ t: Double) -> (Double, Double) {
        polynomial(t, generalPrecession)
    }
}
