import Chart
import Dispatch
import Ephemeris
import Foundation
import JSON
import Support
import TimeZones

/// `astrosvitla bench chart`: the chart engine alone (median and p90 µs per chart at random instants
/// 1900–2100 and places) and the `chart --jsonl` path (parse, compute, encode) in charts per second.
package struct ChartBenchmark {
    let charts: Int

    package init(charts: Int) { self.charts = charts }

    package func run(environment: [String: String]) throws -> [String: Any] {
        let ephemeris = try Ephemeris.bundled()
        let calculator = ChartCalculator(provider: ephemeris)
        var generator = SystemRandomNumberGenerator()
        // 1900-01-01 … 2100-01-01 in JD (UT); latitudes within ±66° so Placidus is always defined.
        let inputs = (0..<charts).map { _ in
            ChartInput(time: UniversalTime(julianDay: Double.random(in: 2_415_020.5...2_488_069.5, using: &generator)),
                       latitude: Double.random(in: -66...66, using: &generator),
                       longitude: Double.random(in: -180...180, using: &generator), houseSystems: [.placidus])
        }
        var durations: [Double] = []
        durations.reserveCapacity(charts)
        var aspects = 0
        for input in inputs {
            let start = DispatchTime.now().uptimeNanoseconds
            let chart = try calculator.chart(for: input)
            durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            aspects += chart.aspects.count
        }
        durations.sort()
        let service = ChartService(ephemeris: ephemeris, zones: TimeZoneDatabase(environment: environment))
        let lines = inputs.prefix(5_000).map { input in
            Data("{\"utc\": \"\(Self.iso(input.time))\", \"latitude\": \(input.latitude), \"longitude\": \(input.longitude)}".utf8)
        }
        let start = Date()
        var bytes = 0
        for (index, line) in lines.enumerated() { bytes += service.jsonLine(for: line, lineNumber: index + 1).count }
        let jsonlSeconds = Date().timeIntervalSince(start)
        return [
            "benchmark": "chart", "charts": charts, "medianMicroseconds": (durations[durations.count / 2] * 10).rounded() / 10,
            "p90Microseconds": (durations[durations.count * 9 / 10] * 10).rounded() / 10,
            "chartsPerSecondCompute": (Double(charts) / (durations.reduce(0, +) / 1e6)).rounded(),
            "chartsPerSecondJSONL": (Double(lines.count) / jsonlSeconds).rounded(), "averageAspects": aspects / charts,
            "jsonlBytes": bytes,
        ]
    }

    private static func iso(_ time: UniversalTime) -> String {
        let seconds = Int(time.unixSeconds.rounded())
        return Timestamp.string(unixSeconds: Double(seconds)).replacingOccurrences(of: ".000Z", with: "Z")
    }
}
