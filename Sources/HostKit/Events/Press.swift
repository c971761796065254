/// A press of a button or a key, as `UIPress` is in UIKit: the app follows it from
/// ``Responder/pressesBegan(_:with:)`` to ``Responder/pressesEnded(_:with:)``. HostKit's presses
/// are keys of a hardware keyboard, so ``key`` is always set.
@MainActor
public final class Press: Hashable {
    /// Where a press is in its life, as `UIPress.Phase` is in UIKit.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    /// The key pressed.
    public let key: Key?
    /// When the press last changed, in the host's seconds.
    public internal(set) var timestamp: Double
    /// The responder the press went to first: the first responder, or the key window.
    public internal(set) weak var responder: Responder?

    init(key: Key, phase: Phase, timestamp: Double) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    public nonisolated static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event of hardware-key presses, as `UIPressesEvent` is in UIKit: ``allPresses`` holds every
/// key down, those that changed and those held.
@MainActor
public final class PressesEvent: Event {
    /// Every key down in this event.
    public internal(set) var allPresses: Set<Press> = []
    /// Set when a press reached the end of the responder chain with no one handling it, so that
    /// the host can give the key its system meaning (Tab moves between text fields).
    var reachedEndOfChain = false

    init(timestamp: Double) {
        super.init(type: .presses, subtype: .none, timestamp: timestamp)
    }
}
