/// Strings. Most have no escapes: they are made from their bytes in one step, and the standard
/// library's validation rejects bad UTF-8; only then is the text read again to find the byte.
extension Parser {
    /// Reads the string whose opening quote is the current byte.
    mutating func parseString() throws(JSONParseError) -> String {
        let open = index
        var cursor = plainRunEnd(from: open + 1)
        if cursor < end, bytes[cursor] == quote {
            index = cursor + 1
            return try makeString(UnsafeBufferPointer(rebasing: bytes[open + 1 ..< cursor]), stringStart: open, end: cursor)
        }
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[open + 1 ..< cursor]))
        while true {
            switch byte(at: cursor) {
            case quote:
                index = cursor + 1
                return try makeString(utf8, stringStart: open, end: cursor)
            case backslash:
                cursor = try appendEscape(at: cursor, to: &utf8, stringStart: open)
            default:
                throw cursor == end ? error("unterminated string", remedy: "close the string with '\"'", at: open)
                    : controlCharacter(at: cursor, stringStart: open)
            }
            let runEnd = plainRunEnd(from: cursor)
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor ..< runEnd]))
            cursor = runEnd
        }
    }

    /// The end of the bytes from `start` that stand for themselves: up to a quote, a backslash,
    /// a control character or the end.
    @inline(__always)
    private func plainRunEnd(from start: Int) -> Int {
        var cursor = start
        while cursor < end {
            let byte = bytes[cursor]
            if byte == quote || byte == backslash || byte < 0x20 { break }
            cursor += 1
        }
        return cursor
    }

    private func makeString(_ utf8: some Collection<UInt8>, stringStart: Int, end stringEnd: Int) throws(JSONParseError) -> String {
        if let string = String(validating: utf8, as: UTF8.self) { return string }
        // Escapes always decode to valid UTF-8, so the culprit is in the source bytes.
        let invalid = UTF8Scalars.firstInvalidByte(in: stringStart + 1 ..< stringEnd, of: bytes) ?? stringStart
        throw invalidUTF8(at: invalid) ?? error("invalid UTF-8", remedy: "save the file as UTF-8", at: invalid)
    }

    /// Decodes the escape at `backslashOffset`; returns the offset after it.
    private func appendEscape(at backslashOffset: Int, to utf8: inout [UInt8], stringStart: Int) throws(JSONParseError) -> Int {
        let escaped = byte(at: backslashOffset + 1)
        let decoded: UInt8
        switch escaped {
        case quote, backslash, slash: decoded = escaped
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            let (scalar, length) = try unicodeEscape(at: backslashOffset, stringStart: stringStart)
            UTF8.encode(scalar) { utf8.append($0) }
            return backslashOffset + length
        default:
            guard backslashOffset + 1 < end else {
                throw error("unterminated string", remedy: "close the string with '\"'", at: stringStart)
            }
            let what = UTF8Scalars.scalar(at: backslashOffset + 1, in: bytes)
                .map { UTF8Scalars.isVisible($0) ? "'\\\($0)'" : "'\\' followed by \(UTF8Scalars.describe($0))" }
                ?? "'\\' followed by the byte \(UTF8Scalars.hexByte(escaped))"
            throw stringError("invalid escape \(what)",
                              remedy: "the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write a backslash as \\\\",
                              at: backslashOffset, stringStart: stringStart)
        }
        utf8.append(decoded)
        return backslashOffset + 2
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, which stands for one scalar.
    private func unicodeEscape(at backslashOffset: Int, stringStart: Int) throws(JSONParseError) -> (Unicode.Scalar, Int) {
        guard let unit = hexQuad(at: backslashOffset + 2) else {
            var escapeEnd = backslashOffset + 2
            while escapeEnd < min(backslashOffset + 6, end), (0x21...0x7E).contains(bytes[escapeEnd]), bytes[escapeEnd] != quote {
                escapeEnd += 1
            }
            throw stringError("invalid escape '\(excerpt(backslashOffset ..< escapeEnd))'",
                              remedy: "write \\u and four hex digits, as in \\u00E9", at: backslashOffset, stringStart: stringStart)
        }
        if (0xD800...0xDBFF).contains(unit), byte(at: backslashOffset + 6) == backslash, byte(at: backslashOffset + 7) == UInt8(ascii: "u"),
           let low = hexQuad(at: backslashOffset + 8), (0xDC00...0xDFFF).contains(low),
           let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
            return (scalar, 12)
        }
        guard let scalar = Unicode.Scalar(unit) else {
            throw stringError("lone surrogate '\(excerpt(backslashOffset ..< backslashOffset + 6))'",
                              remedy: "pair a high surrogate \\uD800-\\uDBFF with a low surrogate \\uDC00-\\uDFFF, or write the character itself",
                              at: backslashOffset, stringStart: stringStart)
        }
        return (scalar, 6)
    }

    /// The value of four hex digits at `offset`.
    private func hexQuad(at offset: Int) -> UInt32? {
        guard offset + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[offset ..< offset + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func controlCharacter(at offset: Int, stringStart: Int) -> JSONParseError {
        let character = bytes[offset]
        let remedy = switch character {
        case newline: "close the string before the end of the line, or write a line break as \\n"
        case tab: "write a tab as \\t"
        case carriageReturn: "write it as \\r"
        default: "write it as \\u" + UTF8Scalars.codePoint(UInt32(character)).dropFirst(2)
        }
        return stringError("control character \(UTF8Scalars.codePoint(UInt32(character))) in a string",
                           remedy: remedy, at: offset, stringStart: stringStart)
    }

    /// An error inside a string, unless bad UTF-8 earlier in the string is the first error.
    private func stringError(_ message: String, remedy: String, at offset: Int, stringStart: Int) -> JSONParseError {
        if let invalid = UTF8Scalars.firstInvalidByte(in: stringStart + 1 ..< offset, of: bytes), let error = invalidUTF8(at: invalid) {
            return error
        }
        return error(message, remedy: remedy, at: offset)
    }
}
