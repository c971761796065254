import Foundation
import Glibc
import Testing

@testable import SystemInterop

/// What the launch learns of a path without `FileManager`: the same answers its
/// `fileExists(atPath:isDirectory:)` gives, which the launch used before.
@Suite("Path kinds and absolute paths")
struct PathKindTests {
    @Test func aFolderAFileALinkToAFolderAndNothing() throws {
        let folder = try PrivateFiles.makeFolder(in: FileManager.default.temporaryDirectory.path, prefix: "apphost-kinds-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/app.json"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("{}".utf8)))
        #expect(symlink(folder, folder + "/link") == 0)
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)

        #expect(PathKind.of(folder) == .folder)
        #expect(PathKind.of(folder + "/link") == .folder, "a link is followed, as fileExists follows it")
        #expect(PathKind.of(file) == .other)
        #expect(PathKind.of(folder + "/pipe") == .other)
        #expect(PathKind.of(folder + "/missing") == .missing)
        #expect(PathKind.of(file + "/below-a-file") == .missing)
        for path in [folder, folder + "/link", file, folder + "/missing"] {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(PathKind.of(path) == (!exists ? .missing : isDirectory.boolValue ? .folder : .other), "\(path)")
        }
    }

    @Test func aRelativePathIsTakenFromTheCurrentFolder() {
        #expect(PathNames.absolute("/etc/passwd") == "/etc/passwd")
        let current = FileManager.default.currentDirectoryPath
        #expect(PathNames.absolute("Examples/Counter") == (current == "/" ? "/Examples/Counter" : current + "/Examples/Counter"))
    }
}
