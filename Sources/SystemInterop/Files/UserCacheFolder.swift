import Glibc

/// The folder where apphost keeps what it can rebuild: `$XDG_CACHE_HOME/apphost`, or
/// `~/.cache/apphost`, as the XDG base directory rules place a program's caches.
///
/// It is made with mode 0700 when missing, and used only when it is a real folder of this
/// process's user that nobody else can use, in a trusted place: what the host reads back from
/// it steers how the app is laid out, so another user must not be able to plant it.
package enum UserCacheFolder {
    /// The folder for this process's `XDG_CACHE_HOME` and `HOME`, read with `getenv` rather than
    /// through `ProcessInfo`, which copies the whole environment into a dictionary (and without a
    /// dictionary of the two: the first `[String: String]` of a launch costs a scan of every
    /// image's conformance records).
    package static func prepared() -> String? {
        prepared(cacheHome: getenv("XDG_CACHE_HOME").map { String(cString: $0) }, home: getenv("HOME").map { String(cString: $0) })
    }

    /// The folder for the environment `environment`, made if missing; `nil` when no home is known
    /// or it cannot be used safely.
    package static func prepared(environment: [String: String]) -> String? {
        prepared(cacheHome: environment["XDG_CACHE_HOME"], home: environment["HOME"])
    }

    private static func prepared(cacheHome: String?, home: String?) -> String? {
        guard let parent = parentFolder(cacheHome: cacheHome, home: home) else { return nil }
        for folder in [parent, parent + "/apphost"] {
            if mkdir(folder, 0o700) != 0, errno != EEXIST { return nil }
        }
        let folder = parent + "/apphost"
        guard (try? PathSafety.checkPrivateFolder(folder)) != nil else { return nil }
        return folder
    }

    /// Removes the oldest of `folder`'s files whose names start with `prefix`, by modification
    /// time, until `keeping` are left: a cache written per app (each app folder has its own file,
    /// and tests and benchmarks launch apps from new temporary folders) would otherwise grow for
    /// ever. Only this user's regular files are removed; links are not followed. Returns how many
    /// were removed.
    @discardableResult
    package static func trim(_ folder: String, filesNamed prefix: String, keeping: Int) -> Int {
        var files: [(path: String, modified: Int64)] = []
        FolderListing.forEachEntry(in: folder) { name, _ in
            guard name.hasPrefix(prefix) else { return }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else { return }
            files.append((path, FileStamp(status).modified))
        }
        guard files.count > max(keeping, 0) else { return 0 }
        files.sort { ($0.modified, $0.path) > ($1.modified, $1.path) }
        var removed = 0
        for file in files.dropFirst(max(keeping, 0)) where unlink(file.path) == 0 {
            removed += 1
        }
        return removed
    }

    /// `$XDG_CACHE_HOME` when it is an absolute path (the rules say to ignore a relative one), else
    /// `$HOME/.cache`.
    private static func parentFolder(cacheHome: String?, home: String?) -> String? {
        if let cacheHome, cacheHome.hasPrefix("/") { return withoutTrailingSlashes(cacheHome) }
        guard let home, home.hasPrefix("/") else { return nil }
        return withoutTrailingSlashes(home) + "/.cache"
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return String(trimmed)
    }
}
