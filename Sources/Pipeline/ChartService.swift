import Chart
import Ephemeris
import Foundation
import JSON
import TimeZones

/// Charts outside the queue: one birth for `astrosvitla chart`, or JSON lines for bulk checks against
/// any reference (`chart --jsonl`). A bad line yields an error object; the others go on.
package struct ChartService: Sendable {
    let calculator: ChartCalculator
    let zones: TimeZoneDatabase

    package init(ephemeris: Ephemeris, zones: TimeZoneDatabase) {
        calculator = ChartCalculator(provider: ephemeris)
        self.zones = zones
    }

    /// The bundled ephemeris and the zoneinfo the environment names (`TZDIR`, else the system's).
    package init(environment: [String: String]) throws {
        self.init(ephemeris: try Ephemeris.bundled(), zones: TimeZoneDatabase(environment: environment))
    }

    /// The chart as indented JSON (`chart --json`), in the key order of `chart --jsonl`.
    package static func prettyJSON(_ chart: Chart) throws -> String {
        let encoder = makeEncoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        return String(decoding: try encoder.encode(chart), as: UTF8.self)
    }

    /// One chart as `astrosvitla chart` asks for it; `houseSystems` empty means the default (or the job's).
    package enum Query: Sendable {
        /// A job file's birth and house system.
        case job(path: String)
        /// A UT instant, `YYYY-MM-DDTHH:MM:SSZ`.
        case utc(String, latitude: Double, longitude: Double)
        /// A local birth: `time` nil when unknown; a zone or a fixed offset; `fold` "earlier" or "later".
        case local(date: String, time: String?, timeZone: String?, utcOffset: String?, fold: String?, latitude: Double, longitude: Double)
    }

    package func chart(for query: Query, houseSystems: [String]) throws -> Chart {
        let systems = houseSystems.isEmpty ? nil : houseSystems
        switch query {
        case .job(let path):
            return try chart(for: try Self.requestLine(jobFile: path, houseSystems: houseSystems))
        case let .utc(instant, latitude, longitude):
            return try chart(for: ChartRequestLine(moment: .utc(instant, latitude: latitude, longitude: longitude), houseSystems: systems))
        case let .local(date, time, timeZone, utcOffset, foldName, latitude, longitude):
            var fold: BirthData.Fold?
            if let foldName {
                guard let value = BirthData.Fold(rawValue: foldName) else {
                    throw ChartError(code: .invalidFold, field: "fold", message: "must be earlier or later, got '\(foldName)'")
                }
                fold = value
            }
            let birth = BirthData(date: date, time: time, timeZone: timeZone, utcOffset: utcOffset, fold: fold,
                                  latitude: latitude, longitude: longitude)
            return try chart(for: ChartRequestLine(moment: .birth(birth), houseSystems: systems))
        }
    }

    /// A job file's birth and house system (`chart --job`); `houseSystems` replaces the job's when given.
    static func requestLine(jobFile path: String, houseSystems: [String]) throws -> ChartRequestLine {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw JobError(code: .unreadable, message: "\(path): \(error.localizedDescription)")
        }
        let request: JobRequest
        do { request = try JobRequest.parse(data, fileName: url.lastPathComponent) } catch {
            throw JobError(code: error.code, message: "\(path): \(error)")
        }
        return ChartRequestLine(moment: .birth(request.birth), houseSystems: houseSystems.isEmpty ? [request.houseSystem.rawValue] : houseSystems)
    }

    private var lookup: BirthData.ZoneLookup {
        { [zones] name throws(TimeZoneError) in try zones.rules(for: name) }
    }

    package func chart(for line: ChartRequestLine) throws(ChartError) -> Chart {
        try calculator.chart(for: line.chartInput(zones: lookup))
    }

    /// One output line for one input line: the chart, or `{"error": {code, field, message}, "line": n}`, in the
    /// bytes `makeEncoder()` would write, through the streaming encoder (several times faster; `bench chart`).
    package func jsonLine(for data: Data, lineNumber: Int) -> Data {
        let encoder = StreamingJSONEncoder(sortsKeys: true)
        return line(for: data, lineNumber: lineNumber) { try encoder.encode($0) }
    }

    private func line(for data: Data, lineNumber: Int, encode: (any Encodable) throws -> Data) -> Data {
        let failure: ChartError
        switch calculator.chart(forLine: data, zones: lookup) {
        case .success(let chart):
            do { return try encode(chart) } catch { failure = ChartError(code: .encodingFailed, message: "\(error)") }
        case .failure(let error):
            failure = error
        }
        return (try? encode(ErrorLine(error: failure, line: lineNumber))) ?? Data("{}".utf8)
    }

    struct ErrorLine: Encodable {
        let error: ChartError
        let line: Int
    }

    package static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
