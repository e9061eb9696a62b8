import Foundation
import Pipeline
import Report
import Store

struct ExportCommand: Command {
    enum Format: String, CaseIterable { case md, html, json }

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
    let format: Format
    let output: String?
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        guard let id = Int(arguments.positionals[0]), id > 0 else {
            throw UsageError(message: "'<id>' must be a positive report id, got '\(arguments.positionals[0])'")
        }
        self.id = id
        format = try arguments.choice("--format", Format.self) ?? .md
        output = arguments.value("--out")
        self.context = context
    }

    private func envelope(of report: StoredReport) throws -> ReportEnvelope {
        do { return try JSONDecoder().decode(ReportEnvelope.self, from: Data(report.content.envelopeJSON.utf8)) } catch {
            throw CommandError(description: "report \(id) has no readable envelope: \(error)")
        }
    }

    func run() throws -> Int32 {
        let report = try ShowCommand.load(id, storage: storage)
        let text: String
        switch format {
        case .md: text = report.content.reportMarkdown
        // The envelope: the app's report object beside language_code, the request, the chart and generation metadata.
        case .json: text = try ReportRenderer.json(try envelope(of: report))
        case .html: text = try ProcessorFactory.renderer(environment: context.environment).html(try envelope(of: report)).text
        }
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
