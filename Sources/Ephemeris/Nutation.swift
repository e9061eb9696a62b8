import Foundation

/// IAU 2000B nutation (McCarthy & Luzum 2003): 77 luni-solar terms plus the fixed offset that stands
/// in for the planetary terms; within 1 mas of IAU 2000A over 1995-2050. Also gives the rate of the
/// nutation in longitude, which the apparent speeds of all bodies contain.
struct Nutation: Sendable {
    struct Term: Sendable {
        /// Multipliers of l, l', F, D, Ω.
        let multipliers: [Int]
        /// Rate of the term's argument, radians per Julian century.
        let argumentRate: Double
        let longitudeSine: Double, longitudeSineRate: Double, longitudeCosine: Double
        let obliquityCosine: Double, obliquityCosineRate: Double, obliquitySine: Double

        init(_ l: Int, _ lPrime: Int, _ f: Int, _ d: Int, _ omega: Int,
             _ ls: Double, _ lsRate: Double, _ lc: Double, _ oc: Double, _ ocRate: Double, _ os: Double) {
            multipliers = [l, lPrime, f, d, omega]
            argumentRate = zip(multipliers, Nutation.fundamentalArguments).reduce(0) { $0 + Double($1.0) * $1.1.rate }
                * Nutation.arcsecondToRadian
            (longitudeSine, longitudeSineRate, longitudeCosine) = (ls, lsRate, lc)
            (obliquityCosine, obliquityCosineRate, obliquitySine) = (oc, ocRate, os)
        }
    }

    /// Nutation in longitude and obliquity, degrees; the longitude's rate in degrees per day.
    let longitude: Double
    let obliquity: Double
    let longitudeRate: Double

    private static let tenthMicroarcsecond = 1e-7 / 3600
    fileprivate static let arcsecondToRadian = Double.pi / 648_000

    /// l, l', F, D, Ω (Simon et al. 1994, linear as IAU 2000B prescribes): value at J2000 and rate per
    /// Julian century, arcseconds.
    fileprivate static let fundamentalArguments: [(value: Double, rate: Double)] = [
        (485_868.249036, 1_717_915_923.2178), (1_287_104.79305, 129_596_581.0481),
        (335_779.526232, 1_739_527_262.8478), (1_072_260.70369, 1_602_961_601.2090),
        (450_160.398036, -6_962_890.5431),
    ]
    /// Largest multiplier of any argument in the series.
    private static let maxMultiple = terms.flatMap { $0.multipliers.map(abs) }.max() ?? 0

    /// `centuries`: Julian centuries of TT since J2000.
    init(centuries t: Double) {
        let k = Self.maxMultiple, width = 2 * k + 1
        var dpsi = 0.0, deps = 0.0, dpsiRate = 0.0
        // cos and sin of n·a for every argument a and n in -k...k, by angle addition: 10 trigonometric
        // calls instead of 154.
        withUnsafeTemporaryAllocation(of: (Double, Double).self, capacity: 5 * width) { powers in
            for (j, argument) in Self.fundamentalArguments.enumerated() {
                let a = (argument.value + argument.rate * t).truncatingRemainder(dividingBy: 1_296_000) * Self.arcsecondToRadian
                let c1 = cos(a), s1 = sin(a)
                let base = j * width + k
                powers[base] = (1, 0)
                for n in stride(from: 1, through: k, by: 1) {
                    let (c, s) = powers[base + n - 1]
                    powers[base + n] = (c * c1 - s * s1, c * s1 + s * c1)
                    powers[base - n] = (powers[base + n].0, -powers[base + n].1)
                }
            }
            for term in Self.terms {
                var c = 1.0, s = 0.0
                for j in 0..<5 {
                    let (cj, sj) = powers[j * width + k + term.multipliers[j]]
                    (c, s) = (c * cj - s * sj, c * sj + s * cj)
                }
                let sineCoefficient = term.longitudeSine + term.longitudeSineRate * t
                dpsi += sineCoefficient * s + term.longitudeCosine * c
                deps += (term.obliquityCosine + term.obliquityCosineRate * t) * c + term.obliquitySine * s
                dpsiRate += (sineCoefficient * c - term.longitudeCosine * s) * term.argumentRate
            }
        }
        // Planetary terms of IAU 2000B: fixed offsets of -0.135 mas and +0.388 mas.
        longitude = (dpsi - 1_350) * Self.tenthMicroarcsecond
        obliquity = (deps + 3_880) * Self.tenthMicroarcsecond
        longitudeRate = dpsiRate * Self.tenthMicroarcsecond / 36_525
    }
}
