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

    /// See ``JSONDocument/position(ofOffset:)``.
    package func position(ofOffset offset: Int) -> SourcePosition {
        bytes.withUnsafeBufferPointer { SourceLines.position(of: offset, lineStarts: lineStarts, in: $0) }
    }
}
