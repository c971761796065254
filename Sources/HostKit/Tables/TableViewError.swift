import ErrorReporting

/// A misuse of a table view that UIKit answers with an exception (an update whose counts do not
/// add up, an index path past the end, a cell dequeued wrongly). HostKit reports it as an issue,
/// naming the table and the index path, leaves the table in a state that matches its data source,
/// and goes on; ``TableView/lastError`` keeps it for the app's own checks.
public struct TableViewError: AppHostError, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable {
        /// After an insert, delete or batch of updates, the data source's counts are not the old
        /// counts plus the inserted and less the deleted ones.
        case inconsistentUpdate = "table-inconsistent-update"
        /// The data source gave a negative number of sections or rows.
        case badCount = "table-bad-count"
        /// An index path names no row of the table.
        case indexPathOutOfRange = "table-index-path-out-of-range"
        /// A cell could not be dequeued: no class or prototype has the identifier, or it was
        /// asked for another index path than the one being filled.
        case dequeueFailed = "table-dequeue-failed"
        /// `cellForRowAt` returned a cell already on screen for another row.
        case cellInUse = "table-cell-in-use"
    }

    public let code: Code
    public let message: String
    public let remedy: String

    package init(_ code: Code, _ message: String, remedy: String) {
        self.code = code
        self.message = message
        self.remedy = remedy
    }

    public var errorCode: String { code.rawValue }
    public var description: String { report }
}
