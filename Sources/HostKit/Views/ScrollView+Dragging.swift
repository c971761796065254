import Foundation

/// A finger on a scroll view's content, from the moment it comes down.
struct DragState {
    /// Where the finger is, in window coordinates, and when it got there.
    var location: CGPoint
    var timestamp: Double
    /// Where the finger came down, in window coordinates: it drags once it strays beyond the
    /// touch threshold from here.
    let startLocation: CGPoint
    /// The content offset and finger location when the drag began; `nil` until then.
    var anchorOffset: CGPoint?
    var anchorLocation = CGPoint.zero
    /// The content's velocity in points per second (the content offset's rate of change).
    var velocity = CGPoint.zero
    /// Whether the finger swipes sideways instead of dragging (``ScrollView/beginsSideSwipe(from:to:)``).
    var isSwiping = false
}

/// Scrolling under a finger: the threshold that makes a touch a drag, rubber-banding past the
/// edges, and the deceleration after the finger lifts, on the app clock (see ``DisplayLink``).
///
/// The numbers are AppHost's rules, close to what iOS does: a touch drags once it moves more than
/// ``dragThreshold`` points along an axis the content scrolls on; past an edge the content follows
/// the finger ever less (UIKit's rubber-band curve, constant 0.55); once the finger lifts, the
/// content moves on with the finger's velocity, slowing by ``ScrollView/decelerationRate`` each
/// millisecond, and comes to rest within half a point of where that motion ends (kept in range,
/// on a page boundary when paging); content left past an edge springs back at the fast rate.
extension ScrollView {
    /// How far a finger moves before it drags the content rather than touching a view, in points.
    static let dragThreshold = 10.0
    /// A finger held still this long before lifting lifts with no velocity.
    static let velocityTimeout = 0.1

    /// The scroll view a finger coming down on `view` would drag: the nearest one at or above it
    /// that scrolls under fingers.
    static func enclosing(_ view: View?) -> ScrollView? {
        var current = view
        while let candidate = current {
            if let scrollView = candidate as? ScrollView, scrollView.isScrollEnabled { return scrollView }
            current = candidate.superview
        }
        return nil
    }

    /// A finger came down at `location` (window coordinates) on the content. Returns whether the
    /// scroll view takes the touch at once: a finger that lands on moving content stops it, and
    /// does not touch the view under it.
    func fingerDown(at location: CGPoint, timestamp: Double) -> Bool {
        guard drag == nil, pinch == nil else { return false }  // a second (or third) finger does not drag
        if takesFingerDown(at: location) { return true }
        let wasMoving = isDecelerating || isAnimatingOffset
        stopScrolling()
        drag = DragState(location: location, timestamp: timestamp, startLocation: location)
        isTracking = true
        return wasMoving
    }

    /// The finger moved to `location`. Returns whether the content is being dragged (from this
    /// move on, the touch belongs to the scroll view).
    func fingerMoved(to location: CGPoint, timestamp: Double) -> Bool {
        guard var state = drag else { return false }
        let elapsed = timestamp - state.timestamp
        if elapsed > 0 {
            let moved = CGPoint(x: -(location.x - state.location.x) / elapsed, y: -(location.y - state.location.y) / elapsed)
            // Recent moves count most, as a finger's last flick decides where content goes.
            state.velocity = CGPoint(x: 0.8 * moved.x + 0.2 * state.velocity.x, y: 0.8 * moved.y + 0.2 * state.velocity.y)
        }
        state.location = location
        state.timestamp = timestamp
        drag = state
        if state.isSwiping {
            sideSwipeMoved(to: location)
            return true
        }
        if state.anchorOffset == nil, beginsSideSwipe(from: state.startLocation, to: location) {
            state.isSwiping = true
            drag = state
            return true
        }
        if state.anchorOffset == nil {
            let dx = scrollsHorizontally ? abs(location.x - state.startLocation.x) : 0
            let dy = scrollsVertically ? abs(location.y - state.startLocation.y) : 0
            let distance = max(dx, dy)
            guard distance > Self.dragThreshold else { return false }
            // The content follows the finger from where it crossed the threshold, as UIKit's
            // pan takes its translation net of the distance it needed to recognise.
            let crossing = Self.dragThreshold / distance
            beginDragging(from: CGPoint(x: state.startLocation.x + (location.x - state.startLocation.x) * crossing,
                                        y: state.startLocation.y + (location.y - state.startLocation.y) * crossing))
        }
        followFinger()
        return true
    }

    /// The finger lifted at `location`: a drag ends, and the content decelerates or springs back.
    func fingerLifted(at location: CGPoint, timestamp: Double) {
        guard var state = drag else { return }
        drag = nil
        isTracking = false
        if state.isSwiping { return sideSwipeEnded(at: location) }
        guard state.anchorOffset != nil else { return }
        if location != state.location {
            state.location = location
            drag = state
            followFinger()
            drag = nil
        }
        if timestamp - state.timestamp > Self.velocityTimeout { state.velocity = .zero }
        if !scrollsHorizontally { state.velocity.x = 0 }
        if !scrollsVertically { state.velocity.y = 0 }
        endDragging(velocity: state.velocity)
    }

    /// The touch was taken away (the app resigned active): a drag ends where it is.
    func fingerCancelled() {
        guard let state = drag else { return }
        drag = nil
        isTracking = false
        if state.isSwiping { return sideSwipeEnded(at: nil) }
        if state.anchorOffset != nil { endDragging(velocity: .zero) }
    }

    private func beginDragging(from anchorLocation: CGPoint) {
        guard var state = drag else { return }
        state.anchorOffset = contentOffset
        state.anchorLocation = anchorLocation
        drag = state
        isDragging = true
        showIndicators()
        notifyDelegate("scrollViewWillBeginDragging(_:)") { $0.scrollViewWillBeginDragging(self) }
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { window?.endEditing(true) }
    }

    /// The content under the finger: the offset it had when the drag began, moved by the
    /// finger's travel since, rubber-banded (or stopped) past the edges.
    private func followFinger() {
        guard let state = drag, let anchor = state.anchorOffset else { return }
        var target = anchor
        if scrollsHorizontally { target.x -= state.location.x - state.anchorLocation.x }
        if scrollsVertically { target.y -= state.location.y - state.anchorLocation.y }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        contentOffset = CGPoint(x: banded(target.x, minimum.x, maximum.x, frame.width),
                                y: banded(target.y, minimum.y, maximum.y, frame.height))
        refreshControl?.contentWasPulled(by: minimum.y - contentOffset.y)
    }

    private func banded(_ value: Double, _ minimum: Double, _ maximum: Double, _ dimension: Double) -> Double {
        guard bounces, dimension > 0 else { return min(max(value, minimum), maximum) }
        func rubberBand(_ overshoot: Double) -> Double { (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension }
        if value < minimum { return minimum - rubberBand(minimum - value) }
        if value > maximum { return maximum + rubberBand(value - maximum) }
        return value
    }

    private func endDragging(velocity: CGPoint) {
        let start = contentOffset
        let rate = decelerationRate.rawValue
        // Where the content would stop if it slowed by `rate` each millisecond from `velocity`:
        // the integral of v·rate^t over t in milliseconds.
        let glide = -1 / (1000 * log(rate))
        var target = clamped(CGPoint(x: start.x + velocity.x * glide, y: start.y + velocity.y * glide))
        if isPagingEnabled { target = pageBoundary(from: start, velocity: velocity) }
        var delegateTarget = target
        let millisecondVelocity = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        notifyDelegate("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)") {
            $0.scrollViewWillEndDragging(self, withVelocity: millisecondVelocity, targetContentOffset: &delegateTarget)
        }
        if delegateTarget.x.isFinite, delegateTarget.y.isFinite { target = clamped(delegateTarget) }
        let willDecelerate = abs(target.x - start.x) >= 0.5 || abs(target.y - start.y) >= 0.5
        isDragging = false
        notifyDelegate("scrollViewDidEndDragging(_:willDecelerate:)") { $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate) }
        guard willDecelerate else {
            contentOffset = target
            hideIndicators()
            return
        }
        decelerate(from: start, to: target, rate: clamped(start) != start || isPagingEnabled ? DecelerationRate.fast.rawValue : rate)
    }

    /// The page boundary the content comes to rest on: the next one in the direction of a flick,
    /// else the nearest. Pages are multiples of the view's size from the content's origin, as
    /// UIKit's are ("multiples of the scroll view's bounds"), whatever the content inset; the
    /// result stays within the scrollable range.
    private func pageBoundary(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ value: Double, _ speed: Double, _ size: Double) -> Double {
            guard size > 0 else { return value }
            let position = value / size
            let index = abs(speed) > 200 ? (speed > 0 ? position.rounded(.up) : position.rounded(.down)) : position.rounded()
            return index * size
        }
        return clamped(CGPoint(x: page(offset.x, velocity.x, frame.width), y: page(offset.y, velocity.y, frame.height)))
    }

    /// Moves the content from `start` to `target`, covering the same fraction of what is left
    /// each millisecond (`1 - rate`), so it starts at the finger's speed and slows to rest; it
    /// stops within half a point of `target` and lands on it.
    private func decelerate(from start: CGPoint, to target: CGPoint, rate: Double) {
        isDecelerating = true
        notifyDelegate("scrollViewWillBeginDecelerating(_:)") { $0.scrollViewWillBeginDecelerating(self) }
        var elapsedMilliseconds = 0.0
        DisplayLink.start(for: self) { [weak self] step in
            guard let self else { return false }
            elapsedMilliseconds += step * 1000
            let left = pow(rate, elapsedMilliseconds)
            let offset = CGPoint(x: target.x + (start.x - target.x) * left, y: target.y + (start.y - target.y) * left)
            let arrived = abs(offset.x - target.x) < 0.5 && abs(offset.y - target.y) < 0.5
            self.contentOffset = arrived ? target : offset
            guard arrived else { return true }
            self.isDecelerating = false
            self.hideIndicators()
            self.notifyDelegate("scrollViewDidEndDecelerating(_:)") { $0.scrollViewDidEndDecelerating(self) }
            return false
        }
    }
}
