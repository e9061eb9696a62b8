import Foundation
import JSON
import Queue
import Store

/// Validates requests and publishes them into the inbox; the library side of `astrosvitla enqueue`.
package struct Enqueuer {
    package enum Outcome: Equatable {
        case accepted(id: String, queueFile: String)
        case refused(JobError)
    }

    let queue: QueueDirectory
    let store: ReportStore
    let processor: JobProcessor

    package init(queue: QueueDirectory, store: ReportStore, processor: JobProcessor) {
        self.queue = queue
        self.store = store
        self.processor = processor
    }

    /// The enqueuer `astrosvitla enqueue` uses: the queue's folders created if missing, the database opened,
    /// and the validator built from the environment (zone history and the ephemeris range, no backend).
    package init(queuePath: String, databasePath: String, environment: [String: String]) throws {
        let queue = QueueDirectory(root: queuePath)
        try queue.prepare()
        self.init(queue: queue, store: try ReportStore(path: databasePath),
                  processor: try ProcessorFactory.validator(environment: environment))
    }

    /// `path` is a file, or `-` for standard input.
    package func enqueue(file path: String, regenerate: Bool) -> Outcome {
        do throws(JobError) {
            let data = try read(path)
            let fileName = path == "-" ? "" : URL(fileURLWithPath: path).lastPathComponent
            if path == "-", try JobRequest.document(data).member("id") == nil {
                throw JobError(code: .missingField, field: "id", message: "required when the request comes from standard input")
            }
            return try enqueue(data: data, fileName: fileName, regenerate: regenerate)
        } catch {
            return .refused(error)
        }
    }

    package func enqueue(data: Data, fileName: String, regenerate: Bool) throws(JobError) -> Outcome {
        let request = try JobRequest.parse(data, fileName: fileName)
        try processor.validate(request)
        let known: Bool
        do { known = try store.isKnown(jobID: request.id) } catch {
            throw JobError(code: .databaseError, message: "\(error)")
        }
        let name = QueueFileName.make(id: request.id, regenerate: regenerate, unique: "\(Int(Date().timeIntervalSince1970 * 1000))-\(UUID().uuidString.prefix(8))")
        if known && !regenerate { throw Self.alreadyKnown(request.id) }
        do {
            try queue.publish(data, as: name)
        } catch where error.code == .alreadyQueued {
            throw Self.alreadyKnown(request.id)
        } catch {
            throw JobError(code: .queueError, message: error.message)
        }
        return .accepted(id: request.id, queueFile: name)
    }

    static func alreadyKnown(_ id: String) -> JobError {
        JobError(code: .duplicateId, field: "id", message: "job '\(id)' is already queued or stored; use --regenerate for a new generation")
    }

    private func read(_ path: String) throws(JobError) -> Data {
        guard path == "-" else { return try JobRequest.readFile(path) }
        let handle = FileHandle.standardInput
        do {
            let data = try handle.read(upToCount: JobRequest.maximumFileSize + 1) ?? Data()
            guard data.count <= JobRequest.maximumFileSize else {
                throw JobError(code: .fileTooLarge, message: "the file is larger than \(JobRequest.maximumFileSize) bytes")
            }
            return data
        } catch let error as JobError {
            throw error
        } catch {
            throw JobError(code: .unreadable, message: "cannot read \(path): \(error.localizedDescription)")
        }
    }
}
