/// CLDR 47 cardinal and ordinal plural rules for the thirteen languages, written out by hand from
/// CLDR's plurals.xml / ordinals.xml and checked against the same data as shipped by PyPI `babel`
/// (Tests/LocalizationTests/Fixtures/plural_cases.json).
package enum PluralRules {
    /// The categories a plural-varied glossary entry must list for `language`, no more, no fewer.
    package static func cardinalCategories(_ language: Language) -> [PluralCategory] {
        switch language {
        case .en, .de, .tr: [.one, .other]
        case .uk, .ru: [.one, .few, .many, .other]
        case .fr, .es, .ptBR, .it: [.one, .many, .other]
        case .ja, .ko, .zhHans, .zhHant: [.other]
        }
    }


    package static func cardinal(_ count: Int, language: Language) -> PluralCategory {
        cardinal(PluralOperands(count), language: language)
    }

    /// The category of a number given as text ("21", "1.0"), as `glossary plural` prints it.
    package static func cardinal(_ number: String, language: Language) throws(LocalizationError) -> PluralCategory {
        cardinal(try PluralOperands(number), language: language)
    }

    package static func cardinal(_ o: PluralOperands, language: Language) -> PluralCategory {
        switch language {
        case .en, .de:
            return o.i == 1 && o.v == 0 ? .one : .other
        case .tr:
            return o.nIs(1) ? .one : .other
        case .uk, .ru:
            guard o.v == 0 else { return .other }
            let mod10 = o.i % 10, mod100 = o.i % 100
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .fr, .ptBR:
            if o.i <= 1 { return .one }
            return isMillionsMany(o) ? .many : .other
        case .es:
            if o.nIs(1) { return .one }
            return isMillionsMany(o) ? .many : .other
        case .it:
            if o.i == 1 && o.v == 0 { return .one }
            return isMillionsMany(o) ? .many : .other
        case .ja, .ko, .zhHans, .zhHant:
            return .other
        }
    }

    /// Ordinal category: picks "st/nd/rd/th" in English, "1er" in French, "l'11°" elision in Italian.
    package static func ordinal(_ number: Int, language: Language) -> PluralCategory {
        let o = PluralOperands(number)
        switch language {
        case .en:
            if o.nMod(10, in: 1...1) && !o.nMod(100, in: 11...11) { return .one }
            if o.nMod(10, in: 2...2) && !o.nMod(100, in: 12...12) { return .two }
            if o.nMod(10, in: 3...3) && !o.nMod(100, in: 13...13) { return .few }
            return .other
        case .uk:
            return o.nMod(10, in: 3...3) && !o.nMod(100, in: 13...13) ? .few : .other
        case .fr:
            return o.nIs(1) ? .one : .other
        case .it:
            return o.nIs(11, 8, 80, 800) ? .many : .other
        default:
            return .other
        }
    }

    /// The Romance "many" rule: whole multiples of a million ("1 000 000 de planètes").
    private static func isMillionsMany(_ o: PluralOperands) -> Bool {
        (o.e == 0 && o.i != 0 && o.i % 1_000_000 == 0 && o.v == 0) || !(0...5).contains(o.e)
    }
}
