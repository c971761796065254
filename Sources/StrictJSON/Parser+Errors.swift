/// Building errors: only on the failure path, so they may scan the text for a position.
extension Parser {
    func error(_ message: String, remedy: String, at offset: Int) -> JSONParseError {
        JSONParseError(message: message, remedy: remedy, offset: offset, position: SourceLines.position(of: offset, in: bytes))
    }

    /// An error at the current byte, which is not what the grammar allows there. What is there
    /// may explain the problem better than the grammar can (a comment, a broken encoding, the end
    /// of the file), so that takes precedence over `message`.
    func unexpected(_ message: @autoclosure () -> String, remedy: @autoclosure () -> String) -> JSONParseError {
        guard index < end else {
            guard let container = stack.last else {
                return error("unexpected end of file", remedy: "complete the JSON value", at: index)
            }
            let (kind, closing) = container.isObject ? ("object", "}") : ("array", "]")
            return error("unexpected end of file inside an \(kind)",
                         remedy: "close the \(kind) that starts at \(positionText(of: container.start)) with '\(closing)'", at: index)
        }
        if bytes[index] == slash, [slash, asterisk].contains(byte(at: index + 1)) {
            return error("comments are not allowed in JSON", remedy: "remove the comment", at: index)
        }
        if let invalid = invalidUTF8(at: index) { return invalid }
        return error(message(), remedy: remedy(), at: index)
    }

    /// The error for a byte that does not start a well-formed UTF-8 sequence, if it does not.
    func invalidUTF8(at offset: Int) -> JSONParseError? {
        guard UTF8Scalars.sequenceLength(at: offset, in: bytes, end: end) == nil else { return nil }
        return invalidByte(at: offset)
    }

    /// The error for the byte at `offset`, known not to start a well-formed sequence.
    func invalidByte(at offset: Int) -> JSONParseError {
        error("invalid UTF-8 byte \(UTF8Scalars.hexByte(bytes[offset]))", remedy: "save the file as UTF-8", at: offset)
    }

    /// The current character as a message shows it, e.g. `'x'` or `U+0000`.
    func found() -> String {
        guard index < end else { return "the end of the file" }
        return UTF8Scalars.scalar(at: index, in: bytes).map(UTF8Scalars.describe) ?? UTF8Scalars.hexByte(bytes[index])
    }

    func singleQuoteError() -> JSONParseError {
        error("strings must use double quotes", remedy: "replace the single quotes with double quotes", at: index)
    }

    func positionText(of offset: Int) -> String {
        let position = SourceLines.position(of: offset, in: bytes)
        return "line \(position.line), column \(position.column)"
    }

    /// A key or string as a message quotes it: in double quotes, escaped as JSON would escape
    /// it, shortened when long.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars.prefix(maxQuotedLength) {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u" + UTF8Scalars.codePoint(scalar.value).dropFirst(2)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + (text.unicodeScalars.count > maxQuotedLength ? "…\"" : "\"")
    }

    /// How much of a key, number or word a message repeats.
    static let maxQuotedLength = 40

    /// A run of source bytes as a message quotes it, shortened when long.
    func excerpt(_ range: Range<Int>) -> String {
        let shown = range.lowerBound ..< min(range.upperBound, range.lowerBound + Self.maxQuotedLength)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[shown]), as: UTF8.self)
        return shown.count < range.count ? text + "…" : text
    }
}
