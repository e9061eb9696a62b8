extension ReportStore {
    /// Ordered schema history. Never edit a shipped migration: add a new one.
    static let migrations: [Migration] = [
        Migration(version: 1, name: "claims and immutable reports", sql: """
            CREATE TABLE claims (
                claim_key     TEXT PRIMARY KEY,            -- file name in processing/, unique per claim
                original_name TEXT NOT NULL,               -- file name the job had in the inbox
                job_id        TEXT,                        -- known once the request parsed
                state         TEXT NOT NULL CHECK (state IN ('processing', 'done', 'failed')),
                attempts      INTEGER NOT NULL CHECK (attempts >= 1),
                owner_pid     INTEGER,
                owner_started INTEGER,                     -- the owner's start time, so a reused pid is not mistaken for it
                owner_token   TEXT,
                lease_until   REAL,                        -- unix seconds
                claimed_at    TEXT NOT NULL,
                finished_at   TEXT,
                error_code    TEXT,
                error_message TEXT,
                -- What a failed job still spent (an LLM call billed before it failed validation).
                prompt_tokens     INTEGER NOT NULL DEFAULT 0,
                completion_tokens INTEGER NOT NULL DEFAULT 0,
                cost_usd          REAL NOT NULL DEFAULT 0,
                report_id     INTEGER REFERENCES reports(id)
            );
            CREATE INDEX claims_state ON claims(state);
            CREATE INDEX claims_job ON claims(job_id);

            CREATE TABLE reports (
                id                 INTEGER PRIMARY KEY,
                job_id             TEXT NOT NULL,
                generation         INTEGER NOT NULL CHECK (generation >= 1),
                claim_key          TEXT NOT NULL UNIQUE,
                -- The 13 report languages; kept in step with Localization.Language.
                language_code      TEXT NOT NULL CHECK (language_code IN
                    ('en','uk','de','fr','es','pt-BR','it','ja','ko','zh-Hans','zh-Hant','ru','tr')),
                requested_language TEXT NOT NULL,
                language_fallback  INTEGER NOT NULL CHECK (language_fallback IN (0, 1)),
                area               TEXT NOT NULL CHECK (area IN ('finances','career','relationships','health','general')),
                house_system       TEXT,
                chart_json         TEXT NOT NULL,
                report_json        TEXT NOT NULL,              -- the app's report object
                envelope_json      TEXT NOT NULL,              -- report + request + chart + generation metadata
                report_markdown    TEXT NOT NULL,
                backend            TEXT NOT NULL,
                model              TEXT,
                prompt_version     TEXT,
                template_version   TEXT,
                glossary_version   TEXT,
                prompt_tokens      INTEGER NOT NULL DEFAULT 0,
                completion_tokens  INTEGER NOT NULL DEFAULT 0,
                total_tokens       INTEGER NOT NULL DEFAULT 0,
                cost_usd           REAL NOT NULL DEFAULT 0,
                latency_ms         REAL NOT NULL DEFAULT 0,
                created_at         TEXT NOT NULL,
                UNIQUE (job_id, generation)
            );
            CREATE INDEX reports_language ON reports(language_code);
            CREATE INDEX reports_area ON reports(area);

            -- A stored report is immutable: regenerating makes a new row, the old one keeps its language.
            CREATE TRIGGER reports_are_immutable BEFORE UPDATE ON reports
            BEGIN SELECT RAISE(ABORT, 'reports are immutable: regenerate to make a new generation'); END;
            """),
        // Each report's content is stored once, in its envelope; `chart_json` and `report_json` stay as columns
        // computed from it, so queries that read them keep working. Dropping a column rewrites no row through
        // UPDATE (the immutability trigger stays untouched), and every report keeps its language and content.
        Migration(version: 2, name: "report content stored once, in the envelope", sql: """
            ALTER TABLE reports DROP COLUMN chart_json;
            ALTER TABLE reports DROP COLUMN report_json;
            ALTER TABLE reports ADD COLUMN chart_json TEXT GENERATED ALWAYS AS (json_extract(envelope_json, '$.chart')) VIRTUAL;
            ALTER TABLE reports ADD COLUMN report_json TEXT GENERATED ALWAYS AS (json_extract(envelope_json, '$.report')) VIRTUAL;
            """),
        // Erasure on request: the one way a report row leaves the database. A report may be deleted only while
        // its job holds an authorization, which `eraseJob` inserts and removes inside its own transaction, so a
        // stray `DELETE FROM reports` is refused like an UPDATE. The log keeps no personal data: the job id's
        // SHA-256, when, and counts; `pending_files` lists the queue files still to remove until they are gone
        // (a crash after the commit leaves them for the next `erase` or `run` to finish).
        Migration(version: 3, name: "erasure on request", sql: """
            CREATE TABLE erasures (
                id              INTEGER PRIMARY KEY,
                job_id_sha256   TEXT NOT NULL,
                requested_at    TEXT NOT NULL,
                completed_at    TEXT,
                reports         INTEGER NOT NULL,
                claims          INTEGER NOT NULL,
                files           INTEGER NOT NULL DEFAULT 0,
                pending_files   TEXT                      -- JSON array of queue paths, NULL once removed
            );
            CREATE TABLE erasure_authorizations (job_id TEXT PRIMARY KEY);
            CREATE TRIGGER reports_are_deleted_only_by_erasure BEFORE DELETE ON reports
            WHEN NOT EXISTS (SELECT 1 FROM erasure_authorizations WHERE job_id = OLD.job_id)
            BEGIN SELECT RAISE(ABORT, 'reports are deleted only by astrosvitla erase'); END;
            """),
        // `astrosvitla retry` puts a failed job back in the inbox as a new attempt; the failed claim stays as the
        // record of what happened (and what it cost), marked so it no longer counts as failed.
        Migration(version: 4, name: "failed claims put back by retry", sql: """
            ALTER TABLE claims ADD COLUMN retried_at TEXT;
            """),
        // What a report or a failed attempt cost, recorded whole: HTTP attempts, whether the corrective retry
        // fired, cached prompt tokens, latency; and a cost that is NULL when the model's price is unknown (never
        // $0). SQLite cannot drop NOT NULL in place, so both tables are rebuilt (the documented 12-step way,
        // foreign keys deferred to the commit); every row, its language and its content are copied as they are.
        Migration(version: 5, name: "attempts, corrections, cached tokens; unknown cost is NULL", sql: """
            PRAGMA defer_foreign_keys = ON;

            CREATE TABLE reports_v5 (
                id                 INTEGER PRIMARY KEY,
                job_id             TEXT NOT NULL,
                generation         INTEGER NOT NULL CHECK (generation >= 1),
                claim_key          TEXT NOT NULL UNIQUE,
                language_code      TEXT NOT NULL CHECK (language_code IN
                    ('en','uk','de','fr','es','pt-BR','it','ja','ko','zh-Hans','zh-Hant','ru','tr')),
                requested_language TEXT NOT NULL,
                language_fallback  INTEGER NOT NULL CHECK (language_fallback IN (0, 1)),
                area               TEXT NOT NULL CHECK (area IN ('finances','career','relationships','health','general')),
                house_system       TEXT,
                envelope_json      TEXT NOT NULL,
                report_markdown    TEXT NOT NULL,
                backend            TEXT NOT NULL,
                model              TEXT,
                prompt_version     TEXT,
                template_version   TEXT,
                glossary_version   TEXT,
                prompt_tokens      INTEGER NOT NULL DEFAULT 0,
                cached_tokens      INTEGER NOT NULL DEFAULT 0,
                completion_tokens  INTEGER NOT NULL DEFAULT 0,
                total_tokens       INTEGER NOT NULL DEFAULT 0,
                cost_usd           REAL,                                  -- NULL: the model's price is unknown
                http_attempts      INTEGER NOT NULL DEFAULT 0,
                corrected          INTEGER NOT NULL DEFAULT 0 CHECK (corrected IN (0, 1)),
                latency_ms         REAL NOT NULL DEFAULT 0,
                created_at         TEXT NOT NULL,
                chart_json         TEXT GENERATED ALWAYS AS (json_extract(envelope_json, '$.chart')) VIRTUAL,
                report_json        TEXT GENERATED ALWAYS AS (json_extract(envelope_json, '$.report')) VIRTUAL,
                UNIQUE (job_id, generation)
            );
            INSERT INTO reports_v5 (id, job_id, generation, claim_key, language_code, requested_language, language_fallback,
                area, house_system, envelope_json, report_markdown, backend, model, prompt_version, template_version,
                glossary_version, prompt_tokens, completion_tokens, total_tokens, cost_usd, latency_ms, created_at)
            SELECT id, job_id, generation, claim_key, language_code, requested_language, language_fallback,
                area, house_system, envelope_json, report_markdown, backend, model, prompt_version, template_version,
                glossary_version, prompt_tokens, completion_tokens, total_tokens, cost_usd, latency_ms, created_at
            FROM reports;
            DROP TABLE reports;
            ALTER TABLE reports_v5 RENAME TO reports;
            CREATE INDEX reports_language ON reports(language_code);
            CREATE INDEX reports_area ON reports(area);
            CREATE TRIGGER reports_are_immutable BEFORE UPDATE ON reports
            BEGIN SELECT RAISE(ABORT, 'reports are immutable: regenerate to make a new generation'); END;
            CREATE TRIGGER reports_are_deleted_only_by_erasure BEFORE DELETE ON reports
            WHEN NOT EXISTS (SELECT 1 FROM erasure_authorizations WHERE job_id = OLD.job_id)
            BEGIN SELECT RAISE(ABORT, 'reports are deleted only by astrosvitla erase'); END;

            CREATE TABLE claims_v5 (
                claim_key     TEXT PRIMARY KEY,
                original_name TEXT NOT NULL,
                job_id        TEXT,
                state         TEXT NOT NULL CHECK (state IN ('processing', 'done', 'failed')),
                attempts      INTEGER NOT NULL CHECK (attempts >= 1),
                owner_pid     INTEGER,
                owner_started INTEGER,
                owner_token   TEXT,
                lease_until   REAL,
                claimed_at    TEXT NOT NULL,
                finished_at   TEXT,
                error_code    TEXT,
                error_message TEXT,
                prompt_tokens     INTEGER NOT NULL DEFAULT 0,
                cached_tokens     INTEGER NOT NULL DEFAULT 0,
                completion_tokens INTEGER NOT NULL DEFAULT 0,
                cost_usd          REAL DEFAULT 0,                     -- NULL: spent at an unknown price
                http_attempts     INTEGER NOT NULL DEFAULT 0,
                corrected         INTEGER NOT NULL DEFAULT 0 CHECK (corrected IN (0, 1)),
                latency_ms        REAL,
                report_id     INTEGER REFERENCES reports(id),
                retried_at    TEXT
            );
            INSERT INTO claims_v5 (claim_key, original_name, job_id, state, attempts, owner_pid, owner_started, owner_token,
                lease_until, claimed_at, finished_at, error_code, error_message, prompt_tokens, completion_tokens, cost_usd,
                report_id, retried_at)
            SELECT claim_key, original_name, job_id, state, attempts, owner_pid, owner_started, owner_token,
                lease_until, claimed_at, finished_at, error_code, error_message, prompt_tokens, completion_tokens, cost_usd,
                report_id, retried_at
            FROM claims;
            DROP TABLE claims;
            ALTER TABLE claims_v5 RENAME TO claims;
            CREATE INDEX claims_state ON claims(state);
            CREATE INDEX claims_job ON claims(job_id);
            """),
        // Batch mode: each batch is recorded before it is created at the provider (status 'creating', so a crash
        // between creating and recording is found again by its metadata) and after; each request ties a claim to
        // its batch. A claim waiting in a batch names it, so no synchronous runner recovers it; a report says
        // whether it came from a batch (billed at the batch price).
        Migration(version: 6, name: "batches", sql: """
            CREATE TABLE batches (
                local_id       TEXT PRIMARY KEY,              -- ours, sent as metadata.astrosvitla_batch
                batch_id       TEXT UNIQUE,                   -- the provider's, NULL until it answered
                status         TEXT NOT NULL,                 -- creating, the provider's status, then settled or abandoned
                model          TEXT NOT NULL,
                input_file_id  TEXT,
                output_file_id TEXT,
                error_file_id  TEXT,
                requests       INTEGER NOT NULL CHECK (requests >= 1),
                completed      INTEGER NOT NULL DEFAULT 0,
                failed         INTEGER NOT NULL DEFAULT 0,
                created_at     TEXT NOT NULL,
                updated_at     TEXT NOT NULL,
                settled_at     TEXT,
                message        TEXT
            );
            CREATE INDEX batches_status ON batches(status);
            CREATE TABLE batch_requests (
                local_id      TEXT NOT NULL REFERENCES batches(local_id),
                claim_key     TEXT NOT NULL,                  -- also the request's custom_id
                job_id        TEXT NOT NULL,
                language_code TEXT NOT NULL,
                corrected     INTEGER NOT NULL DEFAULT 0 CHECK (corrected IN (0, 1)),
                -- What the first answer of a corrective retry already cost (added to the report's bill).
                prior_prompt_tokens     INTEGER NOT NULL DEFAULT 0,
                prior_cached_tokens     INTEGER NOT NULL DEFAULT 0,
                prior_completion_tokens INTEGER NOT NULL DEFAULT 0,
                prior_cost_usd          REAL DEFAULT 0,
                -- requeued: back to the inbox after an attempt; returned: back without one (the batch never reached the provider).
                outcome       TEXT CHECK (outcome IN ('stored', 'failed', 'requeued', 'returned', 'correction')),
                PRIMARY KEY (local_id, claim_key)
            );
            CREATE INDEX batch_requests_job ON batch_requests(job_id);
            ALTER TABLE claims ADD COLUMN batch_local_id TEXT;
            ALTER TABLE reports ADD COLUMN batched INTEGER NOT NULL DEFAULT 0 CHECK (batched IN (0, 1));
            """),
        // The erasure log keeps a keyed hash of the job id (`hmac-sha256:…`, the key outside the database), not a
        // plain SHA-256 that anyone could recompute for a guessed id; older entries are keyed by the next erase.
        Migration(version: 7, name: "erasure log keyed", sql: """
            ALTER TABLE erasures RENAME COLUMN job_id_sha256 TO job_id_hash;
            """),
        // A batch a run cannot read (a status body that is not a batch, output over the cap) is set aside as
        // 'quarantined' with the client's code, instead of failing every later batch run; `batch abandon` ends it.
        Migration(version: 8, name: "quarantined batches", sql: """
            ALTER TABLE batches ADD COLUMN error_code TEXT;
            """),
        // How many claims about the chart the fact check found in a model's answer, all true (an answer with a
        // false one is never stored). NULL: not checked (the offline writer's reports, and every older report).
        Migration(version: 9, name: "fact-checked claims", sql: """
            ALTER TABLE reports ADD COLUMN fact_claims INTEGER CHECK (fact_claims >= 0);
            """),
        // A batch is collected up to a day after it was sent, perhaps by a newer build: each request keeps the
        // prompt version and the terms it was sent with, so its answer is judged (and recorded) by what was asked.
        // NULL in requests sent before: those are judged by the current prompt, as they always were.
        Migration(version: 10, name: "batch requests keep what was sent", sql: """
            ALTER TABLE batch_requests ADD COLUMN prompt_version TEXT;
            ALTER TABLE batch_requests ADD COLUMN required_terms TEXT;
            ALTER TABLE batch_requests ADD COLUMN forbidden_terms TEXT;
            """),
    ]
}
