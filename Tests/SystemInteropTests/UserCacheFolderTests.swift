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

    @Test func aFileStampReadsEveryValueItsDescriptionCanHoldAndNothingElse() {
        let extremes = [FileStamp(device: .max, inode: 0, size: .max, modified: .min),
                        FileStamp(device: 0, inode: .max, size: -1, modified: .max),
                        FileStamp(device: 64_768, inode: 333_158, size: 1_187_432, modified: 1_670_615_011_000_000_000)]
        for stamp in extremes {
            #expect(FileStamp(Substring(stamp.description)) == stamp)
        }
        #expect(FileStamp("18446744073709551616:1:1:1") == nil, "the device overflows")
        #expect(FileStamp("1:1:9223372036854775808:1") == nil, "the size overflows")
        #expect(FileStamp("1:1:1:-9223372036854775809") == nil, "the time overflows below")
        #expect(FileStamp("-1:1:1:1") == nil, "a device is never negative")
        #expect(FileStamp("1:1:-:1") == nil)
        #expect(FileStamp("1:1:1:1:") == nil)
        #expect(FileStamp(":1:1:1") == nil)
        #expect(FileStamp("1:1:1:1 ") == nil)
        #expect(FileStamp("") == nil)
    }

    @Test func trimmingKeepsTheNewestFilesOfAPrefixAndTouchesNothingElse() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for index in 0 ..< 70 {
            let path = root + "/text-sizes-\(index)"
            try Data("\(index)".utf8).write(to: URL(fileURLWithPath: path))
            // Oldest first, a second apart, so that the order does not hang on the clock's grain.
            var times = [timespec(tv_sec: 1_000_000 + index, tv_nsec: 0), timespec(tv_sec: 1_000_000 + index, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        let outside = root + "/kept-elsewhere"
        try Data("x".utf8).write(to: URL(fileURLWithPath: outside))
        var old = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, outside, &old, 0) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/text-sizes-link", withDestinationPath: outside)
        try FileManager.default.createDirectory(atPath: root + "/text-sizes-folder", withIntermediateDirectories: false)
        try Data("y".utf8).write(to: URL(fileURLWithPath: root + "/other-0"))

        #expect(UserCacheFolder.trim(root, filesNamed: "text-sizes-", keeping: 64) == 6)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: root))
        #expect(left == Set((6 ..< 70).map { "text-sizes-\($0)" } + ["kept-elsewhere", "text-sizes-link", "text-sizes-folder", "other-0"]))
        #expect(UserCacheFolder.trim(root, filesNamed: "text-sizes-", keeping: 64) == 0, "already within the bound")
        #expect(UserCacheFolder.trim(root + "/missing", filesNamed: "text-sizes-", keeping: 1) == 0)
    }
}
