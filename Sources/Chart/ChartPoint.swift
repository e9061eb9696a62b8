import Ephemeris

/// Anything an aspect can join: a body or one of the two angles. Raw values are the JSON names
/// (the bodies' names are those of `Body`).
package enum ChartPoint: String, CaseIterable, Sendable, Codable, Hashable {
    case sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto
    case meanNode, trueNode, southNode, lilith
    case ascendant, midheaven

    // Switches, not raw-value strings: these run for every pair of points in every chart.
    package init(_ body: Body) {
        switch body {
        case .sun: self = .sun
        case .moon: self = .moon
        case .mercury: self = .mercury
        case .venus: self = .venus
        case .mars: self = .mars
        case .jupiter: self = .jupiter
        case .saturn: self = .saturn
        case .uranus: self = .uranus
        case .neptune: self = .neptune
        case .pluto: self = .pluto
        case .meanNode: self = .meanNode
        case .trueNode: self = .trueNode
        case .southNode: self = .southNode
        case .lilith: self = .lilith
        }
    }

    package var body: Body? {
        switch self {
        case .sun: .sun
        case .moon: .moon
        case .mercury: .mercury
        case .venus: .venus
        case .mars: .mars
        case .jupiter: .jupiter
        case .saturn: .saturn
        case .uranus: .uranus
        case .neptune: .neptune
        case .pluto: .pluto
        case .meanNode: .meanNode
        case .trueNode: .trueNode
        case .southNode: .southNode
        case .lilith: .lilith
        case .ascendant, .midheaven: nil
        }
    }

    package var isLuminary: Bool { self == .sun || self == .moon }

    /// Sun … Pluto.
    package var isPlanet: Bool {
        switch self {
        case .sun, .moon, .mercury, .venus, .mars, .jupiter, .saturn, .uranus, .neptune, .pluto: true
        case .meanNode, .trueNode, .southNode, .lilith, .ascendant, .midheaven: false
        }
    }

    /// The points aspects are sought between. The true node stands for the nodal axis; the mean node would
    /// only repeat its aspects within ~1.5°, and the south node mirrors them (a conjunction to the south node
    /// is the opposition to the north node), so both are left out. Mean Lilith takes part.
    package static let aspectPoints: [ChartPoint] = [.sun, .moon, .mercury, .venus, .mars, .jupiter, .saturn, .uranus,
                                                    .neptune, .pluto, .trueNode, .lilith, .ascendant, .midheaven]
}
