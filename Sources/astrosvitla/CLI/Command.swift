import Foundation

/// Exit codes scripts rely on; only `main` exits.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
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

    func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}

/// A failure a command reports to the operator (exit 1), with a message that says what to do.
struct CommandError: Error, CustomStringConvertible {
    let description: String
}
