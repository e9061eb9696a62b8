import Foundation
import TimeZones

/// One line of Fixtures/timezone_cases.jsonl (computed with Python zoneinfo and PyPI tzdata 2026.6).
struct ReferenceCase: Decodable {
    struct Candidate: Decodable { var utc_offset_s: Int }
    struct SystemDifference: Decodable { var utc_offset_s: Int; var status: String }

    var id: Int
    var zone: String
    var local: String
    var utc_offset_s: Int
    var status: String
    var candidates: [Candidate]?
    var fold0: Candidate?
    var fold1: Candidate?
    var system_tzdata_differs: SystemDifference?

    var localDateTime: LocalDateTime {
        let n = local.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        return LocalDateTime(year: n[0], month: n[1], day: n[2], hour: n[3], minute: n[4], second: n[5])
    }

    /// What the reference says the zone makes of the local time.
    var expected: LocalTimeResolution? {
        switch status {
        case "normal": .unique(offset: utc_offset_s)
        case "ambiguous": candidates.map { .ambiguous(earlierOffset: $0[0].utc_offset_s, laterOffset: $0[1].utc_offset_s) }
        case "nonexistent": fold0.flatMap { before in fold1.map { .nonexistent(offsetBefore: before.utc_offset_s, offsetAfter: $0.utc_offset_s) } }
        default: nil
        }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func all() throws -> [ReferenceCase] {
        let text = try String(contentsOf: fixtures.appendingPathComponent("timezone_cases.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(ReferenceCase.self, from: Data($0.utf8)) }
    }
}
