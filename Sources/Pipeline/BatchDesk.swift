import LLM
import Store

/// What `batch list` and `batch cancel` do: read the batches recorded in the database, and ask the provider
/// to cancel one (its answered requests are still collected by the next `run --batch`; the rest go back to
/// the inbox, or fail with `llm_batch_cancelled` after the configured attempts).
package struct BatchDesk {
    let store: ReportStore

    package init(databasePath: String) throws {
        store = try ReportStore(path: databasePath)
    }

    package func batches(openOnly: Bool) throws -> [BatchRecord] {
        try store.batches(openOnly: openOnly)
    }

    /// `id` is the provider's batch id or our local one. Throws `JobError` when no open batch has that id.
    package func cancel(_ id: String, environment: [String: String]) throws -> BatchRecord {
        guard let record = try store.batches(openOnly: true).first(where: { $0.batchID == id || $0.localID == id }) else {
            throw JobError(code: .notFound, message: "no open batch with id '\(id)' (see astrosvitla batch list)")
        }
        guard let batchID = record.batchID else {
            throw JobError(code: .notFound, message: "batch \(id) was never recorded as created; the next run --batch resolves it")
        }
        let client = try LLMClient(configuration: LLMConfiguration(environment: environment))
        let batch = try client.cancelBatch(batchID)
        try store.updateBatch(localID: record.localID, batchID: batch.id, status: batch.status, inputFileID: batch.inputFileID,
                              outputFileID: batch.outputFileID, errorFileID: batch.errorFileID, completed: batch.completed,
                              failed: batch.failed, message: nil)
        return try store.batches(openOnly: false).first { $0.localID == record.localID } ?? record
    }
}
