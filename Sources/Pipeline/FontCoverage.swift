import Foundation

/// Which characters the installed fonts can draw, from fontconfig (`fc-list`, which Chromium itself uses to
/// pick fonts): a text is checked against the families its page names, so that a missing glyph is an error
/// naming the character, never a box in the PDF or on a card, and a Japanese text is not quietly drawn with a
/// Chinese font's glyph forms.
package struct FontCoverage: Sendable {
    /// Family name → the code point ranges of all its installed faces.
    private let ranges: [String: [ClosedRange<UInt32>]]

    /// fontconfig's answer, asked once per process: the installed fonts do not change while a run exports.
    package static func installed() throws(JobError) -> FontCoverage { try asked.get() }
    private static let asked = Result { () throws(JobError) in try FontCoverage() }

    private init() throws(JobError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-list", "--format", "%{family[0]}\t%{charset}\n"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw JobError(code: .exportToolMissing, message: "fontconfig's fc-list is needed to check the fonts: apt-get install fontconfig")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var ranges: [String: [ClosedRange<UInt32>]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2 else { continue }
            ranges[String(fields[0]), default: []] += fields[1].split(separator: " ").compactMap(Self.range)
        }
        self.ranges = ranges
    }

    /// "4e00-9fff" or "20ac".
    private static func range(_ text: Substring) -> ClosedRange<UInt32>? {
        let bounds = text.split(separator: "-").compactMap { UInt32($0, radix: 16) }
        switch bounds.count {
        case 1: return bounds[0]...bounds[0]
        case 2 where bounds[0] <= bounds[1]: return bounds[0]...bounds[1]
        default: return nil
        }
    }

    /// The fonts a page in `language` names, the language's own first (the CJK faces differ by region).
    package static func families(for language: Language) -> [String] {
        let own: [String] = switch language {
        case .ja: ["Noto Sans CJK JP"]
        case .ko: ["Noto Sans CJK KR"]
        case .zhHans: ["Noto Sans CJK SC"]
        case .zhHant: ["Noto Sans CJK TC"]
        default: []
        }
        return own + ["Noto Sans", "DejaVu Sans", "Noto Sans Symbols", "Noto Sans Symbols 2"]
    }

    /// Characters of `text` that no installed face of `families` has, each once, in order of appearance.
    package func missing(in text: String, families: [String]) -> [Character] {
        let available = families.flatMap { ranges[$0] ?? [] }
        var seen: Set<Character> = [], missing: [Character] = []
        for character in text where !character.isWhitespace && seen.insert(character).inserted {
            let drawable = character.unicodeScalars.allSatisfy { scalar in
                // Joiners and variation selectors shape their neighbours, control characters (an escape a name
                // was accepted with) draw nothing: none has a glyph of its own.
                [.format, .control].contains(scalar.properties.generalCategory) || (0xFE00...0xFE0F).contains(scalar.value)
                    || available.contains { $0.contains(scalar.value) }
            }
            if !drawable { missing.append(character) }
        }
        return missing
    }

    /// Throws `missing_glyph` naming `what`, the language and the characters no installed font has (or the
    /// language's own font, when it is not installed at all). What the page's fonts lack, Chromium draws with
    /// fontconfig's fallback from any installed face (an emoji from Noto Color Emoji, a Japanese place in an
    /// English report from Noto Sans CJK), so only a character that no installed font has is missing; the advice
    /// names only the packages of the exports that are not installed.
    package func check(_ text: String, language: Language, what: String) throws(JobError) {
        let families = Self.families(for: language)
        if let own = families.first, !has(own) {
            throw JobError(code: .missingGlyph, message: "\(what): the font \(own) is not installed (\(advice))")
        }
        let missing = missing(in: text, families: families + ranges.keys.sorted())
        guard missing.isEmpty else {
            let list = missing.prefix(12).map { character in
                "\(character) (U+" + character.unicodeScalars.map { String(format: "%04X", $0.value) }.joined(separator: " U+") + ")"
            }
            throw JobError(code: .missingGlyph, message: "\(what): no installed font has " + list.joined(separator: ", ") + " (\(advice))")
        }
    }

    /// The font packages the exports use, with a family each installs.
    static let packages = [("fonts-noto-core", "Noto Sans"), ("fonts-noto-cjk", "Noto Sans CJK JP"),
                           ("fonts-noto-color-emoji", "Noto Color Emoji"), ("fonts-dejavu-core", "DejaVu Sans")]

    /// What to install: the packages whose fonts are missing, or, when all are there, where else to look.
    var advice: String {
        let absent = Self.packages.filter { !has($0.1) }.map(\.0)
        guard absent.isEmpty else { return "apt-get install " + absent.joined(separator: " ") + ", or scripts/install-deps.sh --exports" }
        return "the export fonts (" + Self.packages.map(\.0).joined(separator: ", ") + ") are all installed and none has it; "
            + "a font that covers it, such as fonts-noto-extra for rarer scripts, must be installed"
    }

    /// Whether fontconfig knows `family` at all (a page naming a font that is not installed falls back silently).
    package func has(_ family: String) -> Bool { ranges[family] != nil }
}
