/// A parsed JSON text: the value tree, and what is needed to turn the byte offsets stored in it
/// back into lines and columns when a later check has something to report.
package struct JSONDocument: Sendable {
    package let root: JSONValue
    /// Turns offsets into positions; keep it (and drop the tree) to report on the text later.
    package let positions: SourcePositions

    init(root: JSONValue, bytes: [UInt8], lineStarts: [Int]) {
        self.root = root
        positions = SourcePositions(bytes: bytes, lineStarts: lineStarts)
    }

    /// 1-based line and column of a byte offset; columns count Unicode scalars (UTF-8
    /// continuation bytes do not advance the column). Offsets outside the text are clamped to
    /// its start or end.
    package func position(ofOffset offset: Int) -> SourcePosition {
        positions.position(ofOffset: offset)
    }
}

/// The byte offsets of a parsed text mapped to lines and columns, without the value tree: what a
/// reader keeps to name `line:column` long after parsing.
package struct SourcePositions: Sendable {
    /// The parsed bytes, kept (not copied) to count the columns of a line.
    let bytes: [UInt8]
    /// The offset at which each line starts, recorded while parsing.
    let lineStarts: [Int]
    /// For a text with a line longer than ``longLine`` bytes (a minified storyboard is one
    /// line): how many scalars start before every ``SourceLines/scalarCountStride``-th byte, so
    /// that a column is found by counting at most a stride of bytes, not the whole line, and a
    /// file with 100,000 errors on one line is reported in linear time. Empty otherwise: counting
    /// from the line's start is then as quick.
    let scalarCounts: [Int]

    static let longLine = 16 * 1024

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        var longest = 0, previous = 0
        for start in lineStarts.dropFirst() + [bytes.count] {
            longest = max(longest, start - previous)
            previous = start
        }
        scalarCounts = longest > Self.longLine ? bytes.withUnsafeBufferPointer(SourceLines.scalarCounts(of:)) : []
    }

    /// See ``JSONDocument/position(ofOffset:)``.
    package func position(ofOffset offset: Int) -> SourcePosition {
        bytes.withUnsafeBufferPointer { SourceLines.position(of: offset, lineStarts: lineStarts, in: $0, scalarCounts: scalarCounts) }
    }
}
