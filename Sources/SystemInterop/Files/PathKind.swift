import Glibc

/// What is at a path, by `stat` (symbolic links followed), as `FileManager.fileExists(atPath:
/// isDirectory:)` tells it, without starting `FileManager`: its first use costs a launch more
/// than the `stat` it does.
package enum PathKind: Sendable, Equatable {
    /// Nothing, or nothing this user may look at.
    case missing
    case folder
    /// A file, or anything else that is not a folder.
    case other

    package static func of(_ path: String) -> PathKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }
}
