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
        #expect(Self.place("Smallville", zone: "America/Chicago", .ja) == "Smallville")
        #expect(Self.place("  ", zone: nil, .ja) == "  ")
        // Never a translated country beside an untranslated city (two scripts in one name); the app's code goes.
        #expect(Self.place("Irpin, Kyiv Oblast, Ukraine, UA", zone: "Europe/Kyiv", .ja) == "Irpin, Kyiv Oblast, Ukraine")
        #expect(Self.place("Villanueva de la Serena, Badajoz, Spain, ES", zone: "Europe/Madrid", .es)
            == "Villanueva de la Serena, Badajoz, España")
        #expect(Self.place("Ірпінь, Ukraine", zone: "Europe/Kyiv", .uk) == "Ірпінь, Україна")
        // Hangul beside Chinese is two languages; kana beside kanji is Japanese.
        #expect(Self.place("가나다시, 대한민국", zone: "Asia/Seoul", .zhHans) == "가나다시, 대한민국")
        #expect(Self.place("アイウエオ市, 韓国", zone: "Asia/Seoul", .ja) == "韓国・アイウエオ市")
    }

    @Test func aCityStateIsNamedOnce() {
        #expect(Self.place("Singapore, Singapore", zone: "Asia/Singapore", .ru) == "Сингапур")
        #expect(Self.place("Hong Kong, Hong Kong SAR China", zone: "Asia/Hong_Kong", .en) == "Hong Kong")
    }

    // MARK: The gazetteer (GeoNames, scripts/l10n/generate_place_names.py) and the names it must not print

    /// Murmansk is no zone's city and was not in cities.tsv: its Latin spelling used to reach every report.
    static let murmansk: [(Language, String, String)] = [
        (.en, "Murmansk, Russia", "Murmansk"), (.uk, "Мурманськ, Росія", "Мурманськ"), (.de, "Murmansk, Russland", "Murmansk"),
        (.fr, "Mourmansk, Russie", "Mourmansk"), (.es, "Múrmansk, Rusia", "Múrmansk"), (.ptBR, "Murmansk, Rússia", "Murmansk"),
        (.it, "Murmansk, Russia", "Murmansk"), (.ja, "ロシア・ムルマンスク", "ムルマンスク"), (.ko, "러시아 무르만스크", "무르만스크"),
        (.zhHans, "俄罗斯摩尔曼斯克", "摩尔曼斯克"), (.zhHant, "俄羅斯摩爾曼斯克", "摩爾曼斯克"), (.ru, "Мурманск, Россия", "Мурманск"),
        (.tr, "Murmansk, Rusya", "Murmansk"),
    ]

    @Test(arguments: murmansk)
    func murmanskIsWrittenInTheReadersLanguage(language: Language, expected: String, city: String) {
        #expect(Self.place("Murmansk, Russia", zone: "Europe/Moscow", language) == expected)
        #expect(Self.place("Мурманск, Россия", zone: "Europe/Moscow", language) == expected)
        // Typed without a country: the zone says which Murmansk, and the city alone is named.
        #expect(Self.place("Мурманск", zone: "Europe/Moscow", language) == city)
        #expect(Self.place("Murmansk", zone: "Europe/Moscow", language) == city)
    }

    /// CLDR's French exemplar city of Asia/Almaty is the Soviet-era "Alma Ata"; typed either way, the place and the
    /// zone label name today's Almaty.
    static let almaty: [(Language, String, String)] = [
        (.en, "Almaty, Kazakhstan", "Almaty"), (.uk, "Алмати, Казахстан", "Алмати"), (.de, "Almaty, Kasachstan", "Almaty"),
        (.fr, "Almaty, Kazakhstan", "Almaty"), (.es, "Almaty, Kazajistán", "Almaty"), (.ptBR, "Almaty, Cazaquistão", "Almaty"),
        (.it, "Almaty, Kazakistan", "Almaty"), (.ja, "カザフスタン・アルマトイ", "アルマトイ"), (.ko, "카자흐스탄 알마티", "알마티"),
        (.zhHans, "哈萨克斯坦阿拉木图", "阿拉木图"), (.zhHant, "哈薩克阿拉木圖", "阿拉木圖"), (.ru, "Алматы, Казахстан", "Алматы"),
        (.tr, "Almatı, Kazakistan", "Almatı"),
    ]

    @Test(arguments: almaty)
    func almatyIsNamedAsItIsToday(language: Language, expected: String, city: String) {
        for typed in ["Alma Ata, Kazakhstan", "Almaty, Kazakhstan", "Алма-Ата, Казахстан", "Alma-Ata, KZ"] {
            #expect(Self.place(typed, zone: "Asia/Almaty", language) == expected, "\(typed)")
        }
        #expect(Self.place("Alma Ata", zone: "Asia/Almaty", language) == city)
        #expect(ZoneCities.label(zone: "Asia/Almaty", offsetMinutes: 300, language: language).hasPrefix(city))
    }

    /// Big cities of several markets that neither a zone nor cities.tsv named.
    static let bigCities: [(String, String?, Language, String)] = [
        ("Graz, Austria", "Europe/Vienna", .ja, "オーストリア・グラーツ"),
        ("Graz, Österreich", "Europe/Vienna", .uk, "Грац, Австрія"),
        ("Ulsan, South Korea", "Asia/Seoul", .ko, "대한민국 울산"),
        ("Ulsan, South Korea", "Asia/Seoul", .ja, "韓国・蔚山"),
        ("Shymkent, Kazakhstan", "Asia/Almaty", .ru, "Шымкент, Казахстан"),
        ("Shymkent, Kazakhstan", "Asia/Almaty", .uk, "Шимкент, Казахстан"),
        ("Tyumen", "Asia/Yekaterinburg", .ja, "チュメニ"),
        ("Тюмень, Россия", "Asia/Yekaterinburg", .de, "Tjumen, Russland"),
        ("Mar del Plata, Argentina", "America/Argentina/Buenos_Aires", .ru, "Мар-дель-Плата, Аргентина"),
        ("Nantes, France", "Europe/Paris", .zhHans, "法国南特"),
        ("Gaziantep, Türkiye", "Europe/Istanbul", .ru, "Газиантеп, Турция"),
        ("Córdoba, España", "Europe/Madrid", .ja, "スペイン・コルドバ"),
        ("Kremenchuk, Ukraine", "Europe/Kyiv", .uk, "Кременчук, Україна"),
        ("Кременчуг", "Europe/Kyiv", .ja, "クレメンチューク"),
        ("Dniprodzerzhynsk, Ukraine", "Europe/Kyiv", .en, "Kamianske, Ukraine"),
    ]

    @Test(arguments: bigCities)
    func aBigCityBeyondTheOldTableIsWrittenInTheReadersLanguage(typed: String, zone: String?, language: Language, expected: String) {
        #expect(Self.place(typed, zone: zone, language) == expected)
    }

    @Test func aCityTheGazetteerHasNoNameForFallsBackAsAnUnknownOneWould() {
        // GeoNames has no Turkish name of its own for Murmansk: a Latin-script reader reads its GeoNames name.
        #expect(Self.place("Мурманск, Россия", zone: "Europe/Moscow", .tr) == "Murmansk, Rusya")
        // GeoNames has no Chinese name for Makhachkala: nothing is guessed, and typed in another script the place
        // stays as typed rather than a Chinese country beside a Latin or Cyrillic city.
        #expect(Self.place("Makhachkala, Russia", zone: "Europe/Moscow", .zhHans) == "Makhachkala, Russia")
        #expect(Self.place("Махачкала", zone: "Europe/Moscow", .zhHans) == "Махачкала")
    }

    /// The outdated and wrong names review found in GeoNames never print (scripts/l10n/gazetteer_rejects.tsv).
    @Test func aRejectedGeoNamesNameIsNotPrinted() {
        #expect(Self.place("Khabarovsk, Russia", zone: "Asia/Vladivostok", .zhHans) != "俄罗斯伯力")
        #expect(Self.place("Pskov, Russia", zone: "Europe/Moscow", .de) == "Pskov, Russland")
        #expect(Self.place("Petropavl, Kazakhstan", zone: "Asia/Almaty", .tr) == "Petropavl, Kazakistan")
    }

    @Test func everyGazetteerLineHasACountryAndThirteenNames() {
        for line in PlaceNames.gazetteer.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(fields.count == Language.allCases.count + 2, "\(line)")
            #expect(fields.first?.count == 2 && !fields[1].isEmpty, "\(line)")
        }
        #expect(PlaceNames.gazetteer.split(separator: "\n").count > 2000)
    }

    /// Each language's names in its own script: Ukrainian without Russian letters and Russian without Ukrainian
    /// ones, Simplified Chinese without Traditional-only characters and Traditional without Simplified-only ones
    /// (the language lint's lists).
    @Test func gazetteerNamesAreWrittenInTheirLanguagesScript() {
        let profiles = LanguageDetector.Profiles.self
        let forbidden: [Language: Set<Unicode.Scalar>] = [
            .uk: Set("ыэъёЫЭЪЁ".unicodeScalars), .ru: Set("іїєґІЇЄҐ".unicodeScalars),
            .zhHans: profiles.traditionalOnly, .zhHant: profiles.simplifiedOnly,
        ]
        for line in PlaceNames.gazetteer.split(separator: "\n") + PlaceNames.cities.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let first = fields.count == Language.allCases.count + 2 ? 1 : 2
            for (offset, language) in Language.allCases.enumerated() {
                guard let letters = forbidden[language], first + offset < fields.count else { continue }
                let name = String(fields[first + offset])
                let clean = !name.unicodeScalars.contains(where: letters.contains)
                #expect(clean, "\(language): \(name)")
            }
        }
    }

    /// The index folds ASCII itself (Foundation's folding is costly at 20 000 spellings): the same keys.
    @Test func asciiSpellingsFoldAsFoundationFoldsThem() {
        var spellings = ["Kyiv", "New York, NY", "Washington, D.C.", "Xi'an", "SAO-PAULO", "Rostov-on-Don", "  3rd  "]
        for line in PlaceNames.gazetteer.split(separator: "\n") {
            spellings += line.split(separator: "\t").map(String.init).filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        }
        let differing = spellings.filter { PlaceNames.Index.key($0) != PlaceNames.Index.foldedKey($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
