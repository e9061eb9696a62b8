/// Whom a report speaks to. Below `childAgeLimit` the areas are read for a child's temperament and growth, for the
/// parent who reads the report: no couple advice, intimacy, debts or career moves.
///
/// Why 14: it is where most of our readers' laws end childhood (Germany's Jugendschutzgesetz: "Kind" under 14;
/// Ukrainian and Russian civil law: "малолітній/малолетний" under 14, with a minor's own capacity from 14; the age of
/// criminal responsibility in de, ja, ko, zh, uk, ru), and where astrologers place the passage into adolescence
/// (Saturn's first opposition to itself at about 14–15). From 14 on a report addresses the reader, and its
/// recommendations stay clear of loans, debts and intimacy for every age.
enum LifeStage: Equatable {
    case child
    case adult

    static let childAgeLimit = 14

    /// Whole years from a birth date to a later date, both `YYYY-MM-DD`; nil if either is not a date. A report
    /// written before the birth date counts as age 0.
    static func age(born birth: String, on day: String) -> Int? {
        func parts(_ text: String) -> [Int]? {
            let numbers = text.split(separator: "-").compactMap { Int($0) }
            return numbers.count == 3 ? numbers : nil
        }
        guard let born = parts(birth), let today = parts(day) else { return nil }
        var years = today[0] - born[0]
        if (today[1], today[2]) < (born[1], born[2]) { years -= 1 }
        return max(0, years)
    }
}
