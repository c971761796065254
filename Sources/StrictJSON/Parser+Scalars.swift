/// Numbers and the literals `true`, `false` and `null`, and the errors for words that look like
/// one of them but are not JSON (`01`, `.5`, `NaN`, `True`, `undefined`).
extension Parser {
    /// Letters, digits and the characters of a number: what a reader takes as one word, so that
    /// `1.5.3` or `truex` is reported whole rather than cut where the grammar stops.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), dot, plus, minus:
            true
        default:
            false
        }
    }

    /// The word that starts at `start`.
    func word(at start: Int) -> String {
        var wordEnd = start
        while wordEnd < end, Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
        return excerpt(start ..< wordEnd)
    }

    mutating func parseLiteral() -> JSONValue.Kind? {
        let kind: JSONValue.Kind
        let literal: StaticString
        switch bytes[index] {
        case UInt8(ascii: "t"): (kind, literal) = (.bool(true), "true")
        case UInt8(ascii: "f"): (kind, literal) = (.bool(false), "false")
        case UInt8(ascii: "n"): (kind, literal) = (.null, "null")
        default: return nil
        }
        let length = literal.utf8CodeUnitCount
        guard index + length <= end, !Self.isWordByte(byte(at: index + length)) else { return nil }
        for offset in 0 ..< length where bytes[index + offset] != literal.utf8Start[offset] {
            return nil
        }
        index += length
        return kind
    }

    /// A number per RFC 8259: `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`, followed by
    /// something that does not continue the word.
    mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        let isNegative = bytes[index] == minus
        if isNegative { index += 1 }
        guard isDigit(at: index) else {
            throw invalidNumber(at: start, remedy: "write digits after the minus sign")
        }
        // The digits of the integer and the fraction as one integer: exact while there are at
        // most 19 of them, and only used then.
        var significand: UInt64 = 0
        var digitCount = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(at: index) { throw invalidNumber(at: start, remedy: "remove the leading zeros") }
        } else {
            readDigits(into: &significand, count: &digitCount)
        }
        var fractionDigitCount = 0
        if byte(at: index) == dot {
            index += 1
            guard isDigit(at: index) else {
                throw invalidNumber(at: start, remedy: "write at least one digit after the decimal point")
            }
            let integerDigitCount = digitCount
            readDigits(into: &significand, count: &digitCount)
            fractionDigitCount = digitCount - integerDigitCount
        }
        var exponent = 0
        var hasExponent = false
        if byte(at: index) | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            index += 1
            let isNegativeExponent = byte(at: index) == minus
            if isNegativeExponent || byte(at: index) == plus { index += 1 }
            guard isDigit(at: index) else {
                throw invalidNumber(at: start, remedy: "write at least one digit in the exponent")
            }
            while isDigit(at: index) {
                // Beyond any finite Double either way; stop before the Int overflows.
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            if isNegativeExponent { exponent = -exponent }
        }
        if index < end, Self.isWordByte(bytes[index]) {
            throw invalidNumber(at: start, remedy: "write a number such as 0, -12, 3.5 or 1e-3")
        }
        let isInteger = fractionDigitCount == 0 && !hasExponent
        if isInteger, digitCount <= 18 {
            // Cannot overflow, and converts to Double with the same rounding as parsing the text.
            let magnitude = Int(significand)
            return JSONNumber(double: isNegative ? -Double(magnitude) : Double(magnitude), integer: isNegative ? -magnitude : magnitude)
        }
        let scale = exponent - fractionDigitCount
        if digitCount <= 15, (-22...22).contains(scale) {
            // Clinger's fast path: both operands are exact Doubles (the significand is below 2^53,
            // and so is 5^22), so one correctly rounded operation gives the correctly rounded result.
            let magnitude = scale < 0 ? Double(significand) / Self.powersOfTen[-scale] : Double(significand) * Self.powersOfTen[scale]
            return JSONNumber(double: isNegative ? -magnitude : magnitude, integer: nil)
        }
        return try slowNumber(start ..< index, isInteger: isInteger)
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Long or extreme numbers, parsed from their text by the standard library.
    private func slowNumber(_ range: Range<Int>, isInteger: Bool) throws(JSONParseError) -> JSONNumber {
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let double = Double(literal), double.isFinite else {
            throw error("number out of range '\(excerpt(range))'",
                        remedy: "write a number between -1.7976931348623157e308 and 1.7976931348623157e308", at: range.lowerBound)
        }
        return JSONNumber(double: double, integer: isInteger ? Int(literal) : nil)
    }

    private mutating func readDigits(into significand: inout UInt64, count: inout Int) {
        while isDigit(at: index) {
            significand = significand &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
            count += 1
            index += 1
        }
    }

    /// The error for a word at the current byte that is neither a number nor a literal.
    func invalidWord() -> JSONParseError {
        let start = index
        switch bytes[start] {
        case plus: return invalidNumber(at: start, remedy: "remove the '+' sign")
        case dot: return invalidNumber(at: start, remedy: "write a digit before the decimal point, as in 0\(word(at: start))")
        default: break
        }
        let word = word(at: start)
        let lowercased = word.lowercased()
        let literals = ["true", "false", "null"]
        if Self.nonFiniteWords.contains(lowercased) { return invalidNumber(at: start, remedy: Self.nonFiniteRemedy) }
        let remedy = if literals.contains(lowercased) {
            "write it in lower case: \(lowercased)"
        } else if let literal = literals.first(where: { $0.hasPrefix(word) }) {
            "did you mean \(literal)?"
        } else {
            "the literals are true, false and null; write text as a string in double quotes"
        }
        return error("invalid literal '\(word)'", remedy: remedy, at: start)
    }

    /// `NaN` and `Infinity` are numbers to the author but not to JSON, whatever their sign, so
    /// they get their own remedy.
    private func invalidNumber(at start: Int, remedy: String) -> JSONParseError {
        let word = word(at: start)
        let unsigned = word.lowercased().drop { $0 == "-" || $0 == "+" }
        return error("invalid number '\(word)'",
                     remedy: Self.nonFiniteWords.contains(String(unsigned)) ? Self.nonFiniteRemedy : remedy, at: start)
    }

    private static let nonFiniteWords = ["nan", "infinity"]
    private static let nonFiniteRemedy = "JSON has no NaN or Infinity; write a finite number or null"

    private func isDigit(at offset: Int) -> Bool {
        byte(at: offset) &- UInt8(ascii: "0") < 10
    }
}
