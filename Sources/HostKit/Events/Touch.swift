import Foundation

/// One finger on the screen, as `UITouch` is in UIKit.
///
/// A touch lives from the moment the finger comes down until it lifts or is cancelled: the same
/// object reaches every phase, so it can be kept in a set and compared by identity. Its ``view`` is
/// fixed when it begins, by hit-testing, and does not change as the finger moves, even when the
/// finger leaves that view. See <doc:Events>.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life, as `UITouch.Phase` is in UIKit.
    public enum Phase: Int, Sendable, CaseIterable {
        /// The finger came down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move while another touch of the same event changed.
        case stationary
        /// The finger lifted.
        case ended
        /// The system took the touch away (the app resigned active, say); no action should follow.
        case cancelled
    }

    // Every tap reads these properties a dozen times, and their dynamic exclusivity checks cost
    // more than the reads, so they are off. No access can overlap another: only the application's
    // delivery code sets them (the setters are internal), each in a single assignment that runs
    // no other code while the access lasts, and a reference's old value is released only after
    // the new one is stored.

    /// The phase of the touch in the event being delivered.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// When the touch last changed, in the host's seconds.
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    /// How many times in quick succession the finger tapped near this point: 2 for the second tap
    /// of a double tap.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The view the touch began in: the one hit-testing found. `nil` when the finger came down
    /// outside every view that takes touches.
    @exclusivity(unchecked) public internal(set) var view: View?
    /// The window the touch began in.
    @exclusivity(unchecked) public internal(set) var window: Window?

    /// The host's number for the finger; it orders touches in deliveries and traces, so that they
    /// do not depend on a set's order.
    @exclusivity(unchecked) package private(set) var identifier: Int
    /// Both locations are kept in the window's coordinates: the view may move under the finger,
    /// and `location(in:)` must answer for where the view is now.
    @exclusivity(unchecked) var locationInWindow: CGPoint
    @exclusivity(unchecked) var previousLocationInWindow: CGPoint
    /// Where the finger came down: a touch that strays farther than the tap radius is no tap.
    @exclusivity(unchecked) private(set) var startLocationInWindow: CGPoint
    @exclusivity(unchecked) var staysWithinTapRadius = true
    /// The scroll view the finger may drag: the nearest one above the view it began in.
    @exclusivity(unchecked) var scrollView: ScrollView?
    /// Whether the finger drags a scroll view: its view had the touch cancelled, and no view
    /// gets its later phases.
    @exclusivity(unchecked) var isScrolling = false

    /// Makes this touch a new one. Only for a touch nobody else holds (see
    /// ``TouchTracker/makeTouch(identifier:location:timestamp:tapCount:window:)``), so no one can
    /// tell it from a new object.
    func reuse(identifier: Int, location: CGPoint, timestamp: Double, tapCount: Int, window: Window) {
        self.identifier = identifier
        phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        view = nil
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        staysWithinTapRadius = true
        scrollView = nil
        isScrolling = false
    }

    init(identifier: Int, location: CGPoint, timestamp: Double, tapCount: Int, window: Window) {
        self.identifier = identifier
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
    }

    /// Where the finger is, in the coordinates of `view`; `nil` means the window's coordinates.
    public func location(in view: View?) -> CGPoint {
        converted(locationInWindow, to: view)
    }

    /// Where the finger was before its last move, in the coordinates of `view`; `nil` means the
    /// window's coordinates. Before any move it is where the finger came down.
    public func previousLocation(in view: View?) -> CGPoint {
        converted(previousLocationInWindow, to: view)
    }

    private func converted(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: window)
    }

    /// Touches are the same only when they are the same object: two fingers at one point differ.
    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool {
        lhs === rhs
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
