/// What the system tells the application life cycle. Each is applied whole, one at a time.
public enum LifecycleEvent: Sendable, Hashable {
    case launch(LaunchReason)
    /// A call or the notification centre covers the app.
    case interruptionBegan
    case interruptionEnded
    /// The user leaves the app.
    case home
    /// The user opens the app again.
    case foreground
    case memoryWarning
    /// The system ends the app.
    case terminate
    /// The user ends the app from the app switcher.
    case forceQuit
    /// The time a backgrounded app may run before it is suspended has elapsed.
    case suspensionDue

    /// Every event, with `launch` once per reason: the domain of the exhaustive tests.
    public static let allCases: [LifecycleEvent] =
        LaunchReason.allCases.map { .launch($0) }
        + [.interruptionBegan, .interruptionEnded, .home, .foreground, .memoryWarning, .terminate, .forceQuit, .suspensionDue]
}
