import Foundation
import Pipeline

struct ShowCommand: Command {
    static let spec = CommandSpec(
        name: "show",
        abstract: "Show one stored report: its metadata and its Markdown.",
        options: StorageOptions.options + [
            .init(names: ["--json"], valueName: nil, help: "Print metadata, the report object and the chart as JSON."),
        ],
        positionals: [.init(name: "id", help: "Report id (see 'astrosvitla reports').")])

    let storage: StorageOptions
    let id: Int
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        guard let id = Int(arguments.positionals[0]), id > 0 else {
            throw UsageError(message: "'<id>' must be a positive report id, got '\(arguments.positionals[0])'")
        }
        self.id = id
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let report = try ReportArchive(databasePath: storage.databasePath).report(id: id)
        if json {
            var object = ReportsCommand.summary(report)
            object["envelope"] = JSONText.parsed(report.content.envelopeJSON)
            context.out(JSONLine.pretty(object))
            return ExitCode.success
        }
        let meta = ReportsCommand.summary(report)
        var text = ""
        for key in meta.keys.sorted() { text += "\(key): \(meta[key].map { "\($0)" } ?? "")\n" }
        context.out(text + "\n" + report.content.reportMarkdown)
        return ExitCode.success
    }
}
