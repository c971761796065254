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
/// so that another user's link in a shared folder cannot turn the write onto one of our files,
/// and, as Linux's `protected_regular` does, a file another user made first in a folder others
/// can write is not written to (they would read what the host writes).
package enum OutputFile {
    /// A descriptor open for writing `path`: emptied, or positioned at its end when `appending`.
    package static func open(_ path: String, appending: Bool) throws(OutputFileError) -> Int32 {
        let target: String
        do {
            target = try PathSafety.followingTrustedLinks(path)
        } catch {
            throw .unsafe(error)
        }
        var link = stat()
        // Only a /proc link is left to follow (see followingTrustedLinks); anything else that is a
        // link now was put there after the check, and is not followed.
        let isProcessLink = target.hasPrefix("/proc/") && lstat(target, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (isProcessLink ? 0 : O_NOFOLLOW) | (appending ? O_APPEND : 0)
        let descriptor: Int32
        switch SystemCall.result("open(\(target))", { Glibc.open(target, flags, 0o666) }) {
        case .success(let opened):
            descriptor = opened
        case .failure(let failure) where failure.code == ELOOP:
            throw .unsafe(UnsafePathError(path: target, reason: "was replaced by a symbolic link while it was being opened"))
        case .failure(let failure):
            throw .system(failure)
        }
        var file = stat()
        _ = fstat(descriptor, &file)
        if !isProcessLink {
            do {
                try PathSafety.checkNotPlanted(file, at: target)
            } catch {
                close(descriptor)
                throw .unsafe(error)
            }
        }
        // Emptied only now that it is known to be a file the host may write.
        if !appending, file.st_mode & S_IFMT == S_IFREG, case .failure(let failure) = SystemCall.result("ftruncate(\(target))", { ftruncate(descriptor, 0) }) {
            close(descriptor)
            throw .system(failure)
        }
        return descriptor
    }
}
