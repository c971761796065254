import Foundation
import Synchronization
import SystemInterop

/// One `apphost dev` session: builds the plugin, runs the app as `apphost run --watch` does,
/// and on every save builds again and has the running app reload (see `DevelopmentLoop.md`).
///
/// The app runs in an `apphost run --watch --control SOCKET` process of its own (its
/// supervisor restarts it after a crash with the last good generation, as for `--watch`); the
/// session tells it when a build is done with a `reload` request, and shows a failed build's
/// first error with a `banner` request, over the same control socket any `apphost ctl` uses.
/// The app itself reloads edited storyboards, with no build.
@MainActor
final class DevSession {
    struct Settings {
        var package: PluginPackage
        /// The app folder, holding `app.json`.
        var appFolder: String
        /// The plugin file `app.json` names: what `swift build --product` writes.
        var pluginPath: String
        var debounce: Duration
        /// Never open a window, even with a display.
        var headless: Bool
        /// `--screen WxH`, `--scale N` and `--layout-direction DIRECTION` for the app, when given.
        var displayArguments: [String] = []
        var environment: [String: String]
    }

    private let settings: Settings
    private let executable: String
    private let inbox = DevInbox()
    /// The private folder (mkdtemp, 0700) that holds the control socket.
    private let sessionFolder: String
    let controlSocketPath: String
    /// Where the app saves its state when the session ends, to restore it at the next session.
    private let stateFilePath: String

    /// The running `swift build`'s process id (0: none), which the build's thread sets.
    private let buildProcess = ProcessIdentifierBox()
    private var isBuilding = false
    private var buildIsDue = false
    private var sourcesQuietAt: ContinuousClock.Instant?
    private var assetsQuietAt: ContinuousClock.Instant?
    private var app: ChildProcess?
    private var appStatus: Int32?
    /// The plugin file as the running generation was loaded from it.
    private var loadedBuild: FileSignature?
    /// What the banner over the app's screen says now, if there is one.
    private var banner: Banner?

    enum Banner {
        /// The last build failed; the app runs the last good one.
        case buildFailed
        /// The last build was not loaded, or crashed while taking over.
        case buildRejected
    }
    private var connection: ControlSocketConnection?

    init(settings: Settings) throws(HostError) {
        guard let executable = currentExecutablePath() else {
            throw HostError(.usage, "apphost cannot find its own executable to run the app", remedy: "run the app with apphost run --watch, and build by hand")
        }
        self.settings = settings
        self.executable = executable
        sessionFolder = try SessionFolder.make(prefix: "apphost-dev-", for: "the apphost dev session")
        controlSocketPath = (sessionFolder as NSString).appendingPathComponent("control.sock")
        stateFilePath = (settings.package.folder as NSString).appendingPathComponent(".build/apphost-dev-state.json")
    }

    /// Runs the session until a signal ends it (status 0) or the app ends by itself (its status).
    func run() throws(HostError) -> Int32 {
        defer { try? FileManager.default.removeItem(atPath: sessionFolder) }
        let signals = ProcessSignalWatcher(watching: [.interrupt, .terminate, .hangup]) { [inbox] signal, receipt in
            receipt.markHandled()
            inbox.post(.signal(signal))
        }
        defer { withExtendedLifetime(signals) {} }
        let watchers = try watch()
        defer { watchers.forEach { $0.stop() } }
        say("building \(settings.package.product) in \(settings.package.folder); the app's control socket will be \(controlSocketPath)")
        startBuild()
        while true {
            let deadline = [sourcesQuietAt, assetsQuietAt].compactMap { $0 }.min()
            for input in inbox.take(until: deadline) {
                switch input {
                case .sourcesChanged:
                    sourcesQuietAt = .now + settings.debounce
                case .assetsChanged:
                    assetsQuietAt = .now + settings.debounce
                case .buildEnded(let result):
                    finish(result)
                case .appEnded(let termination):
                    app = nil
                    appStatus = termination.shellStatus
                case .signal(let signal):
                    say("\(signal.name): ending the session")
                    return end()
                }
            }
            if let appStatus {
                say("the app ended (status \(appStatus)); the session ends with it")
                return end(status: appStatus)
            }
            let now = ContinuousClock.now
            if let quiet = sourcesQuietAt, quiet <= now {
                sourcesQuietAt = nil
                if isBuilding { buildIsDue = true } else { startBuild() }
            }
            if let quiet = assetsQuietAt, quiet <= now {
                assetsQuietAt = nil
                if app != nil, !isBuilding { reload(after: nil) }
            }
        }
    }

    // MARK: Watching

    /// Watches `Sources/` and the app folder's `Assets/`, each with every folder below it. The
    /// storyboards are the app's to watch (`apphost run --watch`).
    private func watch() throws(HostError) -> [DirectoryWatcher] {
        let sources = (settings.package.folder as NSString).appendingPathComponent("Sources")
        let assets = (settings.appFolder as NSString).appendingPathComponent("Assets")
        var watchers: [DirectoryWatcher] = []
        for (folder, input) in [(sources, DevInput.sourcesChanged), (assets, DevInput.assetsChanged)] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            do {
                watchers.append(try DirectoryWatcher(directories: [folder], recursive: true) { [inbox] changes in
                    if let change = changes.first(where: { !Self.isEditorScratch($0.path) }) { inbox.post(input(change.path)) }
                })
            } catch {
                throw HostError(.fileNotFound, "cannot watch \(folder): \(error)",
                                remedy: "check that the folder is readable; if the limit of inotify watches is reached, raise fs.inotify.max_user_watches")
            }
        }
        return watchers
    }

    /// Files editors write beside the one they save (`.Main.swift.swp`, `Main.swift~`, vim's
    /// `4913` probe): they are no edit.
    nonisolated static func isEditorScratch(_ path: String) -> Bool {
        let name = PathNames.lastComponent(of: path)
        return name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || (!name.isEmpty && name.allSatisfy(\.isNumber))
    }

    // MARK: Building

    private func startBuild() {
        isBuilding = true
        buildIsDue = false
        let package = settings.package
        let environment = settings.environment
        let (inbox, buildProcess) = (self.inbox, self.buildProcess)
        let arguments = ["build", "--package-path", package.folder, "--product", package.product]
        say("swift \(arguments.joined(separator: " "))")
        Thread.detachNewThread {
            let started = ContinuousClock.now
            var output = BuildOutput()
            var result = BuildResult(duration: .zero, endedAt: started)
            do {
                result.termination = try CapturedProcess.run(executable: package.swift, arguments: arguments, environment: environment,
                                                             started: { buildProcess.id.store($0.id, ordering: .sequentiallyConsistent) },
                                                             output: { piece in
                                                                 FileHandle.standardOutput.write(Data(piece))
                                                                 output.append(piece)
                                                             })
            } catch {
                result.failure = "cannot run \(package.swift): \(error)"
            }
            result.endedAt = .now
            buildProcess.id.store(0, ordering: .sequentiallyConsistent)
            result.duration = started.duration(to: result.endedAt)
            if !result.succeeded { result.firstError = output.firstError() }
            inbox.post(.buildEnded(result))
        }
    }

    private func finish(_ build: BuildResult) {
        isBuilding = false
        if build.succeeded {
            say("built in \(Self.seconds(build.duration)) s")
            if app == nil {
                launchApp()
            } else {
                reload(after: build)
            }
        } else {
            let error = build.firstError ?? build.failure ?? "swift build ended with \(build.termination.map(String.init(describing:)) ?? "no status") and printed no error"
            let running = app == nil ? "no app runs yet; it starts with the first good build" : "the app goes on with the last good build"
            say("the build failed; \(running). The first error:\n\(error)")
            if app != nil { showBanner("Build failed\n" + shortened(error), .buildFailed) }
        }
        if buildIsDue { startBuild() }
    }

    /// Paths inside the package, relative to it: the banner is narrow.
    private func shortened(_ text: String) -> String {
        text.replacingOccurrences(of: settings.package.folder + "/", with: "")
    }

    // MARK: The app

    /// The single place where a window is asked for: `--window` when a display is there and
    /// `--headless` was not given (the banner shows in the window, as the compositor draws it).
    nonisolated static func windowAvailable(_ environment: [String: String]) -> Bool {
        !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    nonisolated static func windowArguments(headless: Bool, environment: [String: String]) -> [String] {
        !headless && windowAvailable(environment) ? ["--window"] : []
    }

    private func launchApp() {
        let arguments = ["run", settings.appFolder, "--watch", "--announced-builds", "--control", controlSocketPath, "--state-file", stateFilePath]
            + Self.windowArguments(headless: settings.headless, environment: settings.environment) + settings.displayArguments
        loadedBuild = FileSignature(of: settings.pluginPath)
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(executable: executable, arguments: arguments, environment: settings.environment, extraDescriptor: nil,
                                           ownProcessGroup: true)
        } catch {
            say("cannot start the app: \(error)")
            appStatus = HostError.Code.usage.exitStatus
            return
        }
        app = child
        say("running \(settings.appFolder) (apphost \(arguments.joined(separator: " ")))")
        let inbox = self.inbox
        Thread.detachNewThread { inbox.post(.appEnded(child.waitForExit())) }
    }

    /// Has the app load the new build (`build`) or, for an asset change, the same one again.
    private func reload(after build: BuildResult?) {
        let current = FileSignature(of: settings.pluginPath)
        if build != nil, current != nil, current == loadedBuild {
            say("the plugin file did not change; nothing to reload")
            // The sources build again; a build that was not loaded or crashed stays what it was.
            if banner == .buildFailed { clearBanner() }
            return
        }
        loadedBuild = current
        let reply = request("{\"event\":\"reload\"}")
        let live = ContinuousClock.now
        switch reply {
        case .success(let line) where line.hasPrefix("{\"ok\":true"):
            let generation = Self.field("generation", in: line).map { "generation \($0)" } ?? "the new generation"
            if let build {
                say("\(generation) is live: built in \(Self.seconds(build.duration)) s, live \(Self.milliseconds(build.endedAt.duration(to: live))) ms after the build")
            } else {
                say("\(generation) is live, with the assets as they are now")
            }
            clearBanner()
        case .success(let line):
            let message = Self.field("message", in: line) ?? line
            say("the app did not take the new build: \(message)")
            showBanner("The new build was not loaded\n" + shortened(message), .buildRejected)
        case .failure(let problem):
            say("the reload got no answer (\(problem)); if the new code crashed, the app restarts with the last good build (see above)")
            showBanner("The new build crashed: see the terminal. The last good build runs.", .buildRejected)
        }
    }

    private func showBanner(_ text: String, _ kind: Banner) {
        var line = "{\"event\":\"banner\",\"text\":"
        JSONText.appendString(String(text.utf8.prefix(ScriptedEvent.bannerLimit)) ?? "Build failed: see the terminal", to: &line)
        if case .success(let reply) = request(line + "}", idempotent: true), reply.hasPrefix("{\"ok\":true") { banner = kind }
    }

    private func clearBanner() {
        guard banner != nil else { return }
        if case .success = request("{\"event\":\"banner\"}", idempotent: true) { banner = nil }
    }

    /// Sends one request to the app and returns its reply. The app may still be launching (or
    /// restarting after a crash), so connecting is tried again for `patience`. A request that
    /// may be sent twice (`idempotent`: a banner) is sent again on a new connection when the
    /// app closes the connection or leaves it unanswered for `replyTimeout`: an app that crashed
    /// keeps its socket open while its crash report is written, and its successor opens a new one.
    private func request(_ line: String, connectingFor patience: Duration = .seconds(20), replyTimeout: Duration = .seconds(60),
                         idempotent: Bool = false) -> Result<String, ControlSocketError> {
        let deadline = ContinuousClock.now + patience
        while true {
            let outcome = exchange(line, replyTimeout: idempotent ? min(replyTimeout, .seconds(2)) : replyTimeout)
            switch outcome {
            case .success(let reply): return .success(reply)
            case .failure(let failure):
                guard app != nil, ContinuousClock.now < deadline, idempotent || failure.beforeSending else { return .failure(failure.error) }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    private struct RequestFailure: Error {
        let error: ControlSocketError
        /// Whether the request never reached the app (no connection could be made).
        let beforeSending: Bool
    }

    private func exchange(_ line: String, replyTimeout: Duration) -> Result<String, RequestFailure> {
        let connection: ControlSocketConnection
        if let open = self.connection {
            connection = open
        } else {
            do {
                connection = try ControlSocketConnection(path: controlSocketPath)
            } catch {
                return .failure(RequestFailure(error: error, beforeSending: true))
            }
            self.connection = connection
        }
        do {
            return .success(try connection.exchange(line, timeout: replyTimeout))
        } catch {
            // That app has gone, or is stuck: the next request connects again.
            self.connection = nil
            connection.close()
            return .failure(RequestFailure(error: error, beforeSending: false))
        }
    }

    // MARK: The end

    /// Ends the build and the app, and removes what the session made.
    private func end(status: Int32 = 0) -> Int32 {
        if isBuilding {
            let id = buildProcess.id.load(ordering: .sequentiallyConsistent)
            if id > 0 { ChildProcess(id: id).signalGroup(.terminate) }
            if !waitFor(seconds: 10, until: { if case .buildEnded = $0 { return true } else { return false } }), id > 0 {
                ChildProcess(id: id).killGroup()
            }
        }
        var status = status
        if let app {
            // Home first, as a user leaves an app: an app that opts in saves its state, which the
            // next session restores. Then it terminates, as on SIGTERM.
            _ = request("{\"event\":\"home\"}", connectingFor: .seconds(1), replyTimeout: .seconds(10))
            connection?.close()
            connection = nil
            app.forward(.terminate)
            var ended: ChildTermination?
            if !waitFor(seconds: 30, until: { if case .appEnded(let termination) = $0 { ended = termination; return true } else { return false } }) {
                app.killGroup()
            }
            if let ended, status == 0, ended != .exited(status: 0) { status = ended.shellStatus }
        }
        app = nil
        say("session ended")
        return status
    }

    /// Takes inputs until one satisfies `isIt` or `seconds` pass; whether one did.
    private func waitFor(seconds: Int, until isIt: (DevInput) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if inbox.take(until: deadline).contains(where: isIt) { return true }
        }
        return false
    }

    // MARK: Printing

    private func say(_ text: String) {
        writeToStandardError("apphost dev: \(text)\n")
    }

    nonisolated static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    nonisolated static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f", Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15)
    }

    /// A top-level field of a reply line, as text.
    nonisolated static func field(_ key: String, in reply: String) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(reply.utf8))) as? [String: Any], let value = object[key] else { return nil }
        return "\(value)"
    }
}

/// A process id that one thread sets and another reads.
final class ProcessIdentifierBox: Sendable {
    let id = Atomic<Int32>(0)
}

/// What tells one build of a file from the next: its inode, size and modification time.
struct FileSignature: Equatable {
    let inode: UInt64
    let size: UInt64
    let modified: Date

    init?(of path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let inode = attributes[.systemFileNumber] as? NSNumber, let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        self.inode = inode.uint64Value
        self.size = size.uint64Value
        self.modified = modified
    }
}
