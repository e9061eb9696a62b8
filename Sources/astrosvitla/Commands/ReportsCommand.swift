import Foundation
import Pipeline

struct ReportsCommand: Command {
    static let spec = CommandSpec(
        name: "reports",
        abstract: "List stored reports, newest first.",
        options: StorageOptions.options + [
            .init(names: ["--language"], valueName: "code", help: "Only reports in this language (e.g. uk, pt-BR)."),
            .init(names: ["--area"], valueName: "area", help: "Only this area (finances, career, relationships, health, general)."),
            .init(names: ["--job"], valueName: "id", help: "Only the generations of this job."),
            .init(names: ["--limit"], valueName: "n", help: "At most n reports (the newest)."),
            .init(names: ["--json"], valueName: nil, help: "Print one JSON object per report."),
        ])

    let storage: StorageOptions
    let filter: ReportFilter
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        for (option, known, what) in [("--language", FilterValue.languages, "a language code of the reports"),
                                      ("--area", FilterValue.areas, "an area")] {
            if let value = arguments.value(option), let problem = FilterValue.problem(value, known: known, what: what) {
                throw UsageError(message: "'\(option)': \(problem)")
            }
        }
        filter = ReportFilter(languageCode: arguments.value("--language"), area: arguments.value("--area"),
                              jobID: arguments.value("--job"), limit: try arguments.int("--limit", range: 1...1_000_000))
        json = arguments.flag("--json")
        self.context = context
    }

    static func summary(_ report: StoredReport) -> [String: Any] {
        [
            "id": report.id, "jobId": report.content.jobID, "generation": report.generation,
            "languageCode": report.content.languageCode, "requestedLanguage": report.content.requestedLanguage,
            "languageFallback": report.content.languageFallback, "area": report.content.area,
            "backend": report.content.backend, "model": report.content.model ?? NSNull(), "createdAt": report.createdAt,
            "promptTokens": report.content.promptTokens, "cachedTokens": report.content.cachedTokens,
            "completionTokens": report.content.completionTokens,
            // null, never 0, when the model's price is unknown.
            "costUSD": report.content.costUSD.map { $0 as Any } ?? NSNull(),
            "httpAttempts": report.content.httpAttempts, "corrected": report.content.corrected, "batched": report.content.batched,
            // null: not fact-checked (the offline writer, reports stored before the check).
            "factClaims": report.content.factClaims.map { $0 as Any } ?? NSNull(),
            "latencyMs": (report.content.latencyMilliseconds * 10).rounded() / 10,
        ]
    }

    /// Streams: each report is printed as it is read, so the listing of 100 000 reports never sits in memory.
    func run() throws -> Int32 {
        var printed = 0
        try ReportArchive(databasePath: storage.databasePath).eachListedReport(filter) { report in
            if json {
                context.out(JSONLine.encode(Self.summary(report)))
            } else {
                if printed == 0 { context.out("ID     JOB                          GEN  LANG     AREA           BACKEND  CREATED") }
                func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
                context.out(pad(String(report.id), 7) + pad(report.content.jobID, 29) + pad(String(report.generation), 5)
                            + pad(report.content.languageCode, 9) + pad(report.content.area, 15) + pad(report.content.backend, 9)
                            + report.createdAt)
            }
            printed += 1
        }
        if printed == 0 && !json { context.out("No reports.") }
        return ExitCode.success
    }
}
