import Foundation
import Testing
@testable import Rendering

/// `apphost run --window` under a real X server (Xvfb), driven by `xdotool` as a user's mouse
/// and keyboard, and checked through the control socket and the trace.
@Suite("Live window", .serialized, .enabled(if: TestDisplay.isAvailable, Comment(rawValue: TestDisplay.unavailabilityReason ?? "")))
struct WindowTests {
    /// A running app with a window, a control socket and a trace, in a folder of its own.
    private struct RunningApp {
        let process: Process
        let folder: URL
        let display: TestDisplay
        let title: String
        var socket: String { folder.appendingPathComponent("app.sock").path }
        var trace: String { (try? String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)) ?? "" }
        var standardError: String { (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

        /// The app's window, as the X server knows it.
        func windowID() async throws -> String {
            try await display.windowID(titled: title, pid: process.processIdentifier, orElse: standardError)
        }

        /// Clicks the window at (`x`, `y`), in its pixels.
        func click(_ window: String, x: Int, y: Int) throws {
            try display.run("xdotool", ["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
        }

        func waitForTrace(_ text: String, count: Int = 1, timeout: Duration = .seconds(20)) async throws {
            let deadline = ContinuousClock.now + timeout
            while trace.components(separatedBy: text).count - 1 < count {
                guard ContinuousClock.now < deadline else {
                    Issue.record("the trace never showed \(text): \(standardError)")
                    throw CancellationError()
                }
                try await Task.sleep(for: .milliseconds(10))
            }
        }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private func start(_ target: String, on display: TestDisplay) async throws -> RunningApp {
        _ = try await PluginBuilds.shared.products()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-window-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = try AppHostHarness.launch(
            ["run", target, "--window", "--scale", "1", "--control", folder.appendingPathComponent("app.sock").path,
             "--trace", folder.appendingPathComponent("trace.jsonl").path],
            in: folder, environment: ["DISPLAY": display.name])
        let app = RunningApp(process: process, folder: folder, display: display, title: URL(fileURLWithPath: target).lastPathComponent)
        try await app.waitForTrace("applicationDidBecomeActive")
        return app
    }

    private func ctl(_ arguments: [String]) async throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-window-ctl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try AppHostHarness.launch(["ctl"] + arguments, in: folder)
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        let output = try String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "a JSON reply: \(output)")
    }

    /// The text of the view with `identifier`, read from the control socket's snapshot.
    private func text(of identifier: String, in app: RunningApp) async throws -> String? {
        try await value("text", of: identifier, in: app) as? String
    }

    /// The snapshot's `key` of the view with `identifier`.
    private func value(_ key: String, of identifier: String, in app: RunningApp) async throws -> Any? {
        let reply = try await ctl([app.socket, "snapshot"])
        func search(_ view: [String: Any]) -> Any? {
            if view["accessibilityIdentifier"] as? String == identifier { return view[key] }
            for subview in view["subviews"] as? [[String: Any]] ?? [] {
                if let found = search(subview) { return found }
            }
            return nil
        }
        let windows = (reply["snapshot"] as? [String: Any])?["windows"] as? [[String: Any]] ?? []
        return windows.lazy.compactMap(search).first
    }

    private func waitForText(_ expected: String, of identifier: String, in app: RunningApp) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        var last: String?
        while ContinuousClock.now < deadline {
            last = try await text(of: identifier, in: app)
            if last == expected { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(last == expected, "\(identifier) reads \(last ?? "nothing")")
    }

    private func state(of app: RunningApp) async throws -> String? {
        try await ctl([app.socket, "state"])["state"] as? String
    }

    @Test("Three clicks on +1 count to 3, and the window shows exactly the PNG snapshot")
    func clicksCountAndTheWindowMatchesTheSnapshot() async throws {
        let display = try TestDisplay()
        let app = try await start("Examples/Counter", on: display)
        defer { app.stop() }
        let window = try await app.windowID()
        // +1 is the stack's first half: x 20…190, y 44 + 160…204 in the window at @1x.
        for _ in 0..<3 { try app.click(window, x: 105, y: 226) }
        try await waitForText("3", of: "count", in: app)
        #expect(app.trace.components(separatedBy: "\"event\":\"touch\"").count - 1 == 6, "three touches began and ended, through the host's input path")

        let png = app.folder.appendingPathComponent("snapshot.png").path
        _ = try await ctl([app.socket, "snapshot", "--png", png])
        let dump = app.folder.appendingPathComponent("window.xwd").path
        try display.run("xwd", ["-id", window, "-out", dump])
        let snapshot = try RasterImage(png: try Data(contentsOf: URL(fileURLWithPath: png)))
        let screenshot = try WindowDump.image(at: dump)
        let comparison = ImageComparison(actual: screenshot, expected: snapshot, tolerance: 2)
        #expect(!comparison.sizesDiffer, "window \(screenshot.pixelWidth)×\(screenshot.pixelHeight), snapshot \(snapshot.pixelWidth)×\(snapshot.pixelHeight)")
        #expect(comparison.differingPixels == 0, "\(comparison.differingPixels) pixels differ, by up to \(comparison.largestDifference)")
    }

    @Test("Tab focuses the text field; typed keys and backspace edit it")
    func keyboardTypesIntoTheTextField() async throws {
        let display = try TestDisplay()
        let app = try await start("Tests/AppHostTests/Storyboards/Events", on: display)
        defer { app.stop() }
        let window = try await app.windowID()
        // Keys go to the window under the pointer (Xvfb has no window manager to focus it).
        try display.run("xdotool", ["mousemove", "--window", window, "5", "5"])
        try display.run("xdotool", ["key", "Tab"])
        try await app.waitForTrace("\"event\":\"focusNext\"")
        try display.run("xdotool", ["type", "hi!"])
        try await waitForText("hi!", of: "name", in: app)
        try display.run("xdotool", ["key", "BackSpace"])
        try await waitForText("hi", of: "name", in: app)
        #expect(app.trace.contains("\"name\":\"deleteBackward()\""))
    }

    @Test("Arrow keys work the app's key commands, Escape is a press it handles, and an unhandled key goes up the chain")
    func hardwareKeysReachTheResponderChain() async throws {
        let display = try TestDisplay()
        let app = try await start("Tests/AppHostTests/Storyboards/Events", on: display)
        defer { app.stop() }
        let window = try await app.windowID()
        try display.run("xdotool", ["mousemove", "--window", window, "5", "5"])
        try display.run("xdotool", ["key", "Up", "Up", "Down"])
        try await waitForText("1", of: "count", in: app)
        #expect(app.trace.contains("\"name\":\"stepUp\""), "the controller's key command's action ran")
        try display.run("xdotool", ["key", "Escape"])
        try await waitForText("0", of: "count", in: app)
        try display.run("xdotool", ["key", "super+F5"])
        try await app.waitForTrace("\"name\":\"pressesBegan(_:with:)\",\"object\":\"EventsProbe.EventsDelegate\"")
        #expect(app.trace.contains("\"keys\":\"command+f5\""), "Super is Command, and the press names its key")
    }

    @Test("The scroll wheel scrolls the table under the pointer, 20 points a step")
    func theWheelScrollsTheViewUnderThePointer() async throws {
        let display = try TestDisplay()
        let app = try await start("Examples/Contacts", on: display)
        defer { app.stop() }
        let window = try await app.windowID()
        try display.run("xdotool", ["mousemove", "--window", window, "195", "400"])
        // Buttons 4 and 5 are the wheel's steps up and down, as X reports a wheel.
        try display.run("xdotool", ["click", "--repeat", "3", "--delay", "20", "5"])
        try await waitForValue(60, of: "contacts", in: app)
        try display.run("xdotool", ["click", "4"])
        try await waitForValue(40, of: "contacts", in: app)
        #expect(app.trace.components(separatedBy: "\"name\":\"scrollWheel(by:)\"").count - 1 == 4, "each step reached the table")
    }

    private func waitForValue(_ offset: Double, of identifier: String, in app: RunningApp) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        var last: Double?
        while ContinuousClock.now < deadline {
            last = try await value("contentOffsetY", of: identifier, in: app) as? Double
            if last == offset { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(last == offset, "\(identifier)'s contentOffsetY is \(last.map(String.init(describing:)) ?? "nothing")")
    }

    @Test("Ctrl+Shift+H sends the app home; a click opens it again")
    func homeShortcutBackgroundsTheApp() async throws {
        let display = try TestDisplay()
        let app = try await start("Examples/Counter", on: display)
        defer { app.stop() }
        let window = try await app.windowID()
        try display.run("xdotool", ["mousemove", "--window", window, "5", "300"])
        try display.run("xdotool", ["key", "ctrl+shift+h"])
        try await app.waitForTrace("applicationDidEnterBackground")
        #expect(try await state(of: app) == "background")
        try app.click(window, x: 5, y: 300)
        try await app.waitForTrace("applicationWillEnterForeground")
        #expect(try await state(of: app) == "active")
    }

    @Test("Hiding the window (as minimizing does) sends the app home; showing it again brings it to the foreground")
    func minimizingSendsHomeAndRestoringForegrounds() async throws {
        let display = try TestDisplay()
        let app = try await start("Examples/Counter", on: display)
        defer { app.stop() }
        let window = try await app.windowID()
        // Xvfb runs no window manager to minimize a window (`xdotool windowminimize` asks one);
        // a window manager minimizes by unmapping the window, which is what SDL reports.
        try display.run("xdotool", ["windowunmap", window])
        try await app.waitForTrace("applicationDidEnterBackground")
        #expect(app.trace.contains("\"event\":\"minimized\""))
        #expect(try await state(of: app) == "background")
        try display.run("xdotool", ["windowmap", window])
        try await app.waitForTrace("applicationDidBecomeActive", count: 2)
        #expect(app.trace.contains("\"event\":\"restored\""))
        #expect(try await state(of: app) == "active")
    }

    @Test("Closing the window terminates the app: applicationWillTerminate runs, status 0")
    func closingTheWindowTerminates() async throws {
        let display = try TestDisplay()
        let app = try await start("Examples/Counter", on: display)
        defer { app.stop() }
        let window = try await app.windowID()
        try WindowManagerStandIn.close(window, on: display)
        try await AppHostHarness.waitForExit(app.process, timeout: .seconds(20))
        #expect(app.process.terminationStatus == 0)
        #expect(app.trace.contains("\"name\":\"window\",\"state\":\"active\",\"event\":\"closed\""))
        #expect(app.trace.contains("applicationWillTerminate"))
    }

    @Test("The X server dying terminates the app as SIGTERM does, its state saved", .enabled(if: TestDisplay.canStartServer, "needs Xvfb to start a server it can kill"))
    func losingTheDisplayTerminates() async throws {
        let display = try TestDisplay(ownServer: true)
        let app = try await start("Examples/Counter", on: display)
        defer { app.stop() }
        _ = try await app.windowID()
        display.killServer()
        try await AppHostHarness.waitForExit(app.process, timeout: .seconds(20))
        #expect(app.process.terminationStatus == 0, "\(app.standardError)")
        #expect(app.trace.contains("\"event\":\"connectionLost\""))
        #expect(app.trace.contains("applicationWillTerminate"))
        #expect(app.standardError.contains("the display went away"))
    }
}

/// `--window` with no display at all: no test display needed.
@Suite("Live window without a display")
struct WindowWithoutDisplayTests {
    @Test("Without DISPLAY or WAYLAND_DISPLAY, --window exits 69 saying how to run headless")
    func noDisplayExits69() async throws {
        _ = try await PluginBuilds.shared.products()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-nodisplay-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = AppHostHarness.apphost
        process.arguments = ["run", "Examples/Counter", "--window"]
        process.currentDirectoryURL = AppHostHarness.repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 69)
        let first = message.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("error[no-display]:"), "\(message)")
        #expect(first.contains("run without --window to run headless"), "\(message)")
        #expect(!message.contains("applicationDidFinishLaunching"), "no app code ran")
    }
}
