import Chart
import Ephemeris
import Localization

/// The chart as a terminal table: positions in sign (degrees and minutes of arc), houses, aspects.
package enum ChartTable {
    package static func render(_ chart: Chart) -> String {
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }
        func inSign(_ longitude: Double) -> String {
            LocaleFormatting.degreesMinutes(longitude.truncatingRemainder(dividingBy: 30), below: 30)
        }
        var text = "JD (UT) \(chart.julianDayUT)   ΔT \(String(format: "%.2f", chart.deltaT)) s"
        if let used = chart.houseSystemUsed { text += "   houses: \(used.rawValue)" }
        if chart.houseSystemUsed != chart.houseSystemRequested, let requested = chart.houseSystemRequested {
            text += " (requested \(requested.rawValue), undefined at this latitude)"
        }
        if !chart.hasBirthTime { text += "   birth time unknown: no houses or angles" }
        text += "\n\n" + pad("body", 10) + pad("sign", 13) + pad("degree", 9) + pad("house", 7) + pad("speed °/d", 11) + "\n"
        for body in Body.allCases {
            let placement = chart.bodies[body]
            text += pad(body.rawValue, 10) + pad(placement.sign.rawValue, 13) + pad(inSign(placement.longitude), 9)
                + pad(placement.house.map(String.init) ?? "-", 7)
                + pad(String(format: "%+.4f", placement.speed), 10) + (placement.retrograde ? "R" : "") + "\n"
        }
        if let angles = chart.angles {
            text += "\nascendant \(ZodiacSign(longitude: angles.ascendant).rawValue) \(inSign(angles.ascendant))   "
                + "midheaven \(ZodiacSign(longitude: angles.midheaven).rawValue) \(inSign(angles.midheaven))\n"
        }
        if !chart.aspects.isEmpty {
            text += "\naspects (orb):\n"
            for aspect in chart.aspects.prefix(40) {
                text += "  \(aspect.first.rawValue) \(aspect.kind.rawValue) \(aspect.second.rawValue)  "
                    + LocaleFormatting.degreesMinutes(aspect.orb) + (aspect.applying ? " applying" : " separating") + "\n"
            }
        }
        return text
    }
}
