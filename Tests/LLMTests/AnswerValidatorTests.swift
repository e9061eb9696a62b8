import LLM
import Localization
import Report
import Testing

struct AnswerValidatorTests {
    @Test func fixtureReportsSatisfyTheAppContract() {
        #expect(ReportFixture.ukrainian().violations().isEmpty)
        #expect(ReportFixture.english().violations().isEmpty)
    }

    @Test func violationsNameEveryBrokenRuleInCharacters() {
        var report = ReportFixture.ukrainian()
        report.keyInfluences.removeLast()
        report.recommendations = ["Одна порада."]
        // 40 characters that are 2 UTF-16 units / several bytes each still count as 40.
        report.shareContent.topInfluences[0] = String(repeating: "☉", count: 40)
        report.shareContent.topInfluences[1] = String(repeating: "ї", count: 41)
        report.shareContent.condensedSummary = ""
        let problems = report.violations().map(\.description)
        #expect(problems == [
            "key_influences: has 9 items, exactly 10 required",
            "recommendations: has 1 items, 3 to 4 required",
            "share_content.condensed_summary: is empty",
            "share_content.top_influences[1]: has 41 characters, at most 40 allowed",
        ])
    }

    @Test func validUkrainianAnswerPasses() {
        let validator = AnswerValidator(language: .uk, requiredTerms: ["Сонце", "Сатурн"], forbiddenTerms: ["Sun", "Saturn"])
        #expect(validator.validate(ReportFixture.json(ReportFixture.ukrainian())) == .valid(ReportFixture.ukrainian()))
    }

    @Test func markdownFenceAroundTheJSONIsTolerated() {
        let fenced = "```json\n" + ReportFixture.json(ReportFixture.ukrainian()) + "\n```"
        #expect(AnswerValidator(language: .uk).validate(fenced) == .valid(ReportFixture.ukrainian()))
    }

    @Test func brokenJSONAndMissingFieldsAreSchemaFailures() {
        let validator = AnswerValidator(language: .uk)
        #expect(validator.validate("{\"summary\": \"Привіт") == .invalid(.schemaInvalid, problems: ["the answer is not valid JSON"]))
        #expect(validator.validate("{\"summary\": \"Привіт\"}")
            == .invalid(.schemaInvalid, problems: ["the field key_influences is missing"]))
    }

    @Test func answerInAnotherLanguageIsRejected() {
        let outcome = AnswerValidator(language: .uk).validate(ReportFixture.json(ReportFixture.english()))
        #expect(outcome == .invalid(.wrongLanguage, problems: ["the text is written in English, not in Ukrainian"]))
    }

    @Test func missingGlossaryNamesAndLeakedEnglishTermsAreReported() {
        var report = ReportFixture.ukrainian()
        report.summary += " Ваш Sun сильний."
        let validator = AnswerValidator(language: .uk, requiredTerms: ["Асцендент", "Хірон"], forbiddenTerms: ["Sun", "Moon"])
        #expect(validator.validate(ReportFixture.json(report)) == .invalid(.terminology, problems: [
            "the term \"Хірон\" is missing", "the English term \"Sun\" must be translated",
        ]))
    }

    @Test func anyListedFormOfARequiredTermIsAccepted() {
        let validator = AnswerValidator(language: .uk, requiredTerms: ["Асцендентом|Асцендент", "Хірон|Хірона"])
        #expect(validator.validate(ReportFixture.json(ReportFixture.ukrainian()))
            == .invalid(.terminology, problems: ["the term \"Хірон\" is missing"]))
    }

    @Test func englishTermCheckMatchesWholeWordsOnly() {
        var report = ReportFixture.ukrainian()
        report.summary += " Sunday Marsala."
        let validator = AnswerValidator(language: .uk, forbiddenTerms: ["Sun", "Mars"])
        #expect(validator.validate(ReportFixture.json(report)) == .valid(report))
    }
}
