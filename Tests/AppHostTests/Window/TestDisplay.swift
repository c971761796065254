import Foundation
import Testing

/// An X display for the window tests: the one `DISPLAY` names, or an Xvfb of the test's own on a
/// free display number when `DISPLAY` is unset (or when the test must be able to kill it).
final class TestDisplay {
    /// `:N`, as `DISPLAY` takes it.
    let name: String
    /// The Xvfb this test started, if it started one.
    private let server: Process?

    /// Whether window tests can run here: a display is named, or Xvfb can make one; and the
    /// tools that drive and photograph windows are installed.
    static var isAvailable: Bool { unavailabilityReason == nil }

    /// Why window tests are skipped here; printed by the skip.
    static var unavailabilityReason: String? {
        let missing = ["xdotool", "xwd"].filter { executable($0) == nil }
        if !missing.isEmpty { return "no \(missing.joined(separator: " or ")) on PATH (apt-get install xdotool x11-apps)" }
        if ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty == false || executable("Xvfb") != nil { return nil }
        return "DISPLAY is unset and there is no Xvfb to make a display (apt-get install xvfb)"
    }

    static var canStartServer: Bool { executable("Xvfb") != nil }

    /// The display to use: `DISPLAY`'s, else a new Xvfb; `ownServer` always starts one.
    init(ownServer: Bool = false) throws {
        if !ownServer, let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
            name = display
            server = nil
            return
        }
        let xvfb = try #require(Self.executable("Xvfb"), "Xvfb is installed")
        // A number no other server (or other test) holds: its lock file is created by Xvfb itself,
        // so a second try follows a lost race.
        for attempt in 0..<20 {
            let number = 100 + Int.random(in: 0..<800) + attempt
            guard !Self.isHeld(number) else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xvfb)
            process.arguments = [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = ContinuousClock.now + .seconds(10)
            while process.isRunning, ContinuousClock.now < deadline, !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                Thread.sleep(forTimeInterval: 0.02)
            }
            if process.isRunning, FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                name = ":\(number)"
                server = process
                return
            }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        throw DisplayFailure(description: "Xvfb did not start on any of 20 display numbers")
    }

    /// Kills the display's server, as when the X server dies under a running app.
    func killServer() {
        guard let server, server.isRunning else { return }
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        // Killed, the server leaves its lock file and socket behind; they are this test's own.
        for path in Self.files(ofDisplay: name) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The lock file and the socket of display `:N`.
    private static func files(ofDisplay name: String) -> [String] {
        let number = name.dropFirst()
        return ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"]
    }

    /// Whether a running server holds display `number`: its lock file names a live process. A
    /// lock or a socket that a killed server left behind holds nothing, since Xvfb takes over a
    /// stale lock and replaces the socket; counted as taken, they piled up run after run until
    /// no number was left to try.
    private static func isHeld(_ number: Int) -> Bool {
        guard let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else {
            // No lock: free, unless a server is creating one right now (then its start fails
            // and the next attempt tries another number).
            return false
        }
        guard let pid = Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0 else { return true }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    deinit {
        // SIGTERM left Xvfb running here once; the display is the test's own, so kill it.
        killServer()
    }

    /// Runs an X client (`xdotool`, `xwd`) on this display; returns its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.executable(tool), "\(tool) is installed"))
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DisplayFailure(description: "\(tool) \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The visible window titled `title` (of process `pid`, when given), once it stays the same
    /// for a moment: SDL's first window of a run can be replaced by another as it opens, and the
    /// newest (highest id) is the one shown. Records an issue naming `context` if none appears.
    func windowID(titled title: String, pid: Int32? = nil, orElse context: @autoclosure () -> String = "") async throws -> String {
        let deadline = ContinuousClock.now + .seconds(20)
        var candidate: String?
        let owner = pid.map { ["--pid", "\($0)"] } ?? []
        while ContinuousClock.now < deadline {
            let found = (try? run("xdotool", ["search", "--onlyvisible"] + owner + ["--name", "^\(title)$"]))?
                .split(separator: "\n").compactMap { UInt($0) }.max().map(String.init)
            if let found, found == candidate { return found }
            candidate = found
            try await Task.sleep(for: .milliseconds(200))
        }
        Issue.record("no window titled \(title)\(pid.map { " of pid \($0)" } ?? "") appeared: \(context())")
        throw CancellationError()
    }

    static func executable(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    struct DisplayFailure: Error, CustomStringConvertible {
        let description: String
    }
}
