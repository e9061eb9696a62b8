import Localization
import Report
import Store
import Support

// The value types the façade's callers name. The CLI sees them through Pipeline only, so the picture in
// the README (CLI -> Pipeline) is the build: a change of module behind the façade does not touch the CLI.
package typealias Language = Localization.Language
package typealias StoredReport = Store.StoredReport
package typealias ReportFilter = Store.ReportFilter
package typealias BatchRecord = Store.BatchRecord
package typealias Paper = Report.Paper
/// Where `run` writes its JSON-lines events (`.standardError` for cron, `.silent` under a progress line).
package typealias RunLog = Support.EventLog
/// Standard output and error, written so that a reader that went away (EPIPE) never stops a command.
package typealias StandardStream = Support.StandardStream
