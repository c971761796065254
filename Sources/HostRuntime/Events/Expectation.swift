import Foundation
import Lifecycle
import StoryboardFormat

/// What an events script states about the app at one point: `{"expect": KIND, …}` lines. A
/// script with expectations is a test; `apphost run --strict` and `apphost test` end the run
/// with status 24 at the first one that does not hold.
package enum Expectation: Equatable, Sendable {
    /// The view's text (a label's or text field's `text`, a button's `title`) equals this.
    case text(ViewQuery, equals: String)
    /// A visible view of the key window matches the query (or, with `false`, none does).
    case exists(ViewQuery, Bool)
    /// The app's lifecycle state is this one.
    case state(LifecycleState)
    /// A trace record so far, `Object.name` (e.g. `Counter.CounterViewController.viewDidLoad()`),
    /// contains this text.
    case trace(contains: String)

    static let kinds = ["text", "exists", "state", "trace"]

    /// The error code of an expectation that does not hold, in replies and as the exit status's code.
    static let failureCode = HostError.Code.expectationFailed.rawValue

    /// What the expectation states, for messages: `text of identifier "count" is "3"`.
    var description: String {
        switch self {
        case .text(let query, let text): "the text of the view with \(query) is \(Self.quoted(text))"
        case .exists(let query, true): "a visible view with \(query) exists"
        case .exists(let query, false): "no visible view with \(query) exists"
        case .state(let state): "the app is \(state.rawValue)"
        case .trace(let text): "the trace has a record containing \(Self.quoted(text))"
        }
    }

    static func quoted(_ text: String) -> String {
        var output = ""
        JSONText.appendString(text, to: &output)
        return output
    }
}

extension EventScriptParser {
    private static let expectationExample = "{\"expect\":\"text\",\"identifier\":\"count\",\"equals\":\"3\"}"

    /// Parses an `{"expect": KIND, …}` object.
    static func parseExpectation(_ object: [String: Any], location: String) throws(HostError) -> Expectation {
        guard let kind = object["expect"] as? String else {
            throw HostError(.badEventScript, "\(location): \"expect\" must be a string: one of \(Expectation.kinds.joined(separator: ", "))",
                            remedy: "write \(expectationExample)")
        }
        let fields = EventFields(object: object, event: "expect", location: location, allowedBase: ["expect", "id"])
        switch kind {
        case "text":
            try fields.allow(["identifier", "tag", "equals"])
            let query = try fields.viewQuery(example: expectationExample)
            guard let text = object["equals"] as? String else {
                throw HostError(.badEventScript, "\(location): \"expect\":\"text\" needs \"equals\": the text as a string", remedy: "write \(expectationExample)")
            }
            return .text(query, equals: text)
        case "exists":
            try fields.allow(["identifier", "tag", "equals"])
            let example = "{\"expect\":\"exists\",\"identifier\":\"summary\"} (\"equals\":false for a view that must not be there)"
            let query = try fields.viewQuery(example: example)
            guard object["equals"] == nil || (object["equals"] as? NSNumber)?.isJSONBoolean == true else {
                throw HostError(.badEventScript, "\(location): \"equals\" of \"expect\":\"exists\" must be true or false", remedy: "write \(example)")
            }
            return .exists(query, (object["equals"] as? Bool) ?? true)
        case "state":
            try fields.allow(["equals"])
            let states = LifecycleState.allCases.map(\.rawValue)
            guard let name = object["equals"] as? String, let state = LifecycleState(rawValue: name) else {
                throw HostError(.badEventScript, "\(location): \"expect\":\"state\" needs \"equals\": one of \(states.joined(separator: ", "))",
                                remedy: "write {\"expect\":\"state\",\"equals\":\"active\"}")
            }
            return .state(state)
        case "trace":
            try fields.allow(["contains"])
            guard let text = object["contains"] as? String, !text.isEmpty else {
                throw HostError(.badEventScript, "\(location): \"expect\":\"trace\" needs \"contains\": a callback's name, e.g. \"viewDidLoad\"",
                                remedy: "write {\"expect\":\"trace\",\"contains\":\"viewDidLoad\"}")
            }
            return .trace(contains: text)
        default:
            let suggestion = Suggestions.closest(to: kind, among: Expectation.kinds)
            throw HostError(.badEventScript, "\(location): unknown expectation \"\(kind)\"",
                            notes: (suggestion.map { ["did you mean \"\($0)\"?"] } ?? []) + ["expectations: \(Expectation.kinds.joined(separator: ", "))"],
                            remedy: "use one of the expectations listed above")
        }
    }
}
