/// Glossary keys for the values other modules hold, so templates never spell keys by hand.
/// Localization depends on no other module, so these take the shared enums' raw values
/// (`Body`, `HouseSystem`, `ReportArea`).
package enum GlossaryKeys {
    /// The twelve signs in zodiac order; index = Int(longitude / 30).
    package static let signs = ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius",
                               "capricorn", "aquarius", "pisces"].map { "sign.\($0)" }

    package static func sign(index: Int) -> String? {
        signs.indices.contains(index) ? signs[index] : nil
    }

    /// `Body` raw value → `planet.*` or `point.*`; both lunar nodes read "North Node".
    package static func body(_ rawValue: String) -> String? {
        switch rawValue {
        case "sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto": "planet.\(rawValue)"
        case "meanNode", "trueNode": "point.north_node"
        case "southNode": "point.south_node"
        case "lilith", "chiron", "vertex": "point.\(rawValue)"
        default: nil
        }
    }

    package static func house(_ number: Int) -> String? {
        (1...12).contains(number) ? "house.\(number)" : nil
    }

    /// `HouseSystem` raw value (camelCase) → `housesystem.*` (snake_case).
    package static func houseSystem(_ rawValue: String) -> String {
        "housesystem." + rawValue.reduce(into: "") { result, character in
            result += character.isUppercase ? "_\(character.lowercased())" : String(character)
        }
    }

    /// `ReportArea` raw value → its display name key; `health` is shown as "Wellness".
    package static func area(_ rawValue: String) -> String { "area.\(rawValue)" }

    package static func focus(area rawValue: String) -> String { "focus.area.\(rawValue)" }
}
