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
    let stack = ScratchStack<OpenContainer>()
    /// The elements of all open arrays, innermost last. Sharing one buffer, and moving an array
    /// out once at its `]` with its exact size, saves the repeated growth of one buffer per array.
    let elements = ScratchStack<JSONValue>()
    /// The members of all open objects, innermost last, the same way. The last member of an
    /// object whose value is being parsed holds a placeholder value until the value is complete.
    let members = ScratchStack<JSONMember>()
    /// The numbers of the keys in `members`, to find duplicates by comparing numbers.
    let keyIDs = ScratchStack<Int>()
    var keys = KeyTable()

    /// An array or object whose closing bracket has not been read yet.
    struct OpenContainer {
        let isObject: Bool
        /// The offset of its opening bracket.
        let start: Int
        /// Where its elements or members begin in the shared buffer.
        let first: Int
        /// Key number to member position, built once an object outgrows a linear search, so
        /// that duplicate keys are found in constant time however large the object.
        var positionByKeyID: [Int: Int]?
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
                skipWhitespace()
                if stack[stack.count - 1].isObject {
                    members[members.count - 1].value = value
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
                    let container = stack.removeLast()
                    keyIDs.removeElements(from: container.first)
                    value = JSONValue(kind: .object(JSONObject(members: members.takeElements(from: container.first))), offset: container.start)
                } else {
                    elements.append(value)
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
                    let container = stack.removeLast()
                    value = JSONValue(kind: .array(elements.takeElements(from: container.first)), offset: container.start)
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
            stack.append(OpenContainer(isObject: true, start: start, first: members.count))
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
            stack.append(OpenContainer(isObject: false, start: start, first: elements.count))
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
        let (keyID, key) = switch try scanString() {
        case .source(let range): keys.intern(UnsafeBufferPointer(rebasing: bytes[range]))
        case .decoded(let utf8): utf8.withUnsafeBufferPointer { keys.intern($0) }
        }
        if let firstOffset = firstOffset(ofKeyID: keyID) {
            throw error("duplicate key \(Self.quoted(key)) (first at \(positionText(of: firstOffset)))",
                        remedy: "remove one of the two", at: keyOffset)
        }
        skipWhitespace()
        guard byte(at: index) == colon else {
            throw unexpected("expected ':' after the key \(Self.quoted(key)), found \(found())",
                             remedy: "write ':' between the key and its value")
        }
        index += 1
        members.append(JSONMember(key: key, keyOffset: keyOffset, value: Self.placeholder))
        keyIDs.append(keyID)
    }

    /// The offset of the key, if the innermost object already has it; records the key as the
    /// object's next one otherwise.
    private mutating func firstOffset(ofKeyID keyID: Int) -> Int? {
        let top = stack.count - 1
        let first = stack[top].first
        let position = keyIDs.count - first
        if position < Self.linearSearchLimit {
            for index in first ..< keyIDs.count where keyIDs[index] == keyID {
                return members[index].keyOffset
            }
            return nil
        }
        if stack[top].positionByKeyID == nil {
            var positions = [Int: Int](minimumCapacity: 4 * Self.linearSearchLimit)
            for index in first ..< keyIDs.count { positions[keyIDs[index]] = index - first }
            stack[top].positionByKeyID = positions
        }
        if let existing = stack[top].positionByKeyID![keyID] { return members[first + existing].keyOffset }
        stack[top].positionByKeyID![keyID] = position
        return nil
    }

    /// Up to this many members, comparing numbers one by one beats hashing them.
    private static let linearSearchLimit = 32

    /// The value of a member until its real value is complete; it owns no memory.
    private static let placeholder = JSONValue(kind: .null, offset: 0)

    /// Called at an opening bracket, before it is pushed.
    private func checkDepth() throws(JSONParseError) {
        guard stack.count < maxDepth else {
            throw error("nesting deeper than \(maxDepth) levels", remedy: "flatten the structure", at: index)
        }
    }

    /// Most calls find no whitespace at all, so that test is inlined and the loop is not.
    @inline(__always)
    mutating func skipWhitespace() {
        if index < end, bytes[index] > space { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
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

// The bytes the grammar names.
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
