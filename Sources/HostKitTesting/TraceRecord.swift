/// One record of the trace, as `apphost run --trace` writes it (see the Trace article), typed.
public struct TraceRecord: Sendable, Equatable, CustomStringConvertible {
    /// Who the record is about: `app` (delegate callbacks), `vc`, `view`, `state`, `host`, `log`.
    public enum Kind: String, Sendable {
        case app, vc, view, state, host, log
    }

    /// A field's value.
    public enum Value: Sendable, Equatable {
        case string(String)
        case int(Int64)
        case double(Double)
        case strings([String])
    }

    /// Counts the records from 1.
    public var sequence: Int
    /// The generation of the app's code (a reload adds one).
    public var generation: Int
    public var kind: Kind
    /// The callback (`viewDidLoad()`), or what the host did (`launch`, `event`, `stateChanged`).
    public var name: String
    /// The object whose callback it is (`CounterApp.CounterViewController`).
    public var object: String?
    /// The life-cycle state the record happened in.
    public var state: AppState?
    /// The record's other fields, in the trace's order.
    public var fields: [String: Value]

    public init(sequence: Int, generation: Int, kind: Kind, name: String, object: String? = nil, state: AppState? = nil, fields: [String: Value] = [:]) {
        self.sequence = sequence
        self.generation = generation
        self.kind = kind
        self.name = name
        self.object = object
        self.state = state
        self.fields = fields
    }

    /// `Object.name` for a callback (as the trace expectation matches it), `name` otherwise.
    public var callback: String {
        object.map { "\($0).\(name)" } ?? name
    }

    /// A field's text, when it is a string.
    public subscript(field: String) -> String? {
        if case .string(let text)? = fields[field] { return text }
        return nil
    }

    public var description: String {
        var text = "\(kind.rawValue) \(callback)"
        if let state { text += " [\(state.rawValue)]" }
        for key in fields.keys.sorted() {
            text += " \(key)=\(fields[key].map(Self.describe) ?? "")"
        }
        return text
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .strings(let texts): "[" + texts.joined(separator: ",") + "]"
        }
    }
}

extension [TraceRecord] {
    /// The callbacks of the app's code in order (`app`, `vc` and `view` records), as
    /// `Object.name`: what a test compares to assert a callback order.
    public var callbacks: [String] {
        filter { $0.kind == .app || $0.kind == .vc || $0.kind == .view }.map(\.callback)
    }
}
