import Foundation

/// The fingers down, each known by the host's number for it, and the one touches event they
/// share, as UIKit's application keeps a single touches event for every touch.
///
/// It is kept so that a steady stream of taps allocates nothing but each new ``Touch``: the event,
/// its set of touches and the list of fingers keep their storage from one touch to the next.
@MainActor
final class TouchTracker {
    /// AppHost's rule for ``Touch/tapCount``: a tap counts as the next of a series when it begins
    /// within this many seconds of the previous tap's end…
    static let multiTapInterval = 0.35
    /// …and within this many points of it, in the same window. A touch that strays farther than
    /// this from where it began is no tap, and ends any series.
    static let tapRadius = 10.0

    let event = Event(type: .touches, subtype: .none, timestamp: 0)
    // Read and written on every tap, so their dynamic exclusivity checks are off. No access can
    // overlap another: they are private, and each is used in single statements that call no
    // other code (the searches compare numbers).
    /// The fingers down, in the order they came down: a handful at most, so a search by number
    /// is cheaper than hashing it.
    @exclusivity(unchecked) private var touchesDown: [Touch] = []
    /// The last tap, for counting a series. The window is known by identity only: every window
    /// that was ever key stays in `Application.windows` for the app's life, so its identifier
    /// cannot be reused by another window meanwhile, and no weak reference needs copying per tap.
    @exclusivity(unchecked) private var lastTapWindow: ObjectIdentifier?
    @exclusivity(unchecked) private var lastTapLocation = CGPoint.zero
    @exclusivity(unchecked) private var lastTapTimestamp = 0.0
    @exclusivity(unchecked) private var lastTapCount = 0

    /// The last touch that ended, kept to be the next one: a tap then allocates nothing for its
    /// touch. It keeps its view alive until the next touch begins.
    @exclusivity(unchecked) private var spare: Touch?

    var isEmpty: Bool { touchesDown.isEmpty }

    /// Forgets the spare touch and the last tap, which point into an interface being let go.
    func forgetInterface() {
        spare = nil
        lastTapWindow = nil
    }

    /// A touch for a finger coming down: the spare one when nothing else holds it (an app that
    /// kept the last touch in a set keeps its own object), else a new one.
    func makeTouch(identifier: Int, location: CGPoint, timestamp: Double, tapCount: Int, window: Window) -> Touch {
        if isKnownUniquelyReferenced(&spare), let touch = spare {
            spare = nil
            touch.reuse(identifier: identifier, location: location, timestamp: timestamp, tapCount: tapCount, window: window)
            return touch
        }
        return Touch(identifier: identifier, location: location, timestamp: timestamp, tapCount: tapCount, window: window)
    }

    // Plain loops, not `first(where:)`: a main-actor closure handed to the standard library is
    // checked against the current executor on every call, which costs more than the search.
    func touch(id: Int) -> Touch? {
        for touch in touchesDown where touch.identifier == id { return touch }
        return nil
    }

    /// The fingers down on `scrollView`'s content, in the order they came down.
    func touches(on scrollView: ScrollView) -> [Touch] {
        var found: [Touch] = []
        for touch in touchesDown where touch.scrollView === scrollView { found.append(touch) }
        return found
    }

    /// The tap count of a finger coming down at `location` at `timestamp` in `window`.
    func tapCount(at location: CGPoint, timestamp: Double, in window: Window) -> Int {
        guard lastTapWindow == ObjectIdentifier(window),
              timestamp >= lastTapTimestamp, timestamp - lastTapTimestamp <= Self.multiTapInterval,
              lastTapLocation.distance(to: location) <= Self.tapRadius
        else { return 1 }
        return lastTapCount + 1
    }

    /// Adds `touch`, which has just begun; every other touch holds still in this event.
    func begin(_ touch: Touch) {
        holdOthers(still: touch)
        touchesDown.append(touch)
        event.touches.insert(touch)
        event.timestamp = touch.timestamp
    }

    /// Moves `touch` to `location` in `phase`; every other touch holds still in this event.
    func update(_ touch: Touch, to phase: Touch.Phase, at location: CGPoint, timestamp: Double) {
        holdOthers(still: touch)
        touch.phase = phase
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = timestamp
        if touch.startLocationInWindow.distance(to: location) > Self.tapRadius { touch.staysWithinTapRadius = false }
        event.timestamp = timestamp
    }

    /// Forgets `touch` once its ended or cancelled phase has been delivered, and remembers it as
    /// the last tap when it was one.
    func finish(_ touch: Touch) {
        var found: Int?
        for index in touchesDown.indices where touchesDown[index] === touch { found = index }
        guard let found else { return }  // already cancelled meanwhile
        touchesDown.remove(at: found)
        event.touches.remove(touch)
        spare = touch
        if touch.phase == .ended, touch.staysWithinTapRadius, let window = touch.window {
            lastTapWindow = ObjectIdentifier(window)
            lastTapLocation = touch.locationInWindow
            lastTapTimestamp = touch.timestamp
            lastTapCount = touch.tapCount
        } else {
            lastTapWindow = nil
        }
    }

    /// Puts every touch in the cancelled phase and returns them, in finger order; call
    /// ``finishAll()`` once the event has been delivered.
    func cancelAll() -> [Touch] {
        let touches = touchesDown.sorted { $0.identifier < $1.identifier }
        for touch in touches {
            touch.phase = .cancelled
            touch.previousLocationInWindow = touch.locationInWindow
        }
        event.timestamp = touches.map(\.timestamp).max() ?? event.timestamp
        return touches
    }

    func finishAll() {
        touchesDown.removeAll(keepingCapacity: true)
        event.touches.removeAll(keepingCapacity: true)
        lastTapWindow = nil
    }

    /// A number for a tap of the host's: negative, since the host numbers its fingers from 0, and
    /// never one that is down.
    func freeTapIdentifier() -> Int {
        var identifier = -1
        while touch(id: identifier) != nil { identifier -= 1 }
        return identifier
    }

    private func holdOthers(still touch: Touch) {
        for other in event.touches where other !== touch { other.phase = .stationary }
    }
}
