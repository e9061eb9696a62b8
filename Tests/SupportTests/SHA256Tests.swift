import Support
import Testing

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples and the empty message; the 56-byte one crosses a block boundary in the padding.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func digestsMatchTheStandardsVectors(_ message: String, _ expected: String) {
        #expect(SHA256.hex(message) == expected)
    }

    @Test func aMillionAsMatchesTheLongVector() {
        #expect(SHA256.hex(String(repeating: "a", count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// RFC 4231 test cases 1, 2 and 6 (a key longer than a block is hashed first).
    @Test(arguments: [
        (String(repeating: "0b", count: 20), "Hi There", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        ("4a656665", "what do ya want for nothing?", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        (String(repeating: "aa", count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
    ])
    func hmacMatchesTheRFCVectors(_ keyHex: String, _ message: String, _ expected: String) {
        let key = stride(from: 0, to: keyHex.count, by: 2).map { offset in
            UInt8(keyHex.dropFirst(offset).prefix(2), radix: 16)!
        }
        #expect(SHA256.hex(SHA256.hmac(key: key, message: Array(message.utf8))) == expected)
    }
}
