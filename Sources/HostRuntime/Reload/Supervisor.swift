import Dispatch
import Foundation
import HostKit
import Synchronization
import SystemInterop

/// Keeps a `--watch` session alive when plugin code crashes.
///
/// The supervisor is the `apphost run --watch` process itself; the app runs in a child process
/// (the same command, told it is supervised), which reports each generation it starts and
/// commits, and each state it encodes, over a pipe. When the child crashes, the supervisor:
/// 1. lets the crash report (the Swift runtime's backtrace, on standard error) stand, and says
///    which generation crashed and whether it was taking over;
/// 2. restarts the app with the last generation that took over (a generation that crashed while
///    taking over is never restarted) and the last state it received;
/// 3. if no generation is left (the first build crashed, or the last good one crashed again
///    while relaunching), waits for the next build of the plugin and starts that.
///
/// The child's own exit (terminate, a fatal error) ends the session with its status.
///
/// The child runs in a process group of its own, so that what a terminal or a shell sends to
/// the job reaches the supervisor alone, which passes each signal on exactly once: SIGTERM,
/// SIGINT and SIGHUP (the app terminates, and the session ends with it, its folder removed; a
/// session waiting for a build ends at once), SIGTSTP (the app goes home and stops, then the
/// supervisor stops) and SIGCONT. With `--events -` the supervisor owns standard input and
/// passes it on (`StandardInputRelay`), so a restarted app goes on reading it.
@MainActor
final class Supervisor {
    /// What the child last said, read on the pipe's thread.
    fileprivate struct Recovery: Sendable {
        var committed: (generation: Int, image: String)?
        var starting: (generation: Int, image: String)?
        var archive: RestorationArchive?
    }

    private let arguments: [String]
    private let pluginPath: String
    /// Whether the session ends when the process that started it does: the supervisor that
    /// `apphost dev` runs, so that a killed `apphost dev` leaves no app behind.
    private let endsWithParent: Bool
    private let sessionFolder: String
    private let recovery = RecoveryBox()
    private let child = RunningChild()
    private let markers = DispatchSemaphore(value: 0)
    /// Signalled by a new build of the plugin, and by a signal that ends the session.
    private let wakeUp = DispatchSemaphore(value: 0)

    /// `arguments` are the `run` command's, as given.
    /// Makes the session folder: a new one, with `mkdtemp` (mode 0700), never one that exists.
    init(arguments: [String], pluginPath: String, endsWithParent: Bool = false) throws(HostError) {
        self.arguments = arguments
        self.pluginPath = pluginPath
        self.endsWithParent = endsWithParent
        sessionFolder = try SessionFolder.make(prefix: "apphost-session-", for: "the --watch session")
    }

    func run() throws(HostError) -> Int32 {
        guard let executable = currentExecutablePath() else {
            throw HostError(.usage, "apphost cannot find its own executable to supervise the app", remedy: "run without --watch")
        }
        // Watched first, so that a signal ends this process only through the defer below, which
        // removes the session folder.
        let signals = ProcessSignalWatcher { [child, wakeUp, endsWithParent] signal, receipt in
            receipt.markHandled()
            // The app writes to the same outputs and gets its own SIGPIPE; this process's writes
            // (crash reports) to a closed pipe are simply lost.
            guard signal != .brokenPipe else { return }
            // A supervisor's parent is no supervisor, unless it is `apphost dev`.
            if signal == .parentEnded {
                // The kernel may send it once for each thread of the parent: the app is told once,
                // since a second SIGTERM would end it at once, without its callbacks.
                guard endsWithParent, !child.isEnding.exchange(true, ordering: .sequentiallyConsistent) else { return }
                wakeUp.signal()
                child.current?.forward(.terminate)
                return
            }
            if signal.asksToEnd {
                child.isEnding.store(true, ordering: .sequentiallyConsistent)
                wakeUp.signal()
            }
            child.current?.forward(signal)
            if signal == .terminalStop {
                // The app has been told to go home and stop; the job stops with this process,
                // and the shell's `fg` continues it, which is passed on as SIGCONT.
                stopThisProcess()
            }
        }
        defer { withExtendedLifetime(signals) {} }
        defer { try? FileManager.default.removeItem(atPath: sessionFolder) }
        if endsWithParent { terminateWhenParentEnds() }
        let pipe: MessagePipe
        do {
            pipe = try MessagePipe()
            try pipe.readLines { [recovery, markers] line in Self.receive(line, into: recovery, markers: markers) }
        } catch {
            throw HostError(.cannotWrite, "cannot open the supervisor's pipe: \(error)", remedy: "the system is out of descriptors or threads; close some programs")
        }
        let standardInput: StandardInputRelay?
        do {
            standardInput = Self.readsStandardInput(arguments) ? try StandardInputRelay() : nil
        } catch {
            throw HostError(.cannotWrite, "cannot pass standard input on to the app: \(error)", remedy: "the system is out of descriptors or threads; close some programs")
        }
        var environment = ProcessInfo.processInfo.environment
        // The crash report is the point of the supervisor: the backtracer is on for the app, and
        // never waits for a keypress, whatever the environment says.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no"

        var childArguments = ["run"] + arguments + ["--supervised-session", sessionFolder]
        while !child.isEnding.load(ordering: .sequentiallyConsistent) {
            let app: ChildProcess
            do {
                app = try ChildProcess.spawn(executable: executable, arguments: childArguments, environment: environment, extraDescriptor: pipe.writeEnd,
                                             standardInput: standardInput?.readEnd, ownProcessGroup: true)
            } catch {
                throw HostError(.usage, "cannot start the app: \(error)", remedy: "run without --watch to see why")
            }
            child.current = app
            // A signal that came while no app was running is passed on now.
            if child.isEnding.load(ordering: .sequentiallyConsistent) { app.forward(.terminate) }
            let termination = app.waitForExit()
            child.current = nil
            guard termination.isCrash, !child.isEnding.load(ordering: .sequentiallyConsistent) else { return termination.shellStatus }
            // Everything the child wrote before it crashed is in the pipe: read up to a marker.
            MessagePipeWriter(descriptor: pipe.writeEnd).send(Self.marker)
            markers.wait()
            let (crashed, restart) = recovery.state.withLock { recovery -> ((generation: Int, image: String)?, (generation: Int, image: String)?) in
                defer { recovery.starting = nil }
                guard let starting = recovery.starting else { return (recovery.committed, recovery.committed) }
                if recovery.committed?.generation == starting.generation { recovery.committed = nil }
                return (starting, recovery.committed)
            }
            let state = recovery.state.withLock(\.archive)
            writeToStandardError(crashReport(termination, crashed: crashed, restart: restart, hasState: state != nil))
            var resume: [String] = []
            if let state {
                let path = (sessionFolder as NSString).appendingPathComponent("state.json")
                if (try? RestorationArchiveFile.write(state, to: path)) != nil { resume += ["--resume-state", path] }
            }
            if let restart {
                resume += ["--resume-image", restart.image, "--resume-generation", String(restart.generation)]
            } else {
                waitForNextBuild()
            }
            childArguments = ["run"] + Self.withoutEvents(arguments) + ["--supervised-session", sessionFolder, "--append-trace"] + resume
        }
        return 0
    }

    nonisolated private static let marker = "{\"marker\":true}"

    nonisolated private static func receive(_ line: String, into recovery: RecoveryBox, markers: DispatchSemaphore) {
        if line == marker {
            markers.signal()
            return
        }
        guard let message = try? JSONDecoder().decode(SupervisorMessage.self, from: Data(line.utf8)) else { return }
        recovery.state.withLock { recovery in
            switch message {
            case .starting(let generation, let image): recovery.starting = (generation, image)
            case .committed(let generation, let image):
                recovery.committed = (generation, image)
                if recovery.starting?.generation == generation { recovery.starting = nil }
            case .state(let archive): recovery.archive = archive
            }
        }
    }

    private func crashReport(_ termination: ChildTermination, crashed: (generation: Int, image: String)?, restart: (generation: Int, image: String)?, hasState: Bool) -> String {
        var lines = ["", "apphost: the app crashed (\(termination)); its crash report, with the Swift backtrace, is above."]
        if let crashed {
            lines.append(restart?.generation == crashed.generation
                         ? "apphost: generation \(crashed.generation) crashed while running."
                         : "apphost: generation \(crashed.generation) crashed while taking over; it will not be started again.")
        }
        if let restart {
            lines.append("apphost: restarting with generation \(restart.generation)\(hasState ? " and the last saved state" : ""); waiting for the next build of \(pluginPath).")
        } else {
            lines.append("apphost: no generation is left to restart; waiting for the next build of \(pluginPath).")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// Blocks until the plugin file is replaced or rewritten, or a signal ends the session.
    private func waitForNextBuild() {
        let folder = PathNames.folder(of: pluginPath)
        let path = folder + "/" + (pluginPath as NSString).lastPathComponent
        let watcher = try? DirectoryWatcher(directories: [folder]) { [wakeUp] changes in
            if changes.contains(where: { $0.path == path && $0.kind != .removed }) { wakeUp.signal() }
        }
        guard let watcher else { return }
        wakeUp.wait()
        watcher.stop()
    }

    /// A restarted app does not replay an events script: it already ran. `--events -` stays: the
    /// restarted app goes on reading standard input, which the supervisor passes on.
    static func withoutEvents(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var skipNext = false
        for (index, argument) in arguments.enumerated() {
            if skipNext {
                skipNext = false
            } else if argument == "--events" {
                if index + 1 < arguments.count, arguments[index + 1] == "-" {
                    kept.append(argument)
                } else {
                    skipNext = true
                }
            } else if !argument.hasPrefix("--events=") || argument == "--events=-" {
                kept.append(argument)
            }
        }
        return kept
    }

    /// Whether the app reads its events from standard input (`--events -`).
    static func readsStandardInput(_ arguments: [String]) -> Bool {
        arguments.contains("--events=-") || zip(arguments, arguments.dropFirst()).contains { $0 == "--events" && $1 == "-" }
    }
}

/// The supervisor's record of what its app said, shared with the thread that reads the pipe.
private final class RecoveryBox: Sendable {
    let state = Mutex(Supervisor.Recovery())
}

/// The app process running now, and whether a signal asked the session to end, for the signal
/// handler's thread.
private final class RunningChild: Sendable {
    private let id = Atomic<Int32>(0)
    let isEnding = Atomic<Bool>(false)

    var current: ChildProcess? {
        get { id.load(ordering: .relaxed) > 0 ? ChildProcess(id: id.load(ordering: .relaxed)) : nil }
        set { id.store(newValue?.id ?? 0, ordering: .relaxed) }
    }
}
