import Foundation

/// How far a finger may move and still be a tap or a press, in points.
private let tapSlop = 10.0

/// Recognizes taps, as `UITapGestureRecognizer` does: discrete, recognized when the fingers
/// lift after ``numberOfTapsRequired`` taps (the touch's ``Touch/tapCount``) without moving more
/// than 10 points.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches where touch.location(in: nil).distance(to: starts[ObjectIdentifier(touch)] ?? touch.location(in: nil)) > tapSlop {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.location(in: nil).distance(to: starts[ObjectIdentifier(touch)] ?? touch.location(in: nil)) > tapSlop {
            state = .failed
        } else if trackedTouches.count == numberOfTouchesRequired, touch.tapCount >= numberOfTapsRequired {
            state = .ended
        }
    }

    open override func reset() {
        super.reset()
        starts.removeAll()
    }
}

/// Recognizes a finger held still, as `UILongPressGestureRecognizer` does: continuous, begins
/// once the finger has been down ``minimumPressDuration`` seconds of the app clock without moving
/// more than ``allowableMovement``, changes as it moves, ends when it lifts.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    open var minimumPressDuration = 0.5
    open var allowableMovement = tapSlop
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?
    /// Counts presses, so that the timer of one that ended does not begin a later one.
    private var pressNumber = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        start = touch.location(in: nil)
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        pressNumber += 1
        let press = pressNumber
        HostLink.appClock?.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, press == pressNumber, state == .possible, !trackedTouches.isEmpty else { return }
            state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if state == .began || state == .changed {
            state = .changed
        } else if let start, let touch = touches.first, touch.location(in: nil).distance(to: start) > allowableMovement {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func reset() {
        super.reset()
        start = nil
        pressNumber += 1
    }
}

/// Recognizes a drag, as `UIPanGestureRecognizer` does: continuous, begins once the fingers
/// have moved 10 points, changes with each move, ends when they lift.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var origin: CGPoint?
    private var offset = CGPoint.zero
    private var lastVelocity = CGPoint.zero
    private var lastSample: (point: CGPoint, time: Double)?

    /// How far the fingers moved since the gesture began (or since ``setTranslation(_:in:)``).
    open func translation(in view: View?) -> CGPoint {
        guard let origin, let touch = trackedTouches.first ?? lastTouches.first else { return offset }
        let point = touch.location(in: nil)
        return CGPoint(x: point.x - origin.x + offset.x, y: point.y - origin.y + offset.y)
    }

    open func setTranslation(_ translation: CGPoint, in view: View?) {
        if let touch = trackedTouches.first ?? lastTouches.first { origin = touch.location(in: nil) }
        offset = translation
    }

    /// Points per second, from the last move.
    open func velocity(in view: View?) -> CGPoint { lastVelocity }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if origin == nil, let touch = touches.first {
            origin = touch.location(in: nil)
            lastSample = (touch.location(in: nil), touch.timestamp)
        }
        if trackedTouches.count > maximumNumberOfTouches { state = state == .possible ? .failed : .ended }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        let now = touch.location(in: nil)
        if let last = lastSample, touch.timestamp > last.time {
            let elapsed = touch.timestamp - last.time
            lastVelocity = CGPoint(x: (now.x - last.point.x) / elapsed, y: (now.y - last.point.y) / elapsed)
        }
        lastSample = (now, touch.timestamp)
        switch state {
        case .possible:
            let moved = translation(in: nil)
            if trackedTouches.count >= minimumNumberOfTouches, (moved.x * moved.x + moved.y * moved.y).squareRoot() >= tapSlop { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard trackedTouches.count <= 1 else { return }
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func reset() {
        super.reset()
        origin = nil
        offset = .zero
        lastVelocity = .zero
        lastSample = nil
    }
}

/// Recognizes a swipe, as `UISwipeGestureRecognizer` does: discrete, recognized when the finger
/// lifts having moved at least 50 points, mostly along one of the allowed ``direction``s.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go, as `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if start == nil, let touch = touches.first { start = touch.location(in: nil) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard state == .possible, let start, let touch = touches.first else { return }
        let end = touch.location(in: nil)
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let went: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let length = max(abs(dx), abs(dy))
        state = length >= 50 && direction.contains(went) && trackedTouches.count == numberOfTouchesRequired ? .ended : .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}

/// Recognizes two fingers moving apart or together, as `UIPinchGestureRecognizer` does:
/// continuous, begins once ``scale`` (the distance between them against the distance when the
/// second came down) has changed by 5%, changes as they move, ends when one lifts.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    open var scale = 1.0
    public private(set) var velocity = 0.0
    private var initialDistance: Double?
    private var lastTime: Double?

    private var currentDistance: Double? {
        guard trackedTouches.count >= 2 else { return nil }
        return trackedTouches[0].location(in: nil).distance(to: trackedTouches[1].location(in: nil))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if trackedTouches.count == 2 { initialDistance = currentDistance }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let initialDistance, initialDistance > 0, let current = currentDistance else { return }
        let old = scale
        scale = current / initialDistance
        if let touch = touches.first {
            if let lastTime, touch.timestamp > lastTime { velocity = (scale - old) / (touch.timestamp - lastTime) }
            lastTime = touch.timestamp
        }
        switch state {
        case .possible: if abs(scale - 1) >= 0.05 { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func reset() {
        super.reset()
        initialDistance = nil
        lastTime = nil
        scale = 1
        velocity = 0
    }
}
