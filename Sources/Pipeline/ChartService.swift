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

    private var lookup: BirthData.ZoneLookup {
        { [zones] name throws(TimeZoneError) in try zones.rules(for: name) }
    }

    public func chart(for line: ChartRequestLine) throws(ChartError) -> Chart {
        try calculator.chart(for: line.chartInput(zones: lookup))
    }

    /// One output line for one input line: the chart, or `{"error": {code, field, message}, "line": n}`.
    /// The default encoder writes the same bytes as `makeEncoder()`, several times faster.
    public func jsonLine(for data: Data, lineNumber: Int,
                         encoder: StreamingJSONEncoder = StreamingJSONEncoder(sortsKeys: true)) -> Data {
        line(for: data, lineNumber: lineNumber) { try encoder.encode($0) }
    }

    private func line(for data: Data, lineNumber: Int, encode: (any Encodable) throws -> Data) -> Data {
        let failure: ChartError
        switch calculator.chart(forLine: data, zones: lookup) {
        case .success(let chart):
            do { return try encode(chart) } catch { failure = ChartError(code: "encoding_failed", message: "\(error)") }
        case .failure(let error):
            failure = error
        }
        return (try? encode(ErrorLine(error: failure, line: lineNumber))) ?? Data("{}".utf8)
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
