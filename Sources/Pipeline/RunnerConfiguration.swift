import Queue

/// How `run` behaves; every field has a command-line flag.
package struct RunnerConfiguration: Sendable {
    package var queue: QueueDirectory
    package var databasePath: String
    /// Jobs processed at once, each on its own thread with its own database connection.
    package var concurrency: Int = 1
    /// Keep polling the inbox instead of exiting when it is empty.
    package var watch = false
    package var pollInterval: Double = 2
    /// A job whose runner died this many times goes to failed instead of being tried again.
    package var maxAttempts = 3
    /// How long a claim stays valid without a heartbeat before another runner may take it over.
    package var leaseSeconds: Double = 300
    /// After a stop, how long jobs in flight may take to finish before the run ends without them.
    package var stopTimeout: Double = 30
    /// When set, files in done/ and failed/ older than this many days are removed at the start of the run
    /// (`--keep-files`; off by default: the database keeps every outcome either way).
    package var keepFilesDays: Double?

    /// Where failed jobs and their reasons go.
    package var failedPath: String { queue.path(.failed) }

    package init(queuePath: String, databasePath: String) {
        self.init(queue: QueueDirectory(root: queuePath), databasePath: databasePath)
    }

    package init(queue: QueueDirectory, databasePath: String) {
        self.queue = queue
        self.databasePath = databasePath
    }
}

/// What one `run` did.
package struct RunSummary: Sendable, Equatable {
    package var succeeded = 0
    package var failed = 0
    /// Claims found in processing/ from an earlier run and finished or retried now.
    package var recovered = 0
    /// Jobs claimed but not attempted when the run stopped, put back into the inbox.
    package var released = 0
    /// Jobs still in flight when the stop's grace period ran out, left in processing/ for recovery.
    package var abandoned = 0
    /// Inbox files whose claim failed for a reason of their own (logged once each).
    package var unclaimable: [String] = []
    /// Claims whose outcome is recorded but whose file could not be moved to done/ or failed/ for a reason of its
    /// own (logged once each); they stay in processing/ until the operator frees them.
    package var unmovable: [String] = []
    /// The storage error that ended the run (disk full, read-only, I/O, database replaced).
    package var storageError: String?
    /// The signal that stopped the run (SIGINT, SIGTERM), nil when it ended by itself.
    package var stoppedBySignal: Int32?
    /// Why the run stopped waiting for the LLM server (its jobs are back in the inbox), nil when it answered.
    package var outage: String?
    package var seconds = 0.0
    /// What a batch run (`run --batch`) sent and left open; nil for a synchronous run.
    package var batches: BatchRunCounts?

    package var finished: Int { succeeded + failed }
}

/// A batch run's own counts.
package struct BatchRunCounts: Sendable, Equatable {
    /// Batches created and the requests in them (corrective retries included).
    package var submitted = 0
    package var requests = 0
    /// Batches settled by this run (every answer stored, failed or put back).
    package var settled = 0
    /// Batches still at the provider when the run ended: a later `run --batch` collects them.
    package var open = 0
    /// Answers that failed validation and were sent again.
    package var corrections = 0
    /// Batches this run could not read and set aside (`quarantined`, with a code): the run exits 1.
    package var quarantined = 0
    /// What the Batch API refused that waiting will not cure (a rejected key): the run exits 1.
    package var error: String?

    package init() {}
}

/// Progress for a terminal display.
package struct RunProgress: Sendable {
    package var finished: Int
    package var failed: Int
    package var total: Int
    package var seconds: Double
}
