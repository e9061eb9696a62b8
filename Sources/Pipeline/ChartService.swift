import Chart
import Ephemeris
import Foundation
import TimeZones

/// Charts outside the queue: one birth for `astrosvitla chart`, or JSON lines for bulk checks against
/// any reference (`chart --jsonl`). A bad line yields an error object; the others go on.
public struct ChartService: Sendable {
    let calculator: ChartCalculator
    let zones: TimeZoneDatabase

    public init(ephemeris: Ephemeris, zones: TimeZoneDatabase) {
        calculator = ChartCalculator(provider: ephemeris)
        self.zones = zones
    }

    public func chart(for line: ChartRequestLine) throws(ChartError) -> Chart {
        let input = try line.chartInput(zones: { name throws(TimeZoneError) in try zones.rules(for: name) })
        return try calculator.chart(for: input)
    }

    /// One output line for one input line: the chart, or `{"error": {code, field, message}, "line": n}`.
    public func jsonLine(for data: Data, lineNumber: Int, encoder: JSONEncoder) -> Data {
        do {
            let chart = try chart(for: try ChartRequestLine.parse(data))
            return try encoder.encode(chart)
        } catch let error as ChartError {
            return (try? encoder.encode(ErrorLine(error: error, line: lineNumber))) ?? Data("{}".utf8)
        } catch {
            let failure = ChartError(code: "encoding_failed", message: "\(error)")
            return (try? encoder.encode(ErrorLine(error: failure, line: lineNumber))) ?? Data("{}".utf8)
        }
    }

    struct ErrorLine: Encodable {
        let error: ChartError
        let line: Int
    }

    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
