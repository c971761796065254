import Foundation
import SystemInterop
import Synchronization

/// A real `apphost run` driven through its control socket, with the vocabulary of
/// ``AppHarness``, `async`:
///
/// ```swift
/// let app = try await AppProcess.launch("Examples/Counter")
/// try await app.tap("increment")
/// #expect(try await app.element("count")?.text == "1")
/// try await app.terminate()
/// ```
///
/// `apphost` is looked for in `$APPHOST`, then beside the test executable (a test target that
/// depends on the `apphost` product has it there), then on `PATH`. The control socket, the trace
/// and the app's standard error go to a private folder (`mkdtemp`, mode 0700) that is removed with
/// the process, which is ended if the test lets the `AppProcess` go without ``terminate()``.
/// A request that finds the app gone reports its exit and the end of its standard error.
///
/// Each query (`element`, `state`…) is a control-socket request, so it shows in the trace
/// (`snapshot` records for element queries).
public actor AppProcess {
    /// The child's process identifier.
    public nonisolated let processIdentifier: Int32
    /// The control socket, in the private folder removed with the process.
    public nonisolated let controlSocketPath: String
    private let process: Process
    private let folder: String
    private nonisolated var socketPath: String { controlSocketPath }
    private let tracePath: String
    private let errorPath: String
    private let snapshotPath: String
    private let exitWatch: ExitWatch
    private var connection: ControlSocketConnection?
    private var snapshotCount = 0
    private var keptTrace: [TraceRecord]?
    private var hasEnded = false

    /// How long a request may take before it is reported as a hang.
    public var requestTimeout: Duration = .seconds(30)

    /// Starts `apphost run TARGET` (an app folder or a plugin `.so`; a relative path is looked
    /// for from the current folder, then above the test's source file) with `arguments` added
    /// (e.g. `["--suspend-after", "1s"]`), and returns once its control socket answers.
    public static func launch(_ target: String, arguments: [String] = [], apphost: String? = nil, launchTimeout: Duration = .seconds(60),
                              testFile: StaticString = #filePath) async throws -> AppProcess {
        guard let targetPath = AppFolder.locateItem(target, testFile: "\(testFile)") else {
            throw HarnessError("bad-app-folder", "no app folder or plugin \"\(target)\" in \(FileManager.default.currentDirectoryPath) or above \(testFile)",
                               remedy: "pass the app's folder or plugin file, absolute or relative to the package")
        }
        let executable = try apphost ?? AppHostExecutable.locate()
        let folder: String
        do {
            folder = try ScratchFolder.make(named: "apphost-test")
        } catch {
            throw HarnessError("cannot-write", "cannot make a private folder for the control socket: \(error)", remedy: "check $TMPDIR")
        }
        let app = try AppProcess(executable: executable, target: targetPath, arguments: arguments, folder: folder)
        try await app.waitUntilAnswering(timeout: launchTimeout)
        return app
    }

    private init(executable: String, target: String, arguments: [String], folder: String) throws {
        self.folder = folder
        controlSocketPath = folder + "/control.sock"
        tracePath = folder + "/trace.jsonl"
        errorPath = folder + "/stderr.txt"
        snapshotPath = folder + "/snapshots.txt"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil, attributes: [.posixPermissions: 0o600])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["run", target, "--control", controlSocketPath, "--trace", tracePath, "--snapshot", snapshotPath, "--snapshot-format", "text"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let exitWatch = ExitWatch()
        self.exitWatch = exitWatch
        process.terminationHandler = { ended in exitWatch.record(status: ended.terminationStatus, bySignal: ended.terminationReason == .uncaughtSignal) }
        do {
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw HarnessError("cannot-launch", "cannot start \(executable): \(error.localizedDescription)", remedy: "build apphost (swift build), or set $APPHOST")
        }
        self.process = process
        processIdentifier = process.processIdentifier
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: Life cycle

    /// The app's life-cycle state.
    public var state: AppState {
        get async throws {
            let reply = try await request(["event": "state"])
            return (reply["state"] as? String).flatMap(AppState.init(rawValue:)) ?? .notRunning
        }
    }

    /// The app's exit status, once it has ended (128 + N for a signal N).
    public var exitStatus: Int32? { exitWatch.exit.map(\.status) }

    /// The trace so far (kept after ``terminate()``).
    public var trace: [TraceRecord] {
        if let keptTrace { return keptTrace }
        return readTrace()
    }

    /// What the app wrote on standard error so far.
    public var standardError: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    public func send(_ event: SystemEvent) async throws {
        _ = try await request(["event": event.name])
    }

    /// Moves the app clock on by `duration` at once (`{"event":"advance"}`).
    public func advanceClock(by duration: Duration) async throws {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        _ = try await request(["event": "advance", "ms": Int(milliseconds)])
    }

    /// Loads the plugin file as it is now as a new generation (the app must run with `--watch`).
    public func reload() async throws {
        _ = try await request(["event": "reload"])
    }

    /// Ends the app as the system does and waits for the process to exit (killing it after
    /// `timeout`), keeping its ``exitStatus`` and ``trace``; then removes the socket's folder.
    public func terminate(timeout: Duration = .seconds(30)) async throws {
        guard !hasEnded else { return }
        if exitWatch.exit == nil {
            do {
                _ = try await request(["event": "terminate"])
            } catch let error as HarnessError where error.errorCode == "control-socket" {
                // The app may end before it replies; its exit is what counts.
            }
        }
        if await waitForExit(timeout: timeout) == nil {
            // A second SIGTERM ends an app stuck in a callback at once (README, "Signals").
            stop()
            _ = await waitForExit(timeout: .seconds(1))
            stop()
            _ = await waitForExit(timeout: .seconds(5))
        }
        finish()
    }

    // MARK: Queries

    /// The windows' view trees, as elements.
    public var windows: [Element] {
        get async throws {
            let reply = try await request(["event": "snapshot", "label": "AppProcess query"])
            return ProcessElements.windows(ofSnapshot: reply["snapshot"])
        }
    }

    /// The view with this accessibility identifier (or else storyboard `id`); `nil` when none.
    /// - Throws: `ambiguous` when several views have it.
    public func element(_ identifier: String) async throws -> Element? {
        let found = ProcessElements.matches(identifier, in: try await windows)
        guard found.count <= 1 else { throw ElementMatching.ambiguous(identifier, matches: found) }
        return found.first
    }

    public func elements(ofClassNamed className: String) async throws -> [Element] {
        try await windows.flatMap(\.allElements).filter { $0.className == className }
    }

    public func elements(withText text: String) async throws -> [Element] {
        try await windows.flatMap(\.allElements).filter { $0.text == text }
    }

    /// The view tree as `--snapshot` writes it.
    public func snapshotText() async throws -> String {
        snapshotCount += 1
        let label = "AppProcess snapshotText \(snapshotCount)"
        _ = try await request(["event": "snapshot", "label": label])
        let written = (try? String(contentsOfFile: snapshotPath, encoding: .utf8)) ?? ""
        guard let header = written.range(of: ": \(label) ---\n", options: .backwards) else {
            throw HarnessError("snapshot-missing", "the app did not write the snapshot \"\(label)\"", remedy: "check the app's standard error")
        }
        let rest = written[header.upperBound...]
        let end = rest.range(of: "\n--- snapshot ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end]).trimmingCharacters(in: .newlines)
    }

    /// The screen as the app draws it, as a PNG.
    public func snapshotPNG() async throws -> Data {
        let reply = try await request(["event": "snapshot", "png": true, "label": "AppProcess snapshotPNG"])
        guard let encoded = reply["png"] as? String, let png = Data(base64Encoded: encoded) else {
            throw HarnessError("snapshot-missing", "the app's reply has no PNG", remedy: "check that the apphost found is this SDK's")
        }
        return png
    }

    // MARK: Actions

    /// Taps the view with this identifier at the centre of its part on screen.
    /// - Throws: as ``AppHarness/tap(_:)`` does: no such view (naming those on screen, closest
    ///   first), several, hidden, disabled, off screen, or the app refuses it.
    public func tap(_ identifier: String) async throws {
        let element = try await actionableElement(identifier, for: "tap")
        try await tap(element)
    }

    /// Taps the frontmost button showing `title`: an alert's action, a bar button item.
    /// - Throws: as ``AppHarness/tap(title:)`` does.
    public func tap(title: String) async throws {
        _ = try await request(["event": "tap", "title": title])
    }

    /// Taps the text field with this identifier, then types `text` (`\n` is return).
    public func typeText(_ text: String, into identifier: String) async throws {
        let field = try await textField(identifier, for: "type into")
        try await tap(field)
        _ = try await request(["event": "type", "text": text])
    }

    /// Deletes the text of the text field with this identifier, character by character.
    public func clearText(_ identifier: String) async throws {
        let field = try await textField(identifier, for: "clear")
        try await tap(field)
        for _ in 0..<(field.text ?? "").count {
            _ = try await request(["event": "deleteBackward"])
        }
    }

    /// Presses and releases a key of a hardware keyboard, as ``AppHarness/pressKey(_:modifiers:)``
    /// does; `modifiers` are names (`"command"`, `"shift"`, `"control"`, `"alternate"`).
    public func pressKey(_ key: String, modifiers: [String] = []) async throws {
        _ = try await request(["event": "key", "key": key, "modifiers": modifiers])
    }

    // MARK: Private

    private func tap(_ element: Element) async throws {
        let screen = try await windows.first?.frame ?? CGRect(x: 0, y: 0, width: 390, height: 844)
        let point = ElementMatching.tapPoint(of: element, screen: screen)
        _ = try await request(["event": "tap", "x": Double(point.x), "y": Double(point.y)])
    }

    private func textField(_ identifier: String, for action: String) async throws -> Element {
        let element = try await actionableElement(identifier, for: action)
        guard element.className == "TextField" else {
            throw HarnessError("not-a-text-field", "cannot \(action) \"\(identifier)\": it is a \(element.className), not a TextField", remedy: "name a text field")
        }
        return element
    }

    private func actionableElement(_ identifier: String, for action: String) async throws -> Element {
        let windows = try await windows
        let found = ProcessElements.matches(identifier, in: windows)
        guard let element = found.first else {
            throw ElementMatching.noSuchElement(identifier, visibleIdentifiers: ProcessElements.visibleIdentifiers(in: windows))
        }
        guard found.count == 1 else { throw ElementMatching.ambiguous(identifier, matches: found) }
        let screen = windows.first?.frame ?? CGRect(x: 0, y: 0, width: 390, height: 844)
        if let refusal = ElementMatching.refusal(of: action, on: element, screen: screen) { throw refusal }
        return element
    }

    /// Sends one request and returns the reply's fields.
    private func request(_ fields: [String: Any]) async throws -> [String: Any] {
        guard !hasEnded else {
            throw HarnessError("app-ended", "the app has been terminated (status \(exitStatus.map(String.init) ?? "unknown"))",
                               remedy: "launch a new AppProcess; exitStatus and trace stay readable")
        }
        if let ended = exitWatch.exit { throw crashReport(ended) }
        let line = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
        let reply: String
        do throws(ControlSocketError) {
            let connection: ControlSocketConnection
            if let open = self.connection {
                connection = open
            } else {
                connection = try ControlSocketConnection(path: socketPath)
                self.connection = connection
            }
            reply = try connection.exchange(line, timeout: requestTimeout)
        } catch {
            connection = nil
            if let ended = await waitForExit(timeout: .seconds(2)) { throw crashReport(ended) }
            throw HarnessError("control-socket", "\(fields["event"] ?? "request"): \(error.message)", facts: standardErrorStart(), remedy: error.remedy)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(reply.utf8))) as? [String: Any] else {
            throw HarnessError("control-socket", "the app's reply is not a JSON object: \(reply.prefix(200))", remedy: "check that the apphost found is this SDK's")
        }
        if object["ok"] as? Bool != true {
            let error = object["error"] as? [String: Any]
            throw HarnessError(error?["code"] as? String ?? "failed", error?["message"] as? String ?? reply, remedy: error?["remedy"] as? String ?? "")
        }
        return object
    }

    /// Waits for the control socket to answer, or reports the app's early end.
    private func waitUntilAnswering(timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let ended = exitWatch.exit {
                let report = crashReport(ended)
                finish()
                throw report
            }
            if FileManager.default.fileExists(atPath: socketPath), let connection = try? ControlSocketConnection(path: socketPath) {
                // The socket opens before the launch; the first request is answered after it, so
                // a launch that crashes is reported here, not at the test's first action.
                self.connection = connection
                do {
                    _ = try await request(["event": "state"])
                } catch let error as HarnessError {
                    finish()
                    throw error
                }
                return
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        stop()
        finish()
        throw HarnessError("launch-timeout", "apphost did not open its control socket within \(timeout)", facts: standardErrorStart(),
                           remedy: "see its standard error; a launch that takes longer needs a longer launchTimeout")
    }

    private func waitForExit(timeout: Duration) async -> ExitWatch.Exit? {
        let deadline = ContinuousClock.now + timeout
        while exitWatch.exit == nil, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return exitWatch.exit
    }

    private func crashReport(_ ended: ExitWatch.Exit) -> HarnessError {
        let how = ended.bySignal ? "was killed by signal \(ended.status - 128)" : "exited with status \(ended.status)"
        return HarnessError("app-ended", "the app \(how)", facts: standardErrorStart(), remedy: "see the app's standard error (facts) and its trace")
    }

    /// The start of the app's standard error: a crash's message and the top of its backtrace.
    private func standardErrorStart() -> [String] {
        let lines = standardError.split(separator: "\n")
        guard !lines.isEmpty else { return [] }
        let more = lines.count > 60 ? "\n… (\(lines.count - 60) more lines)" : ""
        return ["standard error:\n" + lines.prefix(60).joined(separator: "\n") + more]
    }

    private func readTrace() -> [TraceRecord] {
        let text = (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap(TraceRecord.init(jsonLine:))
    }

    /// Keeps the trace, closes the socket and removes the private folder.
    private func finish() {
        keptTrace = readTrace()
        connection?.close()
        connection = nil
        hasEnded = true
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// SIGTERM, which the app takes as `terminate`.
    private func stop() {
        if process.isRunning { process.terminate() }
    }
}

/// The child's end, recorded by Foundation's termination handler on its own thread.
final class ExitWatch: Sendable {
    struct Exit: Sendable {
        /// The exit status, or 128 + N for signal N.
        var status: Int32
        var bySignal: Bool
    }

    private let recorded = Mutex<Exit?>(nil)

    func record(status: Int32, bySignal: Bool) {
        recorded.withLock { $0 = Exit(status: bySignal ? 128 + status : status, bySignal: bySignal) }
    }

    var exit: Exit? { recorded.withLock { $0 } }
}
