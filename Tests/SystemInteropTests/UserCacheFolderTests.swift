import Foundation
import Glibc
import SystemInterop
import Testing

/// The cache folder: where XDG says, made private, and refused when others could plant it.
struct UserCacheFolderTests {
    private func scratch() throws -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/apphost-cache-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(cString: try #require(made))
    }

    @Test func isMadeUnderXDGCacheHomeWithMode0700() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = try #require(UserCacheFolder.prepared(environment: ["XDG_CACHE_HOME": root + "/cache/", "HOME": "/nonexistent"]))
        #expect(folder == root + "/cache/apphost")
        var info = stat()
        #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(UserCacheFolder.prepared(environment: ["XDG_CACHE_HOME": root + "/cache"]) == folder, "found again")
    }

    @Test func aRelativeXDGCacheHomeIsIgnoredForHomesDotCache() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(UserCacheFolder.prepared(environment: ["XDG_CACHE_HOME": "relative/cache", "HOME": home]) == home + "/.cache/apphost")
        #expect(UserCacheFolder.prepared(environment: [:]) == nil, "no home, no cache")
    }

    @Test func aFolderOthersCanUseOrALinkInItsPlaceIsRefused() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/open/apphost", withIntermediateDirectories: true)
        chmod(root + "/open/apphost", 0o755)
        #expect(UserCacheFolder.prepared(environment: ["XDG_CACHE_HOME": root + "/open"]) == nil)
        try FileManager.default.createDirectory(atPath: root + "/linked", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        chmod(root + "/elsewhere", 0o700)
        try FileManager.default.createSymbolicLink(atPath: root + "/linked/apphost", withDestinationPath: root + "/elsewhere")
        #expect(UserCacheFolder.prepared(environment: ["XDG_CACHE_HOME": root + "/linked"]) == nil)
    }

    @Test func aFileStampChangesWithTheFileAndReadsBack() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/font.ttf"
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        let first = try #require(FileStamp.of(path))
        #expect(FileStamp(Substring(first.description)) == first)
        try Data("four".utf8).write(to: URL(fileURLWithPath: path))
        #expect(FileStamp.of(path) != first)
        #expect(FileStamp.of(root + "/missing") == nil)
        #expect(FileStamp("1:2:3") == nil)
        #expect(FileStamp("a:2:3:4") == nil)
        #expect(FileStamp("1:2:3:4:5") == nil)
        #expect(FileStamp("1:2::4") == nil)
        #expect(FileStamp("1:\u{301}2:3:4") == nil, "a colon a combining mark joins")
    }
}
