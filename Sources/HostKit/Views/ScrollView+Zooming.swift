import Foundation

/// Two fingers pinching a scroll view's content.
struct PinchState {
    /// The two fingers and where each is, in window coordinates.
    var fingers: [(touch: ObjectIdentifier, location: CGPoint)]
    /// The fingers' distance apart and the zoom scale when the pinch began.
    let startDistance: Double
    let startScale: Double
    /// The point of the zooming view, in its own unscaled coordinates, that was under the
    /// fingers' midpoint when they came down: it stays under the midpoint as they move.
    let anchor: CGPoint
    /// The midpoint in the visible area (the scroll view's frame, from its top left).
    var focus: CGPoint
}

/// Zooming, as `UIScrollView`'s: the delegate's ``ScrollViewDelegate/viewForZooming(in:)`` names
/// a subview, and the scroll view scales it with its ``View/transform`` between
/// ``ScrollView/minimumZoomScale`` and ``ScrollView/maximumZoomScale``. The scaled view sits at
/// the content's origin and the content is its scaled size, so the scroll view scrolls over it.
/// Two fingers pinch the content (in a window, a drag with Alt held); the point of the content
/// under their midpoint stays under it, and past the limits the scale resists and springs back
/// when they lift (``ScrollView/bouncesZoom``).
extension ScrollView {
    /// How long an animated zoom, and a zoom's spring back, take.
    static let zoomAnimationDuration = 0.3

    /// The view the delegate scales, when it names one of the scroll view's subviews.
    var zoomingView: View? {
        guard let delegate else { return nil }
        let view = HostLink.invoke("viewForZooming(in:)", on: delegate) { delegate.viewForZooming(in: self) }
        guard let view, view.superview === self else { return nil }
        return view
    }

    /// `scale` within the zoom limits.
    private func withinZoomLimits(_ scale: Double) -> Double {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Whether the limits allow a scale at all: finite and above 0, else reported once.
    private var zoomLimitsAreUsable: Bool {
        guard minimumZoomScale.isFinite, maximumZoomScale.isFinite, minimumZoomScale > 0, maximumZoomScale > 0 else {
            HostLink.reportIssueOnce(key: "zoomLimits:\(ObjectIdentifier(self))",
                                     "\(HostLink.typeName(of: self)): the zoom limits \(minimumZoomScale)...\(maximumZoomScale) are not scales",
                                     remedy: "set minimumZoomScale and maximumZoomScale to finite numbers above 0")
            return false
        }
        return true
    }

    /// Scales `view` to `scale` at the content's origin, and sizes the content to it.
    private func applyZoom(_ scale: Double, to view: View) {
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// The middle of the visible area, from its top left.
    private var visibleMiddle: CGPoint { CGPoint(x: bounds.width / 2, y: bounds.height / 2) }

    /// The point of the zooming view, scaled by `scale`, in its unscaled coordinates, at `focus`
    /// in the visible area.
    private func zoomedPoint(at focus: CGPoint, scale: Double) -> CGPoint {
        CGPoint(x: (contentOffset.x + focus.x) / scale, y: (contentOffset.y + focus.y) / scale)
    }

    /// Zooms to `scale` (kept within the limits): `anchor`, a point of the zooming view in its
    /// unscaled coordinates, ends at `focus` in the visible area as far as the scrollable range
    /// allows; by default the point now in the middle stays there.
    func zoom(toScale scale: Double, anchor: CGPoint? = nil, focus: CGPoint? = nil, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            HostLink.reportIssue("\(HostLink.typeName(of: self)): a zoom scale of \(scale) is not a scale",
                                 remedy: "give a finite scale above 0, between minimumZoomScale and maximumZoomScale")
            return
        }
        guard zoomLimitsAreUsable, let view = zoomingView else { return }
        zoom(view, toScale: scale, anchor: anchor, focus: focus, animated: animated)
    }

    /// ``zoom(toScale:anchor:focus:animated:)`` once the view is known and the scale checked:
    /// the delegate is asked for the view once a zoom, the view's transform says its scale.
    private func zoom(_ view: View, toScale scale: Double, anchor: CGPoint?, focus: CGPoint?, animated: Bool) {
        stopScrolling()
        let startScale = view.transform.a, startOffset = contentOffset
        let focus = focus ?? visibleMiddle
        let anchor = anchor ?? zoomedPoint(at: focus, scale: startScale)
        let target = withinZoomLimits(scale)
        // Where the content rests at the new scale depends on the content's size at that scale.
        applyZoom(target, to: view)
        let endOffset = clamped(CGPoint(x: anchor.x * target - focus.x, y: anchor.y * target - focus.y))
        guard animated, target != startScale || endOffset != startOffset else {
            contentOffset = endOffset
            notifyDelegate("scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(self) }
            if animated { finishZoom(view) }
            return
        }
        applyZoom(startScale, to: view)
        var elapsed = 0.0
        DisplayLink.start(for: self) { [weak self] step in
            guard let self else { return false }
            elapsed += step
            let progress = min(1, elapsed / Self.zoomAnimationDuration)
            let eased = 1 - (1 - progress) * (1 - progress)
            self.applyZoom(startScale + (target - startScale) * eased, to: view)
            self.contentOffset = CGPoint(x: startOffset.x + (endOffset.x - startOffset.x) * eased,
                                         y: startOffset.y + (endOffset.y - startOffset.y) * eased)
            self.notifyDelegate("scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(self) }
            guard progress >= 1 else { return true }
            self.finishZoom(view)
            return false
        }
    }

    /// An animated zoom or a pinch's spring back ended.
    private func finishZoom(_ view: View) {
        isZoomBouncing = false
        notifyDelegate("scrollViewDidEndZooming(_:with:atScale:)") { $0.scrollViewDidEndZooming(self, with: view, atScale: view.transform.a) }
    }

    /// Zooms so that `rect` (the zooming view's unscaled coordinates) fills the visible area as
    /// far as the limits allow, centred.
    func zoom(into rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else {
            HostLink.reportIssue("\(HostLink.typeName(of: self)).zoom(to:animated:): \(rect) is not a rectangle to zoom to",
                                 remedy: "give a finite rectangle with a width and height above 0, in the zooming view's coordinates")
            return
        }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height)
        zoom(toScale: scale, anchor: CGPoint(x: rect.midX, y: rect.midY), focus: visibleMiddle, animated: animated)
    }

    // MARK: Pinching

    /// A second finger came down while `first` is on the content: on a scroll view that zooms,
    /// the two pinch from now on (a drag in progress ends). Returns whether they do.
    func beginPinch(first: (ObjectIdentifier, CGPoint), second: (ObjectIdentifier, CGPoint)) -> Bool {
        guard pinch == nil, maximumZoomScale > minimumZoomScale, zoomLimitsAreUsable, let view = zoomingView else { return false }
        let distance = first.1.distance(to: second.1)
        guard distance > 0 else { return false }
        stopScrolling()
        if drag?.anchorOffset != nil {
            isDragging = false
            notifyDelegate("scrollViewDidEndDragging(_:willDecelerate:)") { $0.scrollViewDidEndDragging(self, willDecelerate: false) }
        }
        drag = nil
        isTracking = true
        let focus = visibleFocus(of: first.1, second.1), scale = view.transform.a
        pinch = PinchState(fingers: [first, second], startDistance: distance, startScale: scale,
                           anchor: zoomedPoint(at: focus, scale: scale), focus: focus)
        isZooming = true
        notifyDelegate("scrollViewWillBeginZooming(_:with:)") { $0.scrollViewWillBeginZooming(self, with: view) }
        return true
    }

    /// One of the pinching fingers moved to `location` (window coordinates).
    func pinchMoved(_ finger: ObjectIdentifier, to location: CGPoint) {
        guard var state = pinch, let view = zoomingView else { return }
        for index in state.fingers.indices where state.fingers[index].touch == finger { state.fingers[index].location = location }
        state.focus = visibleFocus(of: state.fingers[0].location, state.fingers[1].location)
        pinch = state
        let reached = state.startScale * state.fingers[0].location.distance(to: state.fingers[1].location) / state.startDistance
        let scale = reached.isFinite && reached > 0 ? resisted(reached) : view.transform.a
        applyZoom(scale, to: view)
        let offset = CGPoint(x: state.anchor.x * scale - state.focus.x, y: state.anchor.y * scale - state.focus.y)
        contentOffset = bounces ? offset : clamped(offset)
        notifyDelegate("scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(self) }
    }

    /// A pinching finger lifted (or was taken away): the pinch ends, and a scale or an offset
    /// past the limits springs back.
    func endPinch() {
        guard let state = pinch else { return }
        pinch = nil
        isZooming = false
        isTracking = false
        guard let view = zoomingView else { return }
        let scale = view.transform.a
        isZoomBouncing = withinZoomLimits(scale) != scale
        zoom(view, toScale: scale, anchor: state.anchor, focus: state.focus, animated: true)
    }

    /// A scale a pinch reached (finite, above 0): within the limits as it is; past one, a third of
    /// the way there (in the ratio's logarithm) while ``bouncesZoom`` lets it go past at all.
    private func resisted(_ scale: Double) -> Double {
        let limited = withinZoomLimits(scale)
        guard bouncesZoom, limited != scale else { return limited }
        return limited * pow(scale / limited, 1.0 / 3)
    }

    /// The midpoint of two window points, in the visible area.
    private func visibleFocus(of a: CGPoint, _ b: CGPoint) -> CGPoint {
        let middle = convert(CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), from: nil)
        return CGPoint(x: middle.x - contentOffset.x, y: middle.y - contentOffset.y)
    }
}
