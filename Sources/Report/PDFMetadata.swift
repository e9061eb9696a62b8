import Foundation

/// Sets a PDF's document information (Title, Author, Subject, Creator) and the catalog's `/Lang` by an
/// incremental update (ISO 32000-1 §7.5.6): the original bytes stay as they are, a new Info dictionary and a
/// new version of the catalog are appended with their own cross-reference section and a trailer pointing back
/// at the old one. Chromium writes the title and tags the content with the language, but no author and no
/// document-level language; this adds them. Pure: bytes in, bytes out.
package enum PDFMetadata {
    package struct Info: Sendable {
        package var title: String
        package var author: String
        package var subject: String
        package var language: String

        package init(title: String, author: String, subject: String, language: String) {
            self.title = title
            self.author = author
            self.subject = subject
            self.language = language
        }
    }

    package enum Failure: Error, Equatable {
        /// The file is not a PDF with a classic trailer this can extend (`startxref`, `/Size`, `/Root`).
        case unreadable(String)
    }

    package static func stamp(_ pdf: Data, _ info: Info) throws(Failure) -> Data {
        let text = String(decoding: pdf.suffix(4096), as: UTF8.self)
        guard let startxref = lastInteger(after: "startxref", in: text),
              let trailerRange = text.range(of: "trailer", options: .backwards),
              let size = lastInteger(after: "/Size", in: String(text[trailerRange.upperBound...])),
              let root = reference(after: "/Root", in: String(text[trailerRange.upperBound...])) else {
            throw .unreadable("no classic trailer (startxref, /Size, /Root) at the end of the file")
        }
        guard let catalog = objectBody(root, in: pdf) else { throw .unreadable("catalog object \(root) 0 not found") }
        // The catalog again, with /Lang (replacing one it may have).
        var dictionary = catalog.replacingOccurrences(of: #"/Lang\s*\([^)]*\)"#, with: "", options: .regularExpression)
        guard let open = dictionary.range(of: "<<") else { throw .unreadable("catalog object \(root) 0 is not a dictionary") }
        dictionary.insert(contentsOf: "/Lang \(literal(info.language)) ", at: open.upperBound)
        let infoNumber = size
        var update = Data(pdf.last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")])
        var offsets: [(Int, Int)] = []
        func append(_ number: Int, _ body: String) {
            offsets.append((number, pdf.count + update.count))
            update.append(Data("\(number) 0 obj\n\(body)\nendobj\n".utf8))
        }
        append(root, dictionary)
        append(infoNumber, "<</Title \(hex(info.title)) /Author \(hex(info.author)) /Subject \(hex(info.subject)) "
               + "/Creator \(literal("AstroSvitla report pipeline")) /Producer \(literal("Chromium (Skia/PDF)"))>>")
        let xrefOffset = pdf.count + update.count
        var xref = "xref\n"
        for (number, offset) in offsets.sorted(by: { $0.0 < $1.0 }) {
            xref += "\(number) 1\n" + String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        }
        xref += "trailer\n<</Size \(infoNumber + 1) /Root \(root) 0 R /Info \(infoNumber) 0 R /Prev \(startxref)>>\n"
        xref += "startxref\n\(xrefOffset)\n%%EOF\n"
        update.append(Data(xref.utf8))
        return pdf + update
    }

    /// Pages of a PDF as its page objects count them (`/Type /Page`, not the `/Pages` tree nodes).
    package static func pageCount(_ pdf: Data) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.ranges(of: #/\/Type\s*\/Page(?![s\w])/#).count
    }

    /// A text string as UTF-16BE with its byte order mark, in hex: any script, no escaping questions.
    static func hex(_ text: String) -> String {
        "<FEFF" + text.utf16.map { String(format: "%04X", $0) }.joined() + ">"
    }

    /// An ASCII literal string (language tags, fixed names).
    static func literal(_ text: String) -> String {
        "(" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
            .replacingOccurrences(of: ")", with: "\\)") + ")"
    }

    private static func lastInteger(after keyword: String, in text: String) -> Int? {
        guard let range = text.range(of: keyword, options: .backwards) else { return nil }
        return Int(text[range.upperBound...].drop { $0.isWhitespace }.prefix { $0.isNumber })
    }

    private static func reference(after keyword: String, in text: String) -> Int? {
        guard let range = text.range(of: keyword) else { return nil }
        return Int(text[range.upperBound...].drop { $0.isWhitespace }.prefix { $0.isNumber })
    }

    /// The text between `N 0 obj` and `endobj` of the last definition of object `number`.
    private static func objectBody(_ number: Int, in pdf: Data) -> String? {
        let marker = Data("\n\(number) 0 obj".utf8)
        guard let start = pdf.range(of: marker, options: .backwards),
              let end = pdf.range(of: Data("endobj".utf8), in: start.upperBound..<pdf.endIndex) else { return nil }
        return String(decoding: pdf[start.upperBound..<end.lowerBound], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
