import Foundation

/// The structured event log handed to the code that needs it (never a global). Each event is one JSON
/// object per line with a timestamp, level, event name and string/number fields. Callers pass only
/// ids, codes and counts: birth data and API keys never become fields.
package struct EventLog: Sendable {
    package enum Level: String, Sendable { case debug, info, warning, error }

    private let sink: @Sendable (String) -> Void

    package init(sink: @escaping @Sendable (String) -> Void) { self.sink = sink }

    /// Writes JSON lines to standard error.
    package static let standardError = EventLog { line in StandardStream.error.write(line + "\n") }
    package static let silent = EventLog { _ in }

    package func log(_ level: Level, _ event: String, _ fields: [String: LogValue] = [:]) {
        var object: [String: Any] = ["ts": Timestamp.now(), "level": level.rawValue, "event": event]
        for (key, value) in fields { object[key] = value.json }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        sink(String(decoding: data, as: UTF8.self))
    }

    package func info(_ event: String, _ fields: [String: LogValue] = [:]) { log(.info, event, fields) }
    package func warning(_ event: String, _ fields: [String: LogValue] = [:]) { log(.warning, event, fields) }
    package func error(_ event: String, _ fields: [String: LogValue] = [:]) { log(.error, event, fields) }

}

/// A log field value: deliberately only scalars.
package enum LogValue: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(floatLiteral value: Double) { self = .double(value) }

    var json: Any {
        switch self {
        case .string(let v): v
        case .int(let v): v
        case .double(let v): (v * 1000).rounded() / 1000
        case .bool(let v): v
        }
    }
}
