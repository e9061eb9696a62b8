/// The report object exactly as the AstroSvitla app decodes it (snake_case keys).
package struct AppReport: Sendable, Equatable, Codable {
    package var summary: String
    /// One entry per planet, Sun … Pluto.
    package var keyInfluences: [String]
    /// Paragraphs separated by "\n", as the app expects.
    package var detailedAnalysis: String
    /// Three or four practical tips.
    package var recommendations: [String]
    package var shareContent: ShareContent

    package init(summary: String, keyInfluences: [String], detailedAnalysis: String,
                recommendations: [String], shareContent: ShareContent) {
        self.summary = summary
        self.keyInfluences = keyInfluences
        self.detailedAnalysis = detailedAnalysis
        self.recommendations = recommendations
        self.shareContent = shareContent
    }

    enum CodingKeys: String, CodingKey {
        case summary
        case keyInfluences = "key_influences"
        case detailedAnalysis = "detailed_analysis"
        case recommendations
        case shareContent = "share_content"
    }
}

/// The app's share block; limits are in Swift `Character`s.
package struct ShareContent: Sendable, Equatable, Codable {
    package var condensedSummary: String
    package var topInfluences: [String]
    package var topRecommendations: [String]
    package var analysisHighlights: [String]

    package init(condensedSummary: String, topInfluences: [String], topRecommendations: [String],
                analysisHighlights: [String]) {
        self.condensedSummary = condensedSummary
        self.topInfluences = topInfluences
        self.topRecommendations = topRecommendations
        self.analysisHighlights = analysisHighlights
    }

    enum CodingKeys: String, CodingKey {
        case condensedSummary = "condensed_summary"
        case topInfluences = "top_influences"
        case topRecommendations = "top_recommendations"
        case analysisHighlights = "analysis_highlights"
    }
}
