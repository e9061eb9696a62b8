import Foundation
import Pipeline

struct ChartCommand: Command {
    static let spec = CommandSpec(
        name: "chart",
        abstract: "Compute a natal chart: one birth, or JSON lines on stdin (--jsonl).",
        discussion: """
            One birth: --date and --latitude/--longitude with --time-zone or --utc-offset (and --time unless unknown), \
            or --utc for a UT instant, or --job FILE to take a job's birth. Prints a table on a terminal, JSON with --json.
            --jsonl reads lines like {"utc": "2038-05-09T07:04:00Z", "latitude": -47.33, "longitude": 164.2} or a job's \
            birth object, each optionally with "houseSystems": [...], and writes one JSON result per line \
            (docs/chart-json.md); a bad line gets {"error": {...}, "line": N} and the others go on.
            Exit status: 0 when every chart was computed, 1 otherwise.
            """,
        options: [
            .init(names: ["--date"], valueName: "yyyy-mm-dd", help: "Local birth date."),
            .init(names: ["--time"], valueName: "hh:mm", help: "Local birth time (omit when unknown)."),
            .init(names: ["--time-zone"], valueName: "iana", help: "IANA time zone, e.g. Europe/Kyiv."),
            .init(names: ["--utc-offset"], valueName: "±hh:mm", help: "Fixed UTC offset instead of a zone."),
            .init(names: ["--fold"], valueName: "earlier|later", help: "Which instant an ambiguous local time means."),
            .init(names: ["--utc"], valueName: "instant", help: "A UT instant (YYYY-MM-DDTHH:MM:SSZ) instead of local time."),
            .init(names: ["--latitude"], valueName: "degrees", help: "North positive."),
            .init(names: ["--longitude"], valueName: "degrees", help: "East positive."),
            .init(names: ["--job"], valueName: "file", help: "Take the birth and house system from a job file."),
            .init(names: ["--house-system"], valueName: "name", help: "placidus (default), koch, equal, wholeSign, porphyry, regiomontanus, campanus; repeatable.", repeatable: true),
            .init(names: ["--json"], valueName: nil, help: "Print the chart as JSON."),
            .init(names: ["--jsonl"], valueName: nil, help: "Read JSON lines on stdin, write one result per line."),
        ])

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        self.arguments = arguments
        self.context = context
        if !arguments.flag("--jsonl") && arguments.value("--job") == nil && arguments.value("--utc") == nil
            && arguments.value("--date") == nil {
            throw UsageError(message: "give --date (with --latitude, --longitude, --time-zone or --utc-offset), --utc, --job or --jsonl")
        }
    }

    func run() throws -> Int32 {
        let service = try ChartService(environment: context.environment)
        if arguments.flag("--jsonl") { return try streamLines(service) }
        let chart = try service.chart(for: try query(), houseSystems: arguments.allValues("--house-system"))
        if arguments.flag("--json") {
            context.out(try ChartService.prettyJSON(chart))
        } else {
            context.out(ChartTable.render(chart))
        }
        return ExitCode.success
    }

    private func query() throws(UsageError) -> ChartService.Query {
        if let job = arguments.value("--job") { return .job(path: job) }
        guard let latitude = Double(arguments.value("--latitude") ?? ""), let longitude = Double(arguments.value("--longitude") ?? "") else {
            throw UsageError(message: "--latitude and --longitude are required numbers")
        }
        if let utc = arguments.value("--utc") { return .utc(utc, latitude: latitude, longitude: longitude) }
        if let fold = arguments.value("--fold"), fold != "earlier", fold != "later" { throw UsageError(message: "--fold must be earlier or later") }
        return .local(date: arguments.value("--date") ?? "", time: arguments.value("--time"), timeZone: arguments.value("--time-zone"),
                      utcOffset: arguments.value("--utc-offset"), fold: arguments.value("--fold"), latitude: latitude, longitude: longitude)
    }

    /// A JSON line longer than this is answered with `line_too_long` and skipped without being held in memory.
    static let maximumLineBytes = 1 << 20

    private func streamLines(_ service: ChartService) throws -> Int32 {
        var failed = false
        var output = Data()
        var lineNumber = 0
        var lines = BoundedLineReader(limit: Self.maximumLineBytes)
        while let line = lines.next() {
            lineNumber += 1
            let result: Data
            switch line {
            case .tooLong:
                result = Data(#"{"error":{"code":"line_too_long","message":"the line is longer than \#(Self.maximumLineBytes) bytes"},"line":\#(lineNumber)}"#.utf8)
            case .text(let bytes):
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                result = service.jsonLine(for: bytes, lineNumber: lineNumber)
            }
            if result.starts(with: Data(#"{"error""#.utf8)) { failed = true }
            output.append(result)
            output.append(0x0A)
            if output.count > 1 << 16 {
                StandardStream.output.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        StandardStream.output.write(output)
        return failed ? ExitCode.failure : ExitCode.success
    }
}
