import Foundation
import Pipeline

struct ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Write one stored report as Markdown, HTML or JSON.",
        options: StorageOptions.options + [
            .init(names: ["--format"], valueName: "md|html|json", help: "Output format (default: md)."),
            .init(names: ["--out", "-o"], valueName: "file", help: "Write to this file instead of standard output."),
        ],
        positionals: [.init(name: "id", help: "Report id (see 'astrosvitla reports').")])

    let storage: StorageOptions
    let id: Int
    let format: ReportArchive.Format
    let output: String?
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        guard let id = Int(arguments.positionals[0]), id > 0 else {
            throw UsageError(message: "'<id>' must be a positive report id, got '\(arguments.positionals[0])'")
        }
        self.id = id
        format = try arguments.choice("--format", ReportArchive.Format.self) ?? .md
        output = arguments.value("--out")
        self.context = context
    }

    func run() throws -> Int32 {
        let text = try ReportArchive(databasePath: storage.databasePath).export(id: id, format: format, environment: context.environment)
        if let output {
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                throw CommandError(description: "cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        return ExitCode.success
    }
}
