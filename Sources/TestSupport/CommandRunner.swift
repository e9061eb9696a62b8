import Foundation
import Synchronization

/// Runs a built executable and captures its exit status and output, for CLI tests.
package struct CommandResult: Sendable {
    package let status: Int32
    package let stdout: String
    package let stderr: String
}

package enum CommandRunner {
    package static func run(_ executable: URL, _ arguments: [String], stdin: Data? = nil,
                           environment: [String: String]? = nil, directory: URL? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes while the process runs so neither can fill up and block it.
        let errData = Mutex<Data?>(nil)
        let reader = Thread { let data = err.fileHandleForReading.readDataToEndOfFile(); errData.withLock { $0 = data } }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while errData.withLock({ $0 == nil }) { Thread.sleep(forTimeInterval: 0.001) }
        return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData.withLock { $0 } ?? Data(), as: UTF8.self))
    }
}
