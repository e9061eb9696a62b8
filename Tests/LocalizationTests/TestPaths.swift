import Foundation
@testable import Localization

/// Paths of the repository's glossaries and of this target's fixtures, found from this file's location.
enum TestPaths {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let glossaries = repository.appendingPathComponent("Glossaries", isDirectory: true)
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures", isDirectory: true)

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    /// The real glossaries, loaded once for all tests.
    static let loaded: [Language: Glossary] = (try? GlossaryLoader(directory: glossaries).loadAll()) ?? [:]
    static let localizer: Localizer? = try? Localizer(glossaries: loaded)
}
