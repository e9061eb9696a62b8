import Ephemeris

/// Anything an aspect can join: a body or one of the two angles. Raw values are the JSON names
/// (the bodies' names are those of `Body`).
public enum ChartPoint: String, CaseIterable, Sendable, Codable, Hashable {
    case sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto
    case meanNode, trueNode, southNode, lilith
    case ascendant, midheaven

    public init(_ body: Body) {
        self = ChartPoint(rawValue: body.rawValue) ?? .sun
    }

    public var body: Body? { Body(rawValue: rawValue) }

    public var isLuminary: Bool { self == .sun || self == .moon }

    public var isPlanet: Bool { body.map(Body.planets.contains) ?? false }

    /// The points aspects are sought between. The true node stands for the nodal axis; the mean node would
    /// only repeat its aspects within ~1.5°, and the south node mirrors them (a conjunction to the south node
    /// is the opposition to the north node), so both are left out. Mean Lilith takes part.
    public static let aspectPoints: [ChartPoint] = [.sun, .moon, .mercury, .venus, .mars, .jupiter, .saturn, .uranus,
                                                    .neptune, .pluto, .trueNode, .lilith, .ascendant, .midheaven]
}
