import Foundation
import Testing
@testable import Localization

struct GlossaryCheckTests {
    @Test func realGlossariesPassTheReleaseCheck() {
        let findings = GlossaryLoader(directory: TestPaths.glossaries).check()
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.map(\.description).joined(separator: "\n"))")
    }
}
