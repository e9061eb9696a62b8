import JSON
import Report

/// The JSON Schema of `AppReport` for `response_format` `json_schema` with `strict: true`: every object
/// closed (`additionalProperties: false`), every property required. The share texts' character limits are
/// `maxLength` (enforced by servers that compile the schema to a grammar, such as llama.cpp; the client drops
/// them for a server that refuses them) and stated in the `description`s too; `AppReport.violations()` checks
/// them after the answer arrives either way.
package enum AppReportSchema {
    package static let name = "app_report"

    package static let schema: JSONValue = object([
        ("summary", text("One or two sentences summing up the report.")),
        ("key_influences", list(of: text("One planet's influence."), count: AppReport.Limits.keyInfluences...AppReport.Limits.keyInfluences,
                                "Exactly 10 items, one per planet in this order: Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune, Pluto.")),
        ("detailed_analysis", text("6 to 8 paragraphs separated by \"\\n\".")),
        ("recommendations", list(of: text("A practical tip that starts with a verb."), count: AppReport.Limits.recommendations,
                                 "3 or 4 practical tips.")),
        ("share_content", object([
            ("condensed_summary", text("At most \(AppReport.Limits.condensedSummaryLength) characters.",
                                       maxLength: AppReport.Limits.condensedSummaryLength)),
            ("top_influences", list(of: text("At most \(AppReport.Limits.topInfluenceLength) characters: glyph, planet in sign, insight.",
                                             maxLength: AppReport.Limits.topInfluenceLength),
                                    count: AppReport.Limits.topInfluences...AppReport.Limits.topInfluences, "Exactly 3 items.")),
            ("top_recommendations", list(of: text("At most \(AppReport.Limits.topRecommendationLength) characters, starting with a verb.",
                                                  maxLength: AppReport.Limits.topRecommendationLength),
                                         count: AppReport.Limits.topRecommendations...AppReport.Limits.topRecommendations, "Exactly 3 items.")),
            ("analysis_highlights", list(of: text("At most \(AppReport.Limits.analysisHighlightLength) characters: a positive trait.",
                                                  maxLength: AppReport.Limits.analysisHighlightLength),
                                         count: AppReport.Limits.analysisHighlights, "3 or 4 items.")),
        ])),
    ])

    private static func object(_ properties: [(String, JSONValue)]) -> JSONValue {
        [
            "type": "object",
            "properties": .object(properties),
            "required": .array(properties.map { .string($0.0) }),
            "additionalProperties": false,
        ]
    }

    private static func text(_ description: String, maxLength: Int? = nil) -> JSONValue {
        guard let maxLength else { return ["type": "string", "description": .string(description)] }
        return ["type": "string", "description": .string(description), "maxLength": .number(maxLength)]
    }

    private static func list(of item: JSONValue, count: ClosedRange<Int>, _ description: String) -> JSONValue {
        [
            "type": "array", "description": .string(description), "items": item,
            "minItems": .number(count.lowerBound), "maxItems": .number(count.upperBound),
        ]
    }
}
