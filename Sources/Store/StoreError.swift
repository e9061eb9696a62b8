import Support

/// A database the runner must not use, with a stable code: `database_read_only`, `database_corrupt`,
/// `database_replaced` (the file at the path is no longer the one that was opened).
package typealias StoreError = CodedError<StoreDomain>
package enum StoreDomain: ErrorDomain {}

