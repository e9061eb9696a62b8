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
        // Most inputs are a sum of two longitudes: one turn fixes them without a division.
        if x >= 0, x < 360 { return x }
        if x >= 360, x < 720 { return x - 360 }
        if x < 0, x >= -360, x + 360 < 360 { return x + 360 }
        let r = x.truncatingRemainder(dividingBy: 360)
        return r < 0 ? (r + 360 == 360 ? 0 : r + 360) : r
    }

    /// The signed shortest turn from `b` to `a`: −180 ≤ result < 180.
    static func difference(_ a: Double, _ b: Double) -> Double {
        let d = a - b
        // Chart longitudes are already in 0…360, so one turn fixes them without a division.
        if d >= -180, d < 180 { return d }
        if d >= 180, d < 540 { return d - 360 }
        if d < -180, d >= -540 { return d + 360 }
        return normalized(d + 180) - 180
    }
}
