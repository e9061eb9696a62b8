import Foundation
import Pipeline

struct SamplesCommand: Command {
    static let spec = CommandSpec(
        name: "samples",
        abstract: "QA: write the same chart's report in every requested language, side by side.",
        discussion: """
            Writes <out>/<code>/report.{md,html,json} per language, <out>/index.html with all languages side by side, \
            and <out>/summary.json: fallback strings used, unresolved placeholders, language check, language lint findings, \
            length, tokens and cost; a language whose backend failed is reported as such, with the reason.
            With --exports, also <code>/report.pdf and the share cards <code>/share/card-1…4.png with caption.txt \
            (headless Chromium, as export --format pdf|share), shown in index.html under each report; missing glyphs, \
            text that does not fit a card and page counts go into the summary.
            Exit status: 0 when every language is clean, 1 when any has a problem.
            """,
        options: [
            .init(names: ["--chart"], valueName: "file", help: "A job file (default: jobs/examples/olena-uk.json, the app's sample)."),
            .init(names: ["--languages"], valueName: "all|uk,de,…", help: "Languages to write (default: all 13)."),
            .init(names: ["--backend"], valueName: "offline|llm", help: "Report writer (default: llm when configured, else offline)."),
            .init(names: ["--out", "-o"], valueName: "dir", help: "Output directory (default: samples/)."),
            .init(names: ["--exports"], valueName: nil, help: "Also write each language's PDF and share cards (needs Chromium)."),
            .init(names: ["--json"], valueName: nil, help: "Print summary.json instead of the table."),
        ])

    let chartFile: String
    let languages: [Language]
    let backend: BackendKind?
    let output: URL
    let exports: Bool
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        chartFile = arguments.value("--chart") ?? "jobs/examples/olena-uk.json"
        let list = arguments.value("--languages") ?? "all"
        if list == "all" {
            languages = Language.allCases
        } else {
            var chosen: [Language] = []
            for code in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let language = Language(rawValue: code) else {
                    throw UsageError(message: "'--languages': '\(code)' is not one of \(Language.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                chosen.append(language)
            }
            languages = chosen
        }
        backend = try arguments.choice("--backend", BackendKind.self)
        output = URL(fileURLWithPath: arguments.value("--out") ?? "samples")
        exports = arguments.flag("--exports")
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let summary = try SampleJob.write(jobFile: chartFile, languages: languages, backend: backend, outDirectory: output,
                                          exports: exports, environment: context.environment)
        if json {
            context.out(try summary.json())
        } else {
            context.out(summary.text)
            if summary.writtenCount == 0 {
                context.err("No report was written: the backend failed for every language (see above).")
            } else {
                context.err("\(summary.writtenCount) of \(summary.languages.count) samples written to \(output.path)/ (open index.html).")
            }
        }
        return summary.hasProblem ? ExitCode.failure : ExitCode.success
    }
}
