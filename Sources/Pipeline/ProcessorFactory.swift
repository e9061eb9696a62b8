import Foundation
import Report
import Store

/// Builds the job processor the CLI runs with. Interim: a minimal offline report until the chart
/// engine, glossaries and report assembly are wired in.
public enum ProcessorFactory {
    public static func processor(backend: Backend?, environment: [String: String]) throws -> JobProcessor {
        MinimalOfflineProcessor()
    }

    public static func validator(environment: [String: String]) throws -> JobProcessor {
        MinimalOfflineProcessor()
    }
}

struct MinimalOfflineProcessor: JobProcessor {
    func validate(_ request: JobRequest) throws(JobError) {}

    func process(_ request: JobRequest) throws(JobError) -> NewReport {
        let report = AppReport(summary: "Report for \(request.area.rawValue).", keyInfluences: [], detailedAnalysis: "",
                               recommendations: [], shareContent: ShareContent(condensedSummary: "", topInfluences: [],
                                                                               topRecommendations: [], analysisHighlights: []))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return NewReport(jobID: request.id, languageCode: "en", requestedLanguage: request.language, languageFallback: false,
                         area: request.area.rawValue, houseSystem: request.houseSystem.rawValue, chartJSON: "{}",
                         reportJSON: json, reportMarkdown: "# \(report.summary)\n", backend: Backend.offline.rawValue,
                         model: nil, promptVersion: nil, templateVersion: nil, glossaryVersion: nil)
    }
}
