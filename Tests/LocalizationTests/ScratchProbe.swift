import Foundation
import Testing
@testable import Localization

@Test func scratchProbe() throws {
    let n = NumberFormatter()
    n.locale = Locale(identifier: "de_DE")
    n.numberStyle = .decimal
    n.maximumFractionDigits = 1
    n.minimumFractionDigits = 1
    print("PROBE A", n.string(from: 2.46) ?? "nil", n.string(from: 2) ?? "nil", n.string(from: 2.44) ?? "nil")
    let m = NumberFormatter()
    m.numberStyle = .decimal
    m.locale = Locale(identifier: "de_DE")
    m.minimumFractionDigits = 1
    m.maximumFractionDigits = 1
    print("PROBE B", m.string(from: 2.46) ?? "nil", m.string(from: 2) ?? "nil")
    print("PROBE C", LocaleFormatting.shared.decimal(2.46, fractionDigits: 1, language: .de), LocaleFormatting.shared.decimal(2.46, fractionDigits: 2, language: .de))
}
