/// The shape of one command's arguments; help text is generated from it, in the manner of
/// swift-argument-parser (which we may not depend on).
struct CommandSpec {
    struct Option {
        let names: [String]          // "--queue", "-q"
        let valueName: String?       // nil for a flag
        let help: String
        var repeatable = false
    }
    struct Positional {
        let name: String
        let help: String
        var optional = false
        var repeating = false
    }

    let name: String
    let abstract: String
    var discussion: String? = nil
    var options: [Option] = []
    var positionals: [Positional] = []

    func usage(program: String = "astrosvitla") -> String {
        var parts = ["\(program) \(name)"]
        for option in options where option.names.first != "--help" {
            parts.append("[\(option.names[0])\(option.valueName.map { " <\($0)>" } ?? "")]")
        }
        for positional in positionals {
            let text = "<\(positional.name)>\(positional.repeating ? " ..." : "")"
            parts.append(positional.optional ? "[\(text)]" : text)
        }
        return parts.joined(separator: " ")
    }

    func help() -> String {
        var text = "OVERVIEW: \(abstract)\n\n"
        if let discussion { text += discussion + "\n\n" }
        text += "USAGE: \(usage())\n"
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for positional in positionals { text += Self.row("<\(positional.name)>", positional.help) }
        }
        text += "\nOPTIONS:\n"
        for option in options + [Self.helpOption] {
            text += Self.row(option.names.joined(separator: ", ") + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
        }
        return text
    }

    static let helpOption = Option(names: ["--help", "-h"], valueName: nil, help: "Show help information.")

    private static func row(_ left: String, _ right: String) -> String {
        let padded = left.count < 28 ? left + String(repeating: " ", count: 28 - left.count) : left + "\n" + String(repeating: " ", count: 30)
        return "  \(padded)\(right)\n"
    }
}
