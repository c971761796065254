import ErrorReporting

/// An application-delegate method the host must call, named as in the trace.
package enum DelegateCallback: Sendable, Hashable, CaseIterable {
    case willFinishLaunching
    case didFinishLaunching
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case willTerminate
    case didReceiveMemoryWarning

    /// The method's name in Swift spelling, as it appears in the trace.
    package var swiftName: String {
        switch self {
        case .willFinishLaunching: "application(_:willFinishLaunchingWithOptions:)"
        case .didFinishLaunching: "application(_:didFinishLaunchingWithOptions:)"
        case .didBecomeActive: "applicationDidBecomeActive(_:)"
        case .willResignActive: "applicationWillResignActive(_:)"
        case .didEnterBackground: "applicationDidEnterBackground(_:)"
        case .willEnterForeground: "applicationWillEnterForeground(_:)"
        case .willTerminate: "applicationWillTerminate(_:)"
        case .didReceiveMemoryWarning: "applicationDidReceiveMemoryWarning(_:)"
        }
    }
}

/// An application notification the host must post on the default notification centre.
package enum ApplicationNotification: String, Sendable, Hashable, CaseIterable {
    case didFinishLaunching
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case willTerminate
    case didReceiveMemoryWarning
}

/// The stretches of app code the watchdog times, each with its own limit.
package enum WatchdogPhase: String, Sendable, Hashable, CaseIterable {
    /// From `willFinishLaunching` until the app is ready for its first event.
    case launch
    /// `applicationDidEnterBackground(_:)` and its notification.
    case didEnterBackground
    /// `applicationWillTerminate(_:)` and its notification.
    case willTerminate
}

/// Why the process ends.
package enum ExitReason: String, Sendable, Hashable {
    /// The system or the user ended the app (`terminate`, `forceQuit`).
    case terminated
    /// Memory pressure purged the suspended app.
    case purged
    /// The background time ran out while background tasks were still open.
    case backgroundTimeExpired
}

/// One step the host must carry out, in order, for an event.
///
/// The state machine decides *what* happens; the host only executes these.
package enum LifecycleAction: Sendable, Hashable {
    /// Load the main storyboard (if the app has one) and install its window.
    case loadMainInterface
    /// Move the application to a new state; traced as a `state` record.
    case changeState(from: LifecycleState, to: LifecycleState)
    case callDelegate(DelegateCallback)
    case post(ApplicationNotification)
    /// Make the delegate's window key and visible; its root view controller's view loads and appears.
    case showWindow
    /// Deliver the event that launched the app into the background.
    case deliverLaunchEvent(LaunchReason)
    /// Send `didReceiveMemoryWarning()` to every view controller in the window's tree.
    case forwardMemoryWarningToViewControllers
    /// Send `touchesCancelled(_:with:)` for every touch in progress.
    case cancelTouches
    /// Start the timer after which a backgrounded app is suspended.
    case startSuspensionTimer
    case cancelSuspensionTimer
    /// Apply `suspensionDue` once the current event is done: the app is suspended unless a
    /// background task holds it by then.
    case requestSuspension
    /// Start timing the background allowance: `backgroundTimeExpiring`, then `backgroundTimeExpired`.
    case startBackgroundAllowance
    case cancelBackgroundAllowance
    /// Run the expiration handlers of every open background task.
    case runExpirationHandlers
    /// Start the watchdog's limit for `phase`; the app is killed if it does not end in time.
    case armWatchdog(WatchdogPhase)
    case disarmWatchdog
    /// Report the background tasks still open and end the process: the app kept background
    /// time it had been told to give back.
    case reportOpenBackgroundTasks
    /// Hold the plugin's timers and main-queue work: a suspended app runs no code.
    case holdAppCode
    /// Let the plugin's timers and main-queue work run again.
    case resumeAppCode
    /// End the process: the app is no longer running.
    case exit(ExitReason)

    // MARK: State preservation and reload

    /// Keep a picture of the screen as the app left it, for the app switcher: taken after
    /// `applicationDidEnterBackground(_:)` returns, so an app can hide what it shows first. Nothing
    /// is drawn while the app is in the background; the picture stands for its screen.
    case keepScreenSnapshot
    /// Save the app's state for its next launch, if the app opts in.
    case preserveState
    /// Restore saved state into the interface just built: on launch, the state saved by an
    /// earlier run (if the app opts in); on reload, the state the old generation handed over.
    case restoreState
    /// Encode the running generation's state, to hand it to the next one.
    case captureState
    /// Release the running generation's objects and create the next generation's delegate.
    case swapGeneration
    /// The new generation is up: it is now the last good one.
    case commitGeneration
    /// A reload arrived while the app was suspended: it runs once the app is active again.
    case deferReload

    // MARK: Scenes (scene-based apps only)

    /// Connect a scene to the session: ask the app delegate for its configuration
    /// (`application(_:configurationForConnecting:options:)`), create the scene and its delegate,
    /// and, when the configuration names a storyboard, a window holding its initial view
    /// controller; the session's restoration activity goes into the connection options.
    case connectScene(SceneSessionID)
    /// Move one scene to a new state; traced as a `sceneState` record.
    case changeSceneState(SceneSessionID, from: SceneState, to: SceneState)
    case callSceneDelegate(SceneCallback, SceneSessionID)
    /// Post a `Scene` notification with the scene as its object.
    case postScene(SceneNotification, SceneSessionID)
    /// Make the scene's window key and visible; its root view controller's view loads and appears.
    case showSceneWindow(SceneSessionID)
    /// Ask the scene delegate for `stateRestorationActivity(for:)` and keep it in the session.
    case saveSceneActivity(SceneSessionID)
    /// Release the scene, its delegate and its window; the session lives on.
    case releaseScene(SceneSessionID)
    /// Forget the session; it is reported by the next ``reportDiscardedSessions``.
    case discardSession(SceneSessionID)
    /// Call `application(_:didDiscardSceneSessions:)` with the sessions discarded and not yet
    /// reported (by this run, or by an earlier one whose state the host kept), if any.
    case reportDiscardedSessions
}

/// Why an event cannot be applied in the current state. Nothing changes when an event is refused.
package struct LifecycleRefusal: AppHostError, Sendable, Hashable, CustomStringConvertible {
    package let event: LifecycleEvent
    package let state: LifecycleState
    package let reason: String

    package var errorCode: String { "event-refused" }
    package var message: String { reason }
    package var remedy: String { "send the event when the app is in a state that takes it (see Lifecycle.md)" }

    package var description: String { reason }
}
