import Glibc

/// Files and folders only this process's user can use: the `--watch` session folder and the
/// generation copies the host loads code from.
package enum PrivateFiles {
    /// Makes a new folder `PREFIX` + six random characters in `parent`, mode 0700, with `mkdtemp`:
    /// never a folder that already exists, whoever made it. `parent` must be a trusted place
    /// (see ``PathSafety``), or another user could move the new folder away and put theirs.
    package static func makeFolder(in parent: String, prefix: String) throws(UnsafePathError) -> String {
        try PathSafety.checkTrusted(parent)
        var template = Array((parent.hasSuffix("/") ? parent : parent + "/").utf8CString.dropLast()) + Array((prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw UnsafePathError(path: parent, reason: "cannot hold a new private folder: mkdtemp: \(String(cString: strerror(errno)))")
        }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `bytes` to a new file at `path` with `mode` (0700 for code, 0600 for data), created
    /// exclusively: a file or symbolic link already at `path` makes it fail rather than be
    /// written through.
    package static func createExclusively(_ path: String, bytes: [UInt8], mode: mode_t) throws(SystemCallError) {
        let descriptor = try SystemCall.check("open(\(path))") { open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode) }
        defer { close(descriptor) }
        // The umask may have narrowed `mode`; the file is ours and new, so it gets exactly `mode`.
        try SystemCall.check("fchmod(\(path))") { fchmod(descriptor, mode) }
        try SystemCall.writeAll(bytes, to: descriptor, naming: path)
    }

    /// Checks, on the open file, that `path` is a regular file of this process's user that no
    /// group or other user can write, and not a symbolic link: a copy fit to load code from.
    package static func checkOwnFile(_ path: String) throws(UnsafePathError) {
        close(try openOwnFile(path).descriptor)
    }

    /// The bytes of `path`, once ``checkOwnFile(_:)``'s checks hold, read through the descriptor
    /// that was checked: nothing can be put in its place between the check and the read.
    package static func readOwnFile(_ path: String) throws(UnsafePathError) -> [UInt8] {
        let (descriptor, info) = try openOwnFile(path)
        defer { close(descriptor) }
        do {
            return try RegularFile.readAll(descriptor, size: info.st_size, naming: path)
        } catch {
            throw UnsafePathError(path: path, reason: "cannot be read: \(error)")
        }
    }

    /// `path` opened for reading, with its status, when it passes ``checkOwnFile(_:)``'s checks.
    private static func openOwnFile(_ path: String) throws(UnsafePathError) -> (descriptor: Int32, info: stat) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ELOOP ? "is a symbolic link, not a copy the host made" : "cannot be opened: \(String(cString: strerror(errno)))"
            throw UnsafePathError(path: path, reason: reason)
        }
        do throws(UnsafePathError) {
            return (descriptor, try checkedStatus(of: descriptor, at: path))
        } catch {
            close(descriptor)
            throw error
        }
    }

    private static func checkedStatus(of descriptor: Int32, at path: String) throws(UnsafePathError) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw UnsafePathError(path: path, reason: "cannot be checked: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw UnsafePathError(path: path, reason: "is not a regular file") }
        guard info.st_uid == geteuid() else {
            throw UnsafePathError(path: path, reason: "is owned by uid \(info.st_uid), not by this process's user (uid \(geteuid()))")
        }
        guard info.st_mode & 0o022 == 0 else {
            throw UnsafePathError(path: path, reason: "can be written by group or others (mode \(permissionsText(info.st_mode & 0o7777)))")
        }
        return info
    }
}
