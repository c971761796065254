/// UTF-8 checks the parser needs in its slow paths: finding the exact byte that breaks the
/// encoding (the standard library only says whether a whole string is valid) and naming the
/// character found where something else was expected.
enum UTF8Scalars {
    /// U+FEFF encoded, which RFC 8259 lets a parser ignore at the start of a text.
    static let byteOrderMarkLength = 3

    static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or nil when the byte there does
    /// not start one (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
    static func sequenceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return nil
        }
        guard index + length <= end, secondRange.contains(bytes[index + 1]) else { return nil }
        for next in index + 2 ..< index + length where bytes[next] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The offset of the first byte in `range` that does not start a well-formed sequence.
    static func firstInvalidByte(in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            guard let length = sequenceLength(at: index, in: bytes, end: range.upperBound) else { return index }
            index += length
        }
        return nil
    }

    /// The scalar at `index`, if the bytes there are well-formed.
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard let length = sequenceLength(at: index, in: bytes, end: bytes.count) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index ..< index + length]), as: UTF8.self).unicodeScalars.first
    }

    /// How a message shows a scalar: quoted when it is visible, `U+XXXX` otherwise.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        guard isVisible(scalar) else { return codePoint(scalar.value) }
        return scalar == "'" ? "\"'\"" : "'\(scalar)'"
    }

    /// False for what would print as nothing or as blank space (controls, format characters,
    /// unusual spaces, a stray byte order mark), which a message must spell out.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: false
        default: true
        }
    }

    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" : "") + hex
    }
}
