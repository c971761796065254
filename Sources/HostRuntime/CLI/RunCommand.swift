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
            'active' (or into the background, with --launch-reason), then handles system events \
            from --events until one terminates it. SIGTERM and SIGINT terminate it as the \
            'terminate' event does; a second signal while the app is busy ends it at once.

            Events (JSON Lines, one per line): {"event":"interruptionBegan"}, \
            {"event":"interruptionEnded"}, {"event":"home"}, {"event":"foreground"}, \
            {"event":"memoryWarning"}, {"event":"terminate"}, {"event":"forceQuit"}, \
            {"event":"advance","ms":N} (move the app clock on), {"event":"wait","ms":N} (let real \
            time pass), {"event":"activate","identifier":ID} or {"event":"activate","tag":N} (work \
            a control of the key window, as VoiceOver does), {"event":"snapshot","label":TEXT} \
            (append the view tree to the --snapshot file).
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
        let delegateType = try resolver.delegateClass(named: launchTarget.delegateClassName)

        let application = applicationType.init()
        Application.current = application
        let delegate = delegateType.init()
        application.delegate = delegate
        recorder.record(.host, "pluginLoaded", state: .notRunning, [
            "path": .string(plugin.path),
            "delegate": .string(String(reflecting: delegateType)),
            "application": .string(String(reflecting: applicationType)),
        ])
        logger.info("loaded \(plugin.path): delegate \(String(reflecting: delegateType))")

        let clock = AppClock()
        let host = ApplicationHost(application: application, delegate: delegate, settings: settings,
                                   trace: recorder, clock: clock, logger: logger, snapshots: snapshots)
        let signals = TerminationSignalWatcher { _, receipt in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    receipt.markHandled()
                    host.send(.terminate)
                }
            }
        }
        host.send(.launch(settings.launchReason))

        let player = EventScriptPlayer(host: host, clock: clock)
        if let scriptedEvents {
            player.enqueue(scriptedEvents)
        } else if events == "-" {
            StandardInputEventFeed.start(logger: logger) { player.enqueue($0) }
        }
        while host.exitStatus == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        withExtendedLifetime((signals, catalog)) {}
        flushStandardStreams()
        return host.exitStatus ?? 0
    }

    private func makeLogger() -> Logger {
        let level: Logger.Level = quiet ? .warning : verbose ? .debug : .info
        return Logger(label: "apphost") { _ in ConsoleLogHandler(logLevel: level) }
    }

    private func makeSettings() throws(HostError) -> HostSettings {
        guard let suspendAfter = Duration(userText: suspendAfter) else {
            throw HostError(.usage, "--suspend-after '\(suspendAfter)' is not a duration", remedy: "write it with a unit: 500ms, 5s or 1m")
        }
        guard let payload = (try? JSONSerialization.jsonObject(with: Data(notificationPayload.utf8))) as? [String: Any] else {
            throw HostError(.usage, "--notification-payload is not a JSON object: \(notificationPayload.prefix(80))",
                            remedy: "pass an object, e.g. --notification-payload '{\"aps\":{\"content-available\":1}}'")
        }
        return HostSettings(launchReason: launchReason, suspendAfter: suspendAfter, remoteNotificationPayload: payload)
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
