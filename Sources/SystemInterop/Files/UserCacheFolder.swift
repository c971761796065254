import Glibc

/// The folder where apphost keeps what it can rebuild: `$XDG_CACHE_HOME/apphost`, or
/// `~/.cache/apphost`, as the XDG base directory rules place a program's caches.
///
/// It is made with mode 0700 when missing, and used only when it is a real folder of this
/// process's user that nobody else can use, in a trusted place: what the host reads back from
/// it steers how the app is laid out, so another user must not be able to plant it.
package enum UserCacheFolder {
    /// The folder for this process's `XDG_CACHE_HOME` and `HOME`, read with `getenv` rather than
    /// through `ProcessInfo`, which copies the whole environment into a dictionary.
    package static func prepared() -> String? {
        var environment: [String: String] = [:]
        for name in ["XDG_CACHE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return prepared(environment: environment)
    }

    /// The folder, made if missing; `nil` when no home is known or it cannot be used safely.
    package static func prepared(environment: [String: String]) -> String? {
        guard let parent = parentFolder(environment: environment) else { return nil }
        for folder in [parent, parent + "/apphost"] {
            if mkdir(folder, 0o700) != 0, errno != EEXIST { return nil }
        }
        let folder = parent + "/apphost"
        guard (try? PathSafety.checkPrivateFolder(folder)) != nil else { return nil }
        return folder
    }

    /// `$XDG_CACHE_HOME` when it is an absolute path (the rules say to ignore a relative one), else
    /// `$HOME/.cache`.
    static func parentFolder(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return withoutTrailingSlashes(cache) }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return withoutTrailingSlashes(home) + "/.cache"
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return String(trimmed)
    }
}
