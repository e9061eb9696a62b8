/// One ordered schema change. Applied once, inside a transaction, and recorded in `schema_migrations`.
package struct Migration: Sendable {
    package let version: Int
    package let name: String
    package let sql: String

    package init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }
}

/// The database records a schema version this build does not know: a newer astrosvitla wrote it.
package struct NewerSchema: Error, Sendable {
    package let found: Int
    package let known: Int
}

extension Database {
    /// Applies the migrations newer than the recorded schema version, in order; returns the version. Throws
    /// `NewerSchema`, changing nothing, when the file records a version newer than every migration here: code that
    /// does not know a newer layout must not write into it.
    @discardableResult
    package func migrate(_ migrations: [Migration]) throws -> Int {
        try executeScript("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
            """)
        let known = migrations.map(\.version).max() ?? 0
        return try transaction {
            var current = try scalarInt("SELECT MAX(version) FROM schema_migrations") ?? 0
            guard current <= known else { throw NewerSchema(found: current, known: known) }
            for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > current {
                try executeScript(migration.sql)
                try execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ','now'))",
                            [migration.version, migration.name])
                current = migration.version
            }
            return current
        }
    }
}
