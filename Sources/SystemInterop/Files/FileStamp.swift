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
        return FileStamp(info)
    }

    /// The stamp of the file `info` describes.
    init(_ info: stat) {
        let (seconds, overflow) = Int64(info.st_mtim.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modified: overflow ? Int64.max : seconds &+ Int64(info.st_mtim.tv_nsec))
    }

    /// `device:inode:size:modified`, as the text size store writes it.
    package var description: String { "\(device):\(inode):\(size):\(modified)" }

    /// Reads ``description`` back; `nil` for anything else.
    package init?(_ text: Substring) {
        var text = text
        guard let stamp = text.withUTF8({ FileStamp(utf8: $0) }) else { return nil }
        self = stamp
    }

    /// Reads ``description`` back from its UTF-8 bytes; `nil` for anything else.
    ///
    /// Read byte by byte: the text size store reads a stamp for each file it names at every
    /// launch, and splitting the text and converting each piece cost thousands of instructions a
    /// stamp.
    package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var fields = DecimalFields(bytes)
        guard let device = fields.unsigned(), fields.separator(), let inode = fields.unsigned(), fields.separator(),
              let size = fields.signed(), fields.separator(), let modified = fields.signed(), fields.isAtEnd else { return nil }
        self.init(device: device, inode: inode, size: size, modified: modified)
    }
}

/// Decimal numbers separated by colons, read from the front.
private struct DecimalFields {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// Steps over a colon; false when there is none.
    mutating func separator() -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        return true
    }

    /// One or more digits that fit a `UInt64`.
    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        let start = index
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            let (tenfold, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = tenfold.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !carried else { return nil }
            value = sum
            index += 1
        }
        return index == start ? nil : value
    }

    /// Digits after an optional minus sign, that fit an `Int64`.
    mutating func signed() -> Int64? {
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let magnitude = unsigned() else { return nil }
        if negative {
            return magnitude <= Int64.min.magnitude ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return Int64(exactly: magnitude)
    }
}
