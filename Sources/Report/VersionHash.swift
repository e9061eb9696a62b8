import Localization

/// Short stable content hashes stored with every report: FNV-1a 64 over UTF-8, as 16 hex digits. Not for
/// security; only to tell which templates, glossaries or prompt produced a report.
package enum VersionHash {
    package static func fnv1a64(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xff  // separates ["ab", "c"] from ["a", "bc"]
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The glossary version: the hash of every language's glossary as encoded on disk.
    package static func glossaryVersion(_ localizer: Localizer) -> String {
        fnv1a64(Language.allCases.map { localizer.glossaries[$0]?.encoded() ?? "" })
    }
}
