import Glibc

/// Who may change what a path names, checked the way OpenSSH checks `authorized_keys`: the host
/// loads code only from a file that no user but this process's user (and root) can replace or
/// rewrite, and follows a symbolic link only when its owner is trusted (Linux's
/// `protected_symlinks` rule).
///
/// A file or folder is trusted when its owner is this process's user or root, and no group or
/// other user can write it. A folder others can write is still trusted when it is sticky (as
/// `/tmp` is): others can add names to it but cannot rename or remove ours, and every entry below
/// it is checked in turn.
package enum PathSafety {
    /// The most symbolic links a path may go through, as the kernel's own limit.
    static let maximumLinks = 40

    /// Checks every folder from `/` down to `path`, every symbolic link on the way (and the
    /// folders its target goes through), and the file itself.
    package static func checkTrusted(_ path: String) throws(UnsafePathError) {
        var pending = Array(PathNames.absolute(path).split(separator: "/", omittingEmptySubsequences: true).reversed())
        var resolved = ""
        var folder = try status(of: "/", naming: path)
        try checkOwnerAndMode(folder, of: "/")
        var links = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            if name == ".." {
                resolved = PathNames.folder(of: resolved.isEmpty ? "/" : resolved)
                if resolved == "/" { resolved = "" }
                folder = try status(of: resolved.isEmpty ? "/" : resolved, naming: path)
                continue
            }
            // String + String: appending the Substring itself is String's generic append(contentsOf:),
            // whose first use looks up an associated type by a scan of every image's conformances.
            let candidate = resolved + "/" + String(name)
            let info = try status(of: candidate, naming: path)
            if info.st_mode & S_IFMT == S_IFLNK {
                try checkLink(info, at: candidate, in: folder)
                links += 1
                guard links <= maximumLinks else { throw UnsafePathError(path: path, reason: "goes through more than \(maximumLinks) symbolic links") }
                let target = try linkTarget(candidate)
                pending += target.split(separator: "/", omittingEmptySubsequences: true).reversed()
                if target.hasPrefix("/") {
                    resolved = ""
                    folder = try status(of: "/", naming: path)
                }
                continue
            }
            try checkOwnerAndMode(info, of: candidate)
            resolved = candidate
            folder = info
        }
    }

    /// Checks a folder the process made for itself (a `--watch` session folder): a real folder,
    /// not a link, owned by this process's user, that nobody else can even read, in a trusted place.
    package static func checkPrivateFolder(_ path: String) throws(UnsafePathError) {
        let info = try status(of: path, naming: path)
        guard info.st_mode & S_IFMT == S_IFDIR else { throw UnsafePathError(path: path, reason: "is not a folder (a symbolic link or another file is in its place)") }
        guard info.st_uid == geteuid() else { throw UnsafePathError(path: path, reason: "is owned by uid \(info.st_uid), not by this process's user (uid \(geteuid()))") }
        guard info.st_mode & 0o077 == 0 else { throw UnsafePathError(path: path, reason: "can be used by group or others (mode \(permissionsText(info.st_mode & 0o7777))); a session folder has mode 0700") }
        try checkTrusted(path)
    }

    /// The file `path` names once its symbolic links are followed, each only when it is owned by
    /// this process's user, by root, or by the owner of the folder that holds it (who could have
    /// put anything there anyway), as Linux's `protected_symlinks` does: another user's link in a
    /// shared folder is never followed. `path` itself when it is not a link or does not exist; a
    /// link under `/proc` is returned as it is, for the kernel to follow.
    package static func followingTrustedLinks(_ path: String) throws(UnsafePathError) -> String {
        var current = path
        for _ in 0 ... maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            let folder = PathNames.folder(of: current)
            try checkLink(info, at: current, in: try status(of: folder, naming: path))
            // /proc/self/fd/N and its kind (behind /dev/stdout) name open files, not paths: only
            // the kernel can follow them, and only the process's own user can change them.
            if current.hasPrefix("/proc/") { return current }
            let target = try linkTarget(current)
            current = target.hasPrefix("/") ? target : (folder == "/" ? "" : folder) + "/" + target
        }
        throw UnsafePathError(path: path, reason: "goes through more than \(maximumLinks) symbolic links")
    }

    /// Checks that the regular file `file` (its status) at `path` was not made first by another
    /// user in a folder others can write, as Linux's `protected_regular` does: they could read
    /// what the host writes there, or choose what it reads. A file of the folder's owner is theirs
    /// to share.
    package static func checkNotPlanted(_ file: stat, at path: String) throws(UnsafePathError) {
        guard file.st_mode & S_IFMT == S_IFREG, file.st_uid != geteuid() else { return }
        var folder = stat()
        guard stat(PathNames.folder(of: path), &folder) == 0, folder.st_mode & 0o022 != 0, file.st_uid != folder.st_uid else { return }
        throw UnsafePathError(path: path, reason: "belongs to uid \(file.st_uid), who made it in a folder others can write",
                              remedy: "remove that file, or give a path in a folder only you can write")
    }

    /// ``followingTrustedLinks(_:)``, then ``checkNotPlanted(_:at:)`` on the file it leads to:
    /// a file the host may read its own data back from. The file's path, for reading.
    package static func checkReadable(_ path: String) throws(UnsafePathError) -> String {
        let target = try followingTrustedLinks(path)
        var info = stat()
        if stat(target, &info) == 0 { try checkNotPlanted(info, at: target) }
        return target
    }

    // MARK: The rules

    private static func checkOwnerAndMode(_ info: stat, of path: String) throws(UnsafePathError) {
        let me = geteuid()
        guard info.st_uid == me || info.st_uid == 0 else {
            throw UnsafePathError(path: path, reason: "is owned by uid \(info.st_uid), neither this process's user (uid \(me)) nor root, so that user can change it")
        }
        let isStickyFolder = info.st_mode & S_IFMT == S_IFDIR && info.st_mode & S_ISVTX != 0
        guard info.st_mode & 0o022 == 0 || isStickyFolder else {
            throw UnsafePathError(path: path, reason: "can be written by group or others (mode \(permissionsText(info.st_mode & 0o7777))), so another user can change it")
        }
    }

    private static func checkLink(_ link: stat, at path: String, in folder: stat) throws(UnsafePathError) {
        let me = geteuid()
        guard link.st_uid == me || link.st_uid == 0 || link.st_uid == folder.st_uid else {
            throw UnsafePathError(path: path, reason: "is a symbolic link owned by uid \(link.st_uid), who is neither this process's user (uid \(me)), root, nor the owner of its folder; it is not followed",
                                  remedy: "remove the link, or give a path in a folder only you can write")
        }
    }

    // MARK: System calls

    private static func status(of path: String, naming original: String) throws(UnsafePathError) -> stat {
        var info = stat()
        if case .failure(let failure) = SystemCall.result("lstat", { lstat(path, &info) }) {
            throw UnsafePathError(path: path, reason: "cannot be checked: \(failure.reason)")
        }
        return info
    }

    private static func linkTarget(_ path: String) throws(UnsafePathError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { readlink(path, $0.baseAddress!, $0.count - 1) }
        guard count >= 0 else { throw UnsafePathError(path: path, reason: "cannot be read as a symbolic link: \(String(cString: strerror(errno)))") }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
