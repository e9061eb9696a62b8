import Ephemeris

/// The seam between the chart and the ephemeris: the chart engine asks for positions and the Earth's
/// orientation at a UT instant and never touches time scales or tables itself.
package protocol PositionProvider: Sendable {
    func position(of body: Body, at time: UniversalTime) throws -> EclipticPosition
    func orientation(at time: UniversalTime) throws -> EarthOrientation
}

extension Ephemeris: PositionProvider {}
