/// The points a natal chart places: the ten classical bodies and the lunar points astrologers use.
package enum Body: String, CaseIterable, Sendable, Codable, Hashable {
    case sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto
    /// Mean lunar ascending node.
    case meanNode
    /// True (osculating) lunar ascending node.
    case trueNode
    /// South node: the true node + 180°, as the AstroSvitla app's chart provider reports it.
    case southNode
    /// Mean Lilith: the mean lunar apogee.
    case lilith

    /// Sun … Pluto, the bodies every report interprets one by one.
    package static let planets: [Body] = [.sun, .moon, .mercury, .venus, .mars, .jupiter, .saturn, .uranus, .neptune, .pluto]
}
