/// A JSON value with the byte offset it starts at, so that every check made after parsing
/// (a wrong type, an unknown name) can still point at the exact place in the file.
package struct JSONValue: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    package var kind: Kind
    /// The byte offset of the value's first byte (its quote, bracket, sign or digit) in the
    /// parsed bytes, byte order mark included. ``JSONDocument/position(ofOffset:)`` turns it
    /// into a line and column.
    package var offset: Int

    package init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The type with its article, to complete messages such as `"x" must be a string, not an array`.
    package var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
