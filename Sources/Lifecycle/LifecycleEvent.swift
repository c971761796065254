/// What the system tells the application life cycle. Each is applied whole, one at a time.
package enum LifecycleEvent: Sendable, Hashable {
    case launch(LaunchReason)
    /// A call or the notification centre covers the app.
    case interruptionBegan
    case interruptionEnded
    /// The user leaves the app.
    case home
    /// The user opens the app again.
    case foreground
    case memoryWarning
    /// The system needs memory: a suspended app is purged with no callback, a running one gets a
    /// memory warning.
    case memoryPressure
    /// The system ends the app.
    case terminate
    /// The user ends the app from the app switcher.
    case forceQuit
    /// The time a backgrounded app may run before it is suspended has elapsed, or the app asked
    /// to be suspended as soon as no background task holds it.
    case suspensionDue
    /// The background time allowance is about to run out: expiration handlers are due.
    case backgroundTimeExpiring
    /// The background time allowance has run out.
    case backgroundTimeExpired
    /// A new generation of the plugin (or of its storyboards) is ready: the running one hands
    /// its state over to it.
    case reload

    // Scene-based apps only (an app whose manifest has scenes); an app-delegate app refuses them.

    /// The user opens a new window of the app: a new session, with the named configuration
    /// (`nil`: the manifest's first), connects and comes to the foreground.
    case openScene(configuration: String?)
    /// One scene leaves the screen (`home` naming a scene); the others stay.
    case homeScene(SceneSessionID)
    /// One scene comes (back) to the foreground (`foreground` naming a scene); an unattached
    /// session connects again first.
    case foregroundScene(SceneSessionID)
    /// The system reclaims a background scene: it is released, its session lives on.
    case disconnectScene(SceneSessionID)
    /// The user closes a scene's window: it leaves the foreground, disconnects, and its session
    /// is discarded.
    case closeScene(SceneSessionID)
    /// The user discards an unattached session from the app switcher.
    case discardSession(SceneSessionID)

    /// Every event, with `launch` once per reason: the domain of the exhaustive tests.
    package static let allCases: [LifecycleEvent] =
        LaunchReason.allCases.map { .launch($0) }
        + [.interruptionBegan, .interruptionEnded, .home, .foreground, .memoryWarning, .memoryPressure, .terminate, .forceQuit,
           .suspensionDue, .backgroundTimeExpiring, .backgroundTimeExpired, .reload]
        + sceneCases

    /// The scene events, each for the first two sessions: the domain of the scene machine's
    /// exhaustive tests.
    package static let sceneCases: [LifecycleEvent] =
        [.openScene(configuration: nil), .openScene(configuration: "Second")]
        + [1, 2].flatMap { id in
            [.homeScene(id), .foregroundScene(id), .disconnectScene(id), .closeScene(id), .discardSession(id)] as [LifecycleEvent]
        }

    /// Whether only a scene-based app takes the event.
    package var isSceneEvent: Bool {
        switch self {
        case .openScene, .homeScene, .foregroundScene, .disconnectScene, .closeScene, .discardSession: true
        default: false
        }
    }
}
