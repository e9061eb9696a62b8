import Testing
@testable import Chart

@Suite struct MoonPhaseAndFortuneTests {
    func phase(_ elongation: Double) -> MoonPhase {
        MoonPhase(sunLongitude: 100, sunDistance: 1, moonLongitude: 100 + elongation, moonLatitude: 0, moonDistance: 0.00257)
    }

    /// The four principal phases within 12° (about a day) of exact, the crescents and gibbous phases between: a Moon
    /// 33° past the Sun is a waxing crescent, never "new" (a 45° sector scheme would call it so).
    @Test(arguments: [(0.5, MoonPhase.Name.newMoon), (11.9, .newMoon), (12.5, .waxingCrescent), (33, .waxingCrescent),
                      (50, .waxingCrescent), (77.9, .waxingCrescent), (79, .firstQuarter), (95, .firstQuarter), (103, .waxingGibbous),
                      (170, .fullMoon), (167, .waxingGibbous), (181, .fullMoon), (192.5, .waningGibbous), (230, .waningGibbous),
                      (259, .lastQuarter), (300, .waningCrescent), (347, .waningCrescent), (349, .newMoon), (359, .newMoon)])
    func eightPhasesFromTheElongation(elongation: Double, name: MoonPhase.Name) {
        #expect(phase(elongation).name == name)
        #expect(abs(phase(elongation).elongation - elongation) < 1e-9)
    }

    @Test func illuminationFollowsThePhaseAngle() {
        #expect(phase(0).illumination < 1e-9)
        #expect(abs(phase(180).illumination - 1) < 1e-9)
        // At quadrature the Moon is a hair more than half lit: the Sun is 390 lunar distances away, not infinitely far.
        #expect(abs(phase(90).illumination - 0.5) < 0.002 && phase(90).illumination > 0.5)
        #expect(abs(phase(90).illumination - phase(270).illumination) < 1e-12)
    }

    @Test func partOfFortuneUsesTheDayFormulaWhenTheSunIsAboveTheHorizon() {
        let houses = HouseCusps(requested: .equal, used: .equal, cusps: (0..<12).map { Double($0) * 30 })
        // ASC 0°: the Sun at 270° (MC side, house 10) is above the horizon.
        let day = PartOfFortune(ascendant: 0, sun: 270, moon: 30, houses: houses)
        #expect(day.formula == .day && day.longitude == 120 && day.sign == .leo && day.house == 5)
        // The Sun at 90° (IC side, house 4) is below: ASC + Sun − Moon.
        let night = PartOfFortune(ascendant: 0, sun: 90, moon: 30, houses: houses)
        #expect(night.formula == .night && night.longitude == 60 && night.house == 3)
    }
}
