import Foundation

/// Angle arithmetic in degrees, the unit every chart value is stored in.
enum Degrees {
    static let radiansPerDegree = Double.pi / 180

    static func sin(_ x: Double) -> Double { Foundation.sin(x * radiansPerDegree) }
    static func cos(_ x: Double) -> Double { Foundation.cos(x * radiansPerDegree) }
    static func tan(_ x: Double) -> Double { Foundation.tan(x * radiansPerDegree) }
    static func atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) / radiansPerDegree }
    static func asin(_ x: Double) -> Double { Foundation.asin(x) / radiansPerDegree }

    /// 0 ≤ result < 360.
    static func normalized(_ x: Double) -> Double {
        let r = x.truncatingRemainder(dividingBy: 360)
        return r < 0 ? (r + 360 == 360 ? 0 : r + 360) : r
    }

    /// The signed shortest turn from `b` to `a`: −180 ≤ result < 180.
    static func difference(_ a: Double, _ b: Double) -> Double {
        normalized(a - b + 180) - 180
    }
}
