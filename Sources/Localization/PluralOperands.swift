import Foundation

/// The CLDR plural operands of a decimal number written as a string, so that "1.0" (v = 1) and "1"
/// (v = 0) stay different, as CLDR requires. See UTS #35, "Plural Operand Meanings".
package struct PluralOperands: Sendable, Equatable {
    /// Integer digits.
    package let i: UInt64
    /// Number of visible fraction digits, with and without trailing zeros.
    package let v: Int
    package let w: Int
    /// Visible fraction digits as an integer, with and without trailing zeros.
    package let f: UInt64
    package let t: UInt64
    /// Compact decimal exponent; always 0 for the plain numbers reports print.
    package let e: Int = 0

    /// Parses "21", "-3", "1.50". Throws for anything else (exponents, grouping, letters).
    package init(_ text: String) throws(LocalizationError) {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerDigits = parts[0]
        let fractionDigits = parts.count > 1 ? parts[1] : ""
        let allDigits = { (s: Substring) in s.allSatisfy { $0.isASCII && $0.isNumber } }
        guard !integerDigits.isEmpty, integerDigits.count <= 18, fractionDigits.count <= 18,
              allDigits(integerDigits), allDigits(fractionDigits),
              parts.count == 1 || !fractionDigits.isEmpty,
              let integer = UInt64(integerDigits)
        else { throw .invalidNumber(text) }
        let trimmed = fractionDigits.reversed().drop { $0 == "0" }.reversed()
        i = integer
        v = fractionDigits.count
        w = trimmed.count
        f = UInt64(fractionDigits) ?? 0
        t = UInt64(String(trimmed)) ?? 0
    }

    package init(_ value: Int) {
        // An Int has no fraction digits; its magnitude always fits UInt64.
        i = UInt64(value.magnitude)
        v = 0
        w = 0
        f = 0
        t = 0
    }

    /// True when the number is whole, i.e. `n` equals `i` (CLDR's "n = 1" is false for 1.5).
    var isWhole: Bool { f == 0 }

    /// `n in values` for integer values: n must be whole and equal one of them.
    func nIs(_ values: UInt64...) -> Bool { isWhole && values.contains(i) }

    /// `n mod m in range`: only whole numbers can fall in an integer range.
    func nMod(_ m: UInt64, in range: ClosedRange<UInt64>) -> Bool { isWhole && range.contains(i % m) }
}
