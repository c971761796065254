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

    /// Every event, with `launch` once per reason: the domain of the exhaustive tests.
    package static let allCases: [LifecycleEvent] =
        LaunchReason.allCases.map { .launch($0) }
        + [.interruptionBegan, .interruptionEnded, .home, .foreground, .memoryWarning, .memoryPressure, .terminate, .forceQuit,
           .suspensionDue, .backgroundTimeExpiring, .backgroundTimeExpired, .reload]
}
