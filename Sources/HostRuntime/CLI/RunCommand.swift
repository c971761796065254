import ArgumentParser
import Foundation
@_spi(Drawing) import HostKit
import Lifecycle
import Logging
import Rendering
import SystemInterop
import Windowing

extension LaunchReason: ExpressibleByArgument {}
extension SnapshotWriter.Format: ExpressibleByArgument {}

/// `apphost run TARGET`: the job of `main` and `UIApplicationMain`.
struct RunCommand: HostSubcommand {
    // `apphost` parses this command directly (see `parseCommand`): naming its super-command makes
    // usage lines read `apphost run`, and skips the completion-script check, which builds every
    // option's definition once more at each launch.
    static let configuration = CommandConfiguration(
        commandName: "run",
        _superCommandName: "apphost",
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
            {"event":"tap","tag":N} or {"event":"tap","title":TEXT} (the frontmost button \
            with that title: an alert's action, a bar button) or {"event":"tap","row":R,"section":S} \
            (a table's row), {"event":"touch","phase":"began|moved|ended|cancelled","x":X,"y":Y,"finger":N}, \
            {"event":"scroll","dx":DX,"dy":DY} (a scroll view's content, as a mouse wheel moves \
            it; "identifier":ID names it, or "x":X,"y":Y the point under the pointer), {"event":"rotate","direction":"left|right"}, {"event":"type","text":TEXT}, {"event":"deleteBackward"}, \
            {"event":"key","key":"upArrow|escape|return|tab|f1|a…","modifiers":["command","shift",…]} (a hardware key: \
            key commands, then text, then pressesBegan/pressesEnded up the responder chain), \
            {"event":"shake"}, {"event":"remoteControl","command":"play|pause|togglePlayPause|\
            nextTrack|previousTrack|stop"}, {"event":"activate","identifier":ID} (work a \
            control as VoiceOver does), {"event":"state"}, {"event":"snapshot","label":TEXT}, \
            {"event":"reload"} (with --watch: load the plugin file as a new generation). \
            An identifier is an accessibility identifier, or else a storyboard id.

            Expectations: {"expect":"text","identifier":ID,"equals":TEXT}, \
            {"expect":"exists","identifier":ID} ("equals":false: absent), \
            {"expect":"state","equals":"active"}, {"expect":"trace","contains":"viewDidLoad"}. \
            With --strict the first failed step or expectation ends the run with status 24.

            Hot reload: with --watch, a new build of the plugin or an edited storyboard replaces \
            the running code and interface, keeping the screens and the state the controllers \
            encode; a build that fails is rolled back, and a crash restarts the app with the \
            last good build and state.

            Window: with --window the app shows in a desktop window (SDL2; X11 or Wayland) at \
            the screen's size in pixels: the left mouse button is a finger (with Alt, two fingers \
            mirrored around the centre), the wheel scrolls, the keyboard types into the first \
            responder, other keys (arrows, Escape, function keys, Command+…) are UIKit's \
            hardware keys (the responder chain's key commands, then presses), and Tab moves \
            between text fields. Shortcuts: \(WindowInput.shortcutHelp). \
            Without DISPLAY or WAYLAND_DISPLAY, --window exits with status 69.

            Signals: SIGTERM, SIGINT and SIGHUP terminate the app as 'terminate' does (a second one \
            while the app is stuck in a callback ends the process at once). SIGTSTP (Ctrl-Z) \
            sends 'home', then stops the process so that the shell gets its prompt back; \
            SIGCONT (fg) sends 'foreground'; in a burst of the two, the last one wins. SIGPIPE \
            (the reader of --trace - went away) terminates the app too.

            Exit statuses: 0 when the app terminates (with --window also when the window is \
            closed or its display goes away); 21 when the watchdog kills it; 22 when its \
            background time runs out with tasks open; 69 when --window has no display; the others \
            are listed in the documentation (ExitCodes).
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
    var launchReason: LaunchReason = RunOptions.defaults.launchReason

    @Option(help: ArgumentHelp("The JSON object a remoteNotification launch delivers as the notification's userInfo.", valueName: "json"))
    var notificationPayload: String = RunOptions.defaults.notificationPayload

    @Option(help: ArgumentHelp("A JSON Lines file of system events to apply in order; - reads standard input.", valueName: "file"))
    var events: String?

    @Option(help: ArgumentHelp("Write the JSON Lines trace of every callback and state change here; - is standard output.", valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Append the windows' view tree to this file at each snapshot event (or once, at exit, if the events have none); - is standard output.", valueName: "file"))
    var snapshot: String?

    @Option(help: ArgumentHelp("The snapshot format: text (an indented tree), json (JSON Lines), or png (one image of the screen per snapshot, in the --snapshot folder). Default: json for .json/.jsonl files, else text.", valueName: "format"))
    var snapshotFormat: SnapshotWriter.Format?

    @Option(help: ArgumentHelp("The screen's size in points (default 390x844, an iPhone's).", valueName: "WxH"))
    var screen: String = RunOptions.defaults.screen

    @Option(help: ArgumentHelp("The screen's pixels per point: 1, 2 or 3 (default 3).", valueName: "N"))
    var scale: Double = RunOptions.defaults.scale

    @Option(help: ArgumentHelp("The direction of the app's language: left-to-right (the default) or right-to-left, where leading is the right edge for views whose semanticContentAttribute is unspecified.", valueName: "direction"))
    var layoutDirection: LayoutDirectionOption = RunOptions.defaults.layoutDirection

    @Option(help: ArgumentHelp("How long a backgrounded app with no background task runs before it is suspended (e.g. 500ms, 5s).", valueName: "duration"))
    var suspendAfter: String = RunOptions.defaults.suspendAfter

    @Option(help: ArgumentHelp("The background time allowance: how long background tasks may keep a backgrounded app running.", valueName: "duration"))
    var backgroundTime: String = RunOptions.defaults.backgroundTime

    @Option(help: ArgumentHelp("How long before the background time ends the tasks' expiration handlers run (at most half the allowance).", valueName: "duration"))
    var expirationWarning: String = RunOptions.defaults.expirationWarning

    @Option(help: ArgumentHelp("The watchdog's limit from willFinishLaunching until the app is ready for events.", valueName: "duration"))
    var watchdogLaunch: String = RunOptions.defaults.watchdogLaunch

    @Option(help: ArgumentHelp("The watchdog's limit for applicationDidEnterBackground(_:).", valueName: "duration"))
    var watchdogBackground: String = RunOptions.defaults.watchdogBackground

    @Option(help: ArgumentHelp("The watchdog's limit for applicationWillTerminate(_:).", valueName: "duration"))
    var watchdogTerminate: String = RunOptions.defaults.watchdogTerminate

    @Flag(help: "Run without the watchdog, e.g. under a debugger.")
    var noWatchdog = false

    @Flag(help: ArgumentHelp("Treat the events script as a test: the first failed step or expectation ends the run with status 24, and the end of the script terminates the app.",
                             discussion: "The message starts with the script's file:line:column, then what was expected and what is, and the screen."))
    var strict = false

    @Option(help: ArgumentHelp("Open a control socket here (mode 0600) for `apphost ctl`.", valueName: "path"))
    var control: String?

    @Flag(help: ArgumentHelp("Reload the app when the plugin file or a storyboard changes, keeping its state; a crash restarts it with the last good build.", discussion: "See HotReload in the documentation."))
    var watch = false

    @Flag(help: ArgumentHelp("Show the app in a desktop window that takes the mouse and keyboard as touches and keys.", discussion: "See RunningInAWindow in the documentation."))
    var window = false

    @Option(help: ArgumentHelp("With --watch: how long a file written in place must stay unchanged before it is loaded (a file renamed into place is loaded at once).", valueName: "duration"))
    var debounce: String = RunOptions.defaults.debounce

    @Option(help: ArgumentHelp("Save the app's state here when it enters the background, and restore it at launch, if the app opts in (shouldSaveSecureApplicationState). A new file has mode 0600.", valueName: "file"))
    var stateFile: String?

    // Set by the supervisor of a --watch session for the app it runs.
    @Option(help: .private) var supervisedSession: String?
    @Option(help: .private) var resumeImage: String?
    @Option(help: .private) var resumeGeneration: Int = RunOptions.defaults.resumeGeneration
    @Option(help: .private) var resumeState: String?
    @Flag(help: .private) var appendTrace = false
    // Set by `apphost dev`, which builds the plugin and sends `reload` once a build is done: the
    // plugin file is not watched (the storyboards still are).
    @Flag(help: .private) var announcedBuilds = false

    /// The arguments `run` was given, for the app a `--watch` supervisor starts.
    @MainActor static var givenArguments: [String] = []

    @Flag(name: .shortAndLong, help: "Also log every callback.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Log only warnings and errors.")
    var quiet = false

    /// The options as the launch reads them.
    var options: RunOptions {
        var options = RunOptions()
        options.target = target
        options.delegateClass = delegateClass
        options.applicationClass = applicationClass
        options.mainStoryboard = mainStoryboard
        options.launchReason = launchReason
        options.notificationPayload = notificationPayload
        options.events = events
        options.trace = trace
        options.snapshot = snapshot
        options.snapshotFormat = snapshotFormat
        options.screen = screen
        options.scale = scale
        options.layoutDirection = layoutDirection
        options.strict = strict
        options.suspendAfter = suspendAfter
        options.backgroundTime = backgroundTime
        options.expirationWarning = expirationWarning
        options.watchdogLaunch = watchdogLaunch
        options.watchdogBackground = watchdogBackground
        options.watchdogTerminate = watchdogTerminate
        options.noWatchdog = noWatchdog
        options.control = control
        options.watch = watch
        options.window = window
        options.debounce = debounce
        options.stateFile = stateFile
        options.supervisedSession = supervisedSession
        options.resumeImage = resumeImage
        options.resumeGeneration = resumeGeneration
        options.resumeState = resumeState
        options.appendTrace = appendTrace
        options.announcedBuilds = announcedBuilds
        options.verbose = verbose
        options.quiet = quiet
        return options
    }

    @MainActor
    func execute(startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        try Self.execute(options, startedAt: origin)
    }

    @MainActor
    static func execute(_ options: RunOptions, startedAt origin: ContinuousClock.Instant) throws(HostError) -> Int32 {
        let logger = makeLogger(options)
        let plan = try LaunchPlan(options)
        if plan.windowTitle != nil, !DesktopWindow.hasDisplay(in: ProcessInfo.processInfo.environment) {
            let error = WindowingError.displayNotSet
            throw HostError(.noDisplay, error.message, remedy: error.remedy)
        }
        if case .supervisor(let arguments) = plan.role {
            return try Supervisor(arguments: arguments, pluginPath: plan.target.pluginPath, endsWithParent: !plan.watchesPluginFile).run()
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
        recorder.keepsCallbackNames = plan.mayExpectTraceRecords
        let snapshots = try plan.snapshot.map { snapshot throws(HostError) in try SnapshotWriter(path: snapshot.path, format: snapshot.format) }
        // Before any plugin code runs, so that its first look at the screen sees the setting.
        Screen.main.bounds = CGRect(origin: .zero, size: plan.settings.screenSize)
        Screen.main.scale = plan.settings.screenScale
        UserInterfaceLayoutDirection.application = plan.settings.layoutDirection
        // Before any view is made: a label measured in an earlier run need not load Pango.
        let textSizes = TextSizeStore(pluginPath: plan.target.pluginPath, resourceFolder: plan.target.resourceFolder)
        textSizes?.seedMemo()
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
        if plan.snapshot?.format == .png || plan.controlSocketPath != nil {
            // Checked now, drawn when first asked for: making the screen loads Cairo and Pango
            // and allocates its pixels, which a run that never asks need not pay at launch.
            do {
                _ = try RasterCanvas.pixelSize(of: Screen.main.bounds.size, scale: Screen.main.scale)
            } catch {
                throw HostError(.usage, "cannot make the screen: \(error.message)", remedy: error.remedy)
            }
            host.keepsScreenPictures = true
        }
        host.reloadSession = ReloadSession(resuming: try app.resumeArchive())
        let controlSocket = try plan.controlSocketPath.map { path throws(HostError) in try ControlSocketEndpoint(path: path, inbox: inbox) }
        let watchedPlugin = plan.watchesPluginFile ? app.generations?.sourcePath : nil
        let watcher = try app.generations.map { _ throws(HostError) in
            try Self.watch(pluginPath: watchedPlugin, storyboardFolder: plan.storyboardFolder, inbox: inbox)
        }
        let reloadWatch = app.generations.map { _ in
            ReloadWatch(host: host, clock: clock, pluginPath: watchedPlugin, storyboardFolder: plan.storyboardFolder, debounce: plan.debounce)
        }
        // Open before the launch, so that the launch's first frame goes up at the end of its turn.
        let liveWindow = try plan.windowTitle.map { title throws(HostError) in try LiveWindow(title: title, host: host, inbox: inbox) }
        host.send(.launch(plan.settings.launchReason))
        if let generations = app.generations, host.exitStatus == nil {
            app.supervisor?.send(.committed(generation: generations.current.number, image: generations.current.imagePath))
        }

        let player = EventScriptPlayer(host: host, clock: clock, strict: plan.isStrict)
        if let scriptedEvents = plan.scriptedEvents {
            player.enqueue(scriptedEvents, endingScript: true)
        } else if plan.readsEventsFromStandardInput {
            StandardInputEventFeed.start(logger: logger, inbox: inbox, strict: plan.isStrict)
        }
        runLoop.run(handle: { input in
            switch input {
            case .scriptedEvents(let steps, let endingScript):
                player.enqueue(steps, endingScript: endingScript)
            case .scriptError(let error):
                host.fail(with: error)
            case .controlRequest(let request):
                ControlSocketEndpoint.answer(request, host: host)
            case .signal(let signal, let receipt):
                receipt.markHandled()
                host.handle(signal)
            case .fileChanges(let changes):
                reloadWatch?.handle(changes)
            case .windowEvents:
                liveWindow?.handleEvents()
            }
        }, isAppCodeHeld: { host.isAppCodeHeld }, isFinished: { host.exitStatus != nil }, endOfTurn: {
            host.endRunLoopTurn()
            liveWindow?.endRunLoopTurn()
        })
        liveWindow?.close()
        textSizes?.saveIfMeasured()
        controlSocket?.close()
        watcher?.stop()
        withExtendedLifetime((signals, app.catalog, reloadWatch)) {}
        flushStandardStreams()
        return host.exitStatus ?? 0
    }

    /// Watches the plugin's folder and the storyboards' for `ReloadWatch`, from a thread of the
    /// watcher's own; changes reach the main thread through the inbox.
    private static func watch(pluginPath: String?, storyboardFolder: String?, inbox: HostInbox) throws(HostError) -> DirectoryWatcher {
        let folders = ReloadWatch.folders(pluginPath: pluginPath, storyboardFolder: storyboardFolder)
        do {
            return try DirectoryWatcher(directories: folders) { changes in inbox.post(.fileChanges(changes)) }
        } catch {
            throw HostError(.fileNotFound, "cannot watch \(folders.joined(separator: " and ")): \(error)",
                            remedy: "check that the folders exist; if the limit of inotify watches is reached, raise fs.inotify.max_user_watches")
        }
    }

    private static func makeLogger(_ options: RunOptions) -> Logger {
        let level: Logger.Level = options.quiet ? .warning : options.verbose ? .debug : .info
        return Logger(label: "apphost") { _ in ConsoleLogHandler(logLevel: level) }
    }
}
