import Ephemeris
import Foundation
import Localization
import TimeZones

/// The `glossary` commands' side of the pipeline: the release check (glossaries against English, then
/// the language lint over offline reports of built-in charts), previews, plural categories, and the
/// round trip through the iOS app's String Catalog.
package struct GlossaryWorkbench {
    let loader: GlossaryLoader

    /// `directory`, else `$ASTROSVITLA_GLOSSARIES`, `./Glossaries`, or the repository the binary was built in.
    package init(directory: String?, environment: [String: String]) throws {
        if let directory {
            loader = GlossaryLoader(directory: URL(fileURLWithPath: directory))
        } else if let found = GlossaryLoader.defaultDirectory(environment: environment) {
            loader = GlossaryLoader(directory: found)
        } else {
            throw JobError(code: .glossariesNotFound,
                           message: "no Glossaries/ directory found; pass --glossaries DIR or set ASTROSVITLA_GLOSSARIES")
        }
    }

    /// Every release-blocking finding. Whole offline reports are linted only over glossaries that load;
    /// a broken file is already a finding.
    package func findings(environment: [String: String]) throws -> [GlossaryFinding] {
        var findings = loader.check()
        if let localizer = try? loader.localizer() {
            findings += try LintCharts.findings(localizer: localizer, zones: TimeZoneDatabase(environment: environment),
                                                ephemeris: Ephemeris.bundled())
        }
        return findings
    }

    /// The findings as an indented JSON array (`glossary check --json`).
    package static func json(_ findings: [GlossaryFinding]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(findings), as: UTF8.self)
    }

    package func preview(_ key: String, language: Language, count: Int?) throws -> String {
        try loader.localizer().preview(key, language: language, count: count)
    }

    /// The CLDR plural category of `number` as written ("1.0" is not "1" in every language).
    package static func pluralCategory(_ number: String, language: Language, ordinal: Bool) throws -> String {
        if ordinal {
            guard let value = Int(number), value >= 0 else {
                throw JobError(code: .notAWholeNumber, message: "--ordinal takes a whole number, got '\(number)'")
            }
            return PluralRules.ordinal(value, language: language).rawValue
        }
        do { return try PluralRules.cardinal(number, language: language).rawValue } catch {
            throw JobError(code: .notANumber, message: "'\(number)' is not a number: \(error.message)")
        }
    }

    package func exportCatalog() throws -> Data { try StringCatalog.export(try loader.loadAll()) }

    /// What `glossary import` did: the merge, the release check's findings over the merged glossaries, and whether
    /// they were written.
    package struct ImportOutcome: Sendable {
        package var merge: StringCatalog.Import
        package var findings: [GlossaryFinding]
        package var written: Bool
    }

    /// Merges a String Catalog's translations of the pipeline's own keys into the glossaries (real translations
    /// only; conflicts keep ours unless `preferTheirs`), runs the whole release check over the result in a
    /// staging folder, and writes the glossaries only when it passes: a catalog that would break the check (or
    /// leave all 13 glossaries failing it on disk, as importing the app's own catalog did) writes nothing.
    package func importCatalog(_ path: String, preferTheirs: Bool, environment: [String: String]) throws -> ImportOutcome {
        let current = try loader.loadAll()
        let merge = try StringCatalog.importCatalog(try readCatalog(path), into: current, preferTheirs: preferTheirs)
        guard merge.taken > 0 else { return ImportOutcome(merge: merge, findings: [], written: false) }
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("astrosvitla-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        do { try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true) } catch {
            throw JobError(code: .io, message: "cannot create \(staging.path) to check the import: \(error.localizedDescription)")
        }
        let staged = GlossaryLoader(directory: staging)
        try staged.save(merge.glossaries)
        let findings = try GlossaryWorkbench(loader: staged).findings(environment: environment)
        guard findings.isEmpty else { return ImportOutcome(merge: merge, findings: findings, written: false) }
        try loader.save(merge.glossaries)
        return ImportOutcome(merge: merge, findings: [], written: true)
    }

    private init(loader: GlossaryLoader) { self.loader = loader }

    /// Every finding in a whole catalog (the app's strings too), each naming the catalog and the language.
    /// A report about the app's file, not the pipeline's release check.
    package func catalogFindings(_ path: String) throws -> [GlossaryFinding] {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return GlossaryCheck.findings(glossaries: try StringCatalog.glossaries(fromCatalog: try readCatalog(path))).map {
            GlossaryFinding(kind: $0.kind, file: "\(name) [\($0.file.replacingOccurrences(of: ".json", with: ""))]", key: $0.key,
                            line: nil, column: nil, message: $0.message)
        }
    }

    private func readCatalog(_ path: String) throws -> Data {
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw JobError(code: .unreadable, message: "cannot read \(path): \(error.localizedDescription)")
        }
    }
}
