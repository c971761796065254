import ErrorReporting
import Foundation
import HostKit
import SystemInterop

/// A state archive on disk: the `--state-file` of an app that opts in, and the state a
/// supervisor hands to the app it restarts. Written atomically (see `AtomicFile`), so a reader
/// finds the old archive or the new one, never a mix; a new file has mode 0600 and an existing one
/// keeps its mode.
enum RestorationArchiveFile {
    static func write(_ archive: RestorationArchive, to path: String) throws(HostError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try? FileManager.default.createDirectory(atPath: PathNames.folder(of: path), withIntermediateDirectories: true)
            try AtomicFile.write(Array(try encoder.encode(archive)), to: path)
        } catch {
            throw HostError(.cannotWrite, "the app's state could not be saved to '\(path)': \(error)",
                            remedy: "check that the folder is writable and the disk is not full")
        }
    }

    /// The archive at `path`; `nil` when there is no file there.
    static func read(at path: String) throws(HostError) -> RestorationArchive? {
        // State decides which screens are built and what they show: never read through a
        // symbolic link, or from a file, another user planted.
        let file: String
        do {
            file = try PathSafety.checkReadable(path)
        } catch {
            throw HostError(unsafe: error, for: "the saved state '\(path)'")
        }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        do {
            // Strict first, as every JSON input: `JSONDecoder` would keep one of two equal keys.
            try StrictJSONInput.check(data)
        } catch {
            throw HostError(.restoreFailed, "the saved state '\(path)' is not strict JSON: \(error.message)", remedy: "delete it; the app starts afresh",
                            at: FileLocation(file: path, line: error.position.line, column: error.position.column))
        }
        do {
            return try JSONDecoder().decode(RestorationArchive.self, from: data)
        } catch {
            throw HostError(.restoreFailed, "the saved state '\(path)' is not a state archive: \(error)",
                            remedy: "delete it; the app starts afresh")
        }
    }
}
