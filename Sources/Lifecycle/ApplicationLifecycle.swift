/// The iOS application life cycle as a pure value: events in, actions out.
///
/// It performs no side effects. The host feeds it one event at a time and executes the returned
/// actions in order. Rules (see `Sources/HostKit/HostKit.docc/Lifecycle.md`):
/// - a `will…` delegate callback runs in the state being left, a `did…` callback in the state entered;
///   launch is the exception: the state is `inactive` (or `background`) before `willFinishLaunching`;
/// - on a cold launch the root view controller appears (`viewWillAppear`, `viewDidAppear`) before
///   `applicationDidBecomeActive`;
/// - suspension, and termination while suspended, run no app code at all;
/// - an open background task keeps a backgrounded app from being suspended until it ends or the
///   background allowance runs out;
/// - a reload keeps the app's state: the new generation gets the callbacks a launch into that
///   state makes, with the old generation's state restored between `willFinishLaunching` and
///   `didFinishLaunching`; a suspended app reloads once it is active again.
package struct ApplicationLifecycle: Sendable, Hashable {
    package internal(set) var state: LifecycleState = .notRunning
    /// True from launch until the app ends: `notRunning` then means "terminated".
    package internal(set) var hasLaunched = false
    /// `inactive` because of an interruption, rather than on the way to `active`.
    package internal(set) var isInterrupted = false
    /// The window has been shown once; a background launch shows it on the first `foreground`.
    package internal(set) var hasShownWindow = false
    /// The suspension timer runs, or a `suspensionDue` has been requested: the next
    /// `suspensionDue` is expected.
    package internal(set) var isSuspensionScheduled = false
    /// Suspension fell due while background tasks were open: it happens when the last one ends.
    package internal(set) var isSuspensionPending = false
    /// Background tasks begun and not yet ended.
    package internal(set) var openBackgroundTasks = 0
    /// The background allowance is being timed: the app is in the background and not suspended.
    package internal(set) var isBackgroundAllowanceRunning = false
    /// The allowance ran out during this stay in the background: no new task can begin.
    package internal(set) var hasBackgroundTimeExpired = false
    /// A reload arrived while the app was suspended; it runs when the app is active again.
    package internal(set) var isReloadPending = false

    /// The app has a scene manifest: its scenes get the state callbacks (see
    /// `ApplicationLifecycle+Scenes.swift`).
    package let isSceneBased: Bool
    /// Every session that has not been discarded, by number.
    package internal(set) var scenes: [SceneRecord] = []
    package internal(set) var nextSessionID: SceneSessionID = 1
    /// Sessions were discarded while the app ran no code: they are reported when it runs again.
    package internal(set) var hasUnreportedDiscards = false

    /// A machine for an app-delegate app, or for a scene-based one.
    package init(sceneBased: Bool = false) {
        isSceneBased = sceneBased
    }

    package var isTerminated: Bool { hasLaunched && state == .notRunning }

    /// Whether the app's own code may run now: not before launch, not while suspended, not after
    /// the app has ended.
    package var runsAppCode: Bool { state != .notRunning && state != .suspended }

    /// Applies `event` and returns the actions the host must execute, in order.
    /// - Throws: ``LifecycleRefusal`` when the event makes no sense in the current state; the
    ///   machine is then unchanged.
    package mutating func handle(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        if isTerminated {
            throw refusal(event, "the app has terminated")
        }
        if !hasLaunched, !isLaunch(event) {
            throw refusal(event, "the app has not been launched")
        }
        if event.isSceneEvent, !isSceneBased {
            throw refusal(event, "the app has no scene manifest (\"scenes\" in app.json)")
        }
        if isSceneBased, let actions = try handleInSceneBasedApp(event) {
            return actions
        }
        switch event {
        case .launch(let reason): return try launch(reason, event)
        case .interruptionBegan: return try beginInterruption(event)
        case .interruptionEnded: return try endInterruption(event)
        case .home: return try enterBackground(event)
        case .foreground: return try enterForeground(event)
        case .memoryWarning: return try receiveMemoryWarning(event)
        case .memoryPressure: return relieveMemoryPressure()
        case .terminate, .forceQuit: return terminate()
        case .suspensionDue: return try suspend(event)
        case .backgroundTimeExpiring: return try warnOfExpiry(event)
        case .backgroundTimeExpired: return try expireBackgroundTime(event)
        case .reload: return reload()
        case .openScene, .homeScene, .foregroundScene, .disconnectScene, .closeScene, .discardSession:
            preconditionFailure("handled by handleInSceneBasedApp(_:)")
        }
    }

    // MARK: Background tasks

    /// Records a background task the app begins. These are not queued events: the app asks from
    /// inside its own code and gets its answer at once.
    /// - Throws: ``LifecycleRefusal`` (with event `backgroundTimeExpired`) when no task can begin:
    ///   the allowance has run out, or the app is not running.
    package mutating func beginBackgroundTask() throws(LifecycleRefusal) {
        guard runsAppCode else {
            throw LifecycleRefusal(event: .backgroundTimeExpired, state: state, reason: "the app is not running")
        }
        guard !hasBackgroundTimeExpired else {
            throw LifecycleRefusal(event: .backgroundTimeExpired, state: state, reason: "the background time allowance has run out")
        }
        openBackgroundTasks += 1
    }

    /// Records the end of a background task. When it was the last one holding a backgrounded app
    /// whose suspension fell due, the app asks to be suspended.
    package mutating func endBackgroundTask() -> [LifecycleAction] {
        guard openBackgroundTasks > 0 else { return [] }
        openBackgroundTasks -= 1
        guard openBackgroundTasks == 0, state == .background, isSuspensionPending else { return [] }
        isSuspensionPending = false
        return [requestSuspension()]
    }

    // MARK: Events

    private func isLaunch(_ event: LifecycleEvent) -> Bool {
        if case .launch = event { return true }
        return false
    }

    func refusal(_ event: LifecycleEvent, _ reason: String) -> LifecycleRefusal {
        LifecycleRefusal(event: event, state: state, reason: reason)
    }

    private mutating func launch(_ reason: LaunchReason, _ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard !hasLaunched else { throw refusal(event, "the app is already running") }
        hasLaunched = true
        let launchState: LifecycleState = reason.launchesIntoBackground ? .background : .inactive
        var actions: [LifecycleAction] = [.loadMainInterface, move(to: launchState)]
        // A background period's allowance counts from the moment the app is in the background,
        // before any of its code runs there: a task begun in a launch callback sees it.
        if reason.launchesIntoBackground { actions.append(startBackgroundAllowance()) }
        actions += [
            .armWatchdog(.launch),
            .callDelegate(.willFinishLaunching),
            .restoreState,
            .callDelegate(.didFinishLaunching),
            .post(.didFinishLaunching),
        ]
        if reason.launchesIntoBackground {
            actions += [.callDelegate(.didEnterBackground), .post(.didEnterBackground), .deliverLaunchEvent(reason), .disarmWatchdog]
            actions.append(requestSuspension())
        } else {
            actions += becomeActive(showingWindow: true) + [.disarmWatchdog]
        }
        return actions
    }

    private mutating func beginInterruption(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state == .active else {
            throw refusal(event, isInterrupted ? "an interruption is already in progress" : "only an app in the foreground can be interrupted")
        }
        isInterrupted = true
        return resignActive()
    }

    private mutating func endInterruption(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state == .inactive, isInterrupted else { throw refusal(event, "no interruption is in progress") }
        isInterrupted = false
        return becomeActive(showingWindow: false)
    }

    private mutating func enterBackground(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        var actions: [LifecycleAction]
        switch state {
        case .active: actions = resignActive()
        case .inactive: actions = []  // interrupted: applicationWillResignActive(_:) has already run
        case .notRunning, .background, .suspended: throw refusal(event, "the app is already in the background")
        }
        isInterrupted = false
        // Each stay in the background has an allowance of its own, counted from its start: it
        // starts before `applicationDidEnterBackground(_:)`, where apps begin their tasks.
        actions += [move(to: .background), startBackgroundAllowance(), .armWatchdog(.didEnterBackground), .callDelegate(.didEnterBackground),
                    .post(.didEnterBackground), .keepScreenSnapshot, .preserveState, .disarmWatchdog]
        isSuspensionScheduled = true
        actions.append(.startSuspensionTimer)
        return actions
    }

    private mutating func enterForeground(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        switch state {
        case .suspended:
            actions += [move(to: .background), .resumeAppCode]  // resumed: its code runs again
        case .background:
            actions += cancelBackgroundTimers()
        case .notRunning, .inactive, .active:
            throw refusal(event, "the app is already in the foreground")
        }
        isSuspensionScheduled = false
        isSuspensionPending = false
        hasBackgroundTimeExpired = false
        actions += [.callDelegate(.willEnterForeground), .post(.willEnterForeground), move(to: .inactive)]
        actions += becomeActive(showingWindow: !hasShownWindow)
        if isReloadPending {
            isReloadPending = false
            actions += reloadSequence()
        }
        return actions
    }

    private mutating func receiveMemoryWarning(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state != .suspended else {
            throw refusal(event, "a suspended app runs no code; under memory pressure the system purges it instead")
        }
        return memoryWarning()
    }

    private mutating func relieveMemoryPressure() -> [LifecycleAction] {
        guard state == .suspended else { return memoryWarning() }
        return [move(to: .notRunning), .exit(.purged)]
    }

    private mutating func terminate() -> [LifecycleAction] {
        var actions = cancelBackgroundTimers()
        if state != .suspended {
            actions += [.armWatchdog(.willTerminate), .callDelegate(.willTerminate), .post(.willTerminate), .disarmWatchdog]
        }
        isInterrupted = false
        isSuspensionPending = false
        return actions + [move(to: .notRunning), .exit(.terminated)]
    }

    private mutating func suspend(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state == .background, isSuspensionScheduled else {
            throw refusal(event, "only an app in the background is suspended")
        }
        isSuspensionScheduled = false
        guard openBackgroundTasks == 0 else {
            isSuspensionPending = true  // the last endBackgroundTask(_:) suspends it
            return []
        }
        var actions: [LifecycleAction] = []
        if isBackgroundAllowanceRunning {
            isBackgroundAllowanceRunning = false
            actions.append(.cancelBackgroundAllowance)
        }
        return actions + [move(to: .suspended)] + suspendScenes() + [.holdAppCode]
    }

    private mutating func warnOfExpiry(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state == .background, isBackgroundAllowanceRunning else {
            throw refusal(event, "the background allowance is not running")
        }
        return openBackgroundTasks > 0 ? [.runExpirationHandlers] : []
    }

    private mutating func expireBackgroundTime(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state == .background, isBackgroundAllowanceRunning else {
            throw refusal(event, "the background allowance is not running")
        }
        isBackgroundAllowanceRunning = false
        hasBackgroundTimeExpired = true
        guard openBackgroundTasks > 0 else { return [] }
        var actions: [LifecycleAction] = [.reportOpenBackgroundTasks]
        if isSuspensionScheduled {
            isSuspensionScheduled = false
            actions.append(.cancelSuspensionTimer)
        }
        isSuspensionPending = false
        return actions + [move(to: .notRunning), .exit(.backgroundTimeExpired)]
    }

    mutating func reload() -> [LifecycleAction] {
        guard state != .suspended else {
            isReloadPending = true
            return [.deferReload]
        }
        return reloadSequence()
    }

    // MARK: Building blocks

    /// Hands the running generation's state to the next one, which then gets the callbacks of a
    /// launch into the current state. The state itself does not change.
    mutating func reloadSequence() -> [LifecycleAction] {
        if isSceneBased { return sceneReloadSequence() }
        var actions: [LifecycleAction] = state == .active ? [.cancelTouches] : []
        actions += [.captureState, .swapGeneration, .loadMainInterface, .armWatchdog(.launch),
                    .callDelegate(.willFinishLaunching), .restoreState, .callDelegate(.didFinishLaunching), .post(.didFinishLaunching)]
        if hasShownWindow { actions.append(.showWindow) }
        switch state {
        case .active: actions += [.callDelegate(.didBecomeActive), .post(.didBecomeActive)]
        case .background: actions += [.callDelegate(.didEnterBackground), .post(.didEnterBackground)]
        case .inactive, .suspended, .notRunning: break
        }
        return actions + [.disarmWatchdog, .commitGeneration]
    }

    mutating func memoryWarning() -> [LifecycleAction] {
        [.callDelegate(.didReceiveMemoryWarning), .post(.didReceiveMemoryWarning), .forwardMemoryWarningToViewControllers]
    }

    private mutating func resignActive() -> [LifecycleAction] {
        [.callDelegate(.willResignActive), .post(.willResignActive), .cancelTouches, move(to: .inactive)]
    }

    private mutating func becomeActive(showingWindow: Bool) -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        if showingWindow {
            hasShownWindow = true
            actions.append(.showWindow)
        }
        return actions + [move(to: .active), .callDelegate(.didBecomeActive), .post(.didBecomeActive)]
    }

    mutating func move(to newState: LifecycleState) -> LifecycleAction {
        defer { state = newState }
        return .changeState(from: state, to: newState)
    }

    mutating func startBackgroundAllowance() -> LifecycleAction {
        isBackgroundAllowanceRunning = true
        return .startBackgroundAllowance
    }

    mutating func requestSuspension() -> LifecycleAction {
        isSuspensionScheduled = true
        return .requestSuspension
    }

    /// Stops the timers of a stay in the background that is ending. A requested (not timed)
    /// suspension has no timer; clearing the flag makes its `suspensionDue` a refusal.
    mutating func cancelBackgroundTimers() -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        if isSuspensionScheduled, state == .background {
            actions.append(.cancelSuspensionTimer)
        }
        isSuspensionScheduled = false
        if isBackgroundAllowanceRunning {
            isBackgroundAllowanceRunning = false
            actions.append(.cancelBackgroundAllowance)
        }
        return actions
    }
}
