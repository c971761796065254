import ErrorReporting

/// Why the host could not deliver an event it was asked to: the request made no sense in the
/// app's present state (a finger that is not down lifted, text typed with nothing to take it…).
/// Nothing was delivered; the app is as it was.
package struct EventDeliveryError: AppHostError, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, naming the classes and numbers involved.
    package let message: String
    /// What to do instead.
    package let remedy: String

    package init(_ message: String, remedy: String) {
        self.message = message
        self.remedy = remedy
    }

    package var errorCode: String { "event-not-delivered" }

    package var description: String { oneLineReport }
}
