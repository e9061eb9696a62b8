import Testing
@testable import Localization

/// The time zone line of a report: CLDR's GMT format with the offset always written out.
struct ZoneLabelTests {
    /// Per language: UTC+0, UTC−5 and UTC+5:30, as CLDR's gmtFormat and hourFormat write them (French says UTC and,
    /// as CLDR's French hourFormat does, writes U+2212 MINUS SIGN; every other report language's minusSign in CLDR's
    /// numbers data is U+002D).
    static let offsets: [(Language, String, String, String)] = [
        (.en, "GMT+00:00", "GMT-05:00", "GMT+05:30"), (.uk, "GMT+00:00", "GMT-05:00", "GMT+05:30"),
        (.de, "GMT+00:00", "GMT-05:00", "GMT+05:30"), (.fr, "UTC+00:00", "UTC\u{2212}05:00", "UTC+05:30"),
        (.es, "GMT+00:00", "GMT-05:00", "GMT+05:30"), (.ptBR, "GMT+00:00", "GMT-05:00", "GMT+05:30"),
        (.it, "GMT+00:00", "GMT-05:00", "GMT+05:30"), (.ja, "GMT+00:00", "GMT-05:00", "GMT+05:30"),
        (.ko, "GMT+00:00", "GMT-05:00", "GMT+05:30"), (.zhHans, "GMT+00:00", "GMT-05:00", "GMT+05:30"),
        (.zhHant, "GMT+00:00", "GMT-05:00", "GMT+05:30"), (.ru, "GMT+00:00", "GMT-05:00", "GMT+05:30"),
        (.tr, "GMT+00:00", "GMT-05:00", "GMT+05:30"),
    ]

    @Test(arguments: offsets)
    func theOffsetIsAlwaysWrittenOut(language: Language, zero: String, minusFive: String, plusFiveThirty: String) {
        #expect(ZoneCities.label(zone: nil, offsetMinutes: 0, language: language) == zero)
        #expect(ZoneCities.label(zone: "+00:00", offsetMinutes: 0, language: language) == zero)
        #expect(ZoneCities.label(zone: nil, offsetMinutes: -300, language: language) == minusFive)
        #expect(ZoneCities.label(zone: nil, offsetMinutes: 330, language: language) == plusFiveThirty)
        // With a zone: never a bare "GMT" after the city at UTC+0.
        let london = ZoneCities.label(zone: "Europe/London", offsetMinutes: 0, language: language)
        #expect(london.contains(zero), "\(london)")
        let newYork = ZoneCities.label(zone: "America/New_York", offsetMinutes: -300, language: language)
        #expect(newYork.contains(minusFive), "\(newYork)")
    }

    @Test func aZonesCityComesFirstInTheLanguagesBrackets() {
        #expect(ZoneCities.label(zone: "Europe/London", offsetMinutes: 0, language: .en) == "London (GMT+00:00)")
        #expect(ZoneCities.label(zone: "Europe/London", offsetMinutes: 0, language: .ja) == "ロンドン（GMT+00:00）")
        #expect(ZoneCities.label(zone: "America/New_York", offsetMinutes: -300, language: .fr) == "New York (UTC\u{2212}05:00)")
        #expect(ZoneCities.label(zone: "Atlantic/Reykjavik", offsetMinutes: 0, language: .uk) == "Рейкʼявік (GMT+00:00)")
    }
}
