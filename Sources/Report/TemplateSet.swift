import Foundation
import Localization
import Support

/// The structural templates of every output, by file name (`report.md.tmpl`, …).
package struct TemplateSet: Sendable {
    package static let requiredNames = ["report.md.tmpl", "report.html.tmpl", "prompt.system.tmpl", "prompt.user.tmpl",
                                       "share.tmpl", "share.cards.html.tmpl"]
    package let templates: [String: ReportTemplate]
    /// Hash of all template texts; stored with every report as `template_version`.
    package let version: String
    /// Hash of the two prompt templates only; stored as `prompt_version`.
    package let promptVersion: String

    /// `texts` maps file names to template text.
    package init(texts: [String: String]) throws(ReportError) {
        if let missing = Self.requiredNames.first(where: { texts[$0] == nil }) {
            throw ReportError(code: .templateMissing, message: "GlossaryPattern \(missing) is missing.")
        }
        templates = texts.reduce(into: [:]) { result, entry in
            result[entry.key] = ReportTemplate(name: entry.key, text: entry.value, format: ReportTemplate.format(forFileName: entry.key))
        }
        version = VersionHash.fnv1a64(texts.keys.sorted().flatMap { [$0, texts[$0] ?? ""] })
        promptVersion = VersionHash.fnv1a64(["prompt.system.tmpl", "prompt.user.tmpl"].flatMap { [$0, texts[$0] ?? ""] })
    }

    subscript(name: String) -> ReportTemplate? { templates[name] }
}

/// The only file I/O of template handling: finds the `Templates` directory and reads `*.tmpl` files.
package struct TemplateLoader: Sendable {
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// `$ASTROSVITLA_TEMPLATES`, else `./Templates`, else the repository's (see `RepositoryFolder`).
    package static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment,
                                        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                        executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")) -> URL? {
        RepositoryFolder.locate("Templates", variable: "ASTROSVITLA_TEMPLATES", environment: environment,
                                currentDirectory: currentDirectory, executable: executable)
    }

    package func load() throws(ReportError) -> TemplateSet {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmpl") }
        } catch {
            throw ReportError(code: .templatesUnreadable, message: "Cannot list \(directory.path): \(error.localizedDescription)")
        }
        var texts: [String: String] = [:]
        for name in names {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                  let text = String(data: data, encoding: .utf8) else {
                throw ReportError(code: .templateUnreadable, message: "Cannot read \(name) as UTF-8 text.")
            }
            texts[name] = text
        }
        return try TemplateSet(texts: texts)
    }
}
