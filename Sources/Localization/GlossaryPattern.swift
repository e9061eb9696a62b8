/// A glossary string split into literal text and positional placeholders.
///
/// Syntax (documented in Glossaries/README.md): `{0}` the first argument; `{1:in}` the second argument's
/// grammatical form "in"; `{0|이/가}` the first argument followed by the Korean particle that fits its last
/// syllable. Any other brace is literal text.
package struct GlossaryPattern: Sendable, Equatable {
    package struct Placeholder: Sendable, Equatable, Hashable {
        package var index: Int
        /// The grammatical form asked of a term argument; nil means nominative.
        package var form: String?
        /// A particle pair "after consonant/after vowel", e.g. "이/가".
        package var particle: String?
    }

    package enum Segment: Sendable, Equatable {
        case literal(String)
        case placeholder(Placeholder)
    }

    package let segments: [Segment]

    package init(_ text: String) {
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest[rest.index(after: open)...]
            if let close = afterOpen.firstIndex(of: "}"), let placeholder = Self.placeholder(afterOpen[..<close]) {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(placeholder))
                rest = afterOpen[afterOpen.index(after: close)...]
            } else {
                literal += "{"
                rest = afterOpen
            }
        }
        literal += rest
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    package var placeholders: [Placeholder] {
        segments.compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
    }

    /// The set of argument positions used; two translations of one key must use the same set.
    package var argumentIndices: Set<Int> { Set(placeholders.map(\.index)) }

    private static func placeholder(_ body: Substring) -> Placeholder? {
        let (head, particle) = split(body, at: "|")
        let (number, form) = split(head, at: ":")
        guard !number.isEmpty, number.count <= 2, number.allSatisfy({ $0.isASCII && $0.isNumber }),
              let index = Int(number) else { return nil }
        if let form, form.isEmpty || !form.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) { return nil }
        if let particle, particle.split(separator: "/").count != 2 { return nil }
        return Placeholder(index: index, form: form.map(String.init), particle: particle.map(String.init))
    }

    private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let i = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<i], text[text.index(after: i)...])
    }
}
