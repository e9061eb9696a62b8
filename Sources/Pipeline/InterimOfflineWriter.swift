import Chart
import Localization
import Report

/// A short offline report and a plain prompt from glossary patterns, until the report-assembly module is wired in.
struct InterimOfflineWriter: ReportWriter, ReportComposer {
    let localizer: Localizer?

    func prompt(for context: ReportContext) throws(JobError) -> ReportPrompt {
        let lines = try write(context).report.keyInfluences
        let language = context.language
        return ReportPrompt(
            system: "You are a professional astrologer. Answer in \(language.englishName) (\(language.nativeName)), \(language.code), as JSON.",
            user: "Area: \(context.request.area.rawValue). Placements:\n" + lines.joined(separator: "\n"),
            version: "interim", requiredTerms: [], forbiddenTerms: [])
    }

    func markdown(for report: AppReport, context: ReportContext) throws(JobError) -> String {
        "# \(report.summary)\n\n" + report.keyInfluences.map { "- \($0)" }.joined(separator: "\n") + "\n"
    }

    func write(_ context: ReportContext) throws(JobError) -> WrittenReport {
        guard let localizer else { throw JobError(code: "writer_unavailable", message: "no glossaries loaded") }
        do {
            let language = context.language
            var influences: [String] = []
            for body in [\BodyTable.sun, \.moon, \.mercury, \.venus, \.mars, \.jupiter, \.saturn, \.uranus, \.neptune, \.pluto] {
                let placement = context.chart.bodies[keyPath: body]
                let name = Self.bodyName(body)
                guard let bodyKey = GlossaryKeys.body(name), let keyword = GlossaryKeys.keyword(body: name),
                      let signKey = GlossaryKeys.sign(index: ZodiacSign.allCases.firstIndex(of: placement.sign) ?? 0) else { continue }
                var args: [LocalizedArgument] = [.term(bodyKey), .term(signKey)]
                let pattern: String
                if let house = placement.house, let houseKey = GlossaryKeys.house(house) {
                    args.append(.term(houseKey))
                    pattern = "pattern.planet_in_sign_house"
                } else {
                    pattern = "pattern.planet_in_sign"
                }
                args.append(.text(try localizer.lookup(keyword, language: language)))
                influences.append(try localizer.lookup(pattern, language: language, args: args))
            }
            let area = context.request.area.rawValue
            let summary = try localizer.lookup("pattern.focus", language: language,
                                               args: [.text(try localizer.lookup(GlossaryKeys.focus(area: area), language: language))])
            let title = try localizer.lookup("report.title", language: language, args: [.term(GlossaryKeys.area(area))])
            let report = AppReport(summary: summary, keyInfluences: influences, detailedAnalysis: influences.joined(separator: "\n"),
                                   recommendations: [], shareContent: ShareContent(condensedSummary: String(summary.prefix(280)),
                                   topInfluences: [], topRecommendations: [], analysisHighlights: []))
            let markdown = "# \(title)\n\n\(summary)\n\n" + influences.map { "- \($0)" }.joined(separator: "\n") + "\n"
            return WrittenReport(report: report, markdown: markdown, backend: .offline)
        } catch {
            throw JobError(code: "localization_failed", message: error.message)
        }
    }

    static func bodyName(_ path: KeyPath<BodyTable, BodyPlacement>) -> String {
        switch path {
        case \BodyTable.sun: "sun"
        case \BodyTable.moon: "moon"
        case \BodyTable.mercury: "mercury"
        case \BodyTable.venus: "venus"
        case \BodyTable.mars: "mars"
        case \BodyTable.jupiter: "jupiter"
        case \BodyTable.saturn: "saturn"
        case \BodyTable.uranus: "uranus"
        case \BodyTable.neptune: "neptune"
        default: "pluto"
        }
    }
}
