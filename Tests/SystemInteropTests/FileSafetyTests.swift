import Foundation
import Glibc
@testable import SystemInterop
import Testing

/// The rules for paths another user could change, and the files the host writes by a name.
/// `chown` to `nobody` (uid 65534) stands for another user; it needs root, as CI runs.
@Suite("File safety", .serialized)
struct FileSafetyTests {
    static let nobody: uid_t = 65534
    static let runsAsRoot = geteuid() == 0

    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-files-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)
    }

    func file(_ name: String, _ contents: String = "data\n", mode: mode_t = 0o644) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
        chmod(path, mode)
        return path
    }

    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    static func mode(of path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

    // MARK: PathSafety

    @Test func aFileOfOursInFoldersOfOursOrRootsIsTrusted() throws {
        defer { cleanUp() }
        try PathSafety.checkTrusted(file("plugin.so"))
        // A relative path, and one that goes through `..`, are checked where they really lead.
        try PathSafety.checkTrusted(folder + "/../" + (folder as NSString).lastPathComponent + "/./plugin.so")
    }

    @Test func aFolderOthersCanWriteIsNotTrustedUnlessSticky() throws {
        defer { cleanUp() }
        let plugin = file("plugin.so")
        chmod(folder, 0o775)
        let error = try #require(throws: UnsafePathError.self) { try PathSafety.checkTrusted(plugin) }
        #expect(error.path == folder && error.reason.contains("0775"))
        chmod(folder, 0o1777)
        try PathSafety.checkTrusted(plugin)
    }

    @Test func aFileOthersCanWriteIsNotTrusted() throws {
        defer { cleanUp() }
        let plugin = file("plugin.so", mode: 0o646)
        let error = try #require(throws: UnsafePathError.self) { try PathSafety.checkTrusted(plugin) }
        #expect(error.path == plugin)
    }

    @Test(.enabled(if: runsAsRoot)) func aFileOrFolderOfAnotherUserIsNotTrusted() throws {
        defer { cleanUp() }
        let plugin = file("plugin.so")
        try #require(chown(plugin, Self.nobody, gid_t(Self.nobody)) == 0)
        #expect(throws: UnsafePathError.self) { try PathSafety.checkTrusted(plugin) }
        try #require(chown(plugin, 0, 0) == 0 && chown(folder, Self.nobody, gid_t(Self.nobody)) == 0)
        let error = try #require(throws: UnsafePathError.self) { try PathSafety.checkTrusted(plugin) }
        #expect(error.path == folder && error.reason.contains("65534"))
    }

    @Test func aLinkIsFollowedAndWhereItLeadsIsChecked() throws {
        defer { cleanUp() }
        let open = folder + "/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
        chmod(open, 0o777)
        let plugin = open + "/plugin.so"
        FileManager.default.createFile(atPath: plugin, contents: Data())
        chmod(plugin, 0o644)
        let link = folder + "/link.so"
        try #require(symlink("open/plugin.so", link) == 0)
        let error = try #require(throws: UnsafePathError.self) { try PathSafety.checkTrusted(link) }
        #expect(error.path == open, "the link's target lies in a folder others can write")
        chmod(open, 0o755)
        try PathSafety.checkTrusted(link)
        let loop = folder + "/loop"
        try #require(symlink(loop, loop) == 0)
        #expect(throws: UnsafePathError.self) { try PathSafety.checkTrusted(loop) }
    }

    @Test(.enabled(if: runsAsRoot)) func anotherUsersLinkIsNotFollowedUnlessTheyOwnTheFolder() throws {
        defer { cleanUp() }
        let target = file("target")
        let link = folder + "/link"
        try #require(symlink(target, link) == 0 && lchown(link, Self.nobody, gid_t(Self.nobody)) == 0)
        #expect(throws: UnsafePathError.self) { try PathSafety.followingTrustedLinks(link) }
        #expect(throws: UnsafePathError.self) { try PathSafety.checkTrusted(link) }
        // protected_symlinks: the folder's owner could have put anything there anyway.
        let theirs = folder + "/theirs"
        try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
        let theirLink = theirs + "/link"
        try #require(symlink(target, theirLink) == 0 && lchown(theirLink, Self.nobody, gid_t(Self.nobody)) == 0)
        try #require(chown(theirs, Self.nobody, gid_t(Self.nobody)) == 0)
        #expect(try PathSafety.followingTrustedLinks(theirLink) == target)
        #expect(try PathSafety.followingTrustedLinks(target) == target, "not a link: nothing to follow")
        // Our own link to their link: the second hop is theirs, and is not followed.
        let ours = folder + "/ours"
        try #require(symlink(link, ours) == 0)
        #expect(throws: UnsafePathError.self) { try PathSafety.followingTrustedLinks(ours) }
        let relative = folder + "/relative"
        try #require(symlink("theirs/link", relative) == 0)
        #expect(try PathSafety.followingTrustedLinks(relative) == target)
    }

    @Test func aPrivateFolderIsOursWithMode0700AndNoLink() throws {
        defer { cleanUp() }
        let made = try PrivateFiles.makeFolder(in: folder, prefix: "apphost-session-")
        #expect(made.hasPrefix(folder + "/apphost-session-") && made.count == (folder + "/apphost-session-").count + 6)
        #expect(Self.mode(of: made) == 0o700)
        try PathSafety.checkPrivateFolder(made)
        let other = try PrivateFiles.makeFolder(in: folder, prefix: "apphost-session-")
        #expect(other != made, "never a folder that exists")
        chmod(other, 0o755)
        #expect(throws: UnsafePathError.self) { try PathSafety.checkPrivateFolder(other) }
        let link = folder + "/link"
        try #require(symlink(made, link) == 0)
        #expect(throws: UnsafePathError.self) { try PathSafety.checkPrivateFolder(link) }
        chmod(folder, 0o777)
        #expect(throws: UnsafePathError.self) { try PrivateFiles.makeFolder(in: folder, prefix: "apphost-session-") }
    }

    // MARK: PrivateFiles

    @Test func aCopyIsCreatedExclusivelyNeverThroughALink() throws {
        defer { cleanUp() }
        let victim = file("victim", "precious\n")
        let copy = folder + "/generation-2-libApp.so"
        try #require(symlink(victim, copy) == 0)
        let error = try #require(throws: SystemCallError.self) { try PrivateFiles.createExclusively(copy, bytes: Array("code".utf8), mode: 0o700) }
        #expect(error.code == EEXIST)
        #expect(read(victim) == "precious\n")
        #expect(throws: UnsafePathError.self) { try PrivateFiles.checkOwnFile(copy) }
        try FileManager.default.removeItem(atPath: copy)
        try PrivateFiles.createExclusively(copy, bytes: Array("code".utf8), mode: 0o700)
        #expect(Self.mode(of: copy) == 0o700 && read(copy) == "code")
        try PrivateFiles.checkOwnFile(copy)
        chmod(copy, 0o720)
        #expect(throws: UnsafePathError.self) { try PrivateFiles.checkOwnFile(copy) }
    }

    @Test(.enabled(if: runsAsRoot)) func aCopyOwnedByAnotherUserIsRefused() throws {
        defer { cleanUp() }
        let copy = file("generation-1-libApp.so", mode: 0o700)
        try #require(chown(copy, Self.nobody, gid_t(Self.nobody)) == 0)
        let error = try #require(throws: UnsafePathError.self) { try PrivateFiles.checkOwnFile(copy) }
        #expect(error.reason.contains("65534"))
    }

    // MARK: AtomicFile

    @Test func anAtomicWriteNeverWritesThroughALinkAtTheOldTemporaryName() throws {
        defer { cleanUp() }
        let victim = file("victim", "precious\n")
        let state = folder + "/state.json"
        // The name the temporary file used to have: predictable from the process id.
        try #require(symlink(victim, "\(state).tmp-\(getpid())") == 0)
        try AtomicFile.write(Array("{}".utf8), to: state)
        #expect(read(victim) == "precious\n")
        #expect(read(state) == "{}")
        #expect(Self.mode(of: state) == 0o600, "a new state file is 0600")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["state.json", "state.json.tmp-\(getpid())", "victim"])
    }

    @Test func anAtomicWriteKeepsTheModeOfTheFileItReplaces() throws {
        defer { cleanUp() }
        let state = file("state.json", "old", mode: 0o400)
        try AtomicFile.write(Array("new".utf8), to: state)
        #expect(read(state) == "new")
        #expect(Self.mode(of: state) == 0o400, "not widened to 0600")
        let schema = folder + "/schema.json"
        try AtomicFile.write(Array("{}".utf8), to: schema, newFileMode: 0o644)
        #expect(Self.mode(of: schema) == 0o644)
    }

    // MARK: OutputFile

    @Test func anOutputFileIsWrittenInPlaceKeepingItsMode() throws {
        defer { cleanUp() }
        let trace = file("trace.jsonl", "old contents\n", mode: 0o600)
        let descriptor = try OutputFile.open(trace, appending: false)
        _ = Glibc.write(descriptor, "new\n", 4)
        close(descriptor)
        #expect(read(trace) == "new\n" && Self.mode(of: trace) == 0o600)
        let appended = try OutputFile.open(trace, appending: true)
        _ = Glibc.write(appended, "more\n", 5)
        close(appended)
        #expect(read(trace) == "new\nmore\n")
    }

    @Test(.enabled(if: runsAsRoot)) func anOutputFileIsNotOpenedThroughAnotherUsersLink() throws {
        defer { cleanUp() }
        let victim = file("victim", "precious\n")
        let trace = folder + "/trace.jsonl"
        try #require(symlink(victim, trace) == 0 && lchown(trace, Self.nobody, gid_t(Self.nobody)) == 0)
        for appending in [false, true] {
            #expect(throws: OutputFileError.self) { try OutputFile.open(trace, appending: appending) }
        }
        #expect(read(victim) == "precious\n")
    }

    @Test(.enabled(if: runsAsRoot)) func anOutputFileAnotherUserMadeFirstInASharedFolderIsNotWrittenTo() throws {
        defer { cleanUp() }
        chmod(folder, 0o1777)
        let trace = file("trace.jsonl", "theirs\n", mode: 0o666)
        try #require(chown(trace, Self.nobody, gid_t(Self.nobody)) == 0)
        #expect(throws: OutputFileError.self) { try OutputFile.open(trace, appending: false) }
        #expect(read(trace) == "theirs\n", "not emptied")
        // In a folder of their own, their file is theirs to share.
        chmod(folder, 0o755)
        close(try OutputFile.open(trace, appending: true))
    }

    @Test func standardOutputByItsDeviceNameIsStillAnOutputFile() throws {
        let descriptor = try OutputFile.open("/dev/stdout", appending: true)
        close(descriptor)
    }
}
