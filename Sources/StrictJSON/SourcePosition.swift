/// A place in a source file as people and editors count it, so that a message can say
/// `file:line:column` and an editor jumps to the right character.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars: a character such as `é` or `→` is one column
    /// however many UTF-8 bytes it takes.
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, the form compilers and editors use.
    package var description: String { "\(line):\(column)" }
}

/// Byte offsets to line and column. Only `\n` ends a line: `\r\n` then counts as one break,
/// and the `\r` before it never comes before a position anyone asks for.
enum SourceLines {
    /// The position of `offset` when the starts of lines are known (`lineStarts[0] == 0`, sorted).
    static func position(of offset: Int, lineStarts: [Int], in bytes: UnsafeBufferPointer<UInt8>, scalarCounts: [Int]) -> SourcePosition {
        let offset = clamped(offset, in: bytes)
        // The last line that starts at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        guard !scalarCounts.isEmpty else { return SourcePosition(line: low + 1, column: column(of: offset, lineStart: lineStart, in: bytes)) }
        var column = 1 + scalars(before: offset, in: bytes, counts: scalarCounts) - scalars(before: lineStart, in: bytes, counts: scalarCounts)
        if lineStart == 0, offset >= UTF8Scalars.byteOrderMarkLength, UTF8Scalars.startsWithByteOrderMark(bytes) {
            column -= 1
        }
        return SourcePosition(line: low + 1, column: column)
    }

    /// Bytes between two entries of ``scalarCounts(of:)``.
    static let scalarCountStride = 4096

    /// Entry `k`: how many scalars start in the first `k * scalarCountStride` bytes.
    static func scalarCounts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var counts = [0]
        counts.reserveCapacity(bytes.count / scalarCountStride + 1)
        var total = 0
        var next = scalarCountStride
        for index in bytes.indices {
            if index == next {
                counts.append(total)
                next += scalarCountStride
            }
            if bytes[index] & 0xC0 != 0x80 { total += 1 }
        }
        if bytes.count == next { counts.append(total) }
        return counts
    }

    /// How many scalars start before `offset`.
    private static func scalars(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>, counts: [Int]) -> Int {
        let block = min(offset / scalarCountStride, counts.count - 1)
        var total = counts[block]
        for index in block * scalarCountStride..<offset where bytes[index] & 0xC0 != 0x80 {
            total += 1
        }
        return total
    }

    /// The position of `offset` by reading the bytes before it: for errors, which need one
    /// position once, where the parse has not (and need not have) recorded the lines.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let offset = clamped(offset, in: bytes)
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == newline {
            line += 1
            lineStart = index + 1
        }
        return SourcePosition(line: line, column: column(of: offset, lineStart: lineStart, in: bytes))
    }

    /// Continuation bytes (`10xxxxxx`) do not start a scalar, so they do not advance the column.
    /// A byte order mark is invisible in editors, so it takes no column either.
    private static func column(of offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        if lineStart == 0, offset >= UTF8Scalars.byteOrderMarkLength, UTF8Scalars.startsWithByteOrderMark(bytes) {
            column -= 1
        }
        return column
    }

    private static func clamped(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        min(max(offset, 0), bytes.count)
    }
}
