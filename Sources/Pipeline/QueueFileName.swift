/// What a queue file's name says about its job: `ID.json`, or `ID+regenerate-UNIQUE.json` for a new
/// generation of an existing job. `+` cannot occur in an id, so the split is unambiguous.
package struct QueueFileName: Sendable, Equatable {
    package let defaultID: String
    package let regenerate: Bool

    /// Only `+regenerate-` splits a name: any other `+` stays in the default id, which then fails the id rule
    /// with a reason instead of being silently cut short ("a+b.json" is not job "a").
    package init(_ fileName: String) {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        if let marker = stem.range(of: Self.regenerateMarker, options: .backwards) {
            defaultID = String(stem[..<marker.lowerBound])
            regenerate = true
        } else {
            defaultID = stem
            regenerate = false
        }
    }

    static let regenerateMarker = "+regenerate-"

    /// The inbox name `enqueue` publishes a job under.
    package static func make(id: String, regenerate: Bool, unique: String) -> String {
        regenerate ? "\(id)\(regenerateMarker)\(unique).json" : "\(id).json"
    }
}
