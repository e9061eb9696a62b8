/// CLDR plural categories, in CLDR's canonical order.
public enum PluralCategory: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
