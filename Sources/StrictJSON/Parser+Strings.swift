/// Strings. Most have no escapes and are all ASCII: they are made from their bytes in one step,
/// and only text with other bytes is checked for well-formed UTF-8 first.
extension Parser {
    /// The well-formed UTF-8 of a string's contents: a range of the source when it has no
    /// escapes, else the decoded bytes.
    enum StringContents {
        case source(Range<Int>)
        case decoded([UInt8])
    }

    /// Reads the string whose opening quote is the current byte.
    mutating func parseString() throws(JSONParseError) -> String {
        switch try scanString() {
        case .source(let range): String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .decoded(let utf8): String(decoding: utf8, as: UTF8.self)
        }
    }

    /// Reads the string whose opening quote is the current byte, without making it a `String`.
    mutating func scanString() throws(JSONParseError) -> StringContents {
        let open = index
        var (cursor, isASCII) = plainRun(from: open + 1)
        if cursor < end, bytes[cursor] == quote {
            index = cursor + 1
            try checkUTF8(isASCII: isASCII, in: open + 1 ..< cursor)
            return .source(open + 1 ..< cursor)
        }
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[open + 1 ..< cursor]))
        while true {
            switch byte(at: cursor) {
            case quote:
                index = cursor + 1
                try checkUTF8(isASCII: isASCII, in: open + 1 ..< cursor)
                return .decoded(utf8)
            case backslash:
                cursor = try appendEscape(at: cursor, to: &utf8, stringStart: open)
            default:
                throw cursor == end ? error("unterminated string", remedy: "close the string with '\"'", at: open)
                    : controlCharacter(at: cursor, stringStart: open)
            }
            let (runEnd, runIsASCII) = plainRun(from: cursor)
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor ..< runEnd]))
            cursor = runEnd
            isASCII = isASCII && runIsASCII
        }
    }

    /// The end of the bytes from `start` that stand for themselves (up to a quote, a backslash,
    /// a control character or the end), and whether they are all ASCII.
    @inline(__always)
    private func plainRun(from start: Int) -> (end: Int, isASCII: Bool) {
        var cursor = start
        var allBits: UInt8 = 0
        while cursor < end {
            let byte = bytes[cursor]
            if byte == quote || byte == backslash || byte < 0x20 { break }
            allBits |= byte
            cursor += 1
        }
        return (cursor, allBits < 0x80)
    }

    /// Checks the source bytes of a string: escapes are ASCII and decode to well-formed UTF-8, so
    /// the source is well-formed exactly when the decoded string is.
    private func checkUTF8(isASCII: Bool, in range: Range<Int>) throws(JSONParseError) {
        if !isASCII, let invalid = UTF8Scalars.firstInvalidByte(in: range, of: bytes) {
            throw invalidByte(at: invalid)
        }
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
        if let invalid = UTF8Scalars.firstInvalidByte(in: stringStart + 1 ..< offset, of: bytes) {
            return invalidByte(at: invalid)
        }
        return error(message, remedy: remedy, at: offset)
    }
}
