import Ephemeris
import Foundation
import LLM
import Localization
import Report
import TimeZones

/// Builds what the CLI runs with from the environment: the bundled ephemeris, the system zoneinfo, the
/// glossaries and templates, and the report backend.
package enum ProcessorFactory {
    /// `llm` when the environment asks for a model (an LLM URL or key is set), else `offline`.
    package static func defaultBackend(environment: [String: String]) -> BackendKind {
        LLMConfiguration.isRequested(by: environment) ? .llm : .offline
    }

    /// `concurrency`: for the LLM backend, the requests kept in flight; `stop`: raised when the run stops, so
    /// requests not yet sent are not sent.
    package static func processor(backend: BackendKind?, environment: [String: String], concurrency: Int = 1,
                                 stop: StopFlag? = nil) throws -> ChartReportProcessor {
        let renderer = try renderer(environment: environment)
        let writer = try reportBackend(backend, environment: environment, renderer: renderer, concurrency: concurrency, stop: stop)
        return ChartReportProcessor(ephemeris: try Ephemeris.bundled(), zones: TimeZoneDatabase(environment: environment),
                                    composer: ReportComposer(backend: writer, renderer: renderer))
    }

    /// The writer for `backend` (default: `defaultBackend`).
    package static func reportBackend(_ backend: BackendKind?, environment: [String: String], renderer: ReportRenderer,
                                     concurrency: Int = 1, stop: StopFlag? = nil) throws -> any ReportBackend {
        switch backend ?? defaultBackend(environment: environment) {
        case .offline:
            OfflineReportWriter(localizer: renderer.localizer)
        case .llm:
            try llmBackend(LLMConfiguration(environment: environment), renderer: renderer, concurrency: concurrency, stop: stop)
        }
    }

    private static func llmBackend(_ configuration: LLMConfiguration, renderer: ReportRenderer, concurrency: Int,
                                   stop: StopFlag?) throws -> LLMReportBackend {
        LLMReportBackend(client: try LLMClient(configuration: configuration),
                         prompts: PromptBuilder(templates: renderer.templates, localizer: renderer.localizer,
                                                sendsPersonalData: configuration.sendsPersonalData),
                         maxInFlight: concurrency, stop: stop,
                         outages: OutageGate(initialProbeDelay: configuration.outageProbeDelay,
                                             maxProbeDelay: max(configuration.outageProbeDelay, 60), maxWait: configuration.outageWait))
    }

    /// What `enqueue` needs: zone history and the ephemeris range, no backend.
    package static func validator(environment: [String: String]) throws -> JobProcessor {
        ChartReportProcessor(ephemeris: try Ephemeris.bundled(), zones: TimeZoneDatabase(environment: environment), composer: nil)
    }

    /// Templates and glossaries from their default directories (environment overrides first).
    package static func renderer(environment: [String: String]) throws -> ReportRenderer {
        guard let glossaries = GlossaryLoader.defaultDirectory(environment: environment) else {
            throw JobError(code: .glossariesNotFound, message: "no Glossaries/ directory found; set ASTROSVITLA_GLOSSARIES")
        }
        guard let templates = TemplateLoader.defaultDirectory(environment: environment) else {
            throw JobError(code: .templatesNotFound, message: "no Templates/ directory found; set ASTROSVITLA_TEMPLATES")
        }
        return ReportRenderer(templates: try TemplateLoader(directory: templates).load(),
                              localizer: try GlossaryLoader(directory: glossaries).localizer())
    }
}
