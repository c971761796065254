import Foundation
import Testing

/// Signals and events that arrive while the app runs.
@Suite("Signals and streamed events", .serialized)
struct ProcessControlTests {
    private func startHello(extra: [String] = [], input: Pipe? = nil) async throws -> (Process, URL) {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = try AppHostHarness.launch(["run", plugin, "--trace", folder.appendingPathComponent("trace.jsonl").path] + extra,
                                                in: folder, standardInput: input)
        return (process, folder)
    }

    private func waitForTrace(in folder: URL, toContain text: String) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let trace = (try? String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)) ?? ""
            if trace.contains(text) { return trace }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the trace never contained \(text)")
        throw CancellationError()
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func terminationSignalActsAsTheTerminateEvent(signal: Int32) async throws {
        let (process, folder) = try await startHello()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await waitForTrace(in: folder, toContain: "applicationDidBecomeActive")
        kill(process.processIdentifier, signal)
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        #expect(process.terminationStatus == 0)
        let trace = try await waitForTrace(in: folder, toContain: "\"exit\"")
        #expect(trace.contains("applicationWillTerminate(_:)"))
    }

    @Test func eventsStreamedOnStandardInputApplyAsTheyArrive() async throws {
        let input = Pipe()
        let (process, folder) = try await startHello(extra: ["--events", "-"], input: input)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await waitForTrace(in: folder, toContain: "applicationDidBecomeActive")
        input.fileHandleForWriting.write(Data("{\"event\":\"home\"}\n{\"event\":\"nonsense\"}\n".utf8))
        _ = try await waitForTrace(in: folder, toContain: "applicationDidEnterBackground")
        #expect(process.isRunning, "a bad line on standard input is reported and skipped")
        input.fileHandleForWriting.write(Data("{\"event\":\"foreground\"}\n{\"event\":\"terminate\"}\n".utf8))
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        #expect(process.terminationStatus == 0)
        let errors = try String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)
        #expect(errors.components(separatedBy: "stdin:2:1: error: unknown event \"nonsense\"").count == 2, "reported once: \(errors)")
        let trace = try String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)
        #expect(trace.contains("applicationWillEnterForeground(_:)"))
    }

    @Test func aScriptThatEndsLeavesTheAppRunning() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("events.jsonl")
        try "{\"event\":\"home\"}\n{\"event\":\"foreground\"}\n".write(to: script, atomically: true, encoding: .utf8)
        let (process, traceFolder) = try await startHello(extra: ["--events", script.path])
        defer { try? FileManager.default.removeItem(at: traceFolder); try? FileManager.default.removeItem(at: folder) }
        _ = try await waitForTrace(in: traceFolder, toContain: "applicationWillEnterForeground")
        try await Task.sleep(for: .milliseconds(200))
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGTERM)
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        #expect(process.terminationStatus == 0)
    }

    /// Under `--strict` a bad line on standard input fails the run (exit 64), reported once: the
    /// error that ends the run, not a log line besides it.
    @Test func aBadLineOnStandardInputEndsAStrictRunReportedOnce() async throws {
        let input = Pipe()
        let (process, folder) = try await startHello(extra: ["--events", "-", "--strict"], input: input)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await waitForTrace(in: folder, toContain: "applicationDidBecomeActive")
        input.fileHandleForWriting.write(Data("{\"event\":\"tap\",\"event\":\"home\"}\n".utf8))
        try await AppHostHarness.waitForExit(process, timeout: .seconds(30))
        #expect(process.terminationStatus == 64)
        let errors = try String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)
        #expect(errors.components(separatedBy: "stdin:1:16: error: duplicate key \"event\"").count == 2, "reported once: \(errors)")
    }
}
