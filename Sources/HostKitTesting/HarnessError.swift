import ErrorReporting

/// Why an ``AppHarness`` or ``AppProcess`` action did not happen: the one error shape of AppHost
/// (a code, a message naming the element or event, facts such as the identifiers on screen, and
/// a remedy).
public struct HarnessError: AppHostError, Equatable, CustomStringConvertible {
    /// The error's code: `no-such-element`, `ambiguous`, `hidden`, `disabled`, `off-screen`,
    /// `covered`, `not-a-text-field`, `harness-in-use`, `app-ended`, `bad-app-folder`, or one of
    /// the control socket's reply codes (`refused`, `not-active`, `not-delivered`…).
    public let errorCode: String
    public let message: String
    /// What else is known: the identifiers on screen, closest first; the matching views.
    public let facts: [String]
    public let remedy: String

    public init(_ errorCode: String, _ message: String, facts: [String] = [], remedy: String) {
        self.errorCode = errorCode
        self.message = message
        self.facts = facts
        self.remedy = remedy
    }

    public var description: String { report }
}
