import Foundation
@_spi(Drawing) import HostKit
import Lifecycle
import Logging

/// Runs one app: feeds system events to the lifecycle state machine, one at a time, and executes
/// the actions it returns against the app's objects. It decides nothing itself.
@MainActor
final class ApplicationHost: HostKitObserver {
    let application: Application
    /// Replaced by each reload with the new generation's.
    var delegate: any ApplicationDelegate
    let settings: HostSettings
    let trace: TraceRecorder
    let clock: AppClock
    let logger: Logger
    var delegateName: String
    var lifecycle = ApplicationLifecycle()
    /// The state as far as the actions executed so far have moved it. The machine is already at
    /// the end of the current event's actions; callbacks must see the state they run in.
    private(set) var currentState: LifecycleState = .notRunning
    var pendingEvents: [LifecycleEvent] = []
    private var isHandlingEvent = false
    private var suspensionTimer: AppClock.TimerID?
    /// The window the main storyboard made, kept here for delegates that do not store `window`.
    var storyboardWindow: Window?
    let snapshots: SnapshotWriter?
    /// Whether the run shows pixels (PNG snapshots, the control socket), so that a picture of the
    /// screen is kept as the app enters the background.
    var keepsScreenPictures = false
    /// The screen's pixels, made the first time they are asked for; `nil` in a run that never
    /// asks, which then draws nothing.
    var compositor: ScreenCompositor?
    /// The `banner` event's text, drawn over the screen by the compositor.
    var banner: String?
    /// The screen as the app left it on entering the background.
    var screenSnapshotInBackground: Data?
    /// Times the callbacks that have limits; `nil` when the host runs without one (tests).
    var watchdog: HostWatchdog?
    /// Open background tasks, by identifier, and the allowance timers.
    var backgroundTasks = BackgroundTaskRegistry()
    var allowanceTimers: [AppClock.TimerID] = []
    /// App time at which the current background allowance started.
    var allowanceStart: Duration?

    /// True while the app is suspended: the run loop must not run the app's timers or
    /// main-queue work.
    private(set) var isAppCodeHeld = false
    /// App-clock work of HostKit's (animation ends, gesture timers) that fell due while the app
    /// code was held.
    var heldClockActions: [@MainActor () -> Void] = []
    /// Whether the display link's next frame is on the clock (see ApplicationHost+DisplayLink.swift).
    var isDisplayLinkTickScheduled = false

    /// Set once the app has ended: the process exit status.
    private(set) var exitStatus: Int32?

    // Reloading (see ApplicationHost+Reload.swift)
    /// The plugin's builds; `nil` when the app cannot reload (a run without a session folder).
    var generations: PluginGenerations?
    /// The reload waiting, the one under way, how the last ended, the state to resume from.
    var reloadSession = ReloadSession<PluginGeneration>()
    /// The supervisor of a `--watch` session, told about each generation and state.
    var supervisor: SupervisorLink?
    /// A scene-based app's sessions and scenes (see ApplicationHost+Scenes.swift).
    var sceneRegistry = SceneRegistry()

    var state: LifecycleState { currentState }

    init(application: Application, delegate: any ApplicationDelegate, settings: HostSettings,
         trace: TraceRecorder, clock: AppClock, logger: Logger, snapshots: SnapshotWriter? = nil) {
        self.application = application
        self.delegate = delegate
        application.delegate = delegate
        self.settings = settings
        self.trace = trace
        self.clock = clock
        self.logger = logger
        self.snapshots = snapshots
        lifecycle = ApplicationLifecycle(sceneBased: settings.sceneManifest != nil)
        delegateName = Self.typeName(of: delegate)
        HostLink.observer = self
        HostLink.backgroundExecution = self
        HostLink.appClock = self
        connectDisplayLink()
    }

    /// Applies `event` after any event already being handled: events never interleave, even when
    /// app code causes one from inside a callback.
    /// - Returns: why the event was refused, when it was handled at once and refused.
    @discardableResult
    func send(_ event: LifecycleEvent) -> LifecycleRefusal? {
        pendingEvents.append(event)
        return drainPendingEvents()
    }

    /// Handles the queued events, unless an event is already being handled (then its loop
    /// picks them up).
    @discardableResult
    func drainPendingEvents() -> LifecycleRefusal? {
        guard !isHandlingEvent else { return nil }
        isHandlingEvent = true
        defer { isHandlingEvent = false }
        var firstRefusal: LifecycleRefusal?
        var isFirst = true
        while !pendingEvents.isEmpty, exitStatus == nil {
            let refusal = handle(pendingEvents.removeFirst())
            if isFirst { firstRefusal = refusal }
            isFirst = false
        }
        return firstRefusal
    }

    private func handle(_ event: LifecycleEvent) -> LifecycleRefusal? {
        let eventName = ScriptedEvent.name(of: event)
        if case .launch(let reason) = event {
            trace.record(.host, "launch", state: currentState, ["reason": .string(reason.rawValue)])
        } else {
            trace.record(.host, "event", state: currentState, fields: [("event", TraceRecorder.Value.string(eventName))] + Self.sceneFields(of: event))
        }
        let actions: [LifecycleAction]
        do {
            actions = try lifecycle.handle(event)
        } catch {
            logger.warning("event '\(eventName)' ignored in state \(error.state.rawValue): \(error.reason)")
            trace.record(.host, "refused", state: error.state, ["event": .string(eventName), "reason": .string(error.reason)])
            return error
        }
        execute(actions)
        return nil
    }

    /// Executes actions the machine returned, stopping at the first failure. A failure during a
    /// reload rolls back to the last good generation; any other ends the app.
    func execute(_ actions: [LifecycleAction]) {
        for action in actions where exitStatus == nil {
            do {
                try execute(action)
            } catch {
                if reloadSession.isReloading {
                    rollBack(after: error)
                } else {
                    fail(with: error)
                }
                return
            }
        }
    }

    private func execute(_ action: LifecycleAction) throws(HostError) {
        switch action {
        case .loadMainInterface:
            try loadMainStoryboard()
        case .changeState(let from, let to):
            currentState = to
            application.applicationState = Self.visibleState(to)
            trace.recordStateChange(from: from, to: to)
            logger.info("state \(from.rawValue) → \(to.rawValue)")
        case .callDelegate(let callback):
            callDelegate(callback)
        case .post(let notification):
            post(notification)
        case .showWindow:
            try showWindow()
        case .deliverLaunchEvent(let reason):
            deliverLaunchEvent(reason)
        case .forwardMemoryWarningToViewControllers:
            for controller in application.windows.flatMap({ $0.rootViewController?.subtree ?? [] }) {
                controller.deliverMemoryWarning()
            }
        case .cancelTouches:
            if application.hasTouchesInProgress {
                trace.record(.host, "cancelTouches", state: currentState)
                application.cancelAllTouches()
            }
            // Keys held go too, as UIKit cancels the presses of an app that resigns active.
            application.cancelAllPresses(timestamp: Double(clock.now.nanoseconds) / 1e9)
        case .startSuspensionTimer:
            suspensionTimer = clock.schedule(after: settings.suspendAfter) { [weak self] in
                self?.suspensionTimer = nil
                self?.send(.suspensionDue)
            }
        case .cancelSuspensionTimer:
            if let suspensionTimer { clock.cancel(suspensionTimer) }
            suspensionTimer = nil
        case .requestSuspension:
            pendingEvents.append(.suspensionDue)
        case .startBackgroundAllowance:
            startBackgroundAllowance()
        case .cancelBackgroundAllowance:
            cancelBackgroundAllowance()
        case .runExpirationHandlers:
            runExpirationHandlers()
        case .reportOpenBackgroundTasks:
            reportOpenBackgroundTasks()
        case .armWatchdog(let phase):
            watchdog?.arm(phase, limit: settings.watchdogLimits[phase], delegate: delegateName, state: currentState)
        case .disarmWatchdog:
            watchdog?.disarm()
        case .holdAppCode:
            isAppCodeHeld = true
            trace.record(.host, "holdAppCode", state: currentState)
        case .resumeAppCode:
            isAppCodeHeld = false
            trace.record(.host, "resumeAppCode", state: currentState)
            runHeldClockActions()
        case .exit(let reason):
            finish(status: reason == .backgroundTimeExpired ? HostError.Code.backgroundTimeExpired.exitStatus : 0, reason: reason.rawValue)
        case .keepScreenSnapshot:
            keepScreenSnapshot()
        case .preserveState:
            preserveState()
        case .restoreState:
            try restoreState()
        case .captureState:
            captureState()
        case .swapGeneration:
            swapGeneration()
        case .commitGeneration:
            commitGeneration()
        case .connectScene(let id):
            try connectScene(id)
        case .changeSceneState(let id, let from, let to):
            changeSceneState(id, from: from, to: to)
        case .callSceneDelegate(let callback, let id):
            callSceneDelegate(callback, id)
        case .postScene(let notification, let id):
            postScene(notification, id)
        case .showSceneWindow(let id):
            try showSceneWindow(id)
        case .saveSceneActivity(let id):
            saveSceneActivity(id)
        case .releaseScene(let id):
            releaseScene(id)
        case .discardSession(let id):
            discardSession(id)
        case .reportDiscardedSessions:
            reportDiscardedSessions()
        case .deferReload:
            trace.record(.host, "reloadDeferred", state: currentState, ["reason": .string("the app is suspended; it reloads once it is active again")])
        }
    }

    func callDelegate(_ callback: DelegateCallback) {
        trace.record(.app, callback.swiftName, object: delegateName, state: currentState)
        watchdog?.noteCallback("\(delegateName).\(callback.swiftName)")
        logger.debug("\(delegateName).\(callback.swiftName)")
        switch callback {
        case .willFinishLaunching: _ = delegate.application(application, willFinishLaunchingWithOptions: launchOptions)
        case .didFinishLaunching: _ = delegate.application(application, didFinishLaunchingWithOptions: launchOptions)
        case .didBecomeActive: delegate.applicationDidBecomeActive(application)
        case .willResignActive: delegate.applicationWillResignActive(application)
        case .didEnterBackground: delegate.applicationDidEnterBackground(application)
        case .willEnterForeground: delegate.applicationWillEnterForeground(application)
        case .willTerminate: delegate.applicationWillTerminate(application)
        case .didReceiveMemoryWarning: delegate.applicationDidReceiveMemoryWarning(application)
        }
    }

    private func post(_ notification: ApplicationNotification) {
        let name = Self.notificationName(notification)
        trace.record(.host, "post", state: currentState, ["notification": .string(name.rawValue)])
        let userInfo = notification == .didFinishLaunching ? launchOptions.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value) }) } : nil
        NotificationCenter.default.post(name: name, object: application, userInfo: userInfo)
    }

    /// Builds the main storyboard's initial view controller and a window for it, before
    /// `willFinishLaunching`, as UIKit does. The storyboard and every one it references are
    /// checked against the plugin first, so that a missing outlet stops the launch with its
    /// `file:line:column` instead of failing later.
    private func loadMainStoryboard() throws(HostError) {
        guard let path = settings.mainStoryboardPath else { return }
        let initial = try initialController(ofStoryboard: path, role: "main storyboard", manifestKey: "\"mainStoryboard\"")
        let window = delegate.window ?? Window(frame: Screen.main.bounds)
        if delegate.window == nil { delegate.window = window }
        storyboardWindow = window
        window.rootViewController = initial
        trace.record(.host, "mainStoryboard", state: currentState, ["path": .string(path), "initial": .string(Self.typeName(of: initial))])
    }

    /// The initial view controller of the storyboard at `path`, which is checked against the
    /// plugin first (with every storyboard it references), so that a missing outlet stops the
    /// launch with its `file:line:column` instead of failing later.
    func initialController(ofStoryboard path: String, role: String, manifestKey: String) throws(HostError) -> ViewController {
        let diagnostics = StoryboardLibrary.current.check(path, requireInitial: true)
        if let first = diagnostics.first {
            if !FileManager.default.fileExists(atPath: path) {
                throw HostError(.fileNotFound, "\(role) '\(path)' does not exist",
                                remedy: "create it, or correct \(manifestKey) in app.json (the file is NAME.storyboard.json in the app's folder)")
            }
            throw HostError(.badStoryboard, "\(role) '\(path)' cannot be used: \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s")",
                            notes: diagnostics.map(\.description), remedy: "correct the storyboard at \(first.location); `apphost validate` checks storyboards without launching")
        }
        do throws(StoryboardError) {
            guard let controller = try Storyboard(path: path).instantiateInitialController() else {
                throw StoryboardError(.noInitialViewController, "\(role) '\(path)' has no initial view controller", remedy: "mark one scene \"initial\": true")
            }
            return controller
        } catch {
            throw HostError(.badStoryboard, error.message, notes: error.problems, remedy: error.remedy)
        }
    }

    /// Writes the windows' view tree to the snapshot file.
    func takeSnapshot(label: String?) {
        guard let snapshots else {
            logger.warning("snapshot event ignored: no --snapshot file was given")
            return
        }
        writeSnapshot(ViewTreeSnapshot(application: application), label: label, to: snapshots)
    }

    /// Appends `tree` to the `--snapshot` file and traces it.
    func writeSnapshot(_ tree: ViewTreeSnapshot, label: String?, to snapshots: SnapshotWriter) {
        do {
            try snapshots.write(tree, label: label, screen: screenPNG)
            trace.record(.host, "snapshot", state: currentState, label.map { ["label": .string($0)] } ?? [:])
        } catch {
            logger.error("\(error)")
        }
    }

    /// Shows the interface at the end of launch: the delegate's window (or the key window) is
    /// made key and visible, and its root view controller's view loads and appears.
    private func showWindow() throws(HostError) {
        application.isInterfaceShown = true
        guard let window = delegate.window ?? storyboardWindow ?? application.keyWindow else {
            logger.warning("\(delegateName) has no window at the end of launch: the app shows nothing")
            trace.record(.host, "noWindow", state: currentState)
            return
        }
        guard window.rootViewController != nil else {
            throw HostError(.launchRuleBroken, "the window of \(delegateName) has no root view controller at the end of launch",
                            remedy: "set window.rootViewController in application(_:didFinishLaunchingWithOptions:), or name a main storyboard")
        }
        if window.isKeyWindow {
            window.showRootViewController()
        } else {
            window.makeKeyAndVisible()
        }
    }

    /// Delivers the launch event. A fetch or notification handler holds the app in the
    /// background until it calls its completion handler, as a background task does.
    private func deliverLaunchEvent(_ reason: LaunchReason) {
        let holdingTask = reason == .location ? nil : beginBackgroundTask(named: "\(reason.rawValue) completion handler", expirationHandler: nil)
        var hasCompleted = false
        let completion: @MainActor (Application.BackgroundFetchResult) -> Void = { [weak self] result in
            guard let self else { return }
            guard !hasCompleted else {
                HostLink.reportIssue("the \(reason.rawValue) completion handler was called more than once",
                                           remedy: "call the completion handler exactly once")
                return
            }
            hasCompleted = true
            self.trace.record(.host, "completionHandler", state: self.currentState, ["result": .string("\(result)")])
            if let holdingTask { self.endBackgroundTask(holdingTask) }
        }
        switch reason {
        case .backgroundFetch:
            trace.record(.app, "application(_:performFetchWithCompletionHandler:)", object: delegateName, state: currentState)
            delegate.application(application, performFetchWithCompletionHandler: completion)
        case .remoteNotification:
            trace.record(.app, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", object: delegateName, state: currentState)
            delegate.application(application, didReceiveRemoteNotification: settings.remoteNotificationPayload, fetchCompletionHandler: completion)
        case .location, .user:
            break  // As on iOS, a location launch is told only through the launch options.
        }
    }

    private var launchOptions: [Application.LaunchOptionsKey: Any]? {
        switch settings.launchReason {
        case .user: nil
        case .backgroundFetch: [.backgroundFetch: true]
        case .remoteNotification: [.remoteNotification: settings.remoteNotificationPayload]
        case .location: [.location: true]
        }
    }

    func fail(with error: HostError) {
        logger.error("\(error)")
        trace.record(.host, "error", state: currentState, ["code": .string(error.code.rawValue), "message": .string(error.message)])
        finish(status: error.code.exitStatus, reason: error.code.rawValue)
    }

    /// Ends a strict run whose script played to its end with the app still unable to terminate.
    func finishScript() {
        finish(status: 0, reason: "scriptEnded")
    }

    private func finish(status: Int32, reason: String) {
        guard exitStatus == nil else { return }
        watchdog?.disarm()
        if let snapshots, snapshots.count == 0, !application.windows.isEmpty { takeSnapshot(label: "exit") }
        trace.record(.host, "exit", state: currentState, ["status": .int(Int64(status)), "reason": .string(reason)])
        logger.info("exit \(status) (\(reason))")
        exitStatus = status
    }

    // MARK: HostKitObserver

    func willInvoke(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String>) {
        let kind: TraceRecorder.Kind = receiver is ViewController ? .vc : receiver is View ? .view : .app
        let receiverName = Self.typeName(of: receiver)
        trace.record(kind, name, object: receiverName, state: currentState, details: details)
        // A view controller's viewDidLoad() can be what hangs a launch: the report names it.
        watchdog?.noteCallback("\(receiverName).\(name)")
        logger.debug("\(receiverName).\(name)")
    }

    func didReportIssue(_ message: String, remedy: String) {
        logger.warning("\(message) (fix: \(remedy))")
        trace.record(.host, "issue", state: currentState, ["message": .string(message)])
    }

    func didLog(_ message: String) {
        logger.info("\(message)")
        trace.record(.log, "log", state: currentState, ["message": .string(message)])
    }

    func didPlayFeedback(_ kind: String, details: KeyValuePairs<String, String>) {
        var fields: [(String, TraceRecorder.Value)] = [("feedback", .string(kind))]
        for (key, value) in details { fields.append((key, .string(value))) }
        trace.record(.app, "feedback", state: currentState, fields: fields)
    }

    // MARK: Mapping

    static func typeName(of object: AnyObject) -> String {
        HostLink.typeName(of: object)
    }

    private static func visibleState(_ state: LifecycleState) -> Application.State {
        switch state {
        case .active: .active
        case .inactive: .inactive
        case .background, .suspended, .notRunning: .background
        }
    }

    private static func notificationName(_ notification: ApplicationNotification) -> Notification.Name {
        switch notification {
        case .didFinishLaunching: Application.didFinishLaunchingNotification
        case .didBecomeActive: Application.didBecomeActiveNotification
        case .willResignActive: Application.willResignActiveNotification
        case .didEnterBackground: Application.didEnterBackgroundNotification
        case .willEnterForeground: Application.willEnterForegroundNotification
        case .willTerminate: Application.willTerminateNotification
        case .didReceiveMemoryWarning: Application.didReceiveMemoryWarningNotification
        }
    }
}
