/// A JSON value whose objects keep their keys in the order they were built, written for people:
/// two-space indent, small flat objects (a frame, an action, a segue) on one line, so that the
/// imported storyboard reads and diffs well.
enum OrderedJSON: Equatable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Objects with only scalar values, at most this many, and short enough, stay on one line.
    private static let inlineMemberLimit = 4
    private static let inlineWidthLimit = 100

    func rendered() -> String {
        var output = ""
        write(to: &output, indent: 0)
        output += "\n"
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .number(let value): output += Self.numberText(value)
        case .integer(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            if let inline = inlineText(), inline.count <= Self.inlineWidthLimit, values.count <= Self.inlineMemberLimit * 2 {
                output += inline
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                value.write(to: &output, indent: indent + 2)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            if members.count <= Self.inlineMemberLimit, let inline = inlineText(), inline.count <= Self.inlineWidthLimit {
                output += inline
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                Self.writeString(member.0, to: &output)
                output += ": "
                member.1.write(to: &output, indent: indent + 2)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// The one-line form of a flat object or an array of scalars; `nil` when it holds containers
    /// (an array of flat objects is written one per line).
    private func inlineText() -> String? {
        switch self {
        case .array(let values):
            guard values.allSatisfy(\.isScalar) else { return nil }
            var output = "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += ", " }
                value.write(to: &output, indent: 0)
            }
            return output + "]"
        case .object(let members):
            guard members.allSatisfy({ $0.1.isScalar }) else { return nil }
            var output = "{ "
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", " }
                Self.writeString(member.0, to: &output)
                output += ": "
                member.1.write(to: &output, indent: 0)
            }
            return output + " }"
        default:
            return nil
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Whole numbers without a fraction; others in Swift's shortest form that reads back the same.
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// Builds an ordered JSON object member by member, skipping absent values.
struct JSONObjectBuilder {
    private(set) var members: [(String, OrderedJSON)] = []

    mutating func set(_ key: String, _ value: OrderedJSON?) {
        guard let value else { return }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
        }
    }

    mutating func set(_ key: String, _ value: String?) { set(key, value.map(OrderedJSON.string)) }
    mutating func set(_ key: String, _ value: Bool?) { set(key, value.map(OrderedJSON.bool)) }
    mutating func set(_ key: String, _ value: Int?) { set(key, value.map(OrderedJSON.integer)) }
    mutating func set(_ key: String, number value: Double?) { set(key, value.map(OrderedJSON.number)) }

    func contains(_ key: String) -> Bool { members.contains { $0.0 == key } }

    var isEmpty: Bool { members.isEmpty }

    /// Sets each member of `other`, in its order.
    mutating func set(_ other: JSONObjectBuilder) {
        for (key, value) in other.members { set(key, value) }
    }

    var json: OrderedJSON { .object(members) }
}
