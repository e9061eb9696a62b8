/// Which writer produces the report text.
package enum BackendKind: String, CaseIterable, Sendable {
    /// An OpenAI-compatible Chat Completions server.
    case llm
    /// Deterministic reports from glossary phrases: the default when no LLM is configured.
    case offline
}
