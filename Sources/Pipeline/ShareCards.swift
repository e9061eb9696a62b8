import Foundation
import Report

/// The share carousel of one report as the app posts it: four 1080×1350 PNG cards and the caption, every word
/// from the report's `share_content` and the glossary of the report's language (never translated again).
/// Text that does not fit its box even at the smallest type is an error naming the language, card and string;
/// so is a character no installed font has.
package struct ShareCards: Sendable {
    package static let size = (width: 1080, height: 1350)
    package static let count = 4

    /// PNG bytes, card 1 (cover) to 4 (closing).
    package let cards: [Data]
    package let caption: String

    /// Lays the cards out once to measure them (Chromium's `--dump-dom` shows each box's fitted size and any
    /// overflow), then takes one screenshot per card.
    package static func render(_ envelope: ReportEnvelope, renderer: ReportRenderer, printer: ChromiumPrinter) throws(JobError) -> ShareCards {
        let language = envelope.language
        let page = renderer.shareCards(envelope).text
        try FontCoverage.installed().check(page, language: language, what: "share cards of \(envelope.request.jobID ?? "") (\(language.code))")
        let dom = try printer.dom(html: page, width: size.width, height: size.height * count)
        let overflowing = overflows(in: dom)
        guard overflowing.isEmpty else {
            throw JobError(code: .textOverflow, message: "share cards (\(language.code)): text does not fit even at the smallest size: "
                           + overflowing.map { "card \($0.card) \($0.label) \"\($0.text.prefix(80))\"" }.joined(separator: "; "))
        }
        let cards = try (1...count).map { (index) throws(JobError) -> Data in
            try printer.screenshot(html: page, fragment: "#card-\(index)", width: size.width, height: size.height)
        }
        return ShareCards(cards: cards, caption: renderer.share(envelope).text)
    }

    /// The boxes the page's script marked `data-overflow="1"`: their card, label and text. Only real tags are read
    /// (the serialized DOM escapes `<` in text), so a name that says `data-overflow="1"` is text, not a mark.
    static func overflows(in dom: String) -> [(card: String, label: String, text: String)] {
        var found: [(String, String, String)] = []
        var rest = dom[...]
        while let open = rest.firstIndex(of: "<") {
            let (attributes, end) = tag(rest[rest.index(after: open)...])
            let after = end < rest.endIndex ? rest.index(after: end) : end
            if attributes["data-overflow"] == "1" {
                let text = rest[after...].prefix { $0 != "<" }
                found.append((attributes["data-card"] ?? "?", attributes["data-label"] ?? "?", String(text)))
            }
            rest = rest[after...]
        }
        return found
    }

    /// The attributes of the tag that starts at `text` (after its `<`) and where it ends (its `>`), reading quoted
    /// values whole, so a `>` or a quote inside one cannot end the tag or start another attribute.
    private static func tag(_ text: Substring) -> (attributes: [String: String], end: Substring.Index) {
        var attributes: [String: String] = [:]
        var index = text.startIndex
        var name = ""
        while index < text.endIndex, text[index] != ">" {
            let character = text[index]
            if character == "=", !name.isEmpty {
                index = text.index(after: index)
                guard index < text.endIndex else { break }
                let quote = text[index]
                if quote == "\"" || quote == "'" {
                    let start = text.index(after: index)
                    let close = text[start...].firstIndex(of: quote) ?? text.endIndex
                    attributes[name] = String(text[start..<close])
                    index = close < text.endIndex ? text.index(after: close) : close
                } else {
                    let close = text[index...].firstIndex { $0 == " " || $0 == ">" } ?? text.endIndex
                    attributes[name] = String(text[index..<close])
                    index = close
                }
                name = ""
                continue
            }
            name = character.isWhitespace || character == "/" ? "" : name + String(character)
            index = text.index(after: index)
        }
        return (attributes, index)
    }

    /// Width and height from a PNG's header (its IHDR chunk), nil for anything else.
    package static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}
