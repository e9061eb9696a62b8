/// How a language writes a latitude or longitude with its hemisphere: "50,4501° пн. ш.", "北緯35.6762°",
/// "41,8781° N". The patterns are CLDR's coordinate unit patterns (`CoordinatePatterns+CLDR.swift`, generated).
package struct CoordinatePatterns: Sendable, Equatable {
    package let north, south, east, west: String

    init(_ north: String, _ south: String, _ east: String, _ west: String) {
        (self.north, self.south, self.east, self.west) = (north, south, east, west)
    }

    /// `degrees` is the already formatted absolute value ("50,4501°"); the sign picks the hemisphere.
    package func latitude(_ degrees: String, isSouth: Bool) -> String {
        (isSouth ? south : north).replacingOccurrences(of: "{0}", with: degrees)
    }

    package func longitude(_ degrees: String, isWest: Bool) -> String {
        (isWest ? west : east).replacingOccurrences(of: "{0}", with: degrees)
    }
}
