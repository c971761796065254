import Lifecycle

/// How long each phase the watchdog times may take (`--watchdog-launch`, `--watchdog-background`,
/// `--watchdog-terminate`).
///
/// Three stored values, not a dictionary keyed by phase: every launch makes one, and the
/// dictionary's generic type cost its first use in every process.
struct WatchdogLimits: Equatable {
    var launch: Duration = .seconds(20)
    var didEnterBackground: Duration = .seconds(5)
    var willTerminate: Duration = .seconds(5)

    subscript(phase: WatchdogPhase) -> Duration {
        switch phase {
        case .launch: launch
        case .didEnterBackground: didEnterBackground
        case .willTerminate: willTerminate
        }
    }
}
