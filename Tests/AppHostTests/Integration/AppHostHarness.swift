import Foundation
import Testing

/// Runs the real `apphost` binary on real plugins built by the `Plugins/` package.
enum AppHostHarness {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `apphost` from the build folder this test binary was built into.
    static var apphost: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("apphost")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return repositoryRoot.appendingPathComponent(".build/debug/apphost")
    }

    struct Outcome {
        let status: Int32
        let standardOutput: String
        let standardError: String
        let trace: [[String: Any]]
        /// The `--snapshot` file's text, when the run asked for snapshots.
        let snapshots: String

        /// The part of ``detailedStory(kinds:)`` after the marker line `marker` (such as
        /// `host activate …`), up to the next `host` marker.
        func storySegment(after marker: String, kinds: Set<String> = ["app", "vc", "view"]) -> [String] {
            let story = detailedStory(kinds: kinds)
            guard let start = story.firstIndex(of: marker) else { return ["(no \(marker))"] }
            return Array(story[(start + 1)...].prefix { !$0.hasPrefix("host ") })
        }

        /// The snapshot blocks of a text snapshot file, by label, without their header lines.
        var snapshotsByLabel: [String: String] {
            var result: [String: String] = [:]
            for block in snapshots.components(separatedBy: "--- snapshot ").dropFirst() {
                let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
                guard let header = lines.first, let colon = header.firstIndex(of: ":") else { continue }
                let label = header[header.index(colon, offsetBy: 2)...].replacingOccurrences(of: " ---", with: "")
                result[label] = lines.dropFirst().joined(separator: "\n").trimmingCharacters(in: .newlines)
            }
            return result
        }

        /// Callbacks on app objects with their receivers, `KIND Class.callback STATE`, for the
        /// kinds given, and state changes.
        func detailedStory(kinds: Set<String> = ["app", "vc", "view"]) -> [String] {
            trace.compactMap { record in
                let name = record["name"] as? String ?? "?"
                let kind = record["kind"] as? String ?? "?"
                if kind == "state" { return "state \(record["from"] as? String ?? "?") -> \(record["to"] as? String ?? "?")" }
                if kind == "host", name == "activate" { return "host activate \(record["target"] as? String ?? "?")" }
                if kind == "host", name == "snapshot" { return "host snapshot \(record["label"] as? String ?? "?")" }
                guard kinds.contains(kind) else { return nil }
                let object = (record["object"] as? String ?? "?").replacingOccurrences(of: "HostKit.", with: "")
                var line = "\(kind) \(object).\(name)"
                for key in ["segue", "destination"] {
                    if let value = record[key] as? String { line += " \(key)=\(value)" }
                }
                return line
            }
        }

        /// The app's story in one line per record: `app NAME STATE`, `vc NAME STATE`, `state FROM -> TO`.
        var story: [String] {
            trace.compactMap { record in
                let name = record["name"] as? String ?? "?"
                switch record["kind"] as? String {
                case "app", "vc": return "\(record["kind"]!) \(name) \(record["state"] as? String ?? "?")"
                case "state": return "state \(record["from"] as? String ?? "?") -> \(record["to"] as? String ?? "?")"
                default: return nil
                }
            }
        }

        func hostRecords(named name: String) -> [[String: Any]] {
            trace.filter { $0["kind"] as? String == "host" && $0["name"] as? String == name }
        }
    }

    /// Launches `apphost ARGUMENTS`, with `events` (JSON Lines) as its events script when given,
    /// and the trace written to a file of its own. Fails the test, rather than hanging, when the
    /// process outlives `timeout`.
    /// `currentDirectory` is where it runs (default: the repository's root).
    static func run(_ arguments: [String], events: [String]? = nil, snapshots: Bool = false, timeout: Duration = .seconds(60),
                    currentDirectory: URL? = nil) async throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let traceFile = folder.appendingPathComponent("trace.jsonl")
        var fullArguments = arguments
        if let events {
            let eventsFile = folder.appendingPathComponent("events.jsonl")
            try events.joined(separator: "\n").write(to: eventsFile, atomically: true, encoding: .utf8)
            fullArguments += ["--events", eventsFile.path]
        }
        if arguments.first == "run" { fullArguments += ["--trace", traceFile.path] }
        let snapshotFile = folder.appendingPathComponent("snapshots.txt")
        if snapshots { fullArguments += ["--snapshot", snapshotFile.path] }
        let process = try launch(fullArguments, in: folder, currentDirectory: currentDirectory)
        try await waitForExit(process, timeout: timeout)
        let output = (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        let traceText = (try? String(contentsOf: traceFile, encoding: .utf8)) ?? ""
        let records = try traceText.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "trace line is an object: \(line)")
        }
        let snapshotText = (try? String(contentsOf: snapshotFile, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, standardOutput: output, standardError: errors, trace: records, snapshots: snapshotText)
    }

    /// Starts `apphost` with its output going to files in `folder` (pipes could fill up and block it).
    /// `environment` adds to (or replaces) variables of this process's environment.
    static func launch(_ arguments: [String], in folder: URL, standardInput: Pipe? = nil, currentDirectory: URL? = nil,
                       environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = apphost
        process.arguments = arguments
        process.currentDirectoryURL = currentDirectory ?? repositoryRoot
        for name in ["stdout", "stderr"] {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)
        }
        process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
        process.standardInput = standardInput ?? FileHandle.nullDevice
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        try process.run()
        return process
    }

    static func waitForExit(_ process: Process, timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now > deadline {
                process.terminate()
                Issue.record("apphost \(process.arguments ?? []) did not exit within \(timeout)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// The plugins of the `Plugins/` package, built once per test run with `swift build`.
actor PluginBuilds {
    static let shared = PluginBuilds()
    private var build: Task<URL, any Error>?

    /// The folder holding the built plugin `.so` files.
    func products() async throws -> URL {
        if let build { return try await build.value }
        let task = Task { try Self.buildPluginsPackage() }
        build = task
        return try await task.value
    }

    static func plugin(_ name: String) async throws -> String {
        try await shared.products().appendingPathComponent("lib\(name).so").path
    }

    private static func buildPluginsPackage() throws -> URL {
        let plugins = AppHostHarness.repositoryRoot.appendingPathComponent("Plugins")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-plugins-build-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", plugins.path]
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw BuildFailure(description: "swift build --package-path Plugins failed:\n\(output.suffix(4000))")
        }
        return plugins.appendingPathComponent(".build/debug")
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }
}
