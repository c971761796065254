import ArgumentParser
import Foundation
import HostKit
import Lifecycle
import Logging
import SystemInterop

extension LaunchReason: ExpressibleByArgument {}
extension SnapshotWriter.Format: ExpressibleByArgument {}

/// `apphost run TARGET`: the job of `main` and `UIApplicationMain`.
struct RunCommand: HostSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Launches an app-delegate plugin and runs it until it terminates.",
        discussion: """
            TARGET is a plugin .so file or an app folder holding app.json. The app launches to \
            'active' (or into the background, with --launch-reason), then handles events from \
            --events, standard input or the --control socket until one terminates it.

            Events (JSON Lines, one object per line; the control socket takes the same): \
            {"event":"interruptionBegan"}, {"event":"interruptionEnded"}, {"event":"home"}, \
            {"event":"foreground"}, {"event":"memoryWarning"}, {"event":"memoryPressure"}, \
            {"event":"terminate"}, {"event":"forceQuit"}, {"event":"advance","ms":N} (move the \
            app clock on), {"event":"wait","ms":N} (let real time pass), \
            {"event":"tap","x":X,"y":Y} or {"event":"tap","identifier":ID} or \
            {"event":"tap","tag":N}, {"event":"touch","phase":"began|moved|ended|cancelled",\
            "x":X,"y":Y,"finger":N}, {"event":"type","text":TEXT}, {"event":"deleteBackward"}, \
            {"event":"shake"}, {"event":"remoteControl","command":"play|pause|togglePlayPause|\
            nextTrack|previousTrack|stop"}, {"event":"activate","identifier":ID} (work a \
            control as VoiceOver does), {"event":"state"}, {"event":"snapshot","label":TEXT}, \
            {"event":"reload"} (with --watch: load the plugin file as a new generation).

            Hot reload: with --watch, a new build of the plugin or an edited storyboard replaces \
            the running code and interface, keeping the screens and the state the controllers \
            encode; a build that fails is rolled back, and a crash restarts the app with the \
            last good build and state.

            Signals: SIGTERM, SIGINT and SIGHUP terminate the app as 'terminate' does (a second one \
            while the app is stuck in a callback ends the process at once). SIGTSTP (Ctrl-Z) \
            sends 'home', then stops the process so that the shell gets its prompt back; \
            SIGCONT (fg) sends 'foreground'.

            Exit statuses: 0 when the app terminates; 21 when the watchdog kills it; 22 when \
            its background time runs out with tasks open; the others are listed in the \
            documentation (ExitCodes).
            """
    )

    @Argument(help: "A plugin .so file, or an app folder holding app.json.")
    var target: String

    @Option(name: .customLong("delegate"), help: ArgumentHelp("The app delegate class, as Module.Class.", discussion: "Default: the manifest's, else the plugin's only delegate class.", valueName: "class"))
    var delegateClass: String?

    @Option(name: .customLong("application"), help: ArgumentHelp("The principal class, Application or a subclass, as Module.Class.", valueName: "class"))
    var applicationClass: String?

    @Option(help: ArgumentHelp("The main storyboard: NAME for NAME.storyboard.json in the app's folder, or a .storyboard.json path. Default: the manifest's mainStoryboard.", valueName: "name"))
    var mainStoryboard: String?

    @Option(help: "Why the app launches: user, or backgroundFetch, remoteNotification, location to launch into the background.")
    var launchReason: LaunchReason = .user

    @Option(help: ArgumentHelp("The JSON object a remoteNotification launch delivers as the notification's userInfo.", valueName: "json"))
    var notificationPayload: String = "{}"

    @Option(help: ArgumentHelp("A JSON Lines file of system events to apply in order; - reads standard input.", valueName: "file"))
    var events: String?

    @Option(help: ArgumentHelp("Write the JSON Lines trace of every callback and state change here; - is standard output.", valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Append the windows' view tree to this file at each snapshot event (or once, at exit, if the events have none); - is standard output.", valueName: "file"))
    var snapshot: String?

    @Option(help: ArgumentHelp("The snapshot format: text (an indented tree) or json (JSON Lines). Default: json for .json/.jsonl files, else text.", valueName: "format"))
    var snapshotFormat: SnapshotWriter.Format?

    @Option(help: ArgumentHelp("How long a backgrounded app with no background task runs before it is suspended (e.g. 500ms, 5s).", valueName: "duration"))
    var suspendAfter: String = "5s"

    @Option(help: ArgumentHelp("The background time allowance: how long background tasks may keep a backgrounded app running.", valueName: "duration"))
    var backgroundTime: String = "30s"

    @Option(help: ArgumentHelp("How long before the background time ends the tasks' expiration handlers run (at most half the allowance).", valueName: "duration"))
    var expirationWarning: String = "5s"

    @Option(help: ArgumentHelp("The watchdog's limit from willFinishLaunching until the app is ready for events.", valueName: "duration"))
    var watchdogLaunch: String = "20s"

    @Option(help: ArgumentHelp("The watchdog's limit for applicationDidEnterBackground(_:).", valueName: "duration"))
    var watchdogBackground: String = "5s"

    @Option(help: ArgumentHelp("The watchdog's limit for applicationWillTerminate(_:).", valueName: "duration"))
    var watchdogTerminate: String = "5s"

    @Flag(help: "Run without the watchdog, e.g. under a debugger.")
    var noWatchdog = false

    @Option(help: ArgumentHelp("Open a control socket here (mode 0600) for `apphost ctl`.", valueName: "path"))
    var control: String?

    @Flag(help: ArgumentHelp("Reload the app when the plugin file or a storyboard changes, keeping its state; a crash restarts it with the last good build.", discussion: "See HotReload in the documentation."))
    var watch = false

    @Option(help: ArgumentHelp("With --watch: how long a file written in place must stay unchanged before it is loaded (a file renamed into place is loaded at once).", valueName: "duration"))
    var debounce: String = "50ms"

    @Option(help: ArgumentHelp("Save the app's state here when it enters the background, and restore it at launch, if the app opts in (shouldSaveSecureApplicationState).", valueName: "file"))
    var stateFile: String?

    // Set by the supervisor of a --watch session for the app it runs.
    @Option(help: .private) var supervisedSession: String?
    @Option(help: .private) var resumeImage: String?
    @Option(help: .private) var resumeGeneration: Int = 1
    @Option(help: .private) var resumeState: String?
    @Flag(help: .private) var appendTrace = false

    /// The arguments `run` was given, for the app a `--watch` supervisor starts.
    @MainActor static var givenArguments: [String] = []

    @Flag(name: .shortAndLong, help: "Also log every callback.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Log only warnings and errors.")
    var quiet = false

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let logger = makeLogger()
        let plan = try LaunchPlan(self)
        if case .supervisor(let arguments) = plan.role {
            return try Supervisor(arguments: arguments, pluginPath: plan.target.pluginPath).run()
        }
        // Signals are watched before anything is created that an end by signal would leave behind
        // (the control socket, a half-written trace): one that comes during the launch waits in
        // the inbox and is acted on once the app has launched.
        let inbox = HostInbox()
        let signals = ProcessSignalWatcher { signal, receipt in
            inbox.post(.signal(signal, receipt))
        }
        if case .supervised = plan.role {
            terminateWhenParentEnds()
        }
        let recorder = try plan.tracePath.map { path throws(HostError) in try TraceRecorder(destination: path, origin: origin, appending: plan.appendsTrace) }
            ?? TraceRecorder(origin: origin)
        let snapshots = try plan.snapshot.map { snapshot throws(HostError) in try SnapshotWriter(path: snapshot.path, format: snapshot.format) }
        let app = try LoadedApp(plan, recorder: recorder, logger: logger)

        let clock = AppClock(origin: origin)
        let runLoop = HostRunLoop(inbox: inbox, clock: clock)
        let host = ApplicationHost(application: app.application, delegate: app.takeDelegate(), settings: plan.settings,
                                   trace: recorder, clock: clock, logger: logger, snapshots: snapshots)
        if plan.usesWatchdog {
            MainThreadStack.prepare()
            host.watchdog = HostWatchdog(trace: recorder.emergencyWriter)
        }
        host.generations = app.generations
        host.supervisor = app.supervisor
        host.reloadSession = ReloadSession(resuming: try app.resumeArchive())
        let controlSocket = try plan.controlSocketPath.map { path throws(HostError) in try ControlSocketEndpoint(path: path, inbox: inbox) }
        let watcher = try app.generations.map { generations throws(HostError) in
            try Self.watch(generations, storyboardFolder: plan.storyboardFolder, inbox: inbox)
        }
        let reloadWatch = app.generations.map {
            ReloadWatch(host: host, clock: clock, pluginPath: $0.sourcePath, storyboardFolder: plan.storyboardFolder, debounce: plan.debounce)
        }
        host.send(.launch(plan.settings.launchReason))
        if let generations = app.generations, host.exitStatus == nil {
            app.supervisor?.send(.committed(generation: generations.current.number, image: generations.current.imagePath))
        }

        let player = EventScriptPlayer(host: host, clock: clock)
        if let scriptedEvents = plan.scriptedEvents {
            player.enqueue(scriptedEvents)
        } else if plan.readsEventsFromStandardInput {
            StandardInputEventFeed.start(logger: logger, inbox: inbox)
        }
        runLoop.run(handle: { input in
            switch input {
            case .scriptedEvents(let events):
                player.enqueue(events)
            case .controlRequest(let request):
                ControlSocketEndpoint.answer(request, host: host)
            case .signal(let signal, let receipt):
                receipt.markHandled()
                host.handle(signal)
            case .fileChanges(let changes):
                reloadWatch?.handle(changes)
            }
        }, isAppCodeHeld: { host.isAppCodeHeld }, isFinished: { host.exitStatus != nil })
        controlSocket?.close()
        watcher?.stop()
        withExtendedLifetime((signals, app.catalog, reloadWatch)) {}
        flushStandardStreams()
        return host.exitStatus ?? 0
    }

    /// Watches the plugin's folder and the storyboards' for `ReloadWatch`, from a thread of the
    /// watcher's own; changes reach the main thread through the inbox.
    private static func watch(_ generations: PluginGenerations, storyboardFolder: String?, inbox: HostInbox) throws(HostError) -> DirectoryWatcher {
        let folders = ReloadWatch.folders(pluginPath: generations.sourcePath, storyboardFolder: storyboardFolder)
        do {
            return try DirectoryWatcher(directories: folders) { changes in inbox.post(.fileChanges(changes)) }
        } catch {
            throw HostError(.fileNotFound, "cannot watch \(folders.joined(separator: " and ")): \(error)",
                            remedy: "check that the folders exist; if the limit of inotify watches is reached, raise fs.inotify.max_user_watches")
        }
    }

    private func makeLogger() -> Logger {
        let level: Logger.Level = quiet ? .warning : verbose ? .debug : .info
        return Logger(label: "apphost") { _ in ConsoleLogHandler(logLevel: level) }
    }

    func makeSettings() throws(HostError) -> HostSettings {
        let suspendAfter = try Duration(option: "--suspend-after", value: suspendAfter, allowingZero: true)
        guard let payload = (try? JSONSerialization.jsonObject(with: Data(notificationPayload.utf8))) as? [String: Any] else {
            throw HostError(.usage, "--notification-payload is not a JSON object: \(notificationPayload.prefix(80))",
                            remedy: "pass an object, e.g. --notification-payload '{\"aps\":{\"content-available\":1}}'")
        }
        var settings = HostSettings(launchReason: launchReason, suspendAfter: suspendAfter, remoteNotificationPayload: payload)
        settings.backgroundTime = try Duration(option: "--background-time", value: backgroundTime)
        settings.expirationWarning = try Duration(option: "--expiration-warning", value: expirationWarning)
        settings.watchdogLimits = [
            .launch: try Duration(option: "--watchdog-launch", value: watchdogLaunch),
            .didEnterBackground: try Duration(option: "--watchdog-background", value: watchdogBackground),
            .willTerminate: try Duration(option: "--watchdog-terminate", value: watchdogTerminate),
        ]
        return settings
    }

    /// The events of an events file, read and checked before launch so that a typo stops the
    /// run before any app code does; `nil` for standard input, which is read as it arrives.
    func readEventsFile() throws(HostError) -> [ScriptedEvent]? {
        guard let events, events != "-" else { return nil }
        guard let data = FileManager.default.contents(atPath: events) else {
            throw HostError(.fileNotFound, "events script '\(events)' does not exist or cannot be read", remedy: "correct the path given to --events")
        }
        return try EventScriptParser.parse(String(decoding: data, as: UTF8.self), source: events)
    }
}
