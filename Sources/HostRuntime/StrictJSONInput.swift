import Foundation
import StrictJSON

/// The one way the program reads JSON a person or another program wrote (events scripts, standard
/// input, control-socket requests, `app.json`, `--notification-payload`, state files), so that every
/// input follows the storyboards' rule: RFC 8259 strictly, CR LF line endings accepted (`\r` is
/// JSON whitespace), duplicate keys refused, and every error at its line and column.
///
/// Foundation's readers differ on each point (`JSONSerialization` keeps the last of two equal keys
/// without a word), so they only ever see text that has passed here.
enum StrictJSONInput {
    /// Depth beyond which an input is refused: deeper than any event, manifest or payload needs,
    /// and bounded so that converting the tree to Foundation objects (which recurses) stays shallow.
    static let limits = JSONParser.Limits(maxBytes: JSONParser.Limits.standard.maxBytes, maxDepth: 64)

    /// The parsed text, as `JSONSerialization` would give it: `[String: Any]`, `[Any]`, `String`,
    /// `NSNumber` (booleans as `NSNumber(value: Bool)`, whose ``NSNumber/isJSONBoolean`` is true)
    /// and `NSNull`.
    static func foundationObject(_ bytes: some Sequence<UInt8>) throws(JSONParseError) -> Any {
        foundationValue(of: try JSONParser.parse(bytes, limits: limits).root)
    }

    /// Checks that `bytes` are strict JSON, for inputs that a `Decodable` type then reads.
    static func check(_ bytes: some Sequence<UInt8>) throws(JSONParseError) {
        _ = try JSONParser.parse(bytes, limits: limits)
    }

    static func foundationValue(of value: JSONValue) -> Any {
        switch value.kind {
        case .null: NSNull()
        case .bool(let flag): NSNumber(value: flag)
        case .number(let number): number.integer.map { NSNumber(value: $0) } ?? NSNumber(value: number.double)
        case .string(let text): text
        case .array(let elements): elements.map(foundationValue(of:))
        case .object(let object):
            // Keys with different scalars can still be equal Swift strings (`é` precomposed and
            // decomposed): the first wins, as in `JSONObject`'s lookup; never a trap.
            Dictionary(object.members.map { ($0.key, foundationValue(of: $0.value)) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
