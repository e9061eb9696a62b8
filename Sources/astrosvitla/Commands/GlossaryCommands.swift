import Foundation
import Pipeline

/// `--glossaries DIR` (default: $ASTROSVITLA_GLOSSARIES, ./Glossaries, or the repository the binary was built in).
struct GlossaryOptions {
    static let option = CommandSpec.Option(names: ["--glossaries"], valueName: "dir", help: "Glossary directory (default: ./Glossaries).")

    let workbench: GlossaryWorkbench

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        do { workbench = try GlossaryWorkbench(directory: arguments.value("--glossaries"), environment: context.environment) } catch {
            throw UsageError(message: (error as? JobError)?.message ?? "\(error)")
        }
    }

    static func language(_ arguments: ParsedArguments) throws(UsageError) -> Language {
        guard let code = arguments.value("--language") else { throw UsageError(message: "--language is required") }
        guard let language = Language(rawValue: code) else {
            throw UsageError(message: "'--language' must be one of \(Language.allCases.map(\.rawValue).joined(separator: ", ")), got '\(code)'")
        }
        return language
    }
}

struct GlossaryCheckCommand: Command {
    static let spec = CommandSpec(
        name: "glossary check",
        abstract: "The release blocker: check all 13 glossaries against English.",
        discussion: """
            Finds missing and unknown keys, placeholder mismatches, wrong plural categories, missing grammatical forms, \
            empty values, untranslated values, one word for two concepts, two names for one thing, and JSON errors \
            (file, line, column). Then runs the language lint over every string and over offline reports written for \
            five built-in charts in every area and language (English leaks, hemisphere letters, ASCII punctuation in \
            ja/zh, repeated sentences, zero counts as numbers, register, script mix, sound rules).
            Exit status: 0 when clean, 1 on any finding.
            """,
        options: [GlossaryOptions.option, .init(names: ["--json"], valueName: nil, help: "Print the findings as a JSON array."),
                  .init(names: ["--catalog"], valueName: "file",
                        help: "Instead, lint a whole String Catalog (the app's strings too) and print its findings; exit 0.")])

    let options: GlossaryOptions
    let json: Bool
    let catalog: String?
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        options = try GlossaryOptions(arguments, context: context)
        json = arguments.flag("--json")
        catalog = arguments.value("--catalog")
        self.context = context
    }

    func run() throws -> Int32 {
        if let catalog {
            // A report about the app's catalog: its findings are the app's to fix, not a block on this release.
            let findings = try options.workbench.catalogFindings(catalog)
            if json { context.out(try GlossaryWorkbench.json(findings)) } else {
                context.out(findings.isEmpty ? "\(catalog): no findings." : findings.map(\.description).joined(separator: "\n"))
                if !findings.isEmpty { context.err("\(findings.count) finding(s) in \(catalog) (a report, not the release check).") }
            }
            return ExitCode.success
        }
        let findings = try options.workbench.findings(environment: context.environment)
        if json {
            context.out(try GlossaryWorkbench.json(findings))
        } else if findings.isEmpty {
            context.out("All \(Language.allCases.count) glossaries complete: no findings.")
        } else {
            context.out(findings.map(\.description).joined(separator: "\n"))
            context.err("\(findings.count) finding(s): the release is blocked.")
        }
        return findings.isEmpty ? ExitCode.success : ExitCode.failure
    }
}

struct GlossaryShowCommand: Command {
    static let spec = CommandSpec(
        name: "glossary show",
        abstract: "Preview one glossary entry in one language (forms, plural variants).",
        options: [GlossaryOptions.option,
                  .init(names: ["--language"], valueName: "code", help: "One of the 13 language codes."),
                  .init(names: ["--count"], valueName: "n", help: "Render the plural variant for this count.")],
        positionals: [.init(name: "key", help: "Glossary key, e.g. sign.libra.")])

    let options: GlossaryOptions
    let key: String
    let language: Language
    let count: Int?
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        options = try GlossaryOptions(arguments, context: context)
        key = arguments.positionals[0]
        language = try GlossaryOptions.language(arguments)
        count = try arguments.int("--count", range: 0...Int.max)
        self.context = context
    }

    func run() throws -> Int32 {
        context.out(try options.workbench.preview(key, language: language, count: count))
        return ExitCode.success
    }
}

struct GlossaryPluralCommand: Command {
    static let spec = CommandSpec(
        name: "glossary plural",
        abstract: "Print the CLDR plural category of a number in a language (for translators).",
        options: [.init(names: ["--language"], valueName: "code", help: "One of the 13 language codes."),
                  .init(names: ["--ordinal"], valueName: nil, help: "The ordinal category (1st, 2nd …) instead of the cardinal.")],
        positionals: [.init(name: "number", help: "A number as written: 21, 1.5, 1.0 …")])

    let language: Language
    let number: String
    let ordinal: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        language = try GlossaryOptions.language(arguments)
        number = arguments.positionals[0]
        ordinal = arguments.flag("--ordinal")
        self.context = context
    }

    func run() throws -> Int32 {
        do { context.out(try GlossaryWorkbench.pluralCategory(number, language: language, ordinal: ordinal)) } catch let error as JobError {
            throw UsageError(message: error.message)
        }
        return ExitCode.success
    }
}

struct GlossaryExportCommand: Command {
    static let spec = CommandSpec(
        name: "glossary export",
        abstract: "Write the glossaries as an Xcode String Catalog the iOS app can import.",
        options: [GlossaryOptions.option,
                  .init(names: ["--format"], valueName: "xcstrings", help: "Output format (only xcstrings)."),
                  .init(names: ["--out", "-o"], valueName: "file", help: "Write to this file instead of standard output.")])

    let options: GlossaryOptions
    let output: String?
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        options = try GlossaryOptions(arguments, context: context)
        if let format = arguments.value("--format"), format != "xcstrings" {
            throw UsageError(message: "'--format' must be xcstrings, got '\(format)'")
        }
        output = arguments.value("--out")
        self.context = context
    }

    func run() throws -> Int32 {
        let data = try options.workbench.exportCatalog()
        if let output { try data.write(to: URL(fileURLWithPath: output), options: .atomic) } else { StandardStream.output.write(data) }
        return ExitCode.success
    }
}

struct GlossaryImportCommand: Command {
    static let spec = CommandSpec(
        name: "glossary import",
        abstract: "Read an Xcode String Catalog back into the glossaries (the pipeline's own keys only), checked before anything is written.",
        discussion: """
            Takes the catalog's values for the pipeline's own keys only where they are real translations (marked \
            translated, and not the English text copied: the app's catalog carries untranslated English copies); \
            a value the glossary translates differently is listed as a conflict and ours is kept, unless --theirs. \
            The merged glossaries go through the whole release check (glossary check) first; the glossaries are \
            written only when it passes.
            Exit status: 0 when the import was written (or there was nothing to take), 1 when the check failed \
            (nothing written) or the catalog is unreadable.
            """,
        options: [GlossaryOptions.option,
                  .init(names: ["--theirs"], valueName: nil, help: "Resolve conflicts with the catalog's translation instead of ours.")],
        positionals: [.init(name: "file", help: "A .xcstrings file.")])

    let options: GlossaryOptions
    let file: String
    let preferTheirs: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        options = try GlossaryOptions(arguments, context: context)
        file = arguments.positionals[0]
        preferTheirs = arguments.flag("--theirs")
        self.context = context
    }

    func run() throws -> Int32 {
        let outcome = try options.workbench.importCatalog(file, preferTheirs: preferTheirs, environment: context.environment)
        let merge = outcome.merge
        if !merge.ignoredKeys.isEmpty {
            context.err("Ignored \(merge.ignoredKeys.count) catalog key(s) the pipeline does not own (the app's own strings), e.g. "
                        + merge.ignoredKeys.prefix(3).joined(separator: ", ") + ".")
        }
        if !merge.untranslated.isEmpty {
            context.err("Left out \(merge.untranslated.count) catalog value(s) that are no translation (marked new or needs_review, "
                        + "or the English text copied), e.g. " + merge.untranslated.prefix(3).joined(separator: ", ") + ".")
        }
        if !merge.conflicts.isEmpty {
            context.out(merge.conflicts.map(\.description).joined(separator: "\n"))
            context.err("\(merge.conflicts.count) conflict(s): " + (preferTheirs ? "the catalog's translations were taken."
                                                                               : "ours were kept (--theirs takes the catalog's)."))
        }
        guard outcome.findings.isEmpty else {
            context.out(outcome.findings.map(\.description).joined(separator: "\n"))
            context.err("\(outcome.findings.count) finding(s) in the glossaries as the import would leave them: nothing was written.")
            return ExitCode.failure
        }
        context.err(outcome.written ? "Imported \(merge.taken) value(s); the glossaries pass the check."
                                    : "Nothing to import: the glossaries are unchanged.")
        return ExitCode.success
    }
}

extension GlossaryCheckCommand {
    init(_ arguments: ParsedArguments, options: GlossaryOptions, context: CommandContext) {
        self.options = options
        json = arguments.flag("--json")
        catalog = nil
        self.context = context
    }
}
