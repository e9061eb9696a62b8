import Foundation

/// IAU 2000B nutation (McCarthy & Luzum 2003): 77 luni-solar terms plus the fixed offset that stands
/// in for the planetary terms; within 1 mas of IAU 2000A over 1995-2050. Also gives the rate of the
/// nutation in longitude, which the apparent speeds of all bodies contain.
struct Nutation: Sendable {
    struct Term: Sendable {
        let l: Double, lPrime: Double, f: Double, d: Double, omega: Double
        let longitudeSine: Double, longitudeSineRate: Double, longitudeCosine: Double
        let obliquityCosine: Double, obliquityCosineRate: Double, obliquitySine: Double

        init(_ l: Int, _ lPrime: Int, _ f: Int, _ d: Int, _ omega: Int,
             _ ls: Double, _ lsRate: Double, _ lc: Double, _ oc: Double, _ ocRate: Double, _ os: Double) {
            (self.l, self.lPrime, self.f, self.d, self.omega) =
                (Double(l), Double(lPrime), Double(f), Double(d), Double(omega))
            (longitudeSine, longitudeSineRate, longitudeCosine) = (ls, lsRate, lc)
            (obliquityCosine, obliquityCosineRate, obliquitySine) = (oc, ocRate, os)
        }
    }

    /// Nutation in longitude and obliquity, degrees; the longitude's rate in degrees per day.
    let longitude: Double
    let obliquity: Double
    let longitudeRate: Double

    private static let tenthMicroarcsecond = 1e-7 / 3600
    private static let arcsecondToRadian = Double.pi / 648_000

    /// Fundamental arguments (Simon et al. 1994, linear as IAU 2000B prescribes): value at J2000 and
    /// rate per Julian century, arcseconds.
    private static let l = (485_868.249036, 1_717_915_923.2178)
    private static let lPrime = (1_287_104.79305, 129_596_581.0481)
    private static let f = (335_779.526232, 1_739_527_262.8478)
    private static let d = (1_072_260.70369, 1_602_961_601.2090)
    private static let omega = (450_160.398036, -6_962_890.5431)

    /// `centuries`: Julian centuries of TT since J2000.
    init(centuries t: Double) {
        func argument(_ p: (Double, Double)) -> Double {
            (p.0 + p.1 * t).truncatingRemainder(dividingBy: 1_296_000) * Self.arcsecondToRadian
        }
        let (al, alp, af, ad, ao) = (argument(Self.l), argument(Self.lPrime), argument(Self.f),
                                     argument(Self.d), argument(Self.omega))
        let rates = (Self.l.1, Self.lPrime.1, Self.f.1, Self.d.1, Self.omega.1)
        var dpsi = 0.0, deps = 0.0, dpsiRate = 0.0
        for term in Self.terms {
            let arg = term.l * al + term.lPrime * alp + term.f * af + term.d * ad + term.omega * ao
            let argRate = (term.l * rates.0 + term.lPrime * rates.1 + term.f * rates.2 + term.d * rates.3
                + term.omega * rates.4) * Self.arcsecondToRadian
            let s = sin(arg), c = cos(arg)
            let sineCoefficient = term.longitudeSine + term.longitudeSineRate * t
            dpsi += sineCoefficient * s + term.longitudeCosine * c
            deps += (term.obliquityCosine + term.obliquityCosineRate * t) * c + term.obliquitySine * s
            dpsiRate += (sineCoefficient * c - term.longitudeCosine * s) * argRate
        }
        // Planetary terms of IAU 2000B: fixed offsets of -0.135 mas and +0.388 mas.
        longitude = (dpsi - 1_350) * Self.tenthMicroarcsecond
        obliquity = (deps + 3_880) * Self.tenthMicroarcsecond
        longitudeRate = dpsiRate * Self.tenthMicroarcsecond / 36_525
    }
}
