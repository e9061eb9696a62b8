import Foundation
import Localization
import Report
@testable import Store
import Testing

/// The database's CHECK constraints list the 13 language codes and the 5 areas as literals; they must be
/// exactly the Swift enums' cases, or a new language would be refused by the database (or a typo accepted).
struct SchemaListsTests {
    /// The quoted values of the last `column IN (…)` constraint in the migrations.
    func values(allowedFor column: String) throws -> Set<String> {
        let sql = ReportStore.migrations.map(\.sql).joined(separator: "\n")
        let regex = try NSRegularExpression(pattern: column + #"\s+IN\s*\(([^)]*)\)"#)
        let match = try #require(regex.matches(in: sql, range: NSRange(sql.startIndex..., in: sql)).last)
        let list = try #require(Range(match.range(at: 1), in: sql).map { String(sql[$0]) })
        return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n'")) })
    }

    @Test func languageConstraintIsTheLanguageEnum() throws {
        #expect(try values(allowedFor: "language_code") == Set(Language.allCases.map(\.code)))
    }

    @Test func areaConstraintIsTheAreaEnum() throws {
        #expect(try values(allowedFor: "area") == Set(ReportArea.allCases.map(\.rawValue)))
    }
}
