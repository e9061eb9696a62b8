/// A usage error: exit 64, print `Error: …` and the usage.
struct UsageError: Error {
    let message: String
}

/// Arguments matched against a `CommandSpec`.
struct ParsedArguments {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]
    private(set) var positionals: [String] = []
    var wantsHelp: Bool { flags.contains("--help") }

    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        let options = spec.options + [CommandSpec.helpOption]
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw UsageError(message: "Unknown option '\(name)'")
            }
            let canonical = option.names[0]
            guard option.valueName != nil else {
                if inlineValue != nil { throw UsageError(message: "'\(canonical)' takes no value") }
                flags.insert(canonical)
                continue
            }
            guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                throw UsageError(message: "Missing value for '\(canonical)'")
            }
            if inlineValue == nil { index += 1 }
            if values[canonical] != nil && !option.repeatable {
                throw UsageError(message: "'\(canonical)' given more than once")
            }
            values[canonical, default: []].append(value)
        }
        if wantsHelp { return }
        let required = spec.positionals.filter { !$0.optional }.count
        let acceptsMany = spec.positionals.last?.repeating == true
        if positionals.count < required {
            throw UsageError(message: "Missing expected argument '<\(spec.positionals[positionals.count].name)>'")
        }
        if !acceptsMany && positionals.count > spec.positionals.count {
            throw UsageError(message: "Unexpected argument '\(positionals[spec.positionals.count])'")
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func value(_ name: String) -> String? { values[name]?.last }

    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    func int(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(message: "'\(name)' must be a whole number in \(range.lowerBound)…\(range.upperBound), got '\(text)'")
        }
        return number
    }

    func double(_ name: String, range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), range.contains(number) else {
            throw UsageError(message: "'\(name)' must be a number in \(range.lowerBound)…\(range.upperBound), got '\(text)'")
        }
        return number
    }

    func choice<T: RawRepresentable>(_ name: String, _ type: T.Type) throws(UsageError) -> T? where T.RawValue == String, T: CaseIterable {
        guard let text = value(name) else { return nil }
        guard let value = T(rawValue: text) else {
            throw UsageError(message: "'\(name)' must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return value
    }
}
