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

    /// Merges a String Catalog's translations into the glossaries and saves them.
    package func importCatalog(_ path: String) throws {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            try loader.save(try StringCatalog.importCatalog(data, into: try loader.loadAll()))
        } catch let error as LocalizationError {
            throw JobError(code: error.code, message: "\(path): \(error.description)")
        }
    }
}
