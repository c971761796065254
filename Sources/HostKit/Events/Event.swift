/// Something the user did that the app receives through the responder chain, as `UIEvent` is in
/// UIKit: fingers on the screen, a shake, a remote-control command, or hardware keys (a
/// ``PressesEvent``).
///
/// ``Control`` has its own nested `Event`, the kinds of interaction a control reports
/// (`UIControl.Event`). Inside a ``Control`` subclass, the name `Event` means that one; write
/// `HostKit.Event` for this type:
///
/// ```swift
/// final class Knob: Control {
///     override func touchesMoved(_ touches: Set<Touch>, with event: HostKit.Event?) { … }
/// }
/// ```
///
/// As in UIKit, the application reuses one touches event for every touch, so keep the touches
/// you need, not the event. See <doc:Events>.
@MainActor
public class Event {
    /// What kind of event it is, as `UIEvent.EventType` is in UIKit.
    public enum EventType: Int, Sendable {
        case touches
        case motion
        case remoteControl
        /// Hardware keys: the event is a ``PressesEvent``.
        case presses
    }

    /// What a motion or remote-control event is about, as `UIEvent.EventSubtype` is in UIKit; the
    /// raw values are UIKit's.
    public enum EventSubtype: Int, Sendable, CaseIterable {
        /// Touches have no subtype.
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105

        /// The case's name, for traces and messages.
        package var name: String {
            switch self {
            case .none: "none"
            case .motionShake: "motionShake"
            case .remoteControlPlay: "remoteControlPlay"
            case .remoteControlPause: "remoteControlPause"
            case .remoteControlStop: "remoteControlStop"
            case .remoteControlTogglePlayPause: "remoteControlTogglePlayPause"
            case .remoteControlNextTrack: "remoteControlNextTrack"
            case .remoteControlPreviousTrack: "remoteControlPreviousTrack"
            }
        }

        var isRemoteControl: Bool { rawValue >= 100 }
    }

    /// Which half of a shake a motion event carries: UIKit keeps this inside the event too, and
    /// the window turns it into `motionBegan` or `motionEnded`.
    enum MotionPhase {
        case began, ended, cancelled
    }

    /// Whether the event carries touches, a motion, a remote-control command or presses.
    public let type: EventType
    /// Which motion or command; ``EventSubtype/none`` for touches.
    public let subtype: EventSubtype
    /// When the event happened, in the host's seconds.
    public internal(set) var timestamp: Double

    /// Every touch of a touches event: the ones that changed and the ones held still.
    ///
    /// Read several times per tap, so its dynamic exclusivity checks are off. No access can
    /// overlap another: only the touch tracker modifies it, with single `insert`, `remove` and
    /// `removeAll` calls whose only callouts are `Touch`'s identity-based `==` and `hash(into:)`.
    @exclusivity(unchecked) var touches: Set<Touch> = []
    var motionPhase = MotionPhase.began

    init(type: EventType, subtype: EventSubtype, timestamp: Double) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// Every finger down in this event, those that changed and those held still; `nil` for motion
    /// and remote-control events.
    public var allTouches: Set<Touch>? {
        type == .touches ? touches : nil
    }

    /// The touches of this event that began in `view`; `nil` for motion and remote-control events.
    public func touches(for view: View) -> Set<Touch>? {
        guard type == .touches else { return nil }
        return touches.filter { $0.view === view }
    }

    /// The touches of this event that began in `window`; `nil` for motion and remote-control events.
    public func touches(for window: Window) -> Set<Touch>? {
        guard type == .touches else { return nil }
        return touches.filter { $0.window === window }
    }
}
