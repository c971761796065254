import ErrorReporting

/// A path the host refuses to load code from, write through or trust, because a user other
/// than this process's user (and root) could change what it names. `path` is the piece that is
/// at fault (a folder above the file, a symbolic link, the file itself), `reason` says why.
package struct UnsafePathError: AppHostError, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String
    package let remedy: String

    package init(path: String, reason: String,
                 remedy: String = "make it yours and writable by you alone (chown, chmod go-w), or use a folder only you can write, such as one under your home") {
        self.path = path
        self.reason = reason
        self.remedy = remedy
    }

    package var errorCode: String { "unsafe-path" }
    package var message: String { description }

    package var description: String { "'\(path)' \(reason)" }
}
