import Lifecycle

/// A system event of the events script's vocabulary (README's events table), as `send(_:)`
/// delivers it to an ``AppHarness`` or an ``AppProcess``.
public enum SystemEvent: String, Sendable, CaseIterable {
    /// A call or the notification centre covers the app.
    case interruptionBegan
    /// The interruption is over.
    case interruptionEnded
    /// The user leaves the app.
    case home
    /// The user opens it again.
    case foreground
    /// Memory is low.
    case memoryWarning
    /// Memory is short: a suspended app is purged, a running one warned.
    case memoryPressure
    /// The system ends the app.
    case terminate
    /// The user ends it from the app switcher.
    case forceQuit

    /// The event's name in scripts and control-socket requests.
    public var name: String { rawValue }

    var lifecycleEvent: LifecycleEvent {
        switch self {
        case .interruptionBegan: .interruptionBegan
        case .interruptionEnded: .interruptionEnded
        case .home: .home
        case .foreground: .foreground
        case .memoryWarning: .memoryWarning
        case .memoryPressure: .memoryPressure
        case .terminate: .terminate
        case .forceQuit: .forceQuit
        }
    }
}
