import Glibc

/// Path arithmetic the host needs, done one way everywhere.
package enum PathNames {
    /// The folder that holds `path`: `.` for a bare file name, `/` for a file at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    /// `path` with a folder: `./NAME` for a bare file name. `dlopen` searches its library path
    /// for a name without a slash, where a user means the file in the current folder.
    package static func inCurrentFolderIfBare(_ path: String) -> String {
        path.contains("/") ? path : "./" + path
    }

    /// The last component of `path`: the file or folder name.
    package static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` without `.` components and repeated or trailing slashes, `..` kept: the same file
    /// whatever symbolic links the path goes through, spelled plainly for messages and watches.
    package static func tidied(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        // Joined by hand: `joined(separator:)` on substrings is the standard library's generic
        // code, whose conformance lookups cost every launch more than the joining does.
        var joined = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if !joined.isEmpty { joined.append("/") }
            joined.append(contentsOf: component)
        }
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` from the root: as given when it starts with `/`, else in the current folder.
    package static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let current = getcwd(nil, 0) else { return "/" + path }
        defer { free(current) }
        return appending(path, to: String(cString: current))
    }

    /// `name` in `folder`, with one slash between them, as `appendingPathComponent` joins them
    /// (without NSString, which loads CoreFoundation's string machinery at launch).
    package static func appending(_ name: String, to folder: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
