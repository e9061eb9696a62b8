import Foundation

/// Entry point: picks the subcommand, parses its arguments and maps outcomes to exit codes
/// (0 success, 1 failure, 64 usage error). Nothing below this file exits the process.
let commands: [any Command.Type] = [
    InitCommand.self, EnqueueCommand.self, RunCommand.self, StatusCommand.self, ReportsCommand.self, ShowCommand.self, ExportCommand.self, EraseCommand.self, RetryCommand.self,
    BatchListCommand.self, BatchCancelCommand.self, BatchAbandonCommand.self,
    ChartCommand.self, GlossaryCheckCommand.self, GlossaryShowCommand.self, GlossaryPluralCommand.self,
    GlossaryExportCommand.self, GlossaryImportCommand.self, SamplesCommand.self, BenchCommand.self,
]
let version = "0.1.0"

@MainActor
func topLevelHelp() -> String {
    var text = """
        OVERVIEW: AstroSvitla report pipeline: natal charts and localized astrology reports from a job queue.

        USAGE: astrosvitla <subcommand> [options]

        SUBCOMMANDS:

        """
    for command in commands {
        let name = command.spec.name
        text += "  \(name)\(String(repeating: " ", count: max(1, 18 - name.count)))\(command.spec.abstract)\n"
    }
    text += "\n  See 'astrosvitla <subcommand> --help' for the options of each.\n"
    return text
}

@MainActor
func main(_ arguments: [String], context: CommandContext) -> Int32 {
    guard let name = arguments.first else {
        context.err("Error: Missing subcommand\n\n" + topLevelHelp())
        return ExitCode.usage
    }
    switch name {
    case "help" where arguments.count > 1:
        // "help run" is "run --help" (and "help glossary check" is "glossary check --help").
        return main(Array(arguments.dropFirst()) + ["--help"], context: context)
    case "--help", "-h", "help":
        context.out(topLevelHelp())
        return ExitCode.success
    case "--version":
        context.out(version)
        return ExitCode.success
    default:
        break
    }
    // Grouped commands ("glossary check") take two words.
    let twoWords = arguments.count > 1 ? "\(name) \(arguments[1])" : name
    guard let type = commands.first(where: { $0.spec.name == twoWords }) ?? commands.first(where: { $0.spec.name == name }) else {
        let group = commands.filter { $0.spec.name.hasPrefix(name + " ") }
        if !group.isEmpty {
            let list = group.map { "  \($0.spec.name)  \($0.spec.abstract)" }.joined(separator: "\n")
            let help = arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" })
            if help { context.out("SUBCOMMANDS:\n\(list)"); return ExitCode.success }
            context.err("Error: '\(name)' needs a subcommand\n\nSUBCOMMANDS:\n\(list)")
            return ExitCode.usage
        }
        context.err("Error: Unknown subcommand '\(name)'\n\n" + topLevelHelp())
        return ExitCode.usage
    }
    let spec = type.spec
    do {
        let parsed = try ParsedArguments(Array(arguments.dropFirst(spec.name.split(separator: " ").count)), spec: spec)
        if parsed.wantsHelp {
            context.out(spec.help())
            return ExitCode.success
        }
        return try type.init(parsed, context: context).run()
    } catch let error as UsageError {
        context.err("Error: \(error.message)\nUsage: \(spec.usage())\n  See 'astrosvitla \(spec.name) --help'.")
        return ExitCode.usage
    } catch {
        context.err("Error: \(error)")
        return ExitCode.failure
    }
}

// A reader that goes away (`run 2>&1 | head`) makes writes fail with EPIPE, which `StandardStream` ignores; the
// signal would otherwise end a run in the middle of its jobs.
signal(SIGPIPE, SIG_IGN)
exit(main(Array(CommandLine.arguments.dropFirst()), context: CommandContext()))
