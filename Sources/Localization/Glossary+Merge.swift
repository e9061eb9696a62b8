/// Folding imported strings into a glossary (used by `StringCatalog.importCatalog`).
extension Glossary {
    /// Sets `form` (nil: the whole value) of `key` to `content`, creating the entry if needed.
    mutating func merge(key: String, form: String?, content: GlossaryEntry.Content, comment: String?) {
        var entry = entries[key] ?? GlossaryEntry(content: content)
        if entries[key] == nil { keys.append(key) }
        switch (form, content) {
        case (let form?, .text(let value)):
            var forms: [GlossaryEntry.GrammaticalForm]
            switch entry.content {
            case .forms(let existing): forms = existing
            case .text(let nominative): forms = [.init(name: GlossaryEntry.GrammaticalForm.nominative, value: nominative)]
            case .plural: forms = []
            }
            if let index = forms.firstIndex(where: { $0.name == form }) {
                forms[index].value = value
            } else {
                forms.append(.init(name: form, value: value))
            }
            entry.content = .forms(forms)
        case (nil, .text(let value)):
            if case .forms(var forms) = entry.content,
               let index = forms.firstIndex(where: { $0.name == GlossaryEntry.GrammaticalForm.nominative }) {
                forms[index].value = value
                entry.content = .forms(forms)
            } else {
                entry.content = .text(value)
            }
        default:
            entry.content = content
        }
        if let comment { entry.comment = comment }
        entries[key] = entry
    }
}
