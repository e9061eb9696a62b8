import Support

/// Why a job failed: a stable `code` for the database, the sidecar and scripts, the field at fault
/// (dotted path) when there is one, and a message that says what to fix. Never holds birth data or keys.
package typealias JobError = CodedError<PipelineDomain>
package enum PipelineDomain: ErrorDomain {}

