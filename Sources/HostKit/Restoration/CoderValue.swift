import Foundation

/// One value of a ``Coder``, kept as JSON so that an archive reads as plain JSON and survives a
/// rebuild of the app: the types that wrote it need not exist when it is read.
package enum CoderValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    /// Whole numbers stay exact; a `Double` alone would round those beyond 2^53.
    case integer(Int64)
    case unsignedInteger(UInt64)
    case double(Double)
    case string(String)
    case array([CoderValue])
    case object([String: CoderValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsignedInteger(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CoderValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CoderValue].self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsignedInteger(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// What the value is, with an excerpt, for messages such as "expected Int, found a string \"x\"".
    var summary: String {
        let kind = switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .unsignedInteger, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
        guard self != .null, let data = try? Self.encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return kind }
        let limit = 60
        return "\(kind) \(text.count > limit ? text.prefix(limit) + "…" : text)"
    }

    /// Sorted keys keep an archive's text stable from one save to the next.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
