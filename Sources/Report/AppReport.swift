/// The report object exactly as the AstroSvitla app decodes it (snake_case keys).
public struct AppReport: Sendable, Equatable, Codable {
    public var summary: String
    /// One entry per planet, Sun … Pluto.
    public var keyInfluences: [String]
    /// Paragraphs separated by "\n", as the app expects.
    public var detailedAnalysis: String
    /// Three or four practical tips.
    public var recommendations: [String]
    public var shareContent: ShareContent

    public init(summary: String, keyInfluences: [String], detailedAnalysis: String,
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
public struct ShareContent: Sendable, Equatable, Codable {
    public var condensedSummary: String
    public var topInfluences: [String]
    public var topRecommendations: [String]
    public var analysisHighlights: [String]

    public init(condensedSummary: String, topInfluences: [String], topRecommendations: [String],
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
