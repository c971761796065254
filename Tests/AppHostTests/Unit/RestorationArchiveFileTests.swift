import Foundation
import Glibc
import HostKit
@testable import HostRuntime
import Testing

/// The `--state-file` on disk: private when new, and never read through another user's link.
@Suite("Restoration archive file", .serialized)
struct RestorationArchiveFileTests {
    let archive = RestorationArchive(delegateState: CoderContents(), windows: [])

    @Test(.enabled(if: geteuid() == 0)) func aSavedStateIsNotReadThroughAnotherUsersLink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-state-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let saved = folder + "/saved.json", link = folder + "/state.json"
        try RestorationArchiveFile.write(archive, to: saved)
        var info = stat()
        #expect(stat(saved, &info) == 0 && info.st_mode & 0o777 == 0o600, "a new state file is 0600")
        try #require(symlink(saved, link) == 0 && lchown(link, 65534, 65534) == 0)
        let error = try #require(throws: HostError.self) { try RestorationArchiveFile.read(at: link) }
        #expect(error.code == .unsafePath && error.message.contains(link))
        #expect(try RestorationArchiveFile.read(at: saved) != nil, "the file itself reads")
    }

    @Test(.enabled(if: geteuid() == 0)) func aSavedStateAnotherUserPlantedInASharedFolderIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-state-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(folder, 0o1777)
        let state = folder + "/state.json"
        try RestorationArchiveFile.write(archive, to: state)
        try #require(chown(state, 65534, 65534) == 0)
        let error = try #require(throws: HostError.self) { try RestorationArchiveFile.read(at: state) }
        #expect(error.code == .unsafePath && error.message.contains("65534"))
        try #require(chown(state, geteuid(), getegid()) == 0)
        #expect(try RestorationArchiveFile.read(at: state) != nil, "our own file there reads")
    }
}
