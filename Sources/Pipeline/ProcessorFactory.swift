import Ephemeris
import Foundation
import LLM
import Localization
import TimeZones

/// Builds the processor the CLI runs with from the environment: the bundled ephemeris, the system
/// zoneinfo, the glossaries, and the writer for the chosen backend.
public enum ProcessorFactory {
    /// `llm` when an LLM URL or key is configured, else `offline`.
    public static func defaultBackend(environment: [String: String]) -> Backend {
        let configured = ["ASTROSVITLA_LLM_URL", "ASTROSVITLA_LLM_KEY", "OPENAI_API_KEY"]
            .contains { !(environment[$0] ?? "").isEmpty }
        return configured ? .llm : .offline
    }

    public static func processor(backend: Backend?, environment: [String: String]) throws -> ChartReportProcessor {
        let localizer = try loadLocalizer(environment: environment)
        let writer: ReportWriter
        let offline = InterimOfflineWriter(localizer: localizer)
        switch backend ?? defaultBackend(environment: environment) {
        case .offline: writer = offline
        case .llm: writer = LLMReportWriter(client: try LLMClient(configuration: LLMConfiguration(environment: environment)), composer: offline)
        }
        return ChartReportProcessor(ephemeris: try Ephemeris.bundled(), zones: TimeZoneDatabase(environment: environment), writer: writer)
    }

    /// What `enqueue` needs: zone history and the ephemeris range, no writer.
    public static func validator(environment: [String: String]) throws -> JobProcessor {
        ChartReportProcessor(ephemeris: try Ephemeris.bundled(), zones: TimeZoneDatabase(environment: environment),
                             writer: InterimOfflineWriter(localizer: nil))
    }

    static func loadLocalizer(environment: [String: String]) throws -> Localizer {
        guard let directory = GlossaryLoader.defaultDirectory(environment: environment) else {
            throw JobError(code: "glossaries_not_found", message: "no Glossaries/ directory found; set ASTROSVITLA_GLOSSARIES")
        }
        return try GlossaryLoader(directory: directory).localizer()
    }
}
