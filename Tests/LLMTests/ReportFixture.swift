import Foundation
import Report

/// Valid reports for the loopback server to answer with: Ukrainian (the usual request) and English
/// (the wrong language for a Ukrainian request).
enum ReportFixture {
    static func ukrainian() -> AppReport {
        let planets = ["Сонце", "Місяць", "Меркурій", "Венера", "Марс", "Юпітер", "Сатурн", "Уран", "Нептун", "Плутон"]
        return AppReport(
            summary: "Ваша карта поєднує теплоту Лева з глибокою чутливістю Місяця, і це ваша головна сила.",
            keyInfluences: planets.map { "\($0) підсилює вашу здатність діяти впевнено й чесно." },
            detailedAnalysis: "Асцендент у Діві робить вас уважною до деталей людиною.\nСередина неба в Близнюках кличе до спілкування.",
            recommendations: ["Плануйте великі справи на ранок.", "Діліться ідеями з близькими людьми.",
                              "Відпочивайте без почуття провини."],
            shareContent: ShareContent(
                condensedSummary: "Теплота Лева і чутливість Місяця: ваша сила в щирості.",
                topInfluences: ["☉ Сонце в Леві: щедрість", "☽ Місяць у Раку: турбота", "♄ Сатурн: терпіння"],
                topRecommendations: ["Плануйте справи на ранок", "Діліться ідеями", "Відпочивайте вчасно"],
                analysisHighlights: ["Щедре серце", "Глибока інтуїція", "Терпіння і витримка"]))
    }

    static func english() -> AppReport {
        let planets = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]
        return AppReport(
            summary: "Your chart joins the warmth of Leo with the deep sensitivity of the Moon, and that is your strength.",
            keyInfluences: planets.map { "The \($0) strengthens your ability to act with confidence and honesty." },
            detailedAnalysis: "The Ascendant in Virgo makes you attentive to detail.\nThe Midheaven in Gemini calls you to communicate.",
            recommendations: ["Plan the big tasks for the morning.", "Share your ideas with the people close to you.",
                              "Rest without feeling guilty."],
            shareContent: ShareContent(
                condensedSummary: "The warmth of Leo and the sensitivity of the Moon: your strength is sincerity.",
                topInfluences: ["☉ Sun in Leo: generosity", "☽ Moon in Cancer: care", "♄ Saturn: patience"],
                topRecommendations: ["Plan your tasks for the morning", "Share your ideas", "Rest on time"],
                analysisHighlights: ["A generous heart", "Deep intuition", "Patience and endurance"]))
    }

    static func json(_ report: AppReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
    }
}
