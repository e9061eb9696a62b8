import Foundation
import Testing
import TestSupport

let executable = BuiltProducts.executable("astrosvitla")
let repositoryRoot = BuiltProducts.packageRoot(from: #filePath)

func validJob(_ id: String? = nil, language: String = "uk-UA") -> String {
    let idField = id.map { #""id": "\#($0)", "# } ?? ""
    return #"{\#(idField)"name": "Olena", "birth": {"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.4501, "longitude": 30.5234}, "language": "\#(language)", "area": "career"}"#
}

@Suite struct CLITests {
    let directory = TemporaryDirectory()
    var storage: [String] { ["--queue", directory.url.appendingPathComponent("jobs").path,
                             "--db", directory.url.appendingPathComponent("db.sqlite").path] }

    func cli(_ arguments: [String], stdin: Data? = nil) throws -> CommandResult {
        try CommandRunner.run(executable, arguments, stdin: stdin)
    }

    @Test(arguments: ["init", "enqueue", "run", "status", "reports", "show", "export", "chart", "bench", "glossary check",
                      "glossary show", "glossary plural", "glossary export", "glossary import", "samples", "erase", "retry",
                      "batch list", "batch cancel", "batch abandon"])
    func everyCommandHasHelp(_ command: String) throws {
        let result = try cli(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: astrosvitla \(command)"))
        #expect(result.stderr.isEmpty)
    }

    @Test func chartJSONLinesCapALineAndRefuseTheDatesEnqueueRefuses() throws {
        let long = #"{"x": ""# + String(repeating: "a", count: 2 << 20) + #""}"#
        let input = [long, #"{"utc": "2200-01-01T00:00:01Z", "latitude": 1, "longitude": 2}"#,
                     #"{"utc": "2000-01-01T00:00:00Z", "latitude": 1, "longitude": 2}"#].joined(separator: "\n")
        let result = try cli(["chart", "--jsonl"], stdin: Data(input.utf8))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(result.status == 1 && lines.count == 3)
        #expect(lines[0].contains(#""code":"line_too_long""#) && lines[0].contains(#""line":1"#))
        #expect(lines[1].contains(#""code":"date_out_of_range""#) && lines[1].contains("2200-01-01 00:00 UT"))
        #expect(lines[2].hasPrefix(#"{"angles""#))
        // enqueue refuses a birth after the same limit with the same code and words.
        let job = #"{"id": "late", "birth": {"date": "2200-01-01", "time": "00:01", "utcOffset": "+00:00", "latitude": 1, "longitude": 2}, "language": "en", "area": "general"}"#
        let enqueue = try cli(["enqueue", "--json"] + storage + ["-"], stdin: Data(job.utf8))
        #expect(enqueue.status == 1)
        #expect((enqueue.stdout + enqueue.stderr).contains("date_out_of_range"))
        #expect((enqueue.stdout + enqueue.stderr).contains("2200-01-01 00:00 UT"))
    }

    @Test func chartJSONLinesGiveOneResultPerLineAndAnErrorObjectForABadOne() throws {
        let input = """
            {"utc": "2038-05-09T07:04:00Z", "latitude": -47.33, "longitude": 164.2, "houseSystems": ["koch", "campanus"]}
            {"date": "2023-02-30", "timeZone": "UTC", "latitude": 0, "longitude": 0}
            {"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.4501, "longitude": 30.5234}

            """
        let result = try cli(["chart", "--jsonl"], stdin: Data(input.utf8))
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 3)
        let first = try #require(lines[0] ?? nil)
        #expect(Set(((first["houses"] as? [String: Any]) ?? [:]).keys) == ["koch", "campanus"])
        let bodies = try #require(first["bodies"] as? [String: Any])
        #expect(Set(bodies.keys) == ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune",
                                     "pluto", "meanNode", "trueNode", "southNode", "lilith"])
        for key in ["julianDayUT", "deltaT", "angles", "aspects"] { #expect(first[key] != nil, "\(key)") }
        let error = try #require((lines[1] ?? nil)?["error"] as? [String: Any])
        #expect(error["code"] as? String == "invalid_date" && error["field"] as? String == "date")
        // The app's sample: ascendant 3°32′ Leo per the Swiss Ephemeris (astrosvitla.md, appendix A).
        let angles = try #require((lines[2] ?? nil)?["angles"] as? [String: Any])
        #expect(abs((angles["ascendant"] as? Double ?? 0) - 123.53) < 0.01)
    }

    @Test func glossaryCommandsAnswerForTranslators() throws {
        #expect(try cli(["glossary", "plural", "--language", "uk", "21"]).stdout == "one\n")
        #expect(try cli(["glossary", "plural", "--language", "uk", "5"]).stdout == "many\n")
        #expect(try cli(["glossary", "plural", "--language", "ja", "1"]).stdout == "other\n")
        #expect(try cli(["glossary", "plural", "--language", "xx", "1"]).status == 64)
        let check = try cli(["glossary", "check", "--glossaries", repositoryRoot.appendingPathComponent("Glossaries").path])
        #expect(check.status == 0, "\(check.stdout)")
        let show = try cli(["glossary", "show", "sign.libra", "--language", "de", "--glossaries",
                            repositoryRoot.appendingPathComponent("Glossaries").path])
        #expect(show.stdout.contains("Waage"))
    }

    @Test func usageErrorsExit64WithErrorAndUsageOnStderr() throws {
        for arguments in [["frobnicate"], ["run", "--concurrency", "zero"], ["show"], ["export", "1", "--format", "docx"],
                          ["export", "1", "--format", "share"], ["export", "1", "--paper", "a4"], ["run", "--batch", "--watch"], []] {
            let result = try cli(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
    }

    /// A filter value that would match nothing is refused with the nearest one it knows, not answered with "nothing".
    @Test func filtersRefuseUnknownValuesAndSuggestTheNearest() throws {
        for (arguments, suggestion) in [(["reports", "--language", "uk-UA"], "'uk'"), (["reports", "--area", "wellness"], "'health'"),
                                        (["retry", "--code", "http_401"], "'llm_http_401'"), (["reports", "--language", "xx"], "one of: en")] {
            let result = try cli(arguments)
            #expect(result.status == 64 && result.stderr.contains(suggestion), "\(arguments): \(result.stderr)")
        }
    }

    /// A mistyped --db is an error, and reading commands create nothing.
    @Test func readingCommandsNeverCreateADatabase() throws {
        let directory = TemporaryDirectory()
        let typo = directory.url.appendingPathComponent("typo.sqlite").path
        for arguments in [["status"], ["reports"], ["show", "1"], ["export", "1"]] {
            let result = try cli(arguments + ["--db", typo, "--queue", directory.url.appendingPathComponent("jobs").path])
            #expect(result.status == 1 && result.stderr.contains("database_not_found"), "\(arguments): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: typo), "\(arguments)")
        }
        let storage = ["--db", typo, "--queue", directory.url.appendingPathComponent("jobs").path]
        #expect(try cli(["init"] + storage).stdout.contains("(created)"))
        #expect(try cli(["status"] + storage).status == 0 && cli(["init"] + storage).stdout.contains("already there"))
    }

    /// A PDF asked for on a terminal is refused (usage, 64) instead of garbling it; `script` gives the binary a
    /// terminal (util-linux, part of every Debian system).
    @Test func aPDFIsNeverWrittenToATerminal() throws {
        let command = "\(executable.path) export 1 --format pdf"
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"])
        #expect(result.status == 64 && result.stdout.contains("--format pdf is binary"), "\(result.stdout)")
    }

    @Test func helpBeforeACommandIsThatCommandsHelp() throws {
        for command in ["run", "glossary check"] {
            let result = try cli(["help"] + command.split(separator: " ").map(String.init))
            #expect(result.status == 0 && result.stdout.contains("USAGE: astrosvitla \(command)"), "\(command)")
        }
    }

    /// A report written in English because its language is not one of the 13 says so in `job_done` and in `status`.
    @Test func aLanguageFallbackIsLoggedAndCounted() throws {
        let file = try directory.write("nora.json", validJob("nora", language: "nb-NO"))
        #expect(try cli(["enqueue"] + storage + [file]).status == 0)
        let run = try cli(["run"] + storage + ["--json"])
        let done = run.stderr.split(separator: "\n").first { $0.contains("\"job_done\"") } ?? ""
        #expect(done.contains("\"language_fallback\":\"nb-NO\""), "\(run.stderr)")
        let status = try JSONSerialization.jsonObject(with: Data(try cli(["status"] + storage + ["--json"]).stdout.utf8)) as? [String: Any]
        #expect(status?["languageFallbacks"] as? Int == 1)
    }

    @Test func enqueueRunStatusAndExportWorkTogether() throws {
        let file = try directory.write("olena.json", validJob())
        let enqueued = try cli(["enqueue"] + storage + [file])
        #expect(enqueued.status == 0)
        #expect(enqueued.stdout == "olena\n")
        let again = try cli(["enqueue"] + storage + [file])
        #expect(again.status == 1)
        #expect(again.stderr.contains("olena.json") && again.stderr.contains("already queued or stored"))

        let run = try cli(["run"] + storage + ["--json"])
        #expect(run.status == 0)
        let summary = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(summary?["succeeded"] as? Int == 1)
        // Not a terminal: stderr carries JSON lines, none with birth data.
        for line in run.stderr.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
            #expect(!line.contains("1990-03-25") && !line.contains("50.45"))
        }

        let status = try cli(["status"] + storage + ["--json"])
        let counts = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any]
        #expect(counts?["queued"] as? Int == 0 && counts?["processing"] as? Int == 0)
        #expect(counts?["done"] as? Int == 1 && counts?["failed"] as? Int == 0)
        #expect((counts?["batches"] as? [Any])?.isEmpty == true && counts?["batchedReports"] as? Int == 0)
        let batches = try cli(["batch", "list"] + ["--db", storage[storage.firstIndex(of: "--db")! + 1], "--json"])
        #expect(batches.status == 0 && batches.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")

        let listed = try cli(["reports"] + storage + ["--json", "--job", "olena"])
        let report = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any]
        let id = try #require(report?["id"] as? Int)
        for format in ["md", "html", "json"] {
            let out = directory.url.appendingPathComponent("report.\(format)").path
            let exported = try cli(["export"] + storage + [String(id), "--format", format, "--out", out])
            #expect(exported.status == 0, "\(format): \(exported.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
        #expect(try cli(["show"] + storage + ["999"]).status == 1)

        let regenerated = try cli(["enqueue"] + storage + ["--regenerate", file])
        #expect(regenerated.status == 0)
        #expect(try cli(["run"] + storage).status == 0)
        let generations = try cli(["reports"] + storage + ["--json", "--job", "olena"]).stdout.split(separator: "\n")
        #expect(generations.count == 2)
    }

    @Test func enqueueFromStandardInputNeedsAnId() throws {
        let withoutID = try cli(["enqueue"] + storage + ["-"], stdin: Data(validJob().utf8))
        #expect(withoutID.status == 1)
        #expect(withoutID.stderr.contains("id"))
        let withID = try cli(["enqueue"] + storage + ["-"], stdin: Data(validJob("from-stdin").utf8))
        #expect(withID.status == 0 && withID.stdout == "from-stdin\n")
    }

    @Test func enqueueRefusesABadRequestAndNamesFileAndField() throws {
        let file = try directory.write("bad.json", #"{"birth": {"date": "2023-02-30", "timeZone": "UTC", "latitude": 0, "longitude": 0}, "language": "en", "area": "career"}"#)
        let result = try cli(["enqueue"] + storage + [file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.json") && result.stderr.contains("birth.date"))
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("jobs/incoming/bad.json").path) == false)
    }

    @Test func eraseRemovesAJobAndSaysWhatItRemoved() throws {
        let file = directory.url.appendingPathComponent("olena.json")
        try Data(validJob("olena").utf8).write(to: file)
        #expect(try cli(["enqueue"] + storage + [file.path]).status == 0)
        #expect(try cli(["run"] + storage).status == 0)
        #expect(try cli(["erase"] + storage).status == 64)
        #expect(try cli(["erase", "--before", "2026-13-01"] + storage).status == 64)
        // A date the calendar does not have is refused, not read as the next month's first days.
        for date in ["2026-02-30", "2026-02-29", "2026-04-31", "1900-02-29"] {
            let refused = try cli(["erase", "--before", date] + storage)
            #expect(refused.status == 64 && refused.stderr.contains("'--before' must be a date"), "\(date)")
            #expect(try cli(["retry", "--since", date] + storage).status == 64, "\(date)")
        }
        #expect(try cli(["erase", "--before", "2024-02-29", "--dry-run"] + storage).status == 0)
        let dry = try cli(["erase", "--job", "olena", "--dry-run"] + storage)
        #expect(dry.status == 0 && dry.stdout.contains("would erase olena: 1 report(s), 1 claim(s), 1 file(s)"), "\(dry.stdout)")
        let erased = try cli(["erase", "--job", "olena", "--json"] + storage)
        #expect(erased.status == 0 && erased.stdout.contains(#""erased":true"#) && erased.stdout.contains(#""reports":1"#), "\(erased.stdout)")
        #expect(try cli(["reports"] + storage).stdout.contains("No reports."))
        let again = try cli(["erase", "--job", "olena"] + storage)
        #expect(again.status == 1 && again.stderr.contains("no trace of job 'olena'"))
    }

    @Test func runExitsOneWhenAJobFailed() throws {
        try directory.write("jobs/incoming/broken.json", "{")
        let result = try cli(["run"] + storage)
        #expect(result.status == 1)
        #expect(result.stderr.contains(#""code":"invalid_json""#))
    }

    @Test func samplesWriteEveryLanguageSideBySide() throws {
        let out = directory.url.appendingPathComponent("samples")
        let result = try CommandRunner.run(executable, ["samples", "--languages", "uk,ja,zh-Hant", "--out", out.path,
                                                        "--chart", repositoryRoot.appendingPathComponent("jobs/examples/olena-uk.json").path],
                                           directory: repositoryRoot)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for code in ["uk", "ja", "zh-Hant"] {
            for file in ["report.md", "report.html", "report.json"] {
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(code)/\(file)").path), "\(code)/\(file)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
        #expect(try cli(["samples", "--languages", "uk,xx"]).status == 64)
    }
}

/// The shipped binary carries no test code: the loopback server with scripted faults lives in TestSupport,
/// linked only into tests and the separate `astrosvitla-bench-llm` tool.
@Suite struct ProductBinaryTests {
    @Test func theProductLinksNoTestSupportSymbol() throws {
        let symbols = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/nm"), [executable.path])
        #expect(symbols.status == 0)
        #expect(symbols.stdout.contains("astrosvitla"), "nm printed no symbols")
        #expect(!symbols.stdout.contains("11TestSupport"), "TestSupport is linked into the product")
    }

    @Test func theLLMBenchmarkIsItsOwnToolWithHelp() throws {
        let help = try CommandRunner.run(BuiltProducts.executable("astrosvitla-bench-llm"), ["--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: astrosvitla-bench-llm"))
        let bad = try CommandRunner.run(BuiltProducts.executable("astrosvitla-bench-llm"), ["--jobs", "0"])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: '--jobs'"))
    }
}
