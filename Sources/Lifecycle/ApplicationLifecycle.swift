/// The iOS application life cycle as a pure value: events in, actions out.
///
/// It performs no side effects. The host feeds it one event at a time and executes the returned
/// actions in order. Rules (see `Sources/HostKit/HostKit.docc/Lifecycle.md`):
/// - a `will…` delegate callback runs in the state being left, a `did…` callback in the state entered;
///   launch is the exception: the state is `inactive` (or `background`) before `willFinishLaunching`;
/// - on a cold launch the root view controller appears (`viewWillAppear`, `viewDidAppear`) before
///   `applicationDidBecomeActive`;
/// - suspension, and termination while suspended, run no app code at all.
public struct ApplicationLifecycle: Sendable, Hashable {
    public private(set) var state: LifecycleState = .notRunning
    /// True from launch until the app ends: `notRunning` then means "terminated".
    public private(set) var hasLaunched = false
    /// `inactive` because of an interruption, rather than on the way to `active`.
    public private(set) var isInterrupted = false
    /// The window has been shown once; a background launch shows it on the first `foreground`.
    public private(set) var hasShownWindow = false
    public private(set) var isSuspensionTimerRunning = false

    public init() {}

    public var isTerminated: Bool { hasLaunched && state == .notRunning }

    /// Applies `event` and returns the actions the host must execute, in order.
    /// - Throws: ``LifecycleRefusal`` when the event makes no sense in the current state; the
    ///   machine is then unchanged.
    public mutating func handle(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        if isTerminated {
            throw refusal(event, "the app has terminated")
        }
        if !hasLaunched, !isLaunch(event) {
            throw refusal(event, "the app has not been launched")
        }
        switch event {
        case .launch(let reason): return try launch(reason, event)
        case .interruptionBegan: return try beginInterruption(event)
        case .interruptionEnded: return try endInterruption(event)
        case .home: return try enterBackground(event)
        case .foreground: return try enterForeground(event)
        case .memoryWarning: return try receiveMemoryWarning(event)
        case .terminate, .forceQuit: return terminate()
        case .suspensionDue: return try suspend(event)
        }
    }

    private func isLaunch(_ event: LifecycleEvent) -> Bool {
        if case .launch = event { return true }
        return false
    }

    private func refusal(_ event: LifecycleEvent, _ reason: String) -> LifecycleRefusal {
        LifecycleRefusal(event: event, state: state, reason: reason)
    }

    private mutating func launch(_ reason: LaunchReason, _ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard !hasLaunched else { throw refusal(event, "the app is already running") }
        hasLaunched = true
        let launchState: LifecycleState = reason.launchesIntoBackground ? .background : .inactive
        var actions: [LifecycleAction] = [
            .loadMainInterface,
            move(to: launchState),
            .callDelegate(.willFinishLaunching),
            .callDelegate(.didFinishLaunching),
            .post(.didFinishLaunching),
        ]
        if reason.launchesIntoBackground {
            actions += [.callDelegate(.didEnterBackground), .post(.didEnterBackground), .deliverLaunchEvent(reason)]
            actions.append(startSuspensionTimer())
        } else {
            actions += becomeActive(showingWindow: true)
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
        actions += [move(to: .background), .callDelegate(.didEnterBackground), .post(.didEnterBackground)]
        actions.append(startSuspensionTimer())
        return actions
    }

    private mutating func enterForeground(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        switch state {
        case .suspended: actions.append(move(to: .background))  // resumed: its code runs again
        case .background: if let cancel = cancelSuspensionTimer() { actions.append(cancel) }
        case .notRunning, .inactive, .active: throw refusal(event, "the app is already in the foreground")
        }
        actions += [.callDelegate(.willEnterForeground), .post(.willEnterForeground), move(to: .inactive)]
        return actions + becomeActive(showingWindow: !hasShownWindow)
    }

    private mutating func receiveMemoryWarning(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state != .suspended else {
            throw refusal(event, "a suspended app runs no code; under memory pressure the system purges it instead")
        }
        return [.callDelegate(.didReceiveMemoryWarning), .post(.didReceiveMemoryWarning), .forwardMemoryWarningToViewControllers]
    }

    private mutating func terminate() -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        if let cancel = cancelSuspensionTimer() { actions.append(cancel) }
        if state != .suspended {
            actions += [.callDelegate(.willTerminate), .post(.willTerminate)]
        }
        isInterrupted = false
        return actions + [move(to: .notRunning), .exit]
    }

    private mutating func suspend(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard state == .background, isSuspensionTimerRunning else {
            throw refusal(event, "only an app in the background is suspended")
        }
        isSuspensionTimerRunning = false
        return [move(to: .suspended)]
    }

    private mutating func resignActive() -> [LifecycleAction] {
        [.callDelegate(.willResignActive), .post(.willResignActive), move(to: .inactive)]
    }

    private mutating func becomeActive(showingWindow: Bool) -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        if showingWindow {
            hasShownWindow = true
            actions.append(.showWindow)
        }
        return actions + [move(to: .active), .callDelegate(.didBecomeActive), .post(.didBecomeActive)]
    }

    private mutating func move(to newState: LifecycleState) -> LifecycleAction {
        defer { state = newState }
        return .changeState(from: state, to: newState)
    }

    private mutating func startSuspensionTimer() -> LifecycleAction {
        isSuspensionTimerRunning = true
        return .startSuspensionTimer
    }

    private mutating func cancelSuspensionTimer() -> LifecycleAction? {
        guard isSuspensionTimerRunning else { return nil }
        isSuspensionTimerRunning = false
        return .cancelSuspensionTimer
    }
}
