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
}
