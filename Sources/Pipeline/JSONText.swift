import JSON

/// JSON for the CLI's `--json` output, through the one JSON module: records assembled from Swift values,
/// written with sorted keys (stable for scripts), and stored JSON read back for display.
package enum JSONText {
    package static func line(_ record: Any) -> String { JSONValue(bridging: record).serialized(sortingKeys: true) }

    package static func pretty(_ record: Any) -> String {
        JSONValue(bridging: record).serialized(sortingKeys: true, indented: true).trimmingSuffix()
    }

    /// Stored JSON text as a value to nest in a record (nil when it does not parse).
    package static func parsed(_ text: String) -> Any? { try? JSONParser.parse(text) }
}

private extension String {
    func trimmingSuffix() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
