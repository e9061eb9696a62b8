import Synchronization
import Foundation

/// Headless Chromium (Debian's `chromium`) as a printer: HTML in, a PDF or a PNG out. Each call gets a fresh
/// temporary profile and working folder (removed afterwards), no network at all (every host resolves nowhere,
/// a dead proxy), and a timeout after which the browser is stopped. The core pipeline never needs it.
package struct ChromiumPrinter: Sendable {
    package let executable: String
    package var timeout: Double = 60

    /// `ASTROSVITLA_CHROMIUM`, else the first of chromium, chromium-browser, google-chrome on `PATH`.
    package init(environment: [String: String]) throws(JobError) {
        if let configured = environment["ASTROSVITLA_CHROMIUM"], !configured.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: configured) else {
                throw JobError(code: .exportToolMissing, message: "ASTROSVITLA_CHROMIUM=\(configured) is not an executable file")
            }
            executable = configured
            return
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                executable = "\(folder)/\(name)"
                return
            }
        }
        throw JobError(code: .exportToolMissing, message: "PDF and share-image export need Chromium and fonts: apt-get install chromium "
                       + "fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji (scripts/install-deps.sh --exports), or set ASTROSVITLA_CHROMIUM")
    }

    /// The page printed to PDF with the page size and margin boxes its CSS declares (`@page`).
    package func pdf(html: String) throws(JobError) -> Data {
        try run(html, output: "out.pdf") { ["--no-pdf-header-footer", "--print-to-pdf=\($0)"] }
    }

    /// The page's first `width`×`height` pixels as PNG; `fragment` ("#card-2") is passed to the page.
    package func screenshot(html: String, fragment: String = "", width: Int, height: Int) throws(JobError) -> Data {
        try run(html, output: "out.png", fragment: fragment) {
            ["--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=\(width),\(height)", "--screenshot=\($0)"]
        }
    }

    /// The document after its scripts ran (`--dump-dom`): how a page reports what it measured.
    package func dom(html: String, width: Int, height: Int) throws(JobError) -> String {
        String(decoding: try run(html, output: nil) { _ in ["--window-size=\(width),\(height)", "--dump-dom"] }, as: UTF8.self)
    }

    /// Writes the page to a fresh folder, runs the browser on it and returns the output file (or stdout).
    private func run(_ html: String, output: String?, fragment: String = "", _ arguments: (String) -> [String]) throws(JobError) -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("astrosvitla-print-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html"), result = folder.appendingPathComponent(output ?? "none")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(try Self.confined(html).utf8).write(to: page)
        } catch {
            throw JobError(code: .exportFailed, message: "cannot prepare \(folder.path): \(error.localizedDescription)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-sync", "--disable-background-networking", "--disable-component-update", "--mute-audio",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND",
        ] + arguments(result.path) + [page.absoluteString + fragment]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch {
            throw JobError(code: .exportToolMissing, message: "cannot start \(executable): \(error.localizedDescription)")
        }
        // Both pipes are drained while the browser runs, so a chatty one never blocks on a full pipe.
        let collected = OutputCollector()
        let readers = DispatchGroup()
        for (pipe, keep) in [(stdout, true), (stderr, false)] {
            DispatchQueue.global().async(group: readers) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                if keep { collected.set(data) } else { collected.setErrors(data) }
            }
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            throw JobError(code: .exportFailed, message: "Chromium did not finish within \(Int(timeout)) s; stopped")
        }
        readers.wait()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: collected.errors.suffix(600), as: UTF8.self)
                .split(separator: "\n").filter { !$0.contains("dbus") && !$0.isEmpty }.suffix(3).joined(separator: " | ")
            throw JobError(code: .exportFailed, message: "Chromium exited with status \(process.terminationStatus): \(detail)")
        }
        guard let output else { return collected.output }
        guard let data = try? Data(contentsOf: result), !data.isEmpty else {
            throw JobError(code: .exportFailed, message: "Chromium wrote no \(output)")
        }
        return data
    }
}

extension ChromiumPrinter {
    /// The only policy a printed page gets: its own inline style and script, images drawn inline (`data:`), and
    /// nothing else: no file (`url(file:///…)` in a style, an `<img>`, an `@import`), no frame, no font file,
    /// no network. The page is a file:// URL, and Chromium lets such a page load other local files otherwise.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
        + "img-src data:; base-uri 'none'; form-action 'none'"

    /// The page with the policy as the first element of its head, before anything it could apply to.
    static func confined(_ html: String) throws(JobError) -> String {
        guard let head = html.range(of: "<head>", options: .caseInsensitive) else {
            throw JobError(code: .exportFailed, message: "the page to print has no <head> to put its content security policy in")
        }
        return html[..<head.upperBound] + "\n<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">"
            + html[head.upperBound...]
    }
}

/// What the reader threads collected.
private final class OutputCollector: Sendable {
    private let streams = Mutex((output: Data(), errors: Data()))
    func set(_ data: Data) { streams.withLock { $0.output = data } }
    func setErrors(_ data: Data) { streams.withLock { $0.errors = data } }
    var output: Data { streams.withLock { $0.output } }
    var errors: Data { streams.withLock { $0.errors } }
}
