import Support

/// The one error type of the Report module: a stable `code` and a message for people.
package typealias ReportError = CodedError<ReportDomain>
package enum ReportDomain: ErrorDomain {}

