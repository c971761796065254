import Foundation

/// The rows of a table view are Foundation's `IndexPath`s of two indexes, section then row, as
/// UIKit's extension makes them. Foundation on Linux has no `row` or `section`, so HostKit adds
/// them, with UIKit's names.
extension IndexPath {
    /// The path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(indexes: [newValue, row]) }
    }

    /// The row in its section: the second index.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(indexes: [section, newValue]) }
    }

    /// `section.row`, for messages and snapshots.
    var tableDescription: String { "[\(section), \(row)]" }
}
