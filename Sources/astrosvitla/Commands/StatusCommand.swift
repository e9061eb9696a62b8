import Foundation
import Pipeline

struct StatusCommand: Command {
    static let spec = CommandSpec(
        name: "status",
        abstract: "Show queue counts, failures by error code, and token and cost totals.",
        options: StorageOptions.options + [
            .init(names: ["--json"], valueName: nil, help: "Print one JSON object (keys queued, processing, ignored, done, failed, …)."),
        ])

    let storage: StorageOptions
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let status = try QueueStatus.read(queuePath: storage.queuePath, databasePath: storage.databasePath)
        let summary = status.store
        if json {
            context.out(JSONLine.encode([
                "queued": status.queued, "processing": status.processing, "ignored": status.ignored, "done": summary.done,
                "failed": summary.failed,
                "folders": Dictionary(uniqueKeysWithValues: status.folders.map { ($0.name, ["files": $0.files, "bytes": $0.bytes]) }),
                "failuresByCode": summary.failuresByCode, "reports": summary.reports,
                "reportsByLanguage": summary.reportsByLanguage, "promptTokens": summary.promptTokens,
                "cachedTokens": summary.cachedTokens, "unknownCost": summary.unknownCost,
                "completionTokens": summary.completionTokens, "totalTokens": summary.promptTokens + summary.completionTokens,
                "costUSD": summary.costUSD, "batchedReports": summary.batchedReports, "batchedCostUSD": summary.batchedCostUSD,
                "languageFallbacks": summary.languageFallbacks, "factCheckedReports": summary.factCheckedReports, "factClaims": summary.factClaims,
                "factCheckedCorrected": summary.factCheckedCorrected,
                "batches": status.batches.map(BatchListCommand.json),
            ]))
            return ExitCode.success
        }
        var text = """
            queued      \(status.queued)
            processing  \(status.processing)
            done        \(summary.done)
            failed      \(summary.failed)
            reports     \(summary.reports)
            tokens      \(summary.promptTokens) prompt + \(summary.completionTokens) completion
            cost        $\(String(format: "%.4f", summary.costUSD))\(summary.unknownCost > 0 ? " + \(summary.unknownCost) at an unknown price" : "")

            """
        text += "folders     " + status.folders.map { "\($0.name) \($0.files) files \(Self.size($0.bytes))" }.joined(separator: ", ") + "\n"
        if summary.batchedReports > 0 {
            text += "batched     \(summary.batchedReports) reports, $\(String(format: "%.4f", summary.batchedCostUSD)) of the cost\n"
        }
        if summary.languageFallbacks > 0 {
            text += "fallback    \(summary.languageFallbacks) reports in English: their requested language is not one of the 13\n"
        }
        if summary.factCheckedReports > 0 {
            text += "checked     \(summary.factCheckedReports) reports against the chart, \(summary.factClaims) claims true, "
                + "\(summary.factCheckedCorrected) after a corrective retry\n"
        }
        if !status.batches.isEmpty {
            text += "batches     \(status.batches.count) open:\n"
            for batch in status.batches { text += "  " + BatchListCommand.line(batch) + "\n" }
        }
        if !status.ignored.isEmpty {
            text += "ignored     \(status.ignored.count) in \(status.inboxPath)/ that run never processes:\n"
            for name in status.ignored { text += "  \(TerminalText.safe(name))\n" }
        }
        if !summary.failuresByCode.isEmpty {
            text += "failures by code:\n"
            for (code, count) in summary.failuresByCode.sorted(by: { $0.key < $1.key }) { text += "  \(code)  \(count)\n" }
        }
        if !summary.reportsByLanguage.isEmpty {
            text += "reports by language: " + summary.reportsByLanguage.sorted(by: { $0.key < $1.key })
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
        }
        context.out(text)
        return ExitCode.success
    }

    /// "12.3 MB", "840 B".
    static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : bytes < 1 << 20 ? String(format: "%.1f kB", Double(bytes) / 1024)
            : String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
    }
}
