import Foundation

extension EarthOrientation {
    /// Sidereal time and obliquity for a UT instant: IAU 2006 precession (mean obliquity, GMST from the
    /// Earth rotation angle), IAU 2000B nutation, equation of the equinoxes with its two largest
    /// complementary terms (IERS Conventions 2010, ch. 5).
    init(universal ut: Double, deltaT: Double, nutation: Nutation) {
        let t = (ut + deltaT / 86_400 - 2_451_545.0) / 36_525
        let meanObliquity = Self.meanObliquity(centuries: t)
        let du = ut - 2_451_545.0
        // ERA in turns; the integer part of du is dropped first to keep the fraction precise.
        let era = (0.779_057_273_2640 + 0.002_737_811_911_354_48 * du + du.truncatingRemainder(dividingBy: 1))
            .truncatingRemainder(dividingBy: 1) * 360
        let gmstPolynomial = (0.014506 + t * (4612.156534 + t * (1.3915817 + t * (-0.00000044
            + t * (-0.000029956 + t * -0.0000000368))))) / 3600
        let omega = ((450_160.398036 - 6_962_890.5431 * t) / 3600).truncatingRemainder(dividingBy: 360) * .pi / 180
        let complementary = (0.00264096 * sin(omega) + 0.00006352 * sin(2 * omega)) / 3600
        let equationOfEquinoxes = nutation.longitude * cos(meanObliquity * .pi / 180) + complementary
        var gast = (era + gmstPolynomial + equationOfEquinoxes).truncatingRemainder(dividingBy: 360)
        if gast < 0 { gast += 360 }
        self.init(greenwichApparentSiderealTime: gast,
                  trueObliquity: meanObliquity + nutation.obliquity,
                  meanObliquity: meanObliquity,
                  nutationInLongitude: nutation.longitude,
                  nutationInObliquity: nutation.obliquity,
                  deltaT: deltaT)
    }

    /// Mean obliquity of the ecliptic, IAU 2006 (Capitaine et al. 2003), degrees.
    static func meanObliquity(centuries t: Double) -> Double {
        (84_381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.00200340
            + t * (-0.000000576 + t * -0.0000000434))))) / 3600
    }
}
