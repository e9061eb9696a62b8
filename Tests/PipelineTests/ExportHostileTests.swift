import Foundation
import JSON
@testable import Pipeline
import Queue
import Report
import Store
import Testing
import TestSupport

/// Exports of reports whose names and places are hostile or merely unusual (issue 21, items 3 and 4), through
/// real headless Chromium and poppler: the person's words stay data in the PDF, Chromium reads no file but the
/// page, and ordinary names (an emoji, a Japanese place in an English report, 200 letters without a space) export.
@Suite(.serialized, .enabled(if: ExportTools.available)) struct ExportHostileTests {
    let directory = TemporaryDirectory()
    static let settings = ExportTests.settings

    /// A 1×1 PNG: if Chromium loads it, the PDF holds an image (the report itself has none: the wheel is vector).
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    /// One offline report for a job with this name and place, stored by a real run.
    func stored(name: String, place: String? = nil, language: String = "en") throws -> (archive: ReportArchive, id: Int) {
        let queue = QueueDirectory(root: directory.url.appendingPathComponent("jobs").path)
        let database = directory.url.appendingPathComponent("db.sqlite").path
        try queue.prepare()
        var birth: [(String, JSONValue)] = [("date", "1990-03-25"), ("time", "14:30"), ("timeZone", "Europe/Kyiv"),
                                            ("latitude", 50.4501), ("longitude", 30.5234)]
        if let place { birth.append(("place", .string(place))) }
        let id = "hostile-\(UUID().uuidString.prefix(8))"
        let job = JSONValue.object([("id", .string(id)), ("name", .string(name)), ("birth", .object(birth)),
                                    ("language", .string(language)), ("area", "career")])
        try Data(job.serialized().utf8).write(to: URL(fileURLWithPath: queue.path(.incoming, "\(id).json")))
        let processor = try ProcessorFactory.processor(backend: .offline, environment: Self.settings)
        let summary = try Runner(configuration: RunnerConfiguration(queue: queue, databasePath: database), processor: processor,
                                 logger: .silent).run()
        #expect(summary.succeeded == 1, "\(summary)")
        let archive = try ReportArchive(databasePath: database)
        return (archive, try #require(try archive.reports(ReportFilter(jobID: id)).first?.id))
    }

    func tool(_ name: String, _ arguments: [String]) throws -> String { try ExportTests.tool(name, arguments) }

    func write(_ pdf: Data, _ name: String) throws -> String {
        let file = directory.url.appendingPathComponent(name)
        try pdf.write(to: file)
        return file.path
    }

    /// How many 1×1 images (the marker) `pdfimages -list` finds; a blocked `<img>` draws Chromium's own
    /// broken-image icon, which is larger.
    func markers(_ file: String) throws -> Int {
        try tool("pdfimages", ["-list", file]).split(separator: "\n").dropFirst(2).filter { row in
            let columns = row.split(separator: " ", omittingEmptySubsequences: true)
            return columns.count > 4 && columns[3] == "1" && columns[4] == "1"
        }.count
    }

    /// A form feed ended the running header's CSS string: `url(file://…)` loaded a local file into the PDF and
    /// `body{display:none}` printed blank pages, exit 0.
    @Test func aNameCannotBlankThePDFOrLoadALocalFileIntoIt() throws {
        let marker = directory.url.appendingPathComponent("marker.png")
        try Self.png.write(to: marker)
        let name = "Olena\u{0C}; } body{display:none} @top-left{content:url(\(marker.absoluteString))} x{ a:\"\u{0C}"
        let (archive, id) = try stored(name: name)
        let file = try write(try archive.export(id: id, format: .pdf, environment: Self.settings), "blank.pdf")
        let text = try tool("pdftotext", ["-enc", "UTF-8", file, "-"])
        #expect(text.contains("Career") && text.contains("Page 1 of"), "\(text.prefix(300))")
        #expect(try markers(file) == 0)
    }

    /// The second wall: whatever a page asks for, Chromium loads no file but the page itself.
    @Test func thePrinterReadsNoFileButThePage() throws {
        let marker = directory.url.appendingPathComponent("marker.png")
        try Self.png.write(to: marker)
        let css = directory.url.appendingPathComponent("evil.css")
        try Data("body::after { content: 'LEAKED-BY-CSS'; }".utf8).write(to: css)
        let html = """
            <!DOCTYPE html><html><head><style>@import url("\(css.absoluteString)"); p { background: url("\(marker.absoluteString)"); }</style>
            <link rel="stylesheet" href="\(css.absoluteString)"></head>
            <body><p>the page</p><img src="\(marker.absoluteString)"><iframe src="file:///etc/hostname"></iframe></body></html>
            """
        let file = try write(try ChromiumPrinter(environment: Self.settings).pdf(html: html), "confined.pdf")
        let text = try tool("pdftotext", ["-enc", "UTF-8", file, "-"])
        #expect(text.contains("the page") && !text.contains("LEAKED-BY-CSS"), "\(text)")
        #expect(try markers(file) == 0)
        #expect(try ChromiumPrinter.confined("<html><HEAD><title>x</title>").contains("<HEAD>\n<meta http-equiv=\"Content-Security-Policy\""))
    }

    /// An emoji (🌙, a ZWJ family, a flag) failed with `missing_glyph` and advice to install what was installed.
    @Test(arguments: ["Olena 🌙", "👩‍👩‍👧 Kovalenko", "Nadiia 🇺🇦", "Maya 👋🏽"])
    func aNameWithAnEmojiExports(_ name: String) throws {
        let (archive, id) = try stored(name: name)
        let file = try write(try archive.export(id: id, format: .pdf, environment: Self.settings), "emoji.pdf")
        #expect(try tool("pdftotext", ["-enc", "UTF-8", file, "-"]).contains("Career"))
    }

    @Test func aJapanesePlaceInAnEnglishReportExports() throws {
        let (archive, id) = try stored(name: "Olena", place: "東京都渋谷区", language: "en")
        let file = try write(try archive.export(id: id, format: .pdf, environment: Self.settings), "tokyo.pdf")
        #expect(try tool("pdftotext", ["-enc", "UTF-8", file, "-"]).contains("東京都渋谷区"))
    }

    /// 200 letters without a space ran off the page (the running header does not break a word by itself).
    @Test(arguments: [("en", 612.0), ("de", 595.0)])
    func aLongUnbrokenNameWrapsInsideThePage(language: String, paperWidth: Double) throws {
        let (archive, id) = try stored(name: String(repeating: "Ab", count: 100), language: language)
        let file = try write(try archive.export(id: id, format: .pdf, environment: Self.settings), "long-\(language).pdf")
        func number(_ attribute: String, in line: Substring) -> Double? {
            line.range(of: "\(attribute)=\"").flatMap { Double(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        var width = 0.0, widest = 0.0
        for line in try tool("pdftotext", ["-bbox", file, "-"]).split(separator: "\n") {
            if line.contains("<page "), let value = number("width", in: line) { width = value }
            if line.contains("<word "), let value = number("xMax", in: line) { widest = max(widest, value) }
        }
        #expect(abs(width - paperWidth) < 1, "page \(width) wide")
        #expect(widest > 0 && widest <= width, "a word ends at x=\(widest) on a page \(width) wide")
    }

    /// Red team: a name with control characters (accepted and shown escaped on a terminal) failed the PDF with
    /// `missing_glyph` for U+001B and advice to install fonts: a control character draws nothing.
    @Test func aNameWithControlCharactersExports() throws {
        let (archive, id) = try stored(name: "Eve\u{1B}[2J\u{07} Kovalenko")
        let file = try write(try archive.export(id: id, format: .pdf, environment: Self.settings), "control.pdf")
        #expect(try tool("pdftotext", ["-enc", "UTF-8", file, "-"]).contains("Kovalenko"))
    }

    /// Red team: a 199-character name with spaces (within the 200 allowed) failed the share cards with
    /// `text_overflow` on the cover: the name is cut at two lines with an ellipsis instead.
    @Test func aLongNameWithSpacesFitsTheShareCards() throws {
        let name = String(String(repeating: "María de los Ángeles Fernández-Villaverde y Castellanos ", count: 4).prefix(199))
        let (archive, id) = try stored(name: name, language: "es")
        #expect(try archive.shareCards(id: id, environment: Self.settings).cards.count == 4)
    }

    /// A name that says `data-overflow="1"` was read as the page's own overflow mark: `text_overflow` for a card that fit.
    @Test func aNameThatSaysDataOverflowDoesNotFakeAnOverflow() throws {
        let (archive, id) = try stored(name: #"Olena" data-overflow="1" data-card="9">"#)
        let cards = try archive.shareCards(id: id, environment: Self.settings)
        #expect(cards.cards.count == 4)
    }
}

@Suite struct ShareOverflowMarkTests {
    @Test func onlyARealTagMarksAnOverflow() {
        let dom = #"<div class="fit name" data-card="1" data-label="name" data-size="28">Olena" data-overflow="1" data-card="9"&gt;</div>"#
            + #"<div class="fit item" data-card="2" data-label="top_influences[1]" data-overflow="1" data-size="34">Too long</div>"#
            + #"<p title="a > b" data-overflow="1" data-card="3" data-label="x">quoted</p>"#
        let found = ShareCards.overflows(in: dom)
        #expect(found.map(\.card) == ["2", "3"] && found.map(\.label) == ["top_influences[1]", "x"])
        #expect(found.first?.text == "Too long")
    }
}
