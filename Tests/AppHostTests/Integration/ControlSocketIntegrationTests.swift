import Foundation
import Testing
@testable import Rendering

/// `apphost run --control PATH` driven by `apphost ctl`, and by raw clients that misbehave.
@Suite("Control socket", .serialized)
struct ControlSocketIntegrationTests {
    /// A running app with a control socket, in a folder of its own.
    private struct RunningApp {
        let process: Process
        let folder: URL
        var socket: String { folder.appendingPathComponent("app.sock").path }
        var trace: String { (try? String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)) ?? "" }
        var standardError: String { (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private func start(_ target: String = "Tests/AppHostTests/Storyboards/Events", socketFolder: URL? = nil, extraArguments: [String] = []) async throws -> RunningApp {
        _ = try await PluginBuilds.shared.products()
        let folder = socketFolder ?? FileManager.default.temporaryDirectory.appendingPathComponent("apphost-ctl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = folder.appendingPathComponent("app.sock").path
        let process = try AppHostHarness.launch(["run", target, "--control", socket, "--trace", folder.appendingPathComponent("trace.jsonl").path] + extraArguments, in: folder)
        let app = RunningApp(process: process, folder: folder)
        let deadline = ContinuousClock.now + .seconds(30)
        while !app.trace.contains("applicationDidBecomeActive") {
            guard process.isRunning, ContinuousClock.now < deadline else {
                Issue.record("the app did not come up: \(app.standardError)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return app
    }

    /// Runs `apphost ctl ARGUMENTS` and returns its status and output.
    private func ctl(_ arguments: [String]) async throws -> (status: Int32, output: String, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-ctl-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try AppHostHarness.launch(["ctl"] + arguments, in: folder)
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        let output = try String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)
        let errors = try String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)
        return (process.terminationStatus, output, errors)
    }

    private func reply(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "a JSON reply: \(output)")
    }

    /// Sends raw bytes with Python, bypassing `apphost ctl`'s own checks; returns the reply line.
    private func rawExchange(_ socket: String, payload: String) throws -> String {
        let script = """
            import socket, sys
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(20)
            s.connect(sys.argv[1])
            s.sendall(\(payload))
            data = b""
            while not data.endswith(b"\\n"):
                chunk = s.recv(65536)
                if not chunk: break
                data += chunk
            sys.stdout.write(data.decode())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, socket]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aUserDrivesTheAppFromAnotherTerminal() async throws {
        let app = try await start()
        defer { app.stop() }
        let attributes = try FileManager.default.attributesOfItem(atPath: app.socket)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let state = try reply(try await ctl([app.socket, "state"]).output)
        #expect(state["ok"] as? Bool == true)
        #expect(state["state"] as? String == "active")

        let tap = try await ctl([app.socket, "tap", "identifier=increment"])
        #expect(tap.status == 0)
        #expect(try reply(tap.output)["view"] as? String == "HostKit.Button")
        _ = try await ctl([app.socket, "tap", "identifier=name"])
        #expect(try await ctl([app.socket, "type", "text=hi"]).status == 0)
        #expect(try await ctl([app.socket, "shake"]).status == 0)

        let snapshot = try reply(try await ctl([app.socket, "snapshot"]).output)
        let tree = try #require(snapshot["snapshot"] as? [String: Any])
        let text = String(describing: tree)
        #expect(text.contains("increment") && text.contains("hi"), "the tree shows the count button and the typed text")

        let home = try reply(try await ctl([app.socket, "--json", #"{"event":"home","id":7}"#]).output)
        #expect(home["id"] as? Int == 7)
        #expect(home["state"] as? String == "background")
        #expect(try reply(try await ctl([app.socket, "advance", "ms=6000"]).output)["state"] as? String == "suspended")
        #expect(try reply(try await ctl([app.socket, "foreground"]).output)["state"] as? String == "active")

        let terminate = try await ctl([app.socket, "terminate"])
        #expect(try reply(terminate.output)["state"] as? String == "notRunning")
        try await AppHostHarness.waitForExit(app.process, timeout: .seconds(30))
        #expect(app.process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: app.socket), "the socket file is removed at exit")
        #expect(app.trace.contains("\"name\":\"increment\""))
    }

    /// A `snapshot` request is answered with the tree and, as the README's events table says of a
    /// `snapshot` event, appended to the `--snapshot` file under its label.
    @Test func snapshotRequestsAppendToTheSnapshotFile() async throws {
        let snapshotFolder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-ctl-snap-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: snapshotFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: snapshotFolder) }
        let snapshotFile = snapshotFolder.appendingPathComponent("snapshots.txt")
        let app = try await start(extraArguments: ["--snapshot", snapshotFile.path])
        defer { app.stop() }
        let first = try reply(try await ctl([app.socket, "snapshot", "label=first look"]).output)
        #expect(first["snapshot"] is [String: Any], "the reply still carries the tree")
        _ = try await ctl([app.socket, "snapshot", "label=second look"])
        let written = try String(contentsOf: snapshotFile, encoding: .utf8)
        #expect(written.contains("--- snapshot 1: first look ---\nWindow"), "\(written.prefix(300))")
        #expect(written.contains("--- snapshot 2: second look ---\nWindow"), "\(written.prefix(300))")
        #expect(app.trace.components(separatedBy: "\"name\":\"snapshot\"").count - 1 == 2, "one trace record per snapshot")
    }

    /// Expectations work over the socket: a reply of `ok` when one holds, an error with the
    /// expected and the actual when it does not; the app goes on either way.
    /// `ctl snapshot --png FILE` writes the screen as the app draws it; in the background, where
    /// nothing is drawn, it is the picture kept as the app left the screen.
    @Test func aPNGSnapshotShowsTheScreenAndTheBackgroundKeepsItsPicture() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        let app = try await start("Examples/Counter", extraArguments: ["--scale", "2"])
        defer { app.stop() }
        for _ in 0..<3 { #expect(try await ctl([app.socket, "tap", "identifier=increment"]).status == 0) }
        let shown = app.folder.appendingPathComponent("shown.png").path
        let answer = try await ctl([app.socket, "snapshot", "--png", shown])
        #expect(answer.status == 0, "\(answer.output)\(answer.errors)")
        #expect(try reply(answer.output)["pngFile"] as? String == shown)
        let screen = try RasterImage(png: try #require(FileManager.default.contents(atPath: shown)))
        let reference = try RasterImage(png: try #require(FileManager.default.contents(
            atPath: AppHostHarness.repositoryRoot.appendingPathComponent("Tests/AppHostTests/References/counter-counted-to-3@2x.png").path)))
        #expect(ImageComparison(actual: screen, expected: reference, tolerance: 24).matches, "the screen after three taps is Counter's reference")

        #expect(try await ctl([app.socket, "home"]).status == 0)
        let kept = app.folder.appendingPathComponent("kept.png").path
        #expect(try await ctl([app.socket, "snapshot", "--png", kept]).status == 0)
        #expect(ImageComparison(actual: try RasterImage(png: try #require(FileManager.default.contents(atPath: kept))), expected: screen, tolerance: 0).matches)
        let misuse = try await ctl([app.socket, "state", "--png", kept])
        #expect(misuse.status == 64 && misuse.errors.contains("--png goes with the snapshot event"))
    }

    @Test func expectationsAreAnsweredOverTheSocket() async throws {
        let app = try await start()
        defer { app.stop() }
        let holds = try await ctl([app.socket, "--json", #"{"expect":"state","equals":"active"}"#])
        #expect(holds.status == 0, "\(holds.output)")
        #expect(try reply(holds.output)["event"] as? String == "expect")
        let fails = try await ctl([app.socket, "--json", #"{"expect":"state","equals":"background"}"#])
        #expect(fails.status == 1)
        let error = try #require(try reply(fails.output)["error"] as? [String: Any])
        #expect(error["code"] as? String == "expectation-failed")
        #expect((error["message"] as? String)?.contains("expected the app is background; actual: the app is active") == true, "\(fails.output)")
        #expect(try reply(try await ctl([app.socket, "state"]).output)["state"] as? String == "active")
    }

    @Test func badRequestsGetErrorRepliesAndTheAppGoesOn() async throws {
        let app = try await start()
        defer { app.stop() }
        let cases: [(arguments: [String], code: String, mentions: String)] = [
            (["--json", "not json"], "bad-request", "request, column 1:"),
            (["tapp", "identifier=increment"], "bad-request", "did you mean \\\"tap\\\"?"),
            (["tap", "identifier=nowhere"], "no-such-view", "nowhere"),
            (["tap", "identifier=increment", "colour=red"], "bad-request", "unknown key \\\"colour\\\""),
            (["interruptionEnded"], "refused", "no interruption is in progress"),
            (["wait", "ms=10"], "not-here", "wait"),
        ]
        for (arguments, code, mentions) in cases {
            let result = try await ctl([app.socket] + arguments)
            #expect(result.status == 1, "\(arguments)")
            let answer = try reply(result.output)
            #expect(answer["ok"] as? Bool == false)
            let error = try #require(answer["error"] as? [String: Any])
            #expect(error["code"] as? String == code, "\(arguments): \(result.output)")
            #expect(result.output.contains(mentions), "\(arguments): \(result.output)")
            #expect((error["remedy"] as? String)?.isEmpty == false)
        }
        let oversized = try rawExchange(app.socket, payload: "b'{\"event\":\"' + b'x' * (1100 * 1024) + b'\"}\\n'")
        #expect(oversized.contains("\"request-too-large\""), "\(oversized.prefix(300))")
        let notUTF8 = try rawExchange(app.socket, payload: "b'\\xff\\xfe\\n'")
        #expect(notUTF8.contains("\"ok\":false"))
        #expect(app.process.isRunning)
        #expect(try reply(try await ctl([app.socket, "state"]).output)["state"] as? String == "active", "the app is unaffected")
    }

    @Test func aSocketWhoseModeWasChangedIsRefused() async throws {
        let app = try await start()
        defer { app.stop() }
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: app.socket)
        let client = try await ctl([app.socket, "state"])
        #expect(client.status == 69)
        #expect(client.errors.contains("666"), "the client names the bad mode: \(client.errors)")
        let raw = try rawExchange(app.socket, payload: "b'{\"event\":\"state\"}\\n'")
        #expect(raw.contains("\"socket-changed\""), "the host refuses too: \(raw)")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: app.socket)
        #expect(try await ctl([app.socket, "state"]).status == 0, "and serves again once it is put back")
    }

    @Test func aStaleSocketIsReplacedAndALiveOneIsNeverStolen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-ctl-stale-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = folder.appendingPathComponent("app.sock").path
        // A socket file left behind by a host that crashed: bound, then closed without unlinking.
        let stale = Process()
        stale.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        stale.arguments = ["python3", "-c", "import socket, sys; s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.close()", socket]
        try stale.run()
        stale.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: socket))
        let app = try await start(socketFolder: folder)
        defer { app.stop() }
        #expect(try await ctl([socket, "state"]).status == 0)

        let second = try await AppHostHarness.run(["run", "Tests/AppHostTests/Storyboards/Events", "--control", socket], events: [#"{"event":"terminate"}"#])
        #expect(second.status == 69)
        #expect(second.standardError.contains(socket))
        #expect(try await ctl([socket, "state"]).status == 0, "the first host still owns its socket")
    }

    @Test func ctrlZBackgroundsTheAppAndFgBringsItBack() async throws {
        let app = try await start()
        defer { app.stop() }
        kill(app.process.processIdentifier, SIGTSTP)
        let deadline = ContinuousClock.now + .seconds(30)
        while SignalStormTests.processState(app.process.processIdentifier) != "T" {
            guard ContinuousClock.now < deadline else { Issue.record("the process never stopped"); return }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(app.trace.contains("applicationDidEnterBackground(_:)"), "home ran before the process stopped")
        kill(app.process.processIdentifier, SIGCONT)
        while !app.trace.contains("applicationWillEnterForeground(_:)") {
            guard ContinuousClock.now < deadline else { Issue.record("SIGCONT did not bring the app back"); return }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(try reply(try await ctl([app.socket, "state"]).output)["state"] as? String == "active")
    }
}
