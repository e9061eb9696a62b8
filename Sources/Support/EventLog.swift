import Foundation

/// The structured event log handed to the code that needs it (never a global). Each event is one JSON
/// object per line with a timestamp, level, event name and string/number fields. Callers pass only
/// ids, codes and counts: birth data and API keys never become fields.
public struct EventLog: Sendable {
    public enum Level: String, Sendable { case debug, info, warning, error }

    private let sink: @Sendable (String) -> Void

    public init(sink: @escaping @Sendable (String) -> Void) { self.sink = sink }

    /// Writes JSON lines to standard error.
    public static let standardError = EventLog { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    public static let silent = EventLog { _ in }

    public func log(_ level: Level, _ event: String, _ fields: [String: LogValue] = [:]) {
        var object: [String: Any] = ["ts": Timestamp.now(), "level": level.rawValue, "event": event]
        for (key, value) in fields { object[key] = value.json }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        sink(String(decoding: data, as: UTF8.self))
    }

    public func info(_ event: String, _ fields: [String: LogValue] = [:]) { log(.info, event, fields) }
    public func warning(_ event: String, _ fields: [String: LogValue] = [:]) { log(.warning, event, fields) }
    public func error(_ event: String, _ fields: [String: LogValue] = [:]) { log(.error, event, fields) }

}

/// A log field value: deliberately only scalars.
public enum LogValue: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }

    var json: Any {
        switch self {
        case .string(let v): v
        case .int(let v): v
        case .double(let v): (v * 1000).rounded() / 1000
        case .bool(let v): v
        }
    }
}
