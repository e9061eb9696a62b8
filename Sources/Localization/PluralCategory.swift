/// CLDR plural categories, in CLDR's canonical order.
package enum PluralCategory: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
    case zero, one, two, few, many, other

    private var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    package static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.rank < rhs.rank }
}
