/// Fits text into the app's share limits (Swift `Character`s): whole sentences where they fill the room,
/// else a cut at a word boundary (where the language has spaces) ending with "…", so a limit is met by
/// construction, never by hope.
enum ShareText {
    static func fit(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        guard limit > 1 else { return String(text.prefix(limit)) }
        // A whole sentence reads better than a cut one: end at the last sentence that fits, if it fills half the room.
        if let end = text.prefix(limit).lastIndex(where: { ".!?。！？".contains($0) }),
           text.distance(from: text.startIndex, to: end) >= limit / 2 {
            return String(text[...end])
        }
        let cut = text.prefix(limit - 1)
        // Cut at the last space if it keeps at least half the room; CJK text has none and is cut anywhere.
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) >= limit / 2 {
            return trimmedEnd(cut[..<space]) + "…"
        }
        return trimmedEnd(cut) + "…"
    }

    /// Drops trailing spaces and punctuation that would dangle before "…".
    private static func trimmedEnd(_ text: Substring) -> String {
        var text = text
        while let last = text.last, last.isWhitespace || ",;:、，；：—-".contains(last) { text = text.dropLast() }
        return String(text)
    }
}
