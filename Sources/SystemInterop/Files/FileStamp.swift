import Glibc

/// What says that a file is still the one it was: its device, inode, size and modification time,
/// as a build tool or a cache compares them (a package upgrade replaces a library with a new
/// inode; an edit in place changes the time).
package struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    /// Nanoseconds since 1970.
    package var modified: Int64

    package init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
    }

    /// The stamp of the file `path` names, links followed; `nil` when nothing is there.
    package static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let (seconds, overflow) = Int64(info.st_mtim.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        return FileStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         modified: overflow ? Int64.max : seconds &+ Int64(info.st_mtim.tv_nsec))
    }

    /// `device:inode:size:modified`, as the text size store writes it.
    package var description: String { "\(device):\(inode):\(size):\(modified)" }

    /// Reads ``description`` back; `nil` for anything else.
    package init?(_ text: Substring) {
        // Cut at bytes: cutting a Substring at a Character finds grapheme boundaries, which cost
        // more than the rest of reading the text size file at every launch. A colon that a
        // combining mark joins is no cut that way, but the field holding it is no number either
        // way, so the same texts are refused.
        let fields = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map(Substring.init)
        guard fields.count == 4, let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
              let size = Int64(fields[2]), let modified = Int64(fields[3]) else { return nil }
        self.init(device: device, inode: inode, size: size, modified: modified)
    }
}
