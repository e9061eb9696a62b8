import Foundation
import Queue
import Store

struct StatusCommand: Command {
    static let spec = CommandSpec(
        name: "status",
        abstract: "Show queue counts, failures by error code, and token and cost totals.",
        options: StorageOptions.options + [
            .init(names: ["--json"], valueName: nil, help: "Print one JSON object (keys queued, processing, done, failed, …)."),
        ])

    let storage: StorageOptions
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = StorageOptions(arguments)
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let summary = try ReportStore(path: storage.databasePath).summary()
        let queued = storage.queue.count(.incoming)
        let processing = storage.queue.count(.processing)
        if json {
            context.out(JSONLine.encode([
                "queued": queued, "processing": processing, "done": summary.done, "failed": summary.failed,
                "failuresByCode": summary.failuresByCode, "reports": summary.reports,
                "reportsByLanguage": summary.reportsByLanguage, "promptTokens": summary.promptTokens,
                "completionTokens": summary.completionTokens, "totalTokens": summary.promptTokens + summary.completionTokens,
                "costUSD": summary.costUSD,
            ]))
            return ExitCode.success
        }
        var text = """
            queued      \(queued)
            processing  \(processing)
            done        \(summary.done)
            failed      \(summary.failed)
            reports     \(summary.reports)
            tokens      \(summary.promptTokens) prompt + \(summary.completionTokens) completion
            cost        $\(String(format: "%.4f", summary.costUSD))

            """
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
}
