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
