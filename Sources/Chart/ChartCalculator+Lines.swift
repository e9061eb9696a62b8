import Foundation
import TimeZones

extension ChartCalculator {
    /// One `chart --jsonl` input line in, one chart or one error out: parse, validate, resolve local time,
    /// compute. The caller encodes `.success` as the chart and `.failure` as `{"error": …}` and goes on.
    package func chart(forLine line: Data, zones: BirthData.ZoneLookup) -> Result<Chart, ChartError> {
        do {
            return .success(try chart(for: ChartRequestLine.parse(line).chartInput(zones: zones)))
        } catch {
            return .failure(error)
        }
    }
}
