/// How touches reach gesture recognizers before their views, and what a recognition does to
/// the other recognizers and to the views (see ``GestureRecognizer``).
@MainActor
enum GestureRouting {
    /// Recognizers attached to views; while there are none, touches take the plain path.
    static var attachedCount = 0
    /// The recognizers each touch in progress goes to, fixed when it began.
    private static var recognizersByTouch: [ObjectIdentifier: [GestureRecognizer]] = [:]
    /// Touches a recognition took from their views: the views heard `touchesCancelled`.
    private static var withheld: Set<ObjectIdentifier> = []

    static var isActive: Bool { attachedCount > 0 || !recognizersByTouch.isEmpty }

    /// Delivers the window's changed touches to their recognizers, then what is left to their
    /// views, grouped by view and phase as ``EventRouting`` does.
    static func route(_ event: Event, in window: Window) {
        var forViews: [Touch] = []
        for touch in EventRouting.ordered(event.touches) where touch.phase != .stationary && touch.window === window {
            let id = ObjectIdentifier(touch)
            if touch.phase == .began {
                let recognizers = collect(for: touch)
                recognizersByTouch[id] = recognizers
                for recognizer in recognizers { recognizer.trackedTouches.append(touch) }
            }
            let recognizers = recognizersByTouch[id] ?? []
            for recognizer in recognizers where recognizer.isEnabled && recognizer.isFollowing {
                switch touch.phase {
                case .began: recognizer.touchesBegan([touch], with: event)
                case .moved: recognizer.touchesMoved([touch], with: event)
                case .ended: recognizer.touchesEnded([touch], with: event)
                case .cancelled: recognizer.touchesCancelled([touch], with: event)
                case .stationary: break
                }
            }
            let isLast = touch.phase == .ended || touch.phase == .cancelled
            if isLast {
                recognizersByTouch[id] = nil
                for recognizer in recognizers {
                    recognizer.trackedTouches.removeAll { $0 === touch }
                    recognizer.lastTouches = [touch]
                    if recognizer.trackedTouches.isEmpty { finish(recognizer) }
                }
            }
            if withheld.contains(id) {
                if isLast { withheld.remove(id) }
                continue
            }
            forViews.append(touch)
        }
        EventRouting.sendGrouped(forViews, of: event)
    }

    /// The recognizers of the touch's view and of its superviews, nearest first, that take it.
    private static func collect(for touch: Touch) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                found.append(recognizer)
            }
            view = current.superview
        }
        return found
    }

    /// The recognizer's touches have all ended: it starts over.
    private static func finish(_ recognizer: GestureRecognizer) {
        recognizer.reset()
        recognizer.resetState()
    }

    /// A recognizer's state changed: a recognition makes the others fail (or cancels them) and
    /// takes the touches from the views; every change but a failure sends the actions.
    static func stateDidChange(of recognizer: GestureRecognizer, from old: GestureRecognizer.State) {
        let new = recognizer.state
        if old == .possible, new == .began || new == .ended {
            let touches = recognizer.trackedTouches
            var others: [GestureRecognizer] = []
            for touch in touches {
                for other in recognizersByTouch[ObjectIdentifier(touch)] ?? [] where other !== recognizer && !others.contains(where: { $0 === other }) {
                    others.append(other)
                }
            }
            for other in others where other.isFollowing && !canRecognizeTogether(recognizer, other) {
                other.state = other.state == .possible ? .failed : .cancelled
            }
            if recognizer.cancelsTouchesInView {
                for touch in touches where !withheld.contains(ObjectIdentifier(touch)) {
                    withheld.insert(ObjectIdentifier(touch))
                    touch.view?.receiveTouches([touch], in: .cancelled, with: nil)
                }
            }
        }
        if new != .failed, new != .possible { recognizer.sendActions() }
        if new == .ended || new == .cancelled || new == .failed, recognizer.trackedTouches.isEmpty { finish(recognizer) }
    }

    private static func canRecognizeTogether(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }
}

extension GestureRecognizer {
    /// Whether it still takes touches: possible, or a continuous gesture under way.
    var isFollowing: Bool { state == .possible || state == .began || state == .changed }
}
