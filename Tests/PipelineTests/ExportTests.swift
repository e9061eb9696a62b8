import Foundation
@testable import Pipeline
import Queue
import Report
import Testing
import TestSupport

/// PDF and share-image exports through real headless Chromium, checked with poppler's pdftotext, pdffonts and
/// pdfinfo. CI installs them (`scripts/install-deps.sh --exports`); on a machine without Chromium the suite is
/// skipped, and `exportWithoutChromiumNamesThePackage` says what is missing.
/// Whether this machine has what the exports need (CI does).
enum ExportTools {
    static let available = (try? ChromiumPrinter(environment: ProcessInfo.processInfo.environment)) != nil
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext")
}

@Suite(.serialized, .enabled(if: ExportTools.available)) struct ExportTests {
    static let environment = ProcessInfo.processInfo.environment
    static let root = BuiltProducts.packageRoot(from: #filePath)
    static let settings = ["ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path,
                           "ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path].merging(environment) { own, _ in own }

    /// One stored offline report per language (the example chart), made once for the suite.
    static let archive: (directory: TemporaryDirectory, database: String, ids: [Language: Int]) = {
        let directory = TemporaryDirectory()
        let queue = QueueDirectory(root: directory.url.appendingPathComponent("jobs").path)
        let database = directory.url.appendingPathComponent("db.sqlite").path
        try! queue.prepare()
        for language in Language.allCases {
            try! ExampleJob.data(id: "olena-\(language.code)", language: language)
                .write(to: URL(fileURLWithPath: queue.path(.incoming, "olena-\(language.code).json")))
        }
        let processor = try! ProcessorFactory.processor(backend: .offline, environment: settings)
        _ = try! Runner(configuration: RunnerConfiguration(queue: queue, databasePath: database), processor: processor, logger: .silent).run()
        let reports = try! ReportArchive(databasePath: database).reports(ReportFilter())
        return (directory, database, Dictionary(uniqueKeysWithValues: reports.map { (Language(rawValue: $0.content.languageCode)!, $0.id) }))
    }()

    static func tool(_ name: String, _ arguments: [String]) throws -> String {
        try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/\(name)"), arguments).stdout
    }

    /// Words of each language's report title that the PDF's text must contain.
    static let titleWords: [Language: String] = [
        .en: "Career", .uk: "Кар’єра", .de: "Karriere", .fr: "Carrière", .es: "Carrera", .ptBR: "Carreira", .it: "Carriera",
        .ja: "仕事運", .ko: "직업운", .zhHans: "事业", .zhHant: "事業", .ru: "Карьера", .tr: "Kariyer",
    ]

    static let pageWords: [Language: String] = [
        .en: "Page 1 of", .uk: "Сторінка 1 з", .de: "Seite 1 von", .fr: "Page 1 sur", .es: "Página 1 de", .ptBR: "Página 1 de",
        .it: "Pagina 1 di", .ja: "1 / ", .ko: "1 / ", .zhHans: "第 1 页", .zhHant: "第 1 頁", .ru: "Страница 1 из", .tr: "Sayfa 1 /",
    ]

    @Test(arguments: Language.allCases)
    func aPDFInEveryLanguageHasItsTextItsFontsAndItsPages(language: Language) throws {
        let id = try #require(Self.archive.ids[language])
        let pdf = try ReportArchive(databasePath: Self.archive.database).export(id: id, format: .pdf, environment: Self.settings)
        let file = Self.archive.directory.url.appendingPathComponent("\(language.code).pdf")
        try pdf.write(to: file)
        let text = try Self.tool("pdftotext", ["-enc", "UTF-8", file.path, "-"])
        #expect(text.lowercased().contains(Self.titleWords[language]!.lowercased()), "\(language.code): \(text.prefix(200))")
        #expect(!text.contains("\u{FFFD}"))
        // The running footer in the language (pdf.page_of), the printer's page numbers filled in.
        #expect(text.contains(Self.pageWords[language]!), "\(language.code): no page footer")
        // Every font embedded, with a Unicode map (selectable, searchable text). Skia embeds Noto Sans CJK's CFF outlines
        // as Type 3 glyph procedures, so CJK PDFs list those (still embedded, still mapped to Unicode).
        let fonts = try Self.tool("pdffonts", [file.path]).split(separator: "\n").dropFirst(2)
        let columns = fonts.map { $0.split(separator: " ", omittingEmptySubsequences: true).suffix(5) }
        #expect(!fonts.isEmpty && columns.allSatisfy { $0.first == "yes" && $0.dropFirst(2).first == "yes" }, "\(fonts.prefix(3))")
        let info = try Self.tool("pdfinfo", [file.path])
        let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect((3...12).contains(pages), "\(language.code): \(pages) pages")
        #expect(info.contains("Author:          AstroSvitla") && info.contains(language == .en ? "(letter)" : "(A4)"))
    }

    @Test func paperCanBeChosen() throws {
        let id = try #require(Self.archive.ids[.de])
        let pdf = try ReportArchive(databasePath: Self.archive.database).export(id: id, format: .pdf, paper: .letter, environment: Self.settings)
        let file = Self.archive.directory.url.appendingPathComponent("de-letter.pdf")
        try pdf.write(to: file)
        #expect(try Self.tool("pdfinfo", [file.path]).contains("(letter)"))
    }

    /// German, Russian and Turkish long words and the four CJK languages.
    @Test(arguments: [Language.de, .ru, .tr, .ja, .ko, .zhHans, .zhHant])
    func shareCardsAreFourFullCardsAndACaption(language: Language) throws {
        let id = try #require(Self.archive.ids[language])
        let share = try ReportArchive(databasePath: Self.archive.database).shareCards(id: id, environment: Self.settings)
        #expect(share.cards.count == 4)
        for card in share.cards {
            #expect(ShareCards.pngSize(card)?.width == 1080 && ShareCards.pngSize(card)?.height == 1350)
            // A blank 1080×1350 card compresses to a few kilobytes; text, gradient and wheel do not.
            #expect(card.count > 60_000, "\(language.code): a card of \(card.count) bytes looks blank")
        }
        #expect(share.caption.contains(share.caption.split(separator: "\n").first.map(String.init) ?? "#"))
    }

    /// A string that cannot fit its box even at the smallest type is an error naming the language, card and string.
    @Test func textThatCannotFitNamesItsCardAndString() throws {
        let id = try #require(Self.archive.ids[.de])
        let archive = try ReportArchive(databasePath: Self.archive.database)
        var envelope = try JSONDecoder().decode(ReportEnvelope.self, from: Data(try archive.report(id: id).content.envelopeJSON.utf8))
        envelope.report.shareContent.topInfluences[1] = String(repeating: "Donaudampfschifffahrtsgesellschaftskapitän", count: 6)
        let error = try #require(throws: JobError.self) {
            try ShareCards.render(envelope, renderer: try ProcessorFactory.renderer(environment: Self.settings),
                                  printer: try ChromiumPrinter(environment: Self.settings))
        }
        #expect(error.code == .textOverflow && error.message.contains("(de)") && error.message.contains("card 2 top_influences[2]"))
    }

    @Test func aCharacterNoFontHasIsAnErrorNotABox() throws {
        let coverage = try FontCoverage.installed()
        // U+10FFFD is a private-use code point no font draws.
        #expect(throws: JobError.self) { try coverage.check("Sonne \u{10FFFD}", language: .de, what: "test") }
        #expect(coverage.missing(in: "Сонце у Терезах ☉ 太陽", families: FontCoverage.families(for: .ja)).isEmpty)
    }
}

@Suite struct ExportWithoutChromiumTests {
    @Test func exportWithoutChromiumNamesThePackage() {
        let error = #expect(throws: JobError.self) { try ChromiumPrinter(environment: ["PATH": "/nonexistent"]) }
        #expect(error?.code == .exportToolMissing && error?.message.contains("apt-get install chromium") == true)
    }

    @Test func pdfMetadataIsAddedByAnIncrementalUpdate() throws {
        let minimal = """
            %PDF-1.4
            1 0 obj
            <</Type /Catalog /Pages 2 0 R>>
            endobj
            2 0 obj
            <</Type /Pages /Kids [] /Count 0>>
            endobj
            xref
            0 3
            0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer
            <</Size 3 /Root 1 0 R>>
            startxref
            106
            %%EOF

            """
        let stamped = try PDFMetadata.stamp(Data(minimal.utf8), .init(title: "Кар’єра", author: "AstroSvitla", subject: "x", language: "uk"))
        let text = String(decoding: stamped, as: UTF8.self)
        #expect(text.hasPrefix(minimal))
        #expect(text.contains("1 0 obj\n<</Lang (uk) /Type /Catalog /Pages 2 0 R>>"))
        #expect(text.contains("/Author <FEFF0041007300740072006F0053007600690074006C0061>"))
        #expect(text.contains("<</Size 4 /Root 1 0 R /Info 3 0 R /Prev 106>>"))
    }
}
