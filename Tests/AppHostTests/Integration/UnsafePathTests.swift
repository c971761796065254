import Foundation
import Glibc
import Testing

/// Paths another user could change: the host loads no code and writes no file through them.
/// Another user is simulated with a folder others can write, or a file `chown`ed to `nobody`
/// (uid 65534), which needs root, as CI runs; tests that `chown` are skipped otherwise.
@Suite("Unsafe paths", .serialized)
struct UnsafePathTests {
    static let nobody: uid_t = 65534
    static let runsAsRoot = geteuid() == 0
    static let terminate = [#"{"event":"terminate"}"#]

    /// A folder of the test's own in /tmp, holding a copy of the Hello plugin.
    struct Scratch {
        let folder: URL
        var plugin: String { folder.appendingPathComponent("libHelloApp.so").path }

        init() async throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-unsafe-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            chmod(folder.path, 0o755)
            let built = try await PluginBuilds.plugin("HelloApp")
            try FileManager.default.copyItem(atPath: built, toPath: folder.appendingPathComponent("libHelloApp.so").path)
        }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static func mode(of path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func expectRefused(_ outcome: AppHostHarness.Outcome, naming path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == 16, "exit status; stderr: \(outcome.standardError)", sourceLocation: sourceLocation)
        #expect(outcome.standardError.contains("error[unsafe-path]"), "\(outcome.standardError)", sourceLocation: sourceLocation)
        #expect(outcome.standardError.contains(path), "the error names \(path): \(outcome.standardError)", sourceLocation: sourceLocation)
        #expect(!outcome.trace.contains { $0["name"] as? String == "pluginLoaded" }, "no plugin code ran", sourceLocation: sourceLocation)
    }

    // MARK: The plugin given to `apphost run`

    @Test func aPluginInAFolderOthersCanWriteIsRefused() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        chmod(scratch.folder.path, 0o777)
        expectRefused(try await AppHostHarness.run(["run", scratch.plugin], events: Self.terminate), naming: scratch.folder.path)
    }

    @Test func aGroupWritablePluginIsRefused() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        chmod(scratch.plugin, 0o775)
        expectRefused(try await AppHostHarness.run(["run", scratch.plugin], events: Self.terminate), naming: scratch.plugin)
    }

    @Test(.enabled(if: runsAsRoot)) func aPluginOwnedByAnotherUserIsRefused() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        try #require(chown(scratch.plugin, Self.nobody, gid_t(Self.nobody)) == 0)
        expectRefused(try await AppHostHarness.run(["run", scratch.plugin], events: Self.terminate), naming: scratch.plugin)
        // validate and inspect load the plugin too.
        expectRefused(try await AppHostHarness.run(["inspect", scratch.plugin]), naming: scratch.plugin)
    }

    @Test func ourPluginInAStickyFolderOthersCanWriteLoads() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        chmod(scratch.folder.path, 0o1777)
        let outcome = try await AppHostHarness.run(["run", scratch.plugin], events: Self.terminate)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test(.enabled(if: runsAsRoot)) func anotherUsersSymbolicLinkToAPluginIsNotFollowed() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let shared = scratch.path("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o1777)
        let link = shared + "/libHelloApp.so"
        try #require(symlink(scratch.plugin, link) == 0 && lchown(link, Self.nobody, gid_t(Self.nobody)) == 0)
        expectRefused(try await AppHostHarness.run(["run", link], events: Self.terminate), naming: link)
    }

    // MARK: The --watch session folder and its generation copies

    @Test func aSessionFolderOthersCanWriteIsNotUsed() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let session = scratch.path("apphost-session-4242")
        try FileManager.default.createDirectory(atPath: session, withIntermediateDirectories: false)
        chmod(session, 0o777)
        let outcome = try await AppHostHarness.run(["run", scratch.plugin, "--supervised-session", session], events: Self.terminate)
        expectRefused(outcome, naming: session)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: session)) == [], "nothing was copied into it")
    }

    @Test(.enabled(if: runsAsRoot)) func aSessionFolderAnotherUserMadeIsNotUsed() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let session = scratch.path("apphost-session-4242")
        try FileManager.default.createDirectory(atPath: session, withIntermediateDirectories: false)
        chmod(session, 0o700)
        try #require(chown(session, Self.nobody, gid_t(Self.nobody)) == 0)
        expectRefused(try await AppHostHarness.run(["run", scratch.plugin, "--supervised-session", session], events: Self.terminate), naming: session)
        // A link to a private folder of ours in its place is not used either.
        try FileManager.default.removeItem(atPath: session)
        let ours = scratch.path("ours")
        try FileManager.default.createDirectory(atPath: ours, withIntermediateDirectories: false)
        chmod(ours, 0o700)
        try #require(symlink(ours, session) == 0)
        expectRefused(try await AppHostHarness.run(["run", scratch.plugin, "--supervised-session", session], events: Self.terminate), naming: session)
    }

    @Test func aGenerationCopyOthersCanWriteIsNotLoaded() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let session = scratch.path("session")
        try FileManager.default.createDirectory(atPath: session, withIntermediateDirectories: false)
        chmod(session, 0o700)
        let copy = session + "/generation-3-libHelloApp.so"
        try FileManager.default.copyItem(atPath: scratch.plugin, toPath: copy)
        chmod(copy, 0o777)
        let outcome = try await AppHostHarness.run(["run", scratch.plugin, "--supervised-session", session, "--resume-image", copy,
                                                    "--resume-generation", "3"], events: Self.terminate)
        expectRefused(outcome, naming: copy)
    }

    @Test func theWatchSessionFolderIsNewPrivateAndRemoved() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let temporary = scratch.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        chmod(temporary, 0o755)
        let process = try Self.launchWatching(scratch, temporaryFolder: temporary)
        defer { if process.isRunning { process.terminate() } }
        var sessions: [String] = []
        var copies: [String] = []
        let deadline = ContinuousClock.now + .seconds(30)
        while copies.isEmpty, ContinuousClock.now < deadline, process.isRunning {
            try await Task.sleep(for: .milliseconds(20))
            sessions = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
            copies = sessions.first.flatMap { try? FileManager.default.contentsOfDirectory(atPath: temporary + "/" + $0) } ?? []
        }
        try #require(sessions.count == 1 && !copies.isEmpty, "a session folder with a generation copy; stderr: \(Self.standardError(scratch))")
        let session = sessions[0]
        #expect(session.hasPrefix("apphost-session-"))
        #expect(session != "apphost-session-\(process.processIdentifier)", "not the predictable name another user could make first")
        #expect(Self.mode(of: temporary + "/" + session) == 0o700)
        for copy in copies {
            var info = stat()
            #expect(lstat(temporary + "/" + session + "/" + copy, &info) == 0)
            #expect(info.st_uid == geteuid() && info.st_mode & 0o022 == 0 && info.st_mode & S_IFMT == S_IFREG, "\(copy) is a private file of ours")
        }
        process.terminate()
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: temporary)) == [], "the session folder is removed at the end")
    }

    @Test func aWatchSessionInATemporaryFolderOthersCanWriteIsRefused() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let temporary = scratch.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        chmod(temporary, 0o777)  // not sticky: another user could move our session folder away
        let process = try Self.launchWatching(scratch, temporaryFolder: temporary)
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        #expect(process.terminationStatus == 16)
        #expect(Self.standardError(scratch).contains("error[unsafe-path]"), "\(Self.standardError(scratch))")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: temporary)) == [])
    }

    /// A `TMPDIR` that is not there is a setting to correct, named as such (exit 66), not called
    /// unsafe.
    @Test func aWatchSessionWhoseTemporaryFolderIsMissingSaysSo() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let process = try Self.launchWatching(scratch, temporaryFolder: scratch.path("gone"))
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        #expect(process.terminationStatus == 66)
        #expect(Self.standardError(scratch).contains("error[file-not-found]: the temporary folder '\(scratch.path("gone"))' (TMPDIR) for the --watch session does not exist"),
                "\(Self.standardError(scratch))")
    }

    static func launchWatching(_ scratch: Scratch, temporaryFolder: String) throws -> Process {
        let process = Process()
        process.executableURL = AppHostHarness.apphost
        process.arguments = ["run", scratch.plugin, "--watch", "--control", scratch.path("app.sock")]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder]) { $1 }
        FileManager.default.createFile(atPath: scratch.path("stderr"), contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path("stderr")))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `apphost ARGUMENTS` with a terminate event, its output in the scratch folder: for runs that
    /// name their own `--trace` (the harness's `run` adds one of its own).
    static func runTerminating(_ arguments: [String], in scratch: Scratch) async throws -> (status: Int32, standardError: String) {
        let events = scratch.path("events.jsonl")
        try terminate.joined(separator: "\n").write(toFile: events, atomically: true, encoding: .utf8)
        let process = try AppHostHarness.launch(arguments + ["--events", events], in: scratch.folder)
        try await AppHostHarness.waitForExit(process, timeout: .seconds(60))
        return (process.terminationStatus, standardError(scratch))
    }

    static func standardError(_ scratch: Scratch) -> String {
        (try? String(contentsOfFile: scratch.path("stderr"), encoding: .utf8)) ?? ""
    }

    // MARK: Files the host writes

    @Test func anExistingTraceOrSnapshotFileKeepsItsMode() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let trace = scratch.path("trace.jsonl"), snapshot = scratch.path("snapshot.txt")
        for file in [trace, snapshot] {
            FileManager.default.createFile(atPath: file, contents: Data("old\n".utf8))
            chmod(file, 0o600)
        }
        let outcome = try await Self.runTerminating(["run", scratch.plugin, "--trace", trace, "--snapshot", snapshot], in: scratch)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Self.mode(of: trace) == 0o600, "the trace file was not widened")
        #expect(Self.mode(of: snapshot) == 0o600, "the snapshot file was not widened")
        let written = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(!written.hasPrefix("old") && written.contains("applicationWillTerminate"), "emptied, then written")
    }

    @Test(.enabled(if: runsAsRoot)) func anotherUsersSymbolicLinkAsTraceOrSnapshotIsNotFollowed() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let victim = scratch.path("victim")
        FileManager.default.createFile(atPath: victim, contents: Data("precious\n".utf8))
        for name in ["trace.jsonl", "snapshot.txt"] {
            let link = scratch.path(name)
            try #require(symlink(victim, link) == 0 && lchown(link, Self.nobody, gid_t(Self.nobody)) == 0)
            let option = name == "trace.jsonl" ? "--trace" : "--snapshot"
            let outcome = try await Self.runTerminating(["run", scratch.plugin, option, link], in: scratch)
            #expect(outcome.status == 16, "\(option): \(outcome.standardError)")
            #expect(outcome.standardError.contains("error[unsafe-path]") && outcome.standardError.contains(link))
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == victim, "the link is left as it is")
        }
    }

    @Test func ourOwnSymbolicLinkAsTraceIsWrittenThrough() async throws {
        let scratch = try await Scratch()
        defer { scratch.remove() }
        let target = scratch.path("real-trace.jsonl"), link = scratch.path("trace.jsonl")
        try #require(symlink(target, link) == 0)
        let outcome = try await Self.runTerminating(["run", scratch.plugin, "--trace", link], in: scratch)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("applicationWillTerminate"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target, "the link stays a link")
    }
}
