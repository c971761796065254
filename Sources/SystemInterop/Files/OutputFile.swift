import Glibc

/// Why an output file could not be opened: its path is unsafe, or the system said no.
package enum OutputFileError: Error, Sendable {
    case unsafe(UnsafePathError)
    case system(SystemCallError)
}

/// Opens the files the host writes by a name the user gives (`--trace`, `--snapshot`).
///
/// An existing file is written in place, so that it keeps its mode and owner: the host never
/// widens who can read it (a new file gets 0666 less the umask, as any program's output). A
/// symbolic link at the path is followed only as ``PathSafety/followingTrustedLinks(_:)`` allows,
/// so that another user's link in a shared folder cannot turn the write onto one of our files.
package enum OutputFile {
    /// A descriptor open for writing `path`: emptied, or positioned at its end when `appending`.
    package static func open(_ path: String, appending: Bool) throws(OutputFileError) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | (appending ? O_APPEND : O_TRUNC)
        let target: String
        do {
            target = try PathSafety.followingTrustedLinks(path)
        } catch {
            throw .unsafe(error)
        }
        switch SystemCall.result("open(\(target))", { Glibc.open(target, flags, 0o666) }) {
        case .success(let descriptor):
            return descriptor
        case .failure(let failure) where failure.code == ELOOP:
            throw .unsafe(UnsafePathError(path: target, reason: "was replaced by a symbolic link while it was being opened"))
        case .failure(let failure):
            throw .system(failure)
        }
    }
}
