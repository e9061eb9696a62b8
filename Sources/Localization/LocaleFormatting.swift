import Synchronization
import Foundation

/// Dates, times and numbers as each report language writes them, through Foundation with an explicit
/// locale, the Gregorian calendar and an explicit time zone (never the machine's). Formatter objects are
/// costly to build (tens of µs), so one per (language, style) is cached; all use happens inside one `Mutex`
/// because Foundation's formatters are not documented as thread-safe on Linux.
package final class LocaleFormatting: Sendable {
    package static let shared = LocaleFormatting()

    private enum Style: Hashable {
        case birthDate, birthTime, integer, decimal(Int), spellOut
    }

    private struct CacheKey: Hashable {
        let language: Language
        let style: Style
    }

    private let cache = Mutex<[CacheKey: Formatter]>([:])
    private static let utc = TimeZone.gmt

    package init() {}

    /// A calendar date in the language's long-ish order: "March 25, 1990", "25 березня 1990 р.", "1990年3月25日".
    package func birthDate(year: Int, month: Int, day: Int, language: Language) -> String {
        guard let date = Self.utcDate(year: year, month: month, day: day, hour: 12, minute: 0) else { return "" }
        let text = format(date, style: .birthDate, language: language)
        // French writes the first of the month as an ordinal, "1er janvier", which CLDR's pattern does not.
        if language == .fr, day == 1, text.hasPrefix("1 ") { return "1er" + text.dropFirst() }
        return text
    }

    /// A wall-clock time with the language's hour cycle: "2:30 PM" in English, "14:30" in most others.
    package func birthTime(hour: Int, minute: Int, language: Language) -> String {
        guard let date = Self.utcDate(year: 2000, month: 1, day: 1, hour: hour, minute: minute) else { return "" }
        return format(date, style: .birthTime, language: language)
    }

    package func integer(_ value: Int, language: Language) -> String {
        // All 13 languages write 0–999 as plain ASCII digits (no grouping yet, no native digits): skip the
        // shared formatter and its lock for the house numbers and degrees that make up most calls.
        if (0..<1000).contains(value) { return String(value) }
        return number(NSNumber(value: value), style: .integer, language: language)
    }

    /// A small count in words as prose writes it ("fünf Planeten", "three planets"), through CLDR's spell-out
    /// rules; nil outside 3…12 (below 3 the word may need a gender the count does not know: ru "две") and in
    /// Japanese, Korean and Chinese, which write counts in digits.
    package func spelledOut(_ value: Int, language: Language) -> String? {
        guard (3...12).contains(value), ![.ja, .ko, .zhHans, .zhHant].contains(language) else { return nil }
        let words = number(NSNumber(value: value), style: .spellOut, language: language)
        // ICU writes the Ukrainian apostrophe as U+02BC; the glossaries use U+2019.
        return language == .uk ? words.replacingOccurrences(of: "\u{02BC}", with: "\u{2019}") : words
    }

    /// A decimal with exactly `fractionDigits` digits and the language's separator ("2,5" in de/fr/uk).
    package func decimal(_ value: Double, fractionDigits: Int, language: Language) -> String {
        // swift-corelibs-foundation ignores maximumFractionDigits (measured on Linux, Swift 6.3.1: 2.46 with
        // max 1 prints "2,46"), so the value is rounded here and the formatter only pads.
        let digits = max(0, min(fractionDigits, 9))
        let scale = (0..<digits).reduce(1.0) { result, _ in result * 10 }
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return number(NSNumber(value: rounded), style: .decimal(digits), language: language)
    }

    /// An orb in degrees: "2.5°", "2,5°".
    package func orb(_ degrees: Double, fractionDigits: Int = 1, language: Language) -> String {
        decimal(degrees, fractionDigits: fractionDigits, language: language) + "°"
    }

    /// Degrees and minutes of arc within a sign, "15°23′" (U+2032 PRIME, not U+02B9), rounded to the minute.
    /// Digits are ASCII in all thirteen languages, so no formatter is needed.
    /// Rounded to the minute; `below` caps the result under a bound the value itself stays under (a position
    /// in its sign is below 30°: 29°59.7′ prints as 29°59′, not as "30°00′", the next sign's first degree).
    package static func degreesMinutes(_ degrees: Double, below bound: Double? = nil) -> String {
        var totalMinutes = Int((abs(degrees) * 60).rounded())
        if let bound, abs(degrees) < bound { totalMinutes = min(totalMinutes, Int((bound * 60).rounded(.up)) - 1) }
        let sign = degrees < 0 && totalMinutes > 0 ? "-" : ""
        let minutes = totalMinutes % 60
        return "\(sign)\(totalMinutes / 60)°\(minutes < 10 ? "0" : "")\(minutes)′"
    }

    /// An aspect's orb: degrees and minutes, or under half a minute of arc the seconds too ("0°00′24″"), since an
    /// orb that rounds to "0°00′" reads as a mistake in every language.
    package static func orb(_ degrees: Double) -> String {
        let seconds = Int((abs(degrees) * 3600).rounded())
        guard seconds < 30 else { return degreesMinutes(degrees) }
        return "0°00′\(seconds < 10 ? "0" : "")\(seconds)″"
    }

    private func format(_ date: Date, style: Style, language: Language) -> String {
        cache.withLock { cache in
            let formatter = (Self.formatter(style, language, &cache) as? DateFormatter) ?? DateFormatter()
            return formatter.string(from: date)
        }
    }

    private func number(_ value: NSNumber, style: Style, language: Language) -> String {
        cache.withLock { cache in
            let formatter = (Self.formatter(style, language, &cache) as? NumberFormatter) ?? NumberFormatter()
            return formatter.string(from: value) ?? value.stringValue
        }
    }

    /// The cached formatter, made on first use; called inside the cache's lock.
    private static func formatter(_ style: Style, _ language: Language, _ cache: inout [CacheKey: Formatter]) -> Formatter {
        let key = CacheKey(language: language, style: style)
        if let cached = cache[key] { return cached }
        let locale = Locale(identifier: language.localeIdentifier)
        let made: Formatter
        switch style {
        case .birthDate, .birthTime:
            let formatter = DateFormatter()
            formatter.locale = locale
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = Self.utc
            formatter.calendar = calendar
            formatter.timeZone = Self.utc
            // "j" asks for the locale's preferred hour cycle (12 h in en-US, 24 h elsewhere). Taiwan writes a time
            // of day with CLDR's flexible day periods ("凌晨3:30", "晚上10:15", its "Bhm" format), not bare 上午/下午.
            let template = style == .birthDate ? "yMMMMd" : language == .zhHant ? "Bhmm" : "jmm"
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
            made = formatter
        case .spellOut:
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .spellOut
            made = formatter
        case .integer, .decimal:
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            let digits = if case .decimal(let d) = style { d } else { 0 }
            formatter.minimumFractionDigits = digits
            formatter.maximumFractionDigits = digits
            made = formatter
        }
        cache[key] = made
        return made
    }

    /// Birth data is a wall-clock reading: it is formatted as a UTC instant with a UTC formatter, so no
    /// machine time zone or DST rule can shift it.
    private static func utcDate(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    }
}
