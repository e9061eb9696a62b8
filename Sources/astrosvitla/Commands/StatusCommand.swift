import Foundation
import Queue
import Store

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
        let summary = try ReportStore(path: storage.databasePath).summary()
        // A folder that does not exist yet is empty; one that cannot be read is an error, not "queued 0".
        func read<T>(_ empty: T, _ body: () throws(QueueError) -> T) throws -> T {
            do { return try body() } catch where error.code == .notFound { return empty } catch {
                throw CommandError(description: "cannot read the queue: \(error)")
            }
        }
        let queued = try read(0) { () throws(QueueError) in try storage.queue.inbox().count }
        let processing = try read(0) { () throws(QueueError) in try storage.queue.names(in: .processing).filter { $0.hasSuffix(".json") }.count }
        let ignored = try read([String]()) { () throws(QueueError) in try storage.queue.strays() }
        let folders: [QueueDirectory.Folder] = [.incoming, .processing, .done, .failed, .tmp]
        var usage: [String: (files: Int, bytes: Int)] = [:]
        for folder in folders { usage[folder.rawValue] = try read((0, 0)) { () throws(QueueError) in try storage.queue.usage(of: folder) } }
        if json {
            context.out(JSONLine.encode([
                "queued": queued, "processing": processing, "ignored": ignored, "done": summary.done, "failed": summary.failed,
                "folders": usage.mapValues { ["files": $0.files, "bytes": $0.bytes] },
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
        text += "folders     " + folders.compactMap { folder in usage[folder.rawValue].map { "\(folder.rawValue) \($0.files) files \(Self.size($0.bytes))" } }
            .joined(separator: ", ") + "\n"
        if !ignored.isEmpty {
            text += "ignored     \(ignored.count) in \(storage.queue.path(.incoming))/ that run never processes:\n"
            for name in ignored { text += "  \(TerminalText.safe(name))\n" }
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
