/// Why the control socket could not be served or reached: what happened, naming the path, and
/// what the user can do about it.
package struct ControlSocketError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the socket's path.
    package let message: String
    /// What the user can do about it.
    package let remedy: String

    package init(message: String, remedy: String) {
        self.message = message
        self.remedy = remedy
    }

    /// The message, then the remedy on a line of its own, as `apphost` prints its errors.
    package var description: String { "\(message)\n  fix: \(remedy)" }

    /// An error of a system call, in the system's words, on `path`.
    init(_ failure: SystemCallError, path: String, remedy: String) {
        self.init(message: "\(failure.call) failed for the control socket \(path): \(failure.reason)", remedy: remedy)
    }
}
