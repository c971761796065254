import Glibc

/// A folder's entries, as `readdir` lists them.
enum FolderListing {
    /// Calls `body` with the name of each entry but `.` and `..`, and its `d_type` (`DT_UNKNOWN`
    /// where the file system does not say: ask `lstat`). False when the folder cannot be opened.
    @discardableResult
    static func forEachEntry(in folder: String, _ body: (_ name: String, _ type: UInt8) -> Void) -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            body(name, entry.pointee.d_type)
        }
        return true
    }
}
