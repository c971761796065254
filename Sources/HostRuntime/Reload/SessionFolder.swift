import Foundation
import SystemInterop

/// The private folder a `--watch` or `apphost dev` session keeps its plugin copies and socket
/// in: made with `mkdtemp` (mode 0700) in the temporary folder (`TMPDIR`), never one that exists.
enum SessionFolder {
    /// A new session folder named `prefix` and six random characters; `purpose` names the
    /// session in errors ("the --watch session").
    static func make(prefix: String, for purpose: String) throws(HostError) -> String {
        let parent = NSTemporaryDirectory()
        let shown = parent.count > 1 && parent.hasSuffix("/") ? String(parent.dropLast()) : parent
        // A temporary folder that is not there is a setting to correct, not a safety problem.
        switch PathKind.of(parent) {
        case .missing:
            throw HostError(.fileNotFound, "the temporary folder '\(shown)' (TMPDIR) for \(purpose) does not exist",
                            remedy: "create it, or set TMPDIR to a folder that exists and only you can write")
        case .other:
            throw HostError(.fileNotFound, "the temporary folder '\(shown)' (TMPDIR) for \(purpose) is not a folder",
                            remedy: "set TMPDIR to a folder that exists and only you can write")
        case .folder:
            break
        }
        do {
            return try PrivateFiles.makeFolder(in: parent, prefix: prefix)
        } catch {
            throw HostError(unsafe: error, for: "the temporary folder for \(purpose)")
        }
    }
}
