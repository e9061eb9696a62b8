import Foundation
import Pipeline

/// Exit codes scripts rely on; only `main` exits.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    /// sysexits' EX_TEMPFAIL: the LLM server was unreachable; the jobs wait in the queue for the next run.
    static let temporaryFailure: Int32 = 75

    /// A run stopped by a signal: 128 + its number (130 for SIGINT, 143 for SIGTERM), as shells report it.
    static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}

/// One subcommand: its argument spec, how it reads parsed arguments, and what it does.
protocol Command {
    static var spec: CommandSpec { get }
    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError)
    /// Returns the exit code; throws for failures that should print `Error: …` and exit 1.
    func run() throws -> Int32
}

/// What commands get from the process: environment, working directory and output streams.
struct CommandContext: Sendable {
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var standardErrorIsTerminal: Bool = isatty(STDERR_FILENO) == 1
    var standardOutputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1

    /// Everything a command prints goes through `TerminalText.safe`: user text never drives the terminal.
    func out(_ text: String) {
        let safe = TerminalText.safe(text)
        StandardStream.output.write(safe.hasSuffix("\n") ? safe : safe + "\n")
    }

    func err(_ text: String) {
        let safe = TerminalText.safe(text)
        StandardStream.error.write(safe.hasSuffix("\n") ? safe : safe + "\n")
    }
}

/// A failure a command reports to the operator (exit 1), with a message that says what to do.
struct CommandError: Error, CustomStringConvertible {
    let description: String
}
