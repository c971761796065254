/// A strict RFC 8259 parser for files people edit by hand.
///
/// Unlike Foundation's `JSONDecoder`, it rejects what RFC 8259 does not allow (trailing commas,
/// duplicate keys, comments, single quotes, `NaN`) instead of guessing, and every error says
/// what was found, what to do, and the exact line and column. Values keep their byte offsets so
/// that later checks can point at the right place too.
///
/// It never recurses, so no input can overflow the stack; ``Limits`` bound the work instead.
package enum JSONParser {
    /// Bounds on what a parse accepts, so that a hostile or broken file fails quickly with a
    /// clear message instead of exhausting memory.
    package struct Limits: Sendable {
        /// The largest input, in bytes.
        package var maxBytes: Int
        /// The deepest nesting of arrays and objects: `[[1]]` is 2 levels.
        ///
        /// The parser itself never recurses, but freeing the tree (and any code that walks it
        /// recursively) takes stack once per level, roughly 150 bytes each: keep this in the
        /// hundreds, not the tens of thousands.
        package var maxDepth: Int

        /// 16 MiB and 64 levels: far beyond any storyboard, far below any harm.
        package static let standard = Limits(maxBytes: 16 << 20, maxDepth: 64)

        package init(maxBytes: Int, maxDepth: Int) {
            self.maxBytes = maxBytes
            self.maxDepth = maxDepth
        }
    }

    /// Parses one JSON value, optionally preceded by a UTF-8 byte order mark, with only
    /// whitespace around it.
    ///
    /// - Throws: the first error in the text, with its position.
    package static func parse(_ bytes: [UInt8], limits: Limits = .standard) throws(JSONParseError) -> JSONDocument {
        guard bytes.count <= limits.maxBytes else {
            throw JSONParseError(message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes) bytes",
                                 remedy: "split it into smaller files", offset: 0, position: SourcePosition(line: 1, column: 1))
        }
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
            var parser = Parser(bytes: buffer, maxDepth: limits.maxDepth)
            let root = try parser.parseDocument()
            return JSONDocument(root: root, bytes: bytes, lineStarts: parser.lineStarts)
        }
    }

    /// Parses the bytes of any collection, such as `Data` or `String.UTF8View`.
    package static func parse(_ bytes: some Sequence<UInt8>, limits: Limits = .standard) throws(JSONParseError) -> JSONDocument {
        try parse(Array(bytes), limits: limits)
    }
}
