import Lifecycle

/// The app's state as the host's life-cycle machine has it: UIKit's states, with `suspended`
/// and `notRunning` told apart from `background`.
public enum AppState: String, Sendable, CaseIterable {
    case notRunning, inactive, active, background, suspended

    init(_ state: LifecycleState) {
        switch state {
        case .notRunning: self = .notRunning
        case .inactive: self = .inactive
        case .active: self = .active
        case .background: self = .background
        case .suspended: self = .suspended
        }
    }
}
