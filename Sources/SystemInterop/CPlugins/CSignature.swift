/// A C value type of the plugin ABI's type encoding (`apphost.h`, "Type encodings").
public enum CType: Character, Sendable, CaseIterable {
    case void = "v"
    case bool = "B"
    case int32 = "i"
    case int64 = "q"
    case double = "d"
    case string = "*"
    case pointer = "^"
    case object = "@"

    /// The C spelling, for messages.
    package var cName: String {
        switch self {
        case .void: "void"
        case .bool: "bool"
        case .int32: "int32_t"
        case .int64: "int64_t"
        case .double: "double"
        case .string: "const char *"
        case .pointer: "void *"
        case .object: "apphost_object"
        }
    }
}

/// A C function's signature, read from a type encoding: the return type's character, then one per
/// argument. `"v@B"` is `void f(apphost_object, bool)`.
public struct CSignature: Hashable, Sendable, CustomStringConvertible {
    package let result: CType
    package let arguments: [CType]

    package init(result: CType, arguments: [CType]) {
        self.result = result
        self.arguments = arguments
    }

    /// Reads `encoding`; the error says which character is wrong and why.
    public init(encoding: String) throws(CEncodingError) {
        guard !encoding.isEmpty else {
            throw CEncodingError(encoding: encoding, offset: 0, reason: "it is empty: it needs at least the return type")
        }
        var types: [CType] = []
        for (offset, character) in encoding.enumerated() {
            guard let type = CType(rawValue: character) else {
                let known = CType.allCases.map { "\($0.rawValue) (\($0.cName))" }.joined(separator: ", ")
                throw CEncodingError(encoding: encoding, offset: offset, reason: "'\(character)' is not a type; the types are \(known)")
            }
            if type == .void, offset > 0 {
                throw CEncodingError(encoding: encoding, offset: offset, reason: "'v' (void) is only a return type, not an argument")
            }
            types.append(type)
        }
        result = types[0]
        arguments = Array(types.dropFirst())
    }

    /// The encoding this signature is read from.
    package var encoding: String {
        String([result.rawValue] + arguments.map(\.rawValue))
    }

    /// The C prototype, e.g. `void (apphost_object, bool)`.
    public var description: String {
        "\(result.cName) (\(arguments.isEmpty ? "void" : arguments.map(\.cName).joined(separator: ", ")))"
    }
}

/// A type encoding that cannot be read.
public struct CEncodingError: Error, Sendable, Equatable {
    package let encoding: String
    /// The character at fault, counted from 0.
    package let offset: Int
    package let reason: String
}
