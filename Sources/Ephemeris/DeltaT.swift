/// ΔT = TT − UT, the one place where the two time scales meet.
///
/// 1799-2024: yearly knots of Skyfield's ΔT (Morrison, Stephenson, Hohenkerk & Zawilski 2021, then IERS
/// observations), within 0.7 s of the Swiss Ephemeris. 2025-2201: knots fitted to the Swiss Ephemeris'
/// own extrapolation (its table ends in the 2020s), so charts agree with astro.com. Between knots, linear.
/// Outside the knots the Morrison & Stephenson (2004) parabola keeps the function total; positions
/// there are out of range anyway. Knots: DeltaT+Table.swift, made by scripts/ephemeris/make_swift_tables.py.
enum DeltaT {
    /// ΔT in seconds at a UT Julian day.
    static func seconds(atUniversalJulianDay jd: Double) -> Double {
        let year = 2000 + (jd - 2_451_544.5) / 365.2425
        let position = year - Double(firstKnotYear)
        guard position >= 0, position <= Double(knots.count - 1) else {
            let u = (year - 1820) / 100
            return -20 + 32 * u * u
        }
        let index = min(Int(position), knots.count - 2)
        let fraction = position - Double(index)
        return knots[index] + (knots[index + 1] - knots[index]) * fraction
    }
}

extension UniversalTime {
    /// The same instant on Terrestrial Time, through the module's ΔT model.
    package var terrestrialTime: TerrestrialTime {
        TerrestrialTime(julianDay: julianDay + DeltaT.seconds(atUniversalJulianDay: julianDay) / 86_400)
    }
}
