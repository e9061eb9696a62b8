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

    /// The boxes the page's script marked `data-overflow="1"`: their card, label and text.
    static func overflows(in dom: String) -> [(card: String, label: String, text: String)] {
        var found: [(String, String, String)] = []
        var rest = dom[...]
        while let mark = rest.range(of: "data-overflow=\"1\"") {
            let tagStart = rest[..<mark.lowerBound].range(of: "<", options: .backwards)?.lowerBound ?? mark.lowerBound
            let tagEnd = rest[mark.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let tag = rest[tagStart..<tagEnd]
            func attribute(_ name: String) -> String {
                guard let range = tag.range(of: "\(name)=\"") else { return "?" }
                return String(tag[range.upperBound...].prefix { $0 != "\"" })
            }
            let after = tagEnd < rest.endIndex ? rest.index(after: tagEnd) : tagEnd
            let text = rest[after...].prefix { $0 != "<" }
            found.append((attribute("data-card"), attribute("data-label"), String(text)))
            rest = rest[after...]
        }
        return found
    }

    /// Width and height from a PNG's header (its IHDR chunk), nil for anything else.
    package static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}
