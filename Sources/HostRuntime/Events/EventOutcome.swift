import ErrorReporting

/// What became of one event: the facts a control-socket reply carries, or why it failed.
package struct EventOutcome {
    /// Why an event did nothing. `code` is one of the documented reply error codes.
    package struct Failure: AppHostError, Equatable {
        package let errorCode: String
        package let message: String
        package let remedy: String
    }

    package enum Value: Equatable {
        case string(String)
        case int(Int64)
        case double(Double)
        case bool(Bool)
        /// Text that is already JSON.
        case json(String)
    }

    package var failure: Failure?
    package var fields: [(key: String, value: Value)] = []

    static func done(_ fields: [(key: String, value: Value)] = []) -> EventOutcome {
        EventOutcome(failure: nil, fields: fields)
    }

    static func failed(_ code: String, _ message: String, remedy: String) -> EventOutcome {
        EventOutcome(failure: Failure(errorCode: code, message: message, remedy: remedy))
    }
}
