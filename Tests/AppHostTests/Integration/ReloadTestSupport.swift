import Foundation
import Testing

/// Versions of the Counter example's plugin, built the way a developer makes them: the sources of
/// `Plugins/Sources/CounterApp`, edited, compiled by `swiftc` against the HostKit that the
/// `Plugins/` package build made. Each is a real, complete `libCounterApp.so` with the module
/// name `CounterApp`, so its classes have the same names as the first build's.
enum CounterBuilds {
    /// An edit: (file name, text to find, replacement).
    typealias Edit = (file: String, find: String, replace: String)

    static func build(_ name: String, edits: [Edit]) async throws -> URL {
        let products = try await PluginBuilds.shared.products()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-counter-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = AppHostHarness.repositoryRoot.appendingPathComponent("Plugins/Sources/CounterApp")
        var files: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            var text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for edit in edits where edit.file == file {
                #expect(text.contains(edit.find), "the edit of \(file) finds \(edit.find)")
                text = text.replacingOccurrences(of: edit.find, with: edit.replace)
            }
            let copy = folder.appendingPathComponent(file)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            files.append(copy.path)
        }
        let output = folder.appendingPathComponent("libCounterApp.so")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-emit-library", "-module-name", "CounterApp", "-parse-as-library", "-swift-version", "6", "-Onone",
                             "-I", products.appendingPathComponent("Modules").path, "-L", products.path, "-lHostKit", "-o", output.path] + files
        let log = folder.appendingPathComponent("build.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try #require(process.terminationStatus == 0, "swiftc built \(name): \(text.suffix(3000))")
        return output
    }
}

/// A Counter app in a folder of its own (plugin, storyboard, app.json), run with `--watch` and a
/// control socket, whose plugin file the tests replace as a build would.
struct WatchedCounterApp {
    let folder: URL
    let process: Process

    var plugin: URL { folder.appendingPathComponent("libCounterApp.so") }
    var storyboard: URL { folder.appendingPathComponent("Main.storyboard.json") }
    var socket: String { folder.appendingPathComponent("app.sock").path }
    var trace: String { (try? String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Trace records, parsed.
    var records: [[String: Any]] {
        trace.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    static func start(extraArguments: [String] = ["--watch"], stateFile: URL? = nil, folder existing: URL? = nil,
                      standardInput: Pipe? = nil, environment: [String: String] = [:]) async throws -> WatchedCounterApp {
        let products = try await PluginBuilds.shared.products()
        let folder = existing ?? FileManager.default.temporaryDirectory.appendingPathComponent("apphost-reload-\(UUID().uuidString.prefix(8))")
        if existing == nil {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: products.appendingPathComponent("libCounterApp.so"), to: folder.appendingPathComponent("libCounterApp.so"))
            try FileManager.default.copyItem(at: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Counter/Main.storyboard.json"),
                                             to: folder.appendingPathComponent("Main.storyboard.json"))
            try #"{"format":1,"plugin":"libCounterApp.so","delegate":"CounterApp.AppDelegate","mainStoryboard":"Main"}"#
                .write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        }
        var arguments = ["run", folder.path, "--control", folder.appendingPathComponent("app.sock").path,
                         "--trace", folder.appendingPathComponent("trace.jsonl").path] + extraArguments
        if let stateFile { arguments += ["--state-file", stateFile.path] }
        let process = try AppHostHarness.launch(arguments, in: folder, standardInput: standardInput, environment: environment)
        let app = WatchedCounterApp(folder: folder, process: process)
        try await app.waitFor("the app to come up") { $0.trace.contains("applicationDidBecomeActive") }
        return app
    }

    /// Waits until `condition` holds, up to 30 s.
    func waitFor(_ what: String, _ condition: (WatchedCounterApp) async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !(await condition(self)) {
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out waiting for \(what)\nstderr: \(standardError.suffix(3000))\ntrace tail: \(trace.suffix(2000))")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Waits for the trace's `reloaded` record of `generation`.
    func waitForGeneration(_ generation: Int) async throws {
        try await waitFor("generation \(generation) to take over") { app in
            app.records.contains { $0["name"] as? String == "reloaded" && $0["generation"] as? Int == generation }
        }
    }

    /// Replaces the plugin file with `build` as a linker that renames its output into place does.
    func install(_ build: URL) throws {
        let staging = folder.appendingPathComponent(".libCounterApp.so.partial")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.copyItem(at: build, to: staging)
        guard rename(staging.path, plugin.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Sends one event over the control socket and returns the reply; `nil` while the app is not
    /// answering (restarting).
    func ctl(_ arguments: String...) async throws -> [String: Any]? {
        let client = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-reload-ctl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: client, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: client) }
        let process = try AppHostHarness.launch(["ctl", socket] + arguments, in: client)
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        let output = (try? String(contentsOf: client.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
        return try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    }

    /// The key window's snapshot, as JSON text, for looking for texts and controllers in it.
    func snapshot() async throws -> String {
        let reply = try #require(try await ctl("snapshot"), "a snapshot reply")
        let data = try JSONSerialization.data(withJSONObject: reply["snapshot"] ?? [:])
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of the view whose accessibility identifier is `count`, in a snapshot.
    static func countLabel(in snapshot: String) -> String? {
        func find(_ node: Any) -> String? {
            if let object = node as? [String: Any] {
                if object["accessibilityIdentifier"] as? String == "count" { return object["text"] as? String }
                for value in object.values { if let found = find(value) { return found } }
            } else if let array = node as? [Any] {
                for value in array { if let found = find(value) { return found } }
            }
            return nil
        }
        return (try? JSONSerialization.jsonObject(with: Data(snapshot.utf8))).flatMap(find)
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
