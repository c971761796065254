import ErrorReporting

/// Why the control socket could not be served or reached: what happened, naming the path, and
/// what the user can do about it.
package struct ControlSocketError: AppHostError, Sendable, CustomStringConvertible {
    /// What went wrong, naming the socket's path.
    package let message: String
    /// What the user can do about it.
    package let remedy: String

    package init(message: String, remedy: String) {
        self.message = message
        self.remedy = remedy
    }

    package var errorCode: String { "control-socket" }

    package var description: String { report }

    /// An error of a system call, in the system's words, on `path`.
    init(_ failure: SystemCallError, path: String, remedy: String) {
        self.init(message: "\(failure.call) failed for the control socket \(path): \(failure.reason)", remedy: remedy)
    }
}
