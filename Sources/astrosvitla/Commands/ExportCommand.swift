import Foundation
import Pipeline

struct ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Write one stored report as Markdown, HTML, JSON, PDF or share images.",
        discussion: """
            PDF is printed by headless Chromium (Debian's chromium, with fonts-noto-core and fonts-noto-cjk; \
            scripts/install-deps.sh --exports) from the HTML rendering: running header (title and name) and footer \
            ("Page 2 of 5") in the report's language, A4 (Letter for English, the US paper) unless --paper, the \
            wheel as vector, selectable text, document title, author, subject and language set. Every character is \
            checked against the installed fonts first (missing_glyph). Without Chromium it exits 1 naming the package.
            share writes the Instagram carousel into the folder --out: card-1.png … card-4.png (1080×1350: cover with \
            title, name and wheel; key influences; recommendations; closing card with summary and call to action) and \
            caption.txt, all from the report's share_content and the glossary of its language. A text that does not \
            fit its box at the smallest type fails with text_overflow, naming the card and the string.
            """,
        options: StorageOptions.options + [
            .init(names: ["--format"], valueName: "md|html|json|pdf|share", help: "Output format (default: md)."),
            .init(names: ["--paper"], valueName: "a4|letter", help: "PDF paper (default: the report language's)."),
            .init(names: ["--out", "-o"], valueName: "path", help: "Write to this file instead of standard output (share: this folder)."),
        ],
        positionals: [.init(name: "id", help: "Report id (see 'astrosvitla reports').")])

    let storage: StorageOptions
    let id: Int
    let format: ReportArchive.Format
    let paper: Paper?
    let output: String?
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        guard let id = Int(arguments.positionals[0]), id > 0 else {
            throw UsageError(message: "'<id>' must be a positive report id, got '\(arguments.positionals[0])'")
        }
        self.id = id
        format = try arguments.choice("--format", ReportArchive.Format.self) ?? .md
        paper = try arguments.choice("--paper", Paper.self)
        if paper != nil, format != .pdf { throw UsageError(message: "--paper applies to --format pdf only") }
        output = arguments.value("--out")
        if format == .share, output == nil { throw UsageError(message: "--format share writes several files: give --out DIR") }
        // A PDF is binary: written to a terminal it would only garble the screen (redirect it, or give --out).
        if format == .pdf, output == nil, context.standardOutputIsTerminal {
            throw UsageError(message: "--format pdf is binary: give --out FILE or redirect standard output to a file")
        }
        self.context = context
    }

    func run() throws -> Int32 {
        if format == .share, let output { return try writeShare(to: URL(fileURLWithPath: output)) }
        let data = try ReportArchive(databasePath: storage.databasePath).export(id: id, format: format, paper: paper,
                                                                                environment: context.environment)
        if let output {
            do { try data.write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                throw CommandError(description: "cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            StandardStream.output.write(data)
        }
        return ExitCode.success
    }

    private func writeShare(to folder: URL) throws -> Int32 {
        let share = try ReportArchive(databasePath: storage.databasePath).shareCards(id: id, environment: context.environment)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, card) in share.cards.enumerated() {
                try card.write(to: folder.appendingPathComponent("card-\(index + 1).png"), options: .atomic)
            }
            try Data(share.caption.utf8).write(to: folder.appendingPathComponent("caption.txt"), options: .atomic)
        } catch {
            throw CommandError(description: "cannot write into \(folder.path): \(error.localizedDescription)")
        }
        context.err("\(share.cards.count) cards and caption.txt written to \(folder.path)/")
        return ExitCode.success
    }
}
