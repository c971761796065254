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
/// symbolic link at the path is followed only when ``PathSafety/checkFollowable(_:)`` allows it,
/// so that another user's link in a shared folder cannot turn the write onto one of our files.
package enum OutputFile {
    /// A descriptor open for writing `path`: emptied, or positioned at its end when `appending`.
    package static func open(_ path: String, appending: Bool) throws(OutputFileError) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC)
        switch SystemCall.result("open(\(path))", { Glibc.open(path, flags | O_NOFOLLOW, 0o666) }) {
        case .success(let descriptor):
            return descriptor
        case .failure(let failure) where failure.code == ELOOP:
            // A symbolic link: followed only when its owner is trusted.
            do {
                try PathSafety.checkFollowable(path)
            } catch {
                throw .unsafe(error)
            }
            do {
                return try SystemCall.check("open(\(path))") { Glibc.open(path, flags, 0o666) }
            } catch {
                throw .system(error)
            }
        case .failure(let failure):
            throw .system(failure)
        }
    }

}
