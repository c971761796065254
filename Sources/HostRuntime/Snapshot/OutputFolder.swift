import Foundation

/// A folder images are written into: `--snapshot DIR` with PNG snapshots, `apphost render --out DIR`.
enum OutputFolder {
    /// `path`, made (with its parents) if missing; an error naming `what` when it is a file or
    /// cannot be made.
    static func prepare(_ path: String, naming what: String, remedy: String) throws(HostError) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw HostError(.cannotWrite, "\(what) '\(path)' is a file", remedy: remedy)
            }
            return path
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw HostError(.cannotWrite, "cannot create \(what) '\(path)'", remedy: "check that its parent folder exists and is writable")
        }
        return path
    }

    /// Writes `data` to the file at `path` (named `what` in errors) as every output is written:
    /// in place, an existing file's mode kept, another user's link not followed.
    static func write(_ data: Data, to path: String, naming what: String) throws(HostError) {
        let file = try FileHandle(output: path, appending: false, naming: what)
        do {
            try file.write(contentsOf: data)
        } catch {
            throw HostError(.cannotWrite, "cannot write \(what) '\(path)': \(error.localizedDescription)", remedy: "check that the disk is not full")
        }
    }
}
