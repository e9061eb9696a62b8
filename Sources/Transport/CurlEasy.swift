import CCurl
import Foundation

/// Owns one libcurl easy handle. Reusing it keeps its connections alive between requests.
/// Not Sendable: one thread at a time, which `HTTPClient`'s pool guarantees.
final class CurlEasy {
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>

    init() throws {
        try CurlGlobal.ensureInitialized()
        guard let handle = curl_easy_init() else {
            throw TransportError(kind: .internalFailure, message: "curl_easy_init returned no handle")
        }
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    func perform(_ request: HTTPRequest, limits: TransportLimits) throws -> HTTPResponse {
        let remaining = ContinuousClock.now.duration(to: request.deadline)
        guard remaining > .zero else {
            throw TransportError(kind: .timeout, message: "deadline passed before \(request.redactedTarget) was sent")
        }
        // Reset drops the previous request's options but keeps the connection cache.
        curl_easy_reset(handle)
        errorBuffer[0] = 0
        let sink = TransferSink(maxBodyBytes: limits.maxResponseBytes)
        let sinkPointer = Unmanaged.passUnretained(sink).toOpaque()
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        // "Expect:" stops libcurl from waiting for "100 Continue" before sending a large body.
        for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
            guard let extended = curl_slist_append(headerList, line) else {
                throw TransportError(kind: .internalFailure, message: "out of memory building headers for \(request.redactedTarget)")
            }
            headerList = extended
        }

        try set(CURLOPT_ERRORBUFFER, pointer: errorBuffer, request)
        try set(CURLOPT_NOSIGNAL, 1, request)
        try set(CURLOPT_URL, string: request.url, request)
        try set(CURLOPT_PROTOCOLS_STR, string: "http,https", request)
        try set(CURLOPT_NOPROXY, string: Self.noProxy, request)
        try set(CURLOPT_FOLLOWLOCATION, 0, request)
        try set(CURLOPT_SSL_VERIFYPEER, 1, request)
        try set(CURLOPT_SSL_VERIFYHOST, 2, request)
        try set(CURLOPT_TCP_KEEPALIVE, 1, request)
        try set(CURLOPT_CONNECTTIMEOUT_MS, milliseconds(min(request.connectTimeout, remaining)), request)
        try set(CURLOPT_TIMEOUT_MS, milliseconds(remaining), request)
        try check(ccurl_setopt_off(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maxResponseBytes)), request)
        try set(CURLOPT_HTTPHEADER, pointer: headerList, request)
        try check(ccurl_setopt_write(handle, CURLOPT_WRITEFUNCTION, curlWriteBody), request)
        try set(CURLOPT_WRITEDATA, pointer: sinkPointer, request)
        try check(ccurl_setopt_write(handle, CURLOPT_HEADERFUNCTION, curlWriteHeader), request)
        try set(CURLOPT_HEADERDATA, pointer: sinkPointer, request)

        let mime = try request.form.map { try multipart($0, request) }
        defer { curl_mime_free(mime) }
        let code: CURLcode = try request.body.withUnsafeBytes { body in
            switch request.method {
            case .get:
                try set(CURLOPT_HTTPGET, 1, request)
            case .delete:
                try set(CURLOPT_CUSTOMREQUEST, string: "DELETE", request)
            case .post where mime != nil:
                try set(CURLOPT_MIMEPOST, pointer: UnsafeRawPointer(mime), request)
            case .post:
                try set(CURLOPT_POST, 1, request)
                try check(ccurl_setopt_off(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)), request)
                // A NULL POSTFIELDS would make libcurl read the body from stdin; with size 0 any pointer is unread.
                try set(CURLOPT_POSTFIELDS, pointer: body.baseAddress ?? UnsafeRawPointer(errorBuffer), request)
            }
            return withExtendedLifetime(sink) { curl_easy_perform(handle) }
        }
        guard code == CURLE_OK else {
            throw failure(code, request, overflowed: sink.overflowed)
        }
        var status = 0
        var connects = 0
        try check(ccurl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status), request)
        try check(ccurl_getinfo_long(handle, CURLINFO_NUM_CONNECTS, &connects), request)
        return HTTPResponse(status: status, headers: sink.headers, body: sink.body, newConnections: connects)
    }

    /// The form as a libcurl MIME structure; libcurl copies each part's bytes, so the caller frees it after the
    /// transfer and nothing else needs to outlive this call.
    private func multipart(_ form: [HTTPRequest.FormPart], _ request: HTTPRequest) throws -> OpaquePointer {
        guard let mime = curl_mime_init(handle) else {
            throw TransportError(kind: .internalFailure, message: "curl_mime_init failed for \(request.redactedTarget)")
        }
        do {
            for field in form {
                guard let part = curl_mime_addpart(mime) else {
                    throw TransportError(kind: .internalFailure, message: "curl_mime_addpart failed for \(request.redactedTarget)")
                }
                try check(curl_mime_name(part, field.name), request)
                if let fileName = field.fileName { try check(curl_mime_filename(part, fileName), request) }
                if let type = field.contentType { try check(curl_mime_type(part, type), request) }
                if let path = field.path {
                    try check(curl_mime_filedata(part, path), request)
                    // filedata names the part after the file; the caller's name wins.
                    if let fileName = field.fileName { try check(curl_mime_filename(part, fileName), request) }
                    continue
                }
                // An empty part still needs a pointer; with size 0 libcurl reads none of it.
                let data = field.data.isEmpty ? Data([0]) : field.data
                try data.withUnsafeBytes { bytes in
                    try check(curl_mime_data(part, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), field.data.count), request)
                }
            }
        } catch {
            curl_mime_free(mime)
            throw error
        }
        return mime
    }

    /// The environment's `no_proxy` plus loopback: a local server (tests, llama-server) is never reached
    /// through a proxy, while `http_proxy`/`https_proxy` stay honoured for everything else.
    private static let noProxy: String = {
        let environment = ProcessInfo.processInfo.environment
        let configured = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
        return ([configured] + ["localhost", "127.0.0.1", "::1"]).filter { !$0.isEmpty }.joined(separator: ",")
    }()

    private func set(_ option: CURLoption, _ value: Int, _ request: HTTPRequest) throws {
        try check(ccurl_setopt_long(handle, option, value), request)
    }

    private func set(_ option: CURLoption, pointer: UnsafeRawPointer?, _ request: HTTPRequest) throws {
        try check(ccurl_setopt_ptr(handle, option, pointer), request)
    }

    /// libcurl copies string options (since 7.17), so a temporary C string is enough.
    private func set(_ option: CURLoption, string: String, _ request: HTTPRequest) throws {
        try string.withCString { try check(ccurl_setopt_ptr(handle, option, $0), request) }
    }

    private func check(_ code: CURLcode, _ request: HTTPRequest) throws {
        guard code == CURLE_OK else { throw failure(code, request, overflowed: false) }
    }

    private func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }

    private func failure(_ code: CURLcode, _ request: HTTPRequest, overflowed: Bool) -> TransportError {
        let detail = String(cString: errorBuffer)
        let text = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
        let message = "\(text) (curl \(code.rawValue)) for \(request.redactedTarget)"
        if overflowed || code == CURLE_FILESIZE_EXCEEDED {
            return TransportError(kind: .bodyTooLarge, message: "response larger than the cap: \(message)")
        }
        return TransportError(kind: Self.kind(of: code), message: message)
    }

    private static func kind(of code: CURLcode) -> TransportError.Kind {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT, CURLE_GOT_NOTHING,
             CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .connection
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return .tls
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
            return .invalidRequest
        default:
            return .internalFailure
        }
    }
}

/// C callbacks: `userdata` is the transfer's `TransferSink`, alive for the whole `curl_easy_perform`.
private let curlWriteBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, userdata in
    guard let userdata else { return 0 }
    let sink = Unmanaged<TransferSink>.fromOpaque(userdata).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    return sink.appendBody(bytes) ? size * count : 0
}

private let curlWriteHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, userdata in
    guard let userdata else { return 0 }
    let sink = Unmanaged<TransferSink>.fromOpaque(userdata).takeUnretainedValue()
    sink.appendHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count))
    return size * count
}
