import CCurl

/// `curl_global_init` must run once per process before any handle exists and is not thread-safe:
/// a lazily initialised static gives exactly-once semantics under concurrency.
enum CurlGlobal {
    private static let initResult: CURLcode = ccurl_global_init_all()

    static func ensureInitialized() throws {
        let code = initResult
        guard code == CURLE_OK else {
            throw TransportError(kind: .internalFailure, message: "curl_global_init failed: \(String(cString: curl_easy_strerror(code)))")
        }
    }
}
