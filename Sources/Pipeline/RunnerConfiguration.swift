import Queue

/// How `run` behaves; every field has a command-line flag.
public struct RunnerConfiguration: Sendable {
    public var queue: QueueDirectory
    public var databasePath: String
    /// Jobs processed at once, each on its own thread with its own database connection.
    public var concurrency: Int = 1
    /// Keep polling the inbox instead of exiting when it is empty.
    public var watch = false
    public var pollInterval: Double = 2
    /// A job whose runner died this many times goes to failed instead of being tried again.
    public var maxAttempts = 3
    /// How long a claim stays valid without a heartbeat before another runner may take it over.
    public var leaseSeconds: Double = 300
    /// After a stop, how long jobs in flight may take to finish before the run ends without them.
    public var stopTimeout: Double = 30
    /// When set, files in done/ and failed/ older than this many days are removed at the start of the run
    /// (`--keep-files`; off by default: the database keeps every outcome either way).
    public var keepFilesDays: Double?

    /// Where failed jobs and their reasons go.
    public var failedPath: String { queue.path(.failed) }

    public init(queuePath: String, databasePath: String) {
        self.init(queue: QueueDirectory(root: queuePath), databasePath: databasePath)
    }

    public init(queue: QueueDirectory, databasePath: String) {
        self.queue = queue
        self.databasePath = databasePath
    }
}

/// What one `run` did.
public struct RunSummary: Sendable, Equatable {
    public var succeeded = 0
    public var failed = 0
    /// Claims found in processing/ from an earlier run and finished or retried now.
    public var recovered = 0
    /// Jobs claimed but not attempted when the run stopped, put back into the inbox.
    public var released = 0
    /// Jobs still in flight when the stop's grace period ran out, left in processing/ for recovery.
    public var abandoned = 0
    /// Inbox files whose claim failed for a reason of their own (logged once each).
    public var unclaimable: [String] = []
    /// The storage error that ended the run (disk full, read-only, I/O, database replaced).
    public var storageError: String?
    /// The signal that stopped the run (SIGINT, SIGTERM), nil when it ended by itself.
    public var stoppedBySignal: Int32?
    public var seconds = 0.0

    public var finished: Int { succeeded + failed }
}

/// Progress for a terminal display.
public struct RunProgress: Sendable {
    public var finished: Int
    public var failed: Int
    public var total: Int
    public var seconds: Double
}
