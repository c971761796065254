import StrictJSON
import Testing

/// The strict JSON parser: what it accepts, the exact message and `line:column` of what it
/// rejects, and that no input makes it crash, hang or overflow the stack.
@Suite("Strict JSON")
struct StrictJSONTests {
    static func parse(_ text: String, limits: JSONParser.Limits = .standard) throws(JSONParseError) -> JSONDocument {
        try JSONParser.parse(Array(text.utf8), limits: limits)
    }

    /// The error for `bytes`, which must not parse.
    static func error(_ bytes: [UInt8], limits: JSONParser.Limits = .standard,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONParseError {
        try #require(throws: JSONParseError.self, sourceLocation: sourceLocation) {
            try JSONParser.parse(bytes, limits: limits)
        }
    }

    // MARK: Malformed input

    struct Malformed: CustomTestStringConvertible, Sendable {
        let text: String
        let message: String
        /// `line:column`.
        let position: String
        var remedy: String?

        init(_ text: String, _ message: String, at position: String, remedy: String? = nil) {
            self.text = text
            self.message = message
            self.position = position
            self.remedy = remedy
        }

        var testDescription: String { "\(text.debugDescription) → \(message)" }
    }

    static let malformed: [Malformed] = [
        // Nothing to parse.
        Malformed("", "the file is empty", at: "1:1"),
        Malformed(" \n\t\r\n ", "the file is empty", at: "1:1"),
        Malformed("\u{FEFF}", "the file is empty", at: "1:1"),

        // What lenient parsers accept.
        Malformed("[1, 2,]", "trailing comma before ']'", at: "1:6", remedy: "remove the comma after the last element"),
        Malformed("{\"a\": 1,\n}", "trailing comma before '}'", at: "1:8", remedy: "remove the comma after the last member"),
        Malformed("{\"a\": 1, \"b\": 2, \"a\": 3}", "duplicate key \"a\" (first at line 1, column 2)", at: "1:18",
                  remedy: "remove one of the two"),
        Malformed("{\n  \"id\": 1,\n  \"text\": \"a\",\n  \"text\": \"b\"\n}", "duplicate key \"text\" (first at line 3, column 3)", at: "4:3"),
        Malformed("{\"a\\u0000\": 1, \"a\\u0000\": 2}", "duplicate key \"a\\u0000\" (first at line 1, column 2)", at: "1:16"),
        Malformed("[1, // two\n 2]", "comments are not allowed in JSON", at: "1:5", remedy: "remove the comment"),
        Malformed("/* header */ {}", "comments are not allowed in JSON", at: "1:1"),
        Malformed("{} // end", "comments are not allowed in JSON", at: "1:4"),
        Malformed("{\"a\": 'b'}", "strings must use double quotes", at: "1:7", remedy: "replace the single quotes with double quotes"),
        Malformed("{'a': 1}", "strings must use double quotes", at: "1:2"),
        Malformed("{a: 1}", "object keys must be strings in double quotes", at: "1:2", remedy: "write the key as \"a\""),
        Malformed("{\"a\": 1, name: 2}", "object keys must be strings in double quotes", at: "1:10", remedy: "write the key as \"name\""),

        // Numbers.
        Malformed("[NaN]", "invalid number 'NaN'", at: "1:2", remedy: "JSON has no NaN or Infinity; write a finite number or null"),
        Malformed("[-Infinity]", "invalid number '-Infinity'", at: "1:2", remedy: "JSON has no NaN or Infinity; write a finite number or null"),
        Malformed("Infinity", "invalid number 'Infinity'", at: "1:1"),
        Malformed("01", "invalid number '01'", at: "1:1", remedy: "remove the leading zeros"),
        Malformed("[-01]", "invalid number '-01'", at: "1:2"),
        Malformed("[1.]", "invalid number '1.'", at: "1:2", remedy: "write at least one digit after the decimal point"),
        Malformed("[.5]", "invalid number '.5'", at: "1:2", remedy: "write a digit before the decimal point, as in 0.5"),
        Malformed("[1e]", "invalid number '1e'", at: "1:2", remedy: "write at least one digit in the exponent"),
        Malformed("[1e+]", "invalid number '1e+'", at: "1:2"),
        Malformed("[+1]", "invalid number '+1'", at: "1:2", remedy: "remove the '+' sign"),
        Malformed("[-]", "invalid number '-'", at: "1:2", remedy: "write digits after the minus sign"),
        Malformed("-", "invalid number '-'", at: "1:1"),
        Malformed("[1.5.3]", "invalid number '1.5.3'", at: "1:2"),
        Malformed("[0x10]", "invalid number '0x10'", at: "1:2"),
        Malformed("[1e999]", "number out of range '1e999'", at: "1:2"),
        Malformed("{\"n\": -1e999}", "number out of range '-1e999'", at: "1:7"),
        Malformed("1" + String(repeating: "0", count: 400), "number out of range '1\(String(repeating: "0", count: 39))…'", at: "1:1"),

        // Literals.
        Malformed("[tru]", "invalid literal 'tru'", at: "1:2", remedy: "did you mean true?"),
        Malformed("nul", "invalid literal 'nul'", at: "1:1", remedy: "did you mean null?"),
        Malformed("True", "invalid literal 'True'", at: "1:1", remedy: "write it in lower case: true"),
        Malformed("[truex]", "invalid literal 'truex'", at: "1:2"),
        Malformed("{\"a\": undefined}", "invalid literal 'undefined'", at: "1:7",
                  remedy: "the literals are true, false and null; write text as a string in double quotes"),

        // Strings.
        Malformed("\"abc", "unterminated string", at: "1:1", remedy: "close the string with '\"'"),
        Malformed("{\"a\": \"abc}", "unterminated string", at: "1:7"),
        Malformed("[\"a\\n\\", "unterminated string", at: "1:2"),
        Malformed("[\"a\nb\"]", "control character U+000A in a string", at: "1:4",
                  remedy: "close the string before the end of the line, or write a line break as \\n"),
        Malformed("[\"a\tb\"]", "control character U+0009 in a string", at: "1:4", remedy: "write a tab as \\t"),
        Malformed("\"\u{0}\"", "control character U+0000 in a string", at: "1:2", remedy: "write it as \\u0000"),
        Malformed("\"\\t\u{1F}\"", "control character U+001F in a string", at: "1:4"),
        Malformed("[\"\\q\"]", "invalid escape '\\q'", at: "1:3"),
        Malformed("\"\\é\"", "invalid escape '\\é'", at: "1:2"),
        Malformed("\"\\u12G4\"", "invalid escape '\\u12G4'", at: "1:2", remedy: "write \\u and four hex digits, as in \\u00E9"),
        Malformed("\"\\u12\"", "invalid escape '\\u12'", at: "1:2"),
        Malformed("\"\\uD83D\"", "lone surrogate '\\uD83D'", at: "1:2"),
        Malformed("\"\\uDE00\\uD83D\"", "lone surrogate '\\uDE00'", at: "1:2"),
        Malformed("\"x\\uD83D\\u0041\"", "lone surrogate '\\uD83D'", at: "1:3"),

        // Structure.
        Malformed("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", at: "1:6", remedy: "write ':' between the key and its value"),
        Malformed("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after an object member, found '\"'", at: "1:9"),
        Malformed("[1 2]", "expected ',' or ']' after an array element, found '2'", at: "1:4"),
        Malformed("[1}", "expected ',' or ']' after an array element, found '}'", at: "1:3"),
        Malformed("[,1]", "expected a value, found ','", at: "1:2"),
        Malformed("{\"a\": }", "expected a value, found '}'", at: "1:7"),
        Malformed("{,}", "expected a key in double quotes or '}', found ','", at: "1:2"),
        Malformed("{\"a\": 1,,}", "expected a key in double quotes, found ','", at: "1:9"),
        Malformed("[1,\u{A0}2]", "expected a value, found U+00A0", at: "1:4"),
        Malformed("[é]", "expected a value, found 'é'", at: "1:2"),
        Malformed("[1, 2", "unexpected end of file inside an array", at: "1:6", remedy: "close the array that starts at line 1, column 1 with ']'"),
        Malformed("{\"a\": [1,\n", "unexpected end of file inside an array", at: "2:1", remedy: "close the array that starts at line 1, column 7 with ']'"),
        Malformed("{\"a\":", "unexpected end of file inside an object", at: "1:6"),
        Malformed("{\"a\"", "unexpected end of file inside an object", at: "1:5"),
        Malformed("{", "unexpected end of file inside an object", at: "1:2", remedy: "close the object that starts at line 1, column 1 with '}'"),
        Malformed("[", "unexpected end of file inside an array", at: "1:2"),
        Malformed("{\"a\": 1} x", "unexpected content after the JSON value", at: "1:10"),
        Malformed("{\"a\":1}}", "unexpected content after the JSON value", at: "1:8"),
        Malformed("1 2", "unexpected content after the JSON value", at: "1:3"),

        // Positions: lines, CRLF, columns in scalars after multi-byte characters, a byte order mark.
        Malformed("{\n  \"a\": [\n    1,\n    2,\n  ]\n}", "trailing comma before ']'", at: "4:6"),
        Malformed("{\r\n  \"a\": tru\r\n}", "invalid literal 'tru'", at: "2:8"),
        Malformed("{\"ключ\": \"значение\", }", "trailing comma before '}'", at: "1:20"),
        Malformed("[\"😀\", 01]", "invalid number '01'", at: "1:7"),
        Malformed("{\"é\": 1,\n \"ü\": \"→\" \"x\"}", "expected ',' or '}' after an object member, found '\"'", at: "2:11"),
        Malformed("\u{FEFF}[1,]", "trailing comma before ']'", at: "1:3"),
    ]

    @Test(arguments: malformed)
    func rejectsWithExactMessageAndPosition(_ malformed: Malformed) throws {
        let error = try Self.error(Array(malformed.text.utf8))
        #expect(error.message == malformed.message)
        #expect(error.position.description == malformed.position)
        if let remedy = malformed.remedy {
            #expect(error.remedy == remedy)
        }
        #expect(!error.remedy.isEmpty)
    }

    /// Bytes that are not UTF-8 are an error at that byte, never replaced with U+FFFD.
    @Test(arguments: [
        ([0x22, 0xFF, 0x22], "invalid UTF-8 byte 0xFF", "1:2"),
        ([0x5B, 0xC3, 0x5D], "invalid UTF-8 byte 0xC3", "1:2"),  // a lead byte without its continuation
        ([0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 byte 0xC0", "1:2"),  // overlong '/'
        ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 byte 0xED", "1:2"),  // an encoded surrogate
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF4", "1:2"),  // above U+10FFFF
        ([0x22, 0x80, 0x22], "invalid UTF-8 byte 0x80", "1:2"),  // a stray continuation byte
        ([0x22, 0xC3, 0xA9, 0xFF, 0x22], "invalid UTF-8 byte 0xFF", "1:3"),  // after "é"
        ([0x22, 0x5C, 0x6E, 0xFF, 0x22], "invalid UTF-8 byte 0xFF", "1:4"),  // in a string with escapes
        ([0x22, 0xFF, 0x0A, 0x22], "invalid UTF-8 byte 0xFF", "1:2"),  // before a later error in the string
        ([0x7B, 0x7D, 0x20, 0xFE], "invalid UTF-8 byte 0xFE", "1:4"),  // after the value
        ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x31, 0x0A, 0xE9, 0x7D], "invalid UTF-8 byte 0xE9", "2:1"),  // Latin-1 'é'
    ] as [([UInt8], String, String)])
    func rejectsInvalidUTF8AtTheByte(bytes: [UInt8], message: String, position: String) throws {
        let error = try Self.error(bytes)
        #expect(error.message == message)
        #expect(error.position.description == position)
        #expect(error.remedy == "save the file as UTF-8")
    }

    /// Past a few dozen members, the parser looks keys up instead of comparing them one by one.
    @Test func duplicateKeyInALargeObjectIsFoundAtTheSecondKey() throws {
        let before = "{" + (0..<13).map { "\"k\($0)\": \($0), " }.joined()
        let after = (13..<40).map { "\"k\($0)\": \($0), " }.joined()
        let error = try Self.error(Array((before + after + "\"k13\": 0}").utf8))
        #expect(error.message == "duplicate key \"k13\" (first at line 1, column \(before.count + 1))")
        #expect(error.position == SourcePosition(line: 1, column: before.count + after.count + 1))
    }

    /// Duplicate keys are found however many keys came before, in one object or across many.
    @Test func duplicateAmongThousandsOfKeysIsFound() throws {
        let members = (0..<3_000).map { "\"key\($0)\": 0" }.joined(separator: ",\n")
        let filler = (0..<2_000).map { "{\"other\($0)\": 0}" }.joined(separator: ",")
        for duplicate in stride(from: 0, to: 3_000, by: 149) {
            let error = try Self.error(Array("[\(filler), {\(members),\n\"key\(duplicate)\": 1}]".utf8))
            #expect(error.message == "duplicate key \"key\(duplicate)\" (first at line \(duplicate + 1), column \(duplicate == 0 ? filler.count + 5 : 1))")
            #expect(error.position == SourcePosition(line: 3_001, column: 1))
        }
    }

    // MARK: Limits

    @Test func hundredThousandNestedArraysAreAnErrorNotACrash() throws {
        let error = try Self.error(Array(repeating: UInt8(ascii: "["), count: 100_000))
        #expect(error.message == "nesting deeper than 64 levels")
        #expect(error.remedy == "flatten the structure")
        #expect(error.position == SourcePosition(line: 1, column: 65))
    }

    @Test func hundredThousandNestedObjectsAreAnErrorNotACrash() throws {
        let error = try Self.error(Array(String(repeating: "{\"a\":", count: 100_000).utf8))
        #expect(error.message == "nesting deeper than 64 levels")
        #expect(error.position == SourcePosition(line: 1, column: 5 * 64 + 1))
    }

    @Test func nestingUpToTheLimitParsesAndOneMoreLevelDoesNot() throws {
        let limit = JSONParser.Limits.standard.maxDepth
        var value = try Self.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)).root
        var depth = 1
        while case .array(let elements) = value.kind, let first = elements.first {
            value = first
            depth += 1
        }
        #expect(depth == limit)
        let error = try Self.error(Array((String(repeating: "[", count: limit) + "{}" + String(repeating: "]", count: limit)).utf8))
        #expect(error.position == SourcePosition(line: 1, column: limit + 1))
    }

    @Test func customDepthLimit() throws {
        let limits = JSONParser.Limits(maxBytes: 1 << 20, maxDepth: 2)
        _ = try Self.parse("[[1], {\"a\": 2}, []]", limits: limits)
        let error = try Self.error(Array("[{\"a\": [[]]}]".utf8), limits: limits)
        #expect(error.message == "nesting deeper than 2 levels")
        #expect(error.position == SourcePosition(line: 1, column: 8))
    }

    @Test func sizeLimit() throws {
        let limits = JSONParser.Limits(maxBytes: 10, maxDepth: 64)
        _ = try Self.parse("[1, 2, 30]", limits: limits)
        let error = try Self.error(Array("[1, 2, 300]".utf8), limits: limits)
        #expect(error.message == "the file is 11 bytes, more than the limit of 10 bytes")
        #expect(error.position == SourcePosition(line: 1, column: 1))
        #expect(error.offset == 0)
    }

    // MARK: Valid documents

    @Test func parsesEveryKindOfValue() throws {
        let document = try Self.parse(#"{"s": "x", "n": -1.5, "t": true, "f": false, "z": null, "a": [1, [], {}], "o": {"k": "v"}}"#)
        guard case .object(let root) = document.root.kind else {
            Issue.record("root is \(document.root.typeDescription)")
            return
        }
        #expect(root.members.map(\.key) == ["s", "n", "t", "f", "z", "a", "o"])
        #expect(root["s"]?.value.kind == .string("x"))
        #expect(root["n"]?.value.kind == .number(JSONNumber(double: -1.5, integer: nil)))
        #expect(root["t"]?.value.kind == .bool(true))
        #expect(root["f"]?.value.kind == .bool(false))
        #expect(root["z"]?.value.kind == .null)
        #expect(root["missing"] == nil)
        guard case .array(let elements) = root["a"]?.value.kind else {
            Issue.record("\"a\" is not an array")
            return
        }
        #expect(elements.map(\.typeDescription) == ["a number", "an array", "an object"])
        guard case .object(let inner) = root["o"]?.value.kind else {
            Issue.record("\"o\" is not an object")
            return
        }
        #expect(inner["k"]?.value.kind == .string("v"))
        #expect(root.members.map(\.value.typeDescription) == ["a string", "a number", "a boolean", "a boolean", "null", "an array", "an object"])
    }

    @Test(arguments: ["0", " \"top\" ", "-2", "true", "false", "null", "[]", "{}", "\n[ ]\n", "\u{FEFF}{}", "\"\""])
    func parsesAnyValueAtTheTop(text: String) throws {
        _ = try Self.parse(text)
    }

    @Test func decodesEscapes() throws {
        let document = try Self.parse(#"["\" \\ \/ \b \f \n \r \t", "\u00e9\u00E9\u0000", "\uD83D\uDE00", "a\u2192b", "plain é → 😀"]"#)
        guard case .array(let strings) = document.root.kind else {
            Issue.record("root is \(document.root.typeDescription)")
            return
        }
        #expect(strings.map(\.kind) == [
            .string("\" \\ / \u{8} \u{C} \n \r \t"), .string("éé\u{0}"), .string("😀"), .string("a→b"), .string("plain é → 😀"),
        ])
        if case .string(let emoji) = strings[2].kind {
            #expect(emoji.unicodeScalars.count == 1)
        }
    }

    @Test(arguments: [
        ("0", 0.0, 0 as Int?),
        ("-12", -12, -12),
        ("1e3", 1000, nil),
        ("1E+2", 100, nil),
        ("1.5E-3", 0.0015, nil),
        ("0.1", 0.1, nil),
        ("-0.0", -0.0, nil),
        ("1e-400", 0, nil),
        ("123456789012345678", 123_456_789_012_345_678, 123_456_789_012_345_678),
        ("9223372036854775807", 9_223_372_036_854_775_807, Int.max),
        ("-9223372036854775808", -9_223_372_036_854_775_808, Int.min),
        ("9223372036854775808", 9_223_372_036_854_775_808, nil),
        ("123456789012345678901234567890", 1.2345678901234568e29, nil),
        ("1.7976931348623157e308", .greatestFiniteMagnitude, nil),
    ] as [(String, Double, Int?)])
    func parsesNumbers(literal: String, double: Double, integer: Int?) throws {
        let document = try Self.parse("[\(literal)]")
        guard case .array(let elements) = document.root.kind, case .number(let number) = elements.first?.kind else {
            Issue.record("no number in \(literal)")
            return
        }
        #expect(number.double == double)
        #expect(number.double.sign == double.sign)
        #expect(number.integer == integer)
    }

    /// Short decimals take a fast path, long ones the standard library's: both must round
    /// exactly as `Double(String)` does.
    @Test(arguments: [
        "0.1", "0.3", "4.35", "120.5", "-0.75", "100.5e-2", "1E-22", "1e22", "1e23", "123456789012345e-22", "999999999999999e22",
        "123456789012345.6", "3.141592653589793", "2.2250738585072014e-308", "5e-324", "1.7976931348623157e308",
        "9007199254740993", "0.000001", "1e-7", "7.0e-10", "12345678901234567890e-5",
    ])
    func roundsDecimalsLikeTheStandardLibrary(literal: String) throws {
        guard case .number(let number) = try Self.parse(literal).root.kind else {
            Issue.record("\(literal) is not a number")
            return
        }
        #expect(number.double == Double(literal))
    }

    @Test func minusZeroIsANegativeZeroDoubleAndTheIntegerZero() throws {
        guard case .number(let number) = try Self.parse("-0").root.kind else {
            Issue.record("-0 is not a number")
            return
        }
        #expect(number.double == 0 && number.double.sign == .minus)
        #expect(number.integer == 0)
    }

    // MARK: Positions

    @Test func offsetsOfKeysAndValuesMapToTheirPositions() throws {
        let text = "{\n  \"имя\": \"é\",\n  \"n\": [true, null],\n\t\"😀\": {\"x\": -1}\n}"
        let document = try Self.parse(text)
        guard case .object(let root) = document.root.kind, let name = root["имя"], let list = root["n"], let emoji = root["😀"],
              case .array(let elements) = list.value.kind, case .object(let inner) = emoji.value.kind, let x = inner["x"] else {
            Issue.record("unexpected structure")
            return
        }
        func position(_ offset: Int) -> String { document.position(ofOffset: offset).description }
        #expect(position(document.root.offset) == "1:1")
        #expect(position(name.keyOffset) == "2:3")
        #expect(position(name.value.offset) == "2:10")
        #expect(position(list.keyOffset) == "3:3")
        #expect(position(list.value.offset) == "3:8")
        #expect(elements.map { position($0.offset) } == ["3:9", "3:15"])
        #expect(position(emoji.keyOffset) == "4:2")
        #expect(position(emoji.value.offset) == "4:7")
        #expect(position(x.keyOffset) == "4:8")
        #expect(position(x.value.offset) == "4:13")
        #expect(Array(text.utf8)[x.value.offset] == UInt8(ascii: "-"))
    }

    @Test func positionsOutsideTheTextAreClamped() throws {
        let document = try Self.parse("[1,\n 2]")
        #expect(document.position(ofOffset: -5) == SourcePosition(line: 1, column: 1))
        #expect(document.position(ofOffset: 7) == SourcePosition(line: 2, column: 4))
        #expect(document.position(ofOffset: 1_000) == SourcePosition(line: 2, column: 4))
    }

    @Test func byteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let document = try Self.parse("\u{FEFF}{\"a\": 1}")
        guard case .object(let root) = document.root.kind, let member = root["a"] else {
            Issue.record("the byte order mark was not skipped")
            return
        }
        #expect(document.root.offset == 3)
        #expect(document.position(ofOffset: document.root.offset) == SourcePosition(line: 1, column: 1))
        #expect(document.position(ofOffset: member.keyOffset) == SourcePosition(line: 1, column: 2))
        #expect(document.position(ofOffset: member.value.offset) == SourcePosition(line: 1, column: 7))
    }

    @Test func errorPositionsAreOrderedAndDescribed() {
        #expect(SourcePosition(line: 1, column: 9) < SourcePosition(line: 2, column: 1))
        #expect(SourcePosition(line: 2, column: 1) < SourcePosition(line: 2, column: 3))
        let error = JSONParseError(message: "m", remedy: "r", offset: 4, position: SourcePosition(line: 2, column: 3))
        #expect(error.description == "2:3: m (r)")
    }

    // MARK: Objects and other entry points

    @Test func largeObjectsAreLookedUpByKey() throws {
        let members = (0..<20_000).map { "\"key\($0)\": \($0)" }.joined(separator: ",\n")
        guard case .object(let object) = try Self.parse("{\(members)}").root.kind else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.count == 20_000)
        #expect(object["key19999"]?.value.kind == .number(JSONNumber(double: 19_999, integer: 19_999)))
        #expect(object["key20000"] == nil)
    }

    /// Keys are the same when their Unicode scalars are, however they are escaped.
    @Test(arguments: [
        ("{\"a\": 1, \"\\u0061\": 2}", "duplicate key \"a\" (first at line 1, column 2)", "1:10"),
        ("{\"é\": 1, \"\\u00E9\": 2}", "duplicate key \"é\" (first at line 1, column 2)", "1:10"),
        ("{\"accessibilityLabel\": 1, \"x\": {}, \"accessibilityLabel\": 2}", "duplicate key \"accessibilityLabel\" (first at line 1, column 2)", "1:36"),
        ("{\"a\\n\": 1, \"a\\u000A\": 2}", "duplicate key \"a\\n\" (first at line 1, column 2)", "1:12"),
    ] as [(String, String, String)])
    func duplicateKeysAreFoundHoweverWritten(text: String, message: String, position: String) throws {
        let error = try Self.error(Array(text.utf8))
        #expect(error.message == message)
        #expect(error.position.description == position)
    }

    /// Keys that share their length and their first and last eight bytes are still different keys.
    @Test func keysDifferingOnlyInTheMiddleAreDistinct() throws {
        let keys = (0..<300).map { "prefix__\($0 % 10)\($0 / 10 % 10)\($0 / 100)__suffix" }
        let text = "[" + (0..<3).map { _ in "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}" }.joined(separator: ", ") + "]"
        guard case .array(let objects) = try Self.parse(text).root.kind else {
            Issue.record("not an array")
            return
        }
        for case .object(let object) in objects.map(\.kind) {
            #expect(object.members.map(\.key) == keys)
            #expect(keys.allSatisfy { object[$0] != nil })
        }
        #expect(objects.count == 3)
    }

    /// The same key in many objects, and many keys in one: the table of keys grows and stays right.
    @Test func manyObjectsAndManyKeys() throws {
        let objects = (0..<2_000).map { index in "{\"id\": \(index), \"name\(index % 50)\": \"n\", \"id2\": \"\\u0069d\"}" }
        guard case .array(let values) = try Self.parse("[\(objects.joined(separator: ","))]").root.kind else {
            Issue.record("not an array")
            return
        }
        #expect(values.count == 2_000)
        for (index, value) in values.enumerated() {
            guard case .object(let object) = value.kind else {
                Issue.record("element \(index) is \(value.typeDescription)")
                return
            }
            #expect(object.members.map(\.key) == ["id", "name\(index % 50)", "id2"])
            #expect(object["id"]?.value.kind == .number(JSONNumber(double: Double(index), integer: index)))
            #expect(object["id2"]?.value.kind == .string("id"))
        }
    }

    @Test func builtObjectsFindTheFirstMemberAndFollowChanges() {
        let value = JSONValue(kind: .null, offset: 0)
        var object = JSONObject(members: (0..<10).map { JSONMember(key: "k\($0 % 9)", keyOffset: $0, value: value) })
        #expect(object["k0"]?.keyOffset == 0)
        object.members.append(JSONMember(key: "new", keyOffset: 99, value: value))
        #expect(object["new"]?.keyOffset == 99)
        object.members.removeAll()
        #expect(object["k0"] == nil)
    }

    @Test func parsesAnySequenceOfBytes() throws {
        let document = try JSONParser.parse("[1]".utf8)
        #expect(document.root.typeDescription == "an array")
    }

    /// Every prefix of a valid document, and every one-byte change of it, either parses or
    /// throws an error that points inside the text: never a crash, never a position outside it.
    @Test func damagedDocumentsFailCleanly() {
        let text = Array("\u{FEFF}{\"a\": [1, -2.5e3, \"\\u00e9\\uD83D\\uDE00 é\", true, null], \"b\": {\"c\": \"\\n\"}}".utf8)
        let replacements: [UInt8] = [0x00, 0x0A, 0x22, 0x27, 0x2C, 0x2F, 0x5C, 0x5D, 0x7D, 0x30, 0x65, 0x75, 0x80, 0xC3, 0xFF]
        var inputs = (0..<text.count).map { Array(text[..<$0]) }
        for index in text.indices {
            for byte in replacements where byte != text[index] {
                var changed = text
                changed[index] = byte
                inputs.append(changed)
            }
        }
        var failures = 0
        for input in inputs {
            do {
                _ = try JSONParser.parse(input)
            } catch {
                failures += 1
                #expect((0...input.count).contains(error.offset))
                #expect(error.position.line >= 1 && error.position.column >= 1)
                #expect(!error.message.isEmpty && !error.remedy.isEmpty)
            }
        }
        #expect(failures > inputs.count / 2)
    }
}

/// Columns on a line far longer than the counting stride (a minified file is one line), with
/// scalars of every UTF-8 length straddling the stride's boundaries.
@Suite("Columns of long lines")
struct LongLineColumnTests {
    @Test func columnsAgreeWithCountingFromTheLineStart() throws {
        var text = "{\"a\":\n ["
        for index in 0..<3_000 { text += "\"é→\u{1F600}\(index)\", " }
        text += "1]}"
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes)
        let lineStart = bytes.firstIndex(of: 0x0A)! + 1
        for offset in stride(from: lineStart, to: bytes.count, by: 997) where bytes[offset] & 0xC0 != 0x80 {
            let expected = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
            #expect(document.position(ofOffset: offset) == SourcePosition(line: 2, column: expected))
        }
        #expect(document.position(ofOffset: bytes.count) == SourcePosition(line: 2, column: String(decoding: bytes[lineStart...], as: UTF8.self).unicodeScalars.count + 1))
    }
}
