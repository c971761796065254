import Foundation
import SystemInterop

/// Writes the files of an installed prefix or a new package: folders are made as needed, each file
/// is replaced atomically (so a running `apphost` or a reader never sees half a file), and nothing
/// is written through a symbolic link.
enum SDKFiles {
    /// Permissions of a new file others run or read (programs and libraries; sources and module
    /// files); a file that is replaced keeps its own (`AtomicFile`).
    static let executableMode: UInt32 = 0o755
    static let readableMode: UInt32 = 0o644

    static func makeFolder(_ path: String) throws(HostError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: Int(executableMode)])
        } catch {
            throw HostError(.cannotWrite, "cannot create the folder '\(path)': \(error.localizedDescription)",
                            remedy: "choose a folder you can write to")
        }
    }

    static func write(_ text: String, to path: String, mode: UInt32 = readableMode) throws(HostError) {
        try write(Array(text.utf8), to: path, mode: mode)
    }

    static func copy(_ source: String, to path: String, mode: UInt32) throws(HostError) {
        guard let contents = FileManager.default.contents(atPath: source) else {
            throw HostError(.fileNotFound, "cannot read '\(source)'", remedy: "build AppHost again (swift build), then retry")
        }
        try write(Array(contents), to: path, mode: mode)
    }

    private static func write(_ bytes: [UInt8], to path: String, mode: UInt32) throws(HostError) {
        try makeFolder(PathNames.folder(of: path))
        do {
            try AtomicFile.write(bytes, to: path, newFileMode: mode)
        } catch {
            throw HostError(.cannotWrite, "cannot write '\(path)': \(error)", remedy: "choose a folder you can write to")
        }
    }

    /// `path` made absolute against the current folder.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : "\(FileManager.default.currentDirectoryPath)/\(path)"
    }
}
