/// The parsing state machine. Open arrays and objects live on an explicit stack rather than the
/// call stack, so depth is a limit the caller chooses, never a crash.
struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let maxDepth: Int
    /// The next byte to read.
    var index: Int
    /// Recorded while skipping whitespace, the only place a valid document has line breaks.
    var lineStarts: [Int] = [0]
    var stack: [OpenContainer] = []

    /// An array or object whose closing bracket has not been read yet.
    struct OpenContainer {
        let isObject: Bool
        /// The offset of its opening bracket.
        let start: Int
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// Built once an object outgrows a linear search, so that duplicate keys are found in
        /// constant time however large the object.
        var indexByKey: [String: Int]?
        /// The key read before the value now being parsed.
        var key = ""
        var keyOffset = 0

        init(isObject: Bool, start: Int) {
            self.isObject = isObject
            self.start = start
        }
    }

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.end = bytes.count
        self.maxDepth = maxDepth
        self.index = UTF8Scalars.startsWithByteOrderMark(bytes) ? UTF8Scalars.byteOrderMarkLength : 0
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard index < end else {
            throw error("the file is empty", remedy: "write a JSON value, such as {}", at: 0)
        }
        let root = try parseValues()
        skipWhitespace()
        guard index == end else {
            throw unexpected("unexpected content after the JSON value",
                             remedy: "remove it; to have several values, put them in an array")
        }
        return root
    }

    /// Reads values until the one that started it is complete, entering and leaving containers
    /// with a loop instead of recursion.
    private mutating func parseValues() throws(JSONParseError) -> JSONValue {
        reading: while true {
            guard var value = try parseValueOrOpenContainer() else { continue reading }
            // The value is complete: add it to its container, closing every container that ends here.
            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                if stack[top].isObject {
                    addMember(value)
                    if byte(at: index) == comma {
                        let commaOffset = index
                        index += 1
                        skipWhitespace()
                        try parseKey(afterCommaAt: commaOffset)
                        continue reading
                    }
                    guard byte(at: index) == closingBrace else {
                        throw unexpected("expected ',' or '}' after an object member, found \(found())",
                                         remedy: "separate the members with ',' and close the object with '}'")
                    }
                    index += 1
                    let object = stack.removeLast()
                    value = JSONValue(kind: .object(JSONObject(members: object.members, indexByKey: object.indexByKey)), offset: object.start)
                } else {
                    stack[top].elements.append(value)
                    if byte(at: index) == comma {
                        let commaOffset = index
                        index += 1
                        skipWhitespace()
                        guard byte(at: index) != closingBracket else {
                            throw error("trailing comma before ']'", remedy: "remove the comma after the last element", at: commaOffset)
                        }
                        continue reading
                    }
                    guard byte(at: index) == closingBracket else {
                        throw unexpected("expected ',' or ']' after an array element, found \(found())",
                                         remedy: "separate the elements with ',' and close the array with ']'")
                    }
                    index += 1
                    let array = stack.removeLast()
                    value = JSONValue(kind: .array(array.elements), offset: array.start)
                }
            }
            return value
        }
    }

    /// A complete value, or nil after opening a non-empty container (and, for an object, reading
    /// its first key), whose values come next.
    private mutating func parseValueOrOpenContainer() throws(JSONParseError) -> JSONValue? {
        skipWhitespace()
        let start = index
        switch byte(at: index) {
        case openingBrace:
            try checkDepth()
            index += 1
            skipWhitespace()
            if byte(at: index) == closingBrace {
                index += 1
                return JSONValue(kind: .object(JSONObject()), offset: start)
            }
            stack.append(OpenContainer(isObject: true, start: start))
            try parseKey(afterCommaAt: nil)
            return nil
        case openingBracket:
            try checkDepth()
            index += 1
            skipWhitespace()
            if byte(at: index) == closingBracket {
                index += 1
                return JSONValue(kind: .array([]), offset: start)
            }
            stack.append(OpenContainer(isObject: false, start: start))
            return nil
        case quote:
            return JSONValue(kind: .string(try parseString()), offset: start)
        case minus, UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), offset: start)
        case singleQuote:
            throw singleQuoteError()
        case let byte where Self.isWordByte(byte):
            if let kind = parseLiteral() { return JSONValue(kind: kind, offset: start) }
            throw invalidWord()
        default:
            throw unexpected("expected a value, found \(found())",
                             remedy: "write a string, a number, an object, an array, true, false or null")
        }
    }

    /// Reads `"key":` at the current byte, which is not whitespace.
    private mutating func parseKey(afterCommaAt commaOffset: Int?) throws(JSONParseError) {
        let keyOffset = index
        guard byte(at: index) == quote else {
            if let commaOffset, byte(at: index) == closingBrace {
                throw error("trailing comma before '}'", remedy: "remove the comma after the last member", at: commaOffset)
            }
            if byte(at: index) == singleQuote { throw singleQuoteError() }
            if index < end, Self.isWordByte(bytes[index]) {
                throw error("object keys must be strings in double quotes",
                            remedy: "write the key as \"\(word(at: index))\"", at: index)
            }
            throw unexpected("expected a key in double quotes\(commaOffset == nil ? " or '}'" : ""), found \(found())",
                             remedy: "write each member as \"key\": value")
        }
        let key = try parseString()
        let top = stack.count - 1
        if let firstOffset = firstOffset(ofKey: key, in: stack[top]) {
            throw error("duplicate key \(Self.quoted(key)) (first at \(positionText(of: firstOffset)))",
                        remedy: "remove one of the two", at: keyOffset)
        }
        stack[top].key = key
        stack[top].keyOffset = keyOffset
        skipWhitespace()
        guard byte(at: index) == colon else {
            throw unexpected("expected ':' after the key \(Self.quoted(key)), found \(found())",
                             remedy: "write ':' between the key and its value")
        }
        index += 1
    }

    private func firstOffset(ofKey key: String, in object: OpenContainer) -> Int? {
        if let indexByKey = object.indexByKey {
            return indexByKey[key].map { object.members[$0].keyOffset }
        }
        return object.members.first { $0.key == key }?.keyOffset
    }

    private mutating func addMember(_ value: JSONValue) {
        let top = stack.count - 1
        let key = stack[top].key
        stack[top].members.append(JSONMember(key: key, keyOffset: stack[top].keyOffset, value: value))
        let count = stack[top].members.count
        if stack[top].indexByKey != nil {
            stack[top].indexByKey![key] = count - 1
        } else if count > JSONObject.linearSearchLimit {
            var indexByKey = [String: Int](minimumCapacity: count * 2)
            for (position, member) in stack[top].members.enumerated() {
                indexByKey[member.key] = position
            }
            stack[top].indexByKey = indexByKey
        }
    }

    /// Called at an opening bracket, before it is pushed.
    private func checkDepth() throws(JSONParseError) {
        guard stack.count < maxDepth else {
            throw error("nesting deeper than \(maxDepth) levels", remedy: "flatten the structure", at: index)
        }
    }

    mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case space, tab, carriageReturn:
                index += 1
            case newline:
                index += 1
                lineStarts.append(index)
            default:
                return
            }
        }
    }

    /// The byte at `offset`, or 0 past the end: callers compare it with a punctuation byte,
    /// which 0 never equals, so the end needs no separate test.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        offset < end ? bytes[offset] : 0
    }
}

let quote = UInt8(ascii: "\"")
let singleQuote = UInt8(ascii: "'")
let backslash = UInt8(ascii: "\\")
let comma = UInt8(ascii: ",")
let colon = UInt8(ascii: ":")
let minus = UInt8(ascii: "-")
let plus = UInt8(ascii: "+")
let dot = UInt8(ascii: ".")
let slash = UInt8(ascii: "/")
let asterisk = UInt8(ascii: "*")
let openingBrace = UInt8(ascii: "{")
let closingBrace = UInt8(ascii: "}")
let openingBracket = UInt8(ascii: "[")
let closingBracket = UInt8(ascii: "]")
let space = UInt8(ascii: " ")
let tab = UInt8(ascii: "\t")
let newline = UInt8(ascii: "\n")
let carriageReturn = UInt8(ascii: "\r")
