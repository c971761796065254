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
            control as VoiceOver does), {"event":"state"}, {"event":"snapshot","label":TEXT}.

            Signals: SIGTERM and SIGINT terminate the app as 'terminate' does (a second one \
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

    @Flag(name: .shortAndLong, help: "Also log every callback.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Log only warnings and errors.")
    var quiet = false

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let logger = makeLogger()
        var settings = try makeSettings()
        let launchTarget = try LaunchTarget.resolve(target, delegate: delegateClass, application: applicationClass, mainStoryboard: mainStoryboard)
        settings.mainStoryboardPath = launchTarget.mainStoryboardPath
        let scriptedEvents = try readEventsFile()
        let recorder = try trace.map { path throws(HostError) in try TraceRecorder(destination: path, origin: origin) }
            ?? TraceRecorder(origin: origin)

        let snapshots = try snapshot.map { path throws(HostError) in
            try SnapshotWriter(path: path, format: snapshotFormat ?? .implied(byPath: path))
        }

        let plugin = try PluginLoader.load(launchTarget.pluginPath)
        let catalog = PluginClassCatalog(plugin: plugin)
        HostKitRuntime.classCatalog = catalog
        HostKitRuntime.resourceFolder = URL(fileURLWithPath: launchTarget.resourceFolder, isDirectory: true)
        let resolver = AppClassResolver(plugin: plugin)
        let applicationType = try resolver.applicationClass(named: launchTarget.applicationClassName)
        _ = try resolver.delegateClass(named: launchTarget.delegateClassName)

        let application = applicationType.init()
        Application.current = application
        let delegate = try resolver.makeDelegate(named: launchTarget.delegateClassName)
        let delegateName = HostKitRuntime.typeName(of: delegate)
        application.delegate = delegate
        recorder.record(.host, "pluginLoaded", state: .notRunning, [
            "path": .string(plugin.path),
            "delegate": .string(delegateName),
            "application": .string(String(reflecting: applicationType)),
        ])
        logger.info("loaded \(plugin.path): delegate \(delegateName)")

        let clock = AppClock(origin: origin)
        let inbox = HostInbox()
        let runLoop = HostRunLoop(inbox: inbox, clock: clock)
        let host = ApplicationHost(application: application, delegate: delegate, settings: settings,
                                   trace: recorder, clock: clock, logger: logger, snapshots: snapshots)
        if !noWatchdog {
            MainThreadStack.prepare()
            host.watchdog = HostWatchdog(trace: recorder.emergencyWriter)
        }
        let channel = try control.map { path throws(HostError) in try ControlChannel(path: path, inbox: inbox) }
        let signals = ProcessSignalWatcher { signal, receipt in
            inbox.post(.signal(signal, receipt))
        }
        host.send(.launch(settings.launchReason))

        let player = EventScriptPlayer(host: host, clock: clock)
        if let scriptedEvents {
            player.enqueue(scriptedEvents)
        } else if events == "-" {
            StandardInputEventFeed.start(logger: logger, inbox: inbox)
        }
        runLoop.run(handle: { input in
            switch input {
            case .scriptedEvents(let events):
                player.enqueue(events)
            case .controlRequest(let request):
                ControlChannel.answer(request, host: host)
            case .signal(let signal, let receipt):
                receipt.markHandled()
                host.handle(signal)
            }
        }, isAppCodeHeld: { host.isAppCodeHeld }, isFinished: { host.exitStatus != nil })
        channel?.close()
        withExtendedLifetime((signals, catalog)) {}
        flushStandardStreams()
        return host.exitStatus ?? 0
    }

    private func makeLogger() -> Logger {
        let level: Logger.Level = quiet ? .warning : verbose ? .debug : .info
        return Logger(label: "apphost") { _ in ConsoleLogHandler(logLevel: level) }
    }

    private func makeSettings() throws(HostError) -> HostSettings {
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
    private func readEventsFile() throws(HostError) -> [ScriptedEvent]? {
        guard let events, events != "-" else { return nil }
        guard let data = FileManager.default.contents(atPath: events) else {
            throw HostError(.fileNotFound, "events script '\(events)' does not exist or cannot be read", remedy: "correct the path given to --events")
        }
        return try EventScriptParser.parse(String(decoding: data, as: UTF8.self), source: events)
    }
}
