/// The app's limits on a report, counted in Swift `Character`s (what the app's `ShareContent` checks),
/// and a validation that lists every violation so a corrective prompt can name them all at once.
extension AppReport {
    package enum Limits {
        /// One key influence per planet, Sun … Pluto.
        package static let keyInfluences = 10
        package static let recommendations = 3...4
        package static let condensedSummaryLength = 280
        package static let topInfluences = 3
        package static let topInfluenceLength = 40
        package static let topRecommendations = 3
        package static let topRecommendationLength = 60
        package static let analysisHighlights = 3...4
        package static let analysisHighlightLength = 50
    }

    /// One broken rule: the JSON path of the field and what is wrong with it, in plain English
    /// (it is shown to the model in a corrective retry and stored as a failure reason).
    package struct Violation: Sendable, Equatable, CustomStringConvertible {
        package let field: String
        package let problem: String

        package init(field: String, problem: String) {
            self.field = field
            self.problem = problem
        }

        package var description: String { "\(field): \(problem)" }
    }

    /// Every rule the report breaks; empty when it satisfies the app's contract.
    package func violations() -> [Violation] {
        var found: [Violation] = []
        func requireText(_ text: String, _ field: String, maxLength: Int? = nil) {
            if text.allSatisfy(\.isWhitespace) {
                found.append(Violation(field: field, problem: "is empty"))
            } else if let maxLength, text.count > maxLength {
                found.append(Violation(field: field, problem: "has \(text.count) characters, at most \(maxLength) allowed"))
            }
        }
        func requireCount(_ items: [String], _ field: String, _ allowed: ClosedRange<Int>, maxLength: Int? = nil) {
            if !allowed.contains(items.count) {
                let expected = allowed.count == 1 ? "exactly \(allowed.lowerBound)" : "\(allowed.lowerBound) to \(allowed.upperBound)"
                found.append(Violation(field: field, problem: "has \(items.count) items, \(expected) required"))
            }
            for (index, item) in items.enumerated() { requireText(item, "\(field)[\(index)]", maxLength: maxLength) }
        }

        requireText(summary, "summary")
        requireCount(keyInfluences, "key_influences", Limits.keyInfluences...Limits.keyInfluences)
        requireText(detailedAnalysis, "detailed_analysis")
        requireCount(recommendations, "recommendations", Limits.recommendations)
        requireText(shareContent.condensedSummary, "share_content.condensed_summary",
                    maxLength: Limits.condensedSummaryLength)
        requireCount(shareContent.topInfluences, "share_content.top_influences",
                     Limits.topInfluences...Limits.topInfluences, maxLength: Limits.topInfluenceLength)
        requireCount(shareContent.topRecommendations, "share_content.top_recommendations",
                     Limits.topRecommendations...Limits.topRecommendations, maxLength: Limits.topRecommendationLength)
        requireCount(shareContent.analysisHighlights, "share_content.analysis_highlights",
                     Limits.analysisHighlights, maxLength: Limits.analysisHighlightLength)
        return found
    }

    /// All prose of the report joined, for language and terminology checks.
    package var allText: String {
        ([summary] + keyInfluences + [detailedAnalysis] + recommendations
            + [shareContent.condensedSummary] + shareContent.topInfluences + shareContent.topRecommendations
            + shareContent.analysisHighlights).joined(separator: "\n")
    }
}
