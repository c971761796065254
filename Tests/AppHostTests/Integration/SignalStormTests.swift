import Foundation
import Testing

/// Signals as shells, terminals and careless scripts send them: bursts of Ctrl-Z and `fg`,
/// hang-ups, signals to a `--watch` supervisor, and standard input across a crash-restart.
@Suite("Signal storms and hang-ups", .serialized)
struct SignalStormTests {
    // Before SystemInterop's own threads (watchdog, control socket) blocked asynchronous signals,
    // SIGTSTP's and SIGCONT's handlers could run at once on two threads, and with both CPUs busy
    // about one run in five ended stopped, the burst's last SIGCONT recorded before its SIGTSTP.
    // Under `--watch` the burst goes to the supervisor, which passes each signal on to the app
    // and stops itself from its signal queue, a thread that never took SIGCONT.
    @Test(arguments: [[], ["--watch"]])
    func aBurstOfStopAndContinuePairsLeavesTheAppRunningAndActive(extraArguments: [String]) async throws {
        let app = try await WatchedCounterApp.start(extraArguments: extraArguments)
        let id = app.process.processIdentifier
        let appID = extraArguments.isEmpty ? id : try #require(Self.children(of: id).first, "the supervisor runs the app in a child process")
        defer { Self.end(app, appID: appID) }
        // Bursts with gaps of 0 to 50 µs: some SIGCONTs arrive while the host is still delivering
        // `home` for the SIGTSTP before them, others while that SIGTSTP is still pending.
        for gap: UInt32 in [0, 10, 20, 50] {
            for _ in 0..<50 {
                kill(id, SIGTSTP)
                usleep(gap)
                kill(id, SIGCONT)
                usleep(gap)
            }
            try await app.waitFor("the app to answer over its control socket, active, after a burst with gaps of \(gap) µs") { app in
                (try? await app.ctl("state", "--timeout", "2s"))?["state"] as? String == "active"
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(Self.processState(id) != "T", "the process is not stopped once the last signal was SIGCONT")
        #expect(Self.processState(appID) != "T", "nor is the app")
        let signals = app.records.filter { $0["name"] as? String == "signal" }.compactMap { $0["signal"] as? String }
        #expect(signals.last == "SIGCONT", "the last signal taken is the last one sent: \(signals.suffix(4))")
    }

    // Which thread runs a handler decides the order SIGTSTP's and SIGCONT's are recorded in.
    // Threads inherit the mask of the thread that starts them, so with both unblocked on main,
    // every thread a library or the app started from main (Pango's fontconfig thread, in
    // Counter's first render) took them too, and under load about one burst in twenty ended
    // stopped, its last SIGCONT handled on such a thread while main stopped the process.
    @Test func exactlyOneThreadTakesCtrlZAndFg() async throws {
        let app = try await WatchedCounterApp.start(extraArguments: [])
        defer { app.stop() }
        let id = app.process.processIdentifier
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(id)/task").compactMap { task -> (name: String, takesJobControl: Bool)? in
            guard let status = try? String(contentsOfFile: "/proc/\(id)/task/\(task)/status", encoding: .utf8),
                  let blockedLine = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }),
                  let blocked = UInt64(blockedLine.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16),
                  let name = try? String(contentsOfFile: "/proc/\(id)/task/\(task)/comm", encoding: .utf8) else { return nil }
            let jobControl: UInt64 = 1 << (UInt64(SIGTSTP) - 1) | 1 << (UInt64(SIGCONT) - 1)
            return (name.trimmingCharacters(in: .whitespacesAndNewlines), blocked & jobControl == 0)
        }
        #expect(threads.count >= 3, "main, Dispatch's and the host's own threads: \(threads)")
        #expect(threads.filter(\.takesJobControl).map(\.name) == ["apphost.jobctl"], "\(threads)")
    }

    @Test func hangupEndsTheAppAsTerminateDoes() async throws {
        let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-hup-state-\(UUID().uuidString.prefix(8)).json")
        defer { try? FileManager.default.removeItem(at: stateFile) }
        let app = try await WatchedCounterApp.start(extraArguments: [], stateFile: stateFile)
        defer { app.stop() }
        for _ in 0..<3 { _ = try await app.ctl("tap", "identifier=increment") }
        kill(app.process.processIdentifier, SIGHUP)
        try await AppHostHarness.waitForExit(app.process, timeout: .seconds(30))
        #expect(app.process.terminationReason == .exit && app.process.terminationStatus == 0)
        #expect(app.trace.contains("\"signal\":\"SIGHUP\""))
        #expect(app.trace.contains("applicationWillTerminate(_:)"))
        #expect(!FileManager.default.fileExists(atPath: app.socket), "the control socket file is removed")
    }

    /// Every way a user or a shell ends a `--watch` session: `kill`, Ctrl-C, a closed terminal.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalToTheSupervisorEndsTheAppGracefullyAndRemovesTheSession(signal: Int32) async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-tmpdir-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let stateFile = temporary.deletingLastPathComponent().appendingPathComponent("\(temporary.lastPathComponent).state.json")
        defer { try? FileManager.default.removeItem(at: stateFile) }
        let app = try await WatchedCounterApp.start(stateFile: stateFile, environment: ["TMPDIR": temporary.path])
        defer { app.stop() }
        let supervisor = app.process.processIdentifier
        let child = try #require(Self.children(of: supervisor).first, "the supervisor runs the app in a child process")
        kill(supervisor, signal)
        try await AppHostHarness.waitForExit(app.process, timeout: .seconds(30))
        #expect(app.process.terminationReason == .exit && app.process.terminationStatus == 0)
        #expect(app.trace.contains("applicationWillTerminate(_:)"))
        #expect(kill(child, 0) != 0, "the app process is gone, not orphaned")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "the session folder is removed: \(left)")
    }

    @Test func ctrlZAndFgToTheSupervisorStopAndContinueTheApp() async throws {
        let app = try await WatchedCounterApp.start()
        let supervisor = app.process.processIdentifier
        let child = try #require(Self.children(of: supervisor).first)
        defer { Self.end(app, appID: child) }
        kill(supervisor, SIGTSTP)
        try await app.waitFor("the supervisor and the app to stop, the app gone home") { app in
            Self.processState(supervisor) == "T" && Self.processState(child) == "T" && app.trace.contains("applicationDidEnterBackground(_:)")
        }
        kill(supervisor, SIGCONT)
        try await app.waitFor("the app to come back, active") { app in
            (try? await app.ctl("state", "--timeout", "2s"))?["state"] as? String == "active"
        }
        #expect(Self.processState(supervisor) != "T")
    }

    @Test func anAppWhoseSupervisorIsKilledTerminatesInsteadOfRunningOrphaned() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        let child = try #require(Self.children(of: app.process.processIdentifier).first)
        defer { kill(child, SIGKILL) }  // an orphan left running would hold the test up
        kill(app.process.processIdentifier, SIGKILL)
        app.process.waitUntilExit()
        try await app.waitFor("the orphaned app to end") { _ in
            let state = Self.processState(child)
            return state == nil || state == "Z"  // a container's init may leave it a zombie
        }
        #expect(app.trace.contains("applicationWillTerminate(_:)"), "the app terminated gracefully: \(app.standardError.suffix(600))")
        #expect(!FileManager.default.fileExists(atPath: app.socket), "the control socket file is removed")
    }

    /// The kernel may send the parent-death signal more than once (once for each of the dying
    /// supervisor's threads the app is handed to); a repeat must not read as a second Ctrl-C,
    /// which ends the app at once without `applicationWillTerminate` and leaves its socket.
    @Test func aRepeatedParentDeathSignalStillEndsTheAppGracefully() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        let child = try #require(Self.children(of: app.process.processIdentifier).first)
        defer { kill(child, SIGKILL) }
        kill(child, SIGUSR1)
        kill(child, SIGUSR1)
        try await app.waitFor("the app to end") { _ in
            let state = Self.processState(child)
            return state == nil || state == "Z"
        }
        #expect(app.trace.contains("applicationWillTerminate(_:)"), "the app terminated gracefully: \(app.standardError.suffix(600))")
        #expect(!app.standardError.contains("a second signal arrived"))
        #expect(!FileManager.default.fileExists(atPath: app.socket), "the control socket file is removed")
    }

    @Test func standardInputIsStillReadAfterACrashRestart() async throws {
        let input = Pipe()
        let app = try await WatchedCounterApp.start(extraArguments: ["--watch", "--events", "-"], standardInput: input)
        defer { app.stop() }
        let tap = Data("{\"event\":\"tap\",\"identifier\":\"increment\"}\n".utf8)
        input.fileHandleForWriting.write(tap)
        try await app.waitFor("the first tap from standard input") { WatchedCounterApp.countLabel(in: (try? await $0.snapshot()) ?? "") == "1" }
        let child = try #require(Self.children(of: app.process.processIdentifier).first)
        kill(child, SIGSEGV)
        try await app.waitFor("the app to be restarted") { app in
            guard app.standardError.contains("restarting with generation 1") else { return false }
            return (try? await app.ctl("state")) != nil
        }
        input.fileHandleForWriting.write(tap)
        // The app saved no state before the crash (it never went to the background): it starts
        // again from 0.
        try await app.waitFor("the tap sent after the restart to be applied") {
            WatchedCounterApp.countLabel(in: (try? await $0.snapshot()) ?? "") == "1"
        }
    }

    @Test func aTraceReaderThatGoesAwayEndsTheAppAsAHangupDoes() async throws {
        _ = try await PluginBuilds.shared.products()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-pipe-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let socket = folder.appendingPathComponent("app.sock").path
        let output = Pipe()
        let process = Process()
        process.executableURL = AppHostHarness.apphost
        process.arguments = ["run", "Examples/Counter", "--trace", "-", "--control", socket]
        process.currentDirectoryURL = AppHostHarness.repositoryRoot
        process.standardOutput = output
        FileManager.default.createFile(atPath: folder.appendingPathComponent("stderr").path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: socket) {
            guard ContinuousClock.now < deadline, process.isRunning else { Issue.record("the app did not come up"); return }
            try await Task.sleep(for: .milliseconds(10))
        }
        try output.fileHandleForReading.close()  // as `apphost run … --trace - | head -1` does
        // Anything that writes a trace record: a request over the socket, rather than a Ctrl-Z
        // and `fg`, which `aBurstOfStopAndContinuePairs…` covers.
        let request = Process()
        request.executableURL = AppHostHarness.apphost
        request.arguments = ["ctl", socket, "home"]
        request.standardOutput = FileHandle.nullDevice
        request.standardError = FileHandle.nullDevice
        try request.run()
        request.waitUntilExit()
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        let errors = (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "ended as terminate does, not by SIGPIPE: \(errors.suffix(600))")
        #expect(errors.contains("exit 0 (terminated)"))
        #expect(!FileManager.default.fileExists(atPath: socket), "the control socket file is removed")
    }

    /// The state letter of /proc/PID/stat: R, S, T (stopped)…
    /// Ends a test's app as a user would, so that a supervisor removes its session folder: both
    /// processes continued first (one left stopped would never take the SIGTERM), then
    /// terminated; killed only if they are still there ten seconds later.
    static func end(_ app: WatchedCounterApp, appID: Int32) {
        let id = app.process.processIdentifier
        kill(appID, SIGCONT)
        kill(id, SIGCONT)
        if app.process.isRunning { app.process.terminate() }
        for _ in 0..<100 where app.process.isRunning { usleep(100_000) }
        if app.process.isRunning {
            kill(appID, SIGKILL)
            kill(id, SIGKILL)
        }
        app.stop()
    }

    static func processState(_ id: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
    }

    static func children(of id: Int32) -> [Int32] {
        let text = (try? String(contentsOfFile: "/proc/\(id)/task/\(id)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { Int32($0) }
    }
}
