import Testing
@testable import Localization

/// Expected names are CLDR's (countries, zones' exemplar cities) and `scripts/l10n/cities.tsv`'s.
struct PlaceNamesTests {
    /// The glossary's `pattern.place` of each shape: "City, Country", Japanese "Country・City", Chinese "CountryCity".
    static func place(_ typed: String, zone: String?, _ language: Language) -> String {
        PlaceNames.localized(typed, zone: zone, language: language) { city, country in
            switch language {
            case .ja: "\(country)・\(city)"
            case .ko: "\(country) \(city)"
            case .zhHans, .zhHant: "\(country)\(city)"
            default: "\(city), \(country)"
            }
        }
    }

    static let recognised: [(String, String?, Language, String)] = [
        ("Kyiv, Ukraine", "Europe/Kyiv", .uk, "Київ, Україна"),
        ("Kiev, Ukraine", "Europe/Kiev", .de, "Kiew, Ukraine"),
        ("Москва", "Europe/Moscow", .en, "Moscow"),
        ("Москва", "Europe/Moscow", .ja, "モスクワ"),
        ("New York, USA", "America/New_York", .uk, "Нью-Йорк, США"),
        ("New York, USA", "America/New_York", .zhHans, "美国纽约"),
        ("New York, NY, United States, US", "America/New_York", .ko, "미국 뉴욕"),
        ("İstanbul", "Europe/Istanbul", .en, "Istanbul"),
        ("São Paulo, Brasil", "America/Sao_Paulo", .ru, "Сан-Паулу, Бразилия"),
        ("Sao Paulo, Brazil", "America/Sao_Paulo", .ptBR, "São Paulo, Brasil"),
        ("東京", "Asia/Tokyo", .de, "Tokio"),
        ("Tokyo, Japan", "Asia/Tokyo", .ja, "日本・東京"),
        ("Ukraine", nil, .tr, "Ukrayna"),
        ("Singapore", "Asia/Singapore", .ja, "シンガポール"),
        // The app's own format, "City, Region, Country, ISO": the region goes, the country is said once.
        ("Kharkiv, Kharkiv Oblast, Ukraine, UA", "Europe/Kyiv", .uk, "Харків, Україна"),
        ("Харьков", "Europe/Kyiv", .en, "Kharkiv"),
        ("Osaka, Japan", "Asia/Tokyo", .ja, "日本・大阪"),
        ("Munich, Germany", "Europe/Berlin", .de, "München, Deutschland"),
        // CLDR's キエフ/키예프 are out of date: the names Japan and Korea adopted in 2022, and the old ones still read.
        ("Kyiv", "Europe/Kyiv", .ja, "キーウ"),
        // CLDR's English name comes from the zone id, without its accents.
        ("Sao Paulo, Brazil", "America/Sao_Paulo", .en, "São Paulo, Brazil"),
        // Names CLDR has changed since Debian's copy: Türkiye in English and Korean; the old names still read.
        ("İstanbul, Turkey", "Europe/Istanbul", .ko, "튀르키예 이스탄불"),
        ("Istanbul, Türkiye", "Europe/Istanbul", .en, "Istanbul, Türkiye"),
        ("Ciudad de México, México", "America/Mexico_City", .ko, "멕시코 멕시코시티"),
        ("Buenos Aires, Argentina", "America/Argentina/Buenos_Aires", .ko, "아르헨티나 부에노스아이레스"),
        ("Киев, Украина", "Europe/Kyiv", .ko, "우크라이나 키이우"),
    ]

    @Test(arguments: recognised)
    func aRecognisedPlaceIsWrittenInTheReadersLanguage(typed: String, zone: String?, language: Language, expected: String) {
        #expect(Self.place(typed, zone: zone, language) == expected)
    }

    @Test func aCountryNamedInAnotherLanguageIsStillTheCitysCountry() {
        // "Norge" is Norwegian, not a report language: the city's own country stands in for it.
        #expect(Self.place("Oslo, Norge", zone: "Europe/Oslo", .uk) == "Осло, Норвегія")
    }

    @Test func aCityOfAnotherCountryIsNotTakenForTheTypedOne() {
        // Paris, Texas: no known city of that name in the United States, so the city keeps its spelling.
        #expect(Self.place("Paris, Texas, USA", zone: "America/Chicago", .uk) == "Paris, Texas, USA")
        #expect(Self.place("Paris, Texas, USA", zone: "America/Chicago", .de) == "Paris, Texas, USA")
        #expect(Self.place("Paris, Texas, United States", zone: "America/Chicago", .fr) == "Paris, Texas, États-Unis")
        #expect(Self.place("Paris", zone: "America/Chicago", .uk) == "Paris")
    }

    @Test func anUnknownPlaceIsPrintedAsTyped() {
        #expect(Self.place("Springfield", zone: "America/Chicago", .ja) == "Springfield")
        #expect(Self.place("  ", zone: nil, .ja) == "  ")
        // Never a translated country beside an untranslated city (two scripts in one name); the app's code goes.
        #expect(Self.place("Irpin, Kyiv Oblast, Ukraine, UA", zone: "Europe/Kyiv", .ja) == "Irpin, Kyiv Oblast, Ukraine")
        #expect(Self.place("Villanueva de la Serena, Badajoz, Spain, ES", zone: "Europe/Madrid", .es)
            == "Villanueva de la Serena, Badajoz, España")
        #expect(Self.place("Ірпінь, Ukraine", zone: "Europe/Kyiv", .uk) == "Ірпінь, Україна")
    }

    @Test func aCityStateIsNamedOnce() {
        #expect(Self.place("Singapore, Singapore", zone: "Asia/Singapore", .ru) == "Сингапур")
        #expect(Self.place("Hong Kong, Hong Kong SAR China", zone: "Asia/Hong_Kong", .en) == "Hong Kong")
    }
}
