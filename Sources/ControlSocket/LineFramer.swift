/// Cuts a byte stream into newline-terminated lines, holding at most `limit` bytes of an
/// unfinished line: a longer one is reported as oversized as soon as it passes the limit, and
/// the rest of it, up to its newline, is dropped as it arrives.
package struct LineFramer {
    package enum Item: Equatable {
        /// A line's bytes, without its newline.
        case line([UInt8])
        /// A line longer than the limit, reported once.
        case oversized
    }

    package let limit: Int
    private var partial: [UInt8] = []
    private var discarding = false

    package init(limit: Int) {
        self.limit = limit
    }

    /// The items the new bytes complete, in order.
    package mutating func append(_ bytes: UnsafeRawBufferPointer, _ emit: (Item) -> Void) {
        var start = 0
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                take(bytes, from: start, to: bytes.count, emit)
                return
            }
            take(bytes, from: start, to: newline, emit)
            if discarding {
                discarding = false
            } else {
                emit(.line(partial))
            }
            partial.removeAll(keepingCapacity: partial.count <= 4096)
            start = newline + 1
        }
    }

    /// At the end of the stream: the last line when it had no newline, unless it was oversized.
    package mutating func finish() -> Item? {
        defer {
            partial = []
            discarding = false
        }
        return discarding || partial.isEmpty ? nil : .line(partial)
    }

    private mutating func take(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, _ emit: (Item) -> Void) {
        if discarding { return }
        if partial.count + (end - start) > limit {
            emit(.oversized)
            partial = []
            discarding = true
            return
        }
        partial.append(contentsOf: bytes[start..<end])
    }
}
