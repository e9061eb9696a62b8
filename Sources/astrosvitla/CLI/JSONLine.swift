import Pipeline

/// Compact, key-sorted JSON for `--json` output (stable for scripts and golden tests).
enum JSONLine {
    static func encode(_ object: Any) -> String { JSONText.line(object) }

    static func pretty(_ object: Any) -> String { JSONText.pretty(object) }
}
