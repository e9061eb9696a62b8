/// One glossary entry: a plain string, a set of grammatical forms, or plural variants.
package struct GlossaryEntry: Sendable, Equatable {
    package enum Content: Sendable, Equatable {
        case text(String)
        /// Named grammatical forms, in file order ("nominative", "in", …).
        case forms([GrammaticalForm])
        /// Variants by CLDR category; `{0}` holds the count.
        case plural([PluralCategory: String])
    }

    package struct GrammaticalForm: Sendable, Equatable {
        package var name: String
        package var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    package var content: Content
    /// Translator note; required in English, ignored elsewhere.
    package var comment: String?
    /// English only: the translation may legitimately equal the English text (MC, ASC, brand names).
    package var allowsSameAsEnglish: Bool
    /// English patterns only: the glossary domain each placeholder takes (`planet`, `sign`, `house`, `text`).
    package var argumentDomains: [String]
    /// Where the entry starts in its file, for findings.
    package var line: Int
    package var column: Int

    package init(content: Content, comment: String? = nil, allowsSameAsEnglish: Bool = false,
                argumentDomains: [String] = [], line: Int = 0, column: Int = 0) {
        self.content = content
        self.comment = comment
        self.allowsSameAsEnglish = allowsSameAsEnglish
        self.argumentDomains = argumentDomains
        self.line = line
        self.column = column
    }

    /// The plain text, or the nominative form of a form entry; nil for plural entries.
    package var text: String? {
        switch content {
        case .text(let value): value
        case .forms(let forms): forms.first { $0.name == GrammaticalForm.nominative }?.value ?? forms.first?.value
        case .plural: nil
        }
    }

    /// The named form; a plain string counts as its own nominative.
    package func form(_ name: String) -> String? {
        switch content {
        case .text(let value): name == GrammaticalForm.nominative ? value : nil
        case .forms(let forms): forms.first { $0.name == name }?.value
        case .plural: nil
        }
    }

    package var formNames: [String] {
        switch content {
        case .text: [GrammaticalForm.nominative]
        case .forms(let forms): forms.map(\.name)
        case .plural: []
        }
    }

    /// Every translatable string of the entry with a label, for the checks that apply to each one.
    package var labelledValues: [(label: String, value: String)] {
        switch content {
        case .text(let value): [("value", value)]
        case .forms(let forms): forms.map { ("form \($0.name)", $0.value) }
        case .plural(let variants): variants.sorted { $0.key < $1.key }.map { ("plural \($0.key.rawValue)", $0.value) }
        }
    }
}

extension GlossaryEntry.GrammaticalForm {
    /// The form a placeholder gets when it names none.
    package static let nominative = "nominative"
}
