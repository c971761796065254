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
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(at: index) { throw invalidNumber(at: start, remedy: "remove the leading zeros") }
        } else {
            skipDigits()
        }
        let integerEnd = index
        if byte(at: index) == dot {
            index += 1
            guard isDigit(at: index) else {
                throw invalidNumber(at: start, remedy: "write at least one digit after the decimal point")
            }
            skipDigits()
        }
        if byte(at: index) | 0x20 == UInt8(ascii: "e") {
            index += 1
            if byte(at: index) == plus || byte(at: index) == minus { index += 1 }
            guard isDigit(at: index) else {
                throw invalidNumber(at: start, remedy: "write at least one digit in the exponent")
            }
            skipDigits()
        }
        if index < end, Self.isWordByte(bytes[index]) {
            throw invalidNumber(at: start, remedy: "write a number such as 0, -12, 3.5 or 1e-3")
        }
        return try number(start ..< index, isInteger: integerEnd == index, isNegative: isNegative)
    }

    private mutating func number(_ range: Range<Int>, isInteger: Bool, isNegative: Bool) throws(JSONParseError) -> JSONNumber {
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        var integer: Int?
        let double: Double
        let digitCount = range.count - (isNegative ? 1 : 0)
        if isInteger && digitCount <= 18 {
            // At most 18 digits cannot overflow, and Double(Int) rounds exactly like parsing the text.
            var magnitude = 0
            for offset in range.upperBound - digitCount ..< range.upperBound {
                magnitude = magnitude * 10 + Int(bytes[offset] &- UInt8(ascii: "0"))
            }
            integer = isNegative ? -magnitude : magnitude
            double = isNegative ? -Double(magnitude) : Double(magnitude)
        } else {
            integer = isInteger ? Int(literal) : nil
            double = Double(literal) ?? .infinity
        }
        guard double.isFinite else {
            throw error("number out of range '\(excerpt(range))'",
                        remedy: "write a number between -1.7976931348623157e308 and 1.7976931348623157e308", at: range.lowerBound)
        }
        return JSONNumber(double: double, integer: integer, literal: literal)
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

    private mutating func skipDigits() {
        while isDigit(at: index) { index += 1 }
    }
}
