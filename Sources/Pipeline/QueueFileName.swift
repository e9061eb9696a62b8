/// What a queue file's name says about its job: `ID.json`, or `ID+regenerate-UNIQUE.json` for a new
/// generation of an existing job. `+` cannot occur in an id, so the split is unambiguous.
public struct QueueFileName: Sendable, Equatable {
    public let defaultID: String
    public let regenerate: Bool

    public init(_ fileName: String) {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        if let plus = stem.firstIndex(of: "+") {
            defaultID = String(stem[..<plus])
            regenerate = stem[stem.index(after: plus)...].hasPrefix("regenerate")
        } else {
            defaultID = stem
            regenerate = false
        }
    }

    /// The inbox name `enqueue` publishes a job under.
    public static func make(id: String, regenerate: Bool, unique: String) -> String {
        regenerate ? "\(id)+regenerate-\(unique).json" : "\(id).json"
    }
}
