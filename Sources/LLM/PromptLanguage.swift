import Localization

/// How the client names the report language to the model.
enum PromptLanguage {
    /// The line the client appends to the caller's system message: English and native name, and the code.
    static func instruction(for language: Language) -> String {
        "Write every text value in \(language.englishName) (\(language.nativeName)), language code \(language.code). "
            + "Keep the JSON keys in English."
    }
}
