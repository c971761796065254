/// Where the application and the windows send an event's parts. Deliveries follow the host's
/// finger order, never a set's, so that a trace reads the same every run.
@MainActor
enum EventRouting {
    /// Sends a touches event to each window that holds a touch that changed, in finger order.
    static func sendTouches(of event: Event) {
        let touches = event.touches
        // One finger, the common case: no arrays, nothing to order.
        if let touch = sole(touches) {
            if touch.phase != .stationary { touch.window?.sendEvent(event) }
            return
        }
        var windows: [Window] = []
        for touch in ordered(touches) where touch.phase != .stationary {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Sends the changed touches of `window` to their views: one callback per view and phase,
    /// with the touches of that view in that phase, as UIKit does.
    static func sendTouches(of event: Event, in window: Window) {
        if GestureRouting.isActive {
            GestureRouting.route(event, in: window)
            return
        }
        let touches = event.touches
        if let touch = sole(touches) {
            // The event's own set is exactly the touches of this view in this phase.
            guard touch.window === window, let view = touch.view, !touch.isScrolling else { return }
            view.receiveTouches(touches, in: touch.phase, with: event)
            return
        }
        sendGrouped(ordered(touches).filter { $0.phase != .stationary && $0.window === window }, of: event)
    }

    /// Sends `touches` (in finger order) to their views: one callback per view and phase.
    static func sendGrouped(_ touches: [Touch], of event: Event) {
        var groups: [(view: View, phase: Touch.Phase, touches: Set<Touch>)] = []
        // A touch a scroll view has taken over reaches no view but the scroll view's pan.
        for touch in touches where !touch.isScrolling {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, touch.phase, [touch]))
            }
        }
        for group in groups { group.view.receiveTouches(group.touches, in: group.phase, with: event) }
    }

    /// Delivers a motion, remote-control or presses event to `responder`, which passes it on by
    /// default. The presses that changed go in one callback per phase.
    static func deliver(_ event: Event, to responder: Responder) {
        switch event.type {
        case .motion: responder.receiveMotion(event.subtype, in: event.motionPhase, with: event)
        case .remoteControl: responder.receiveRemoteControl(with: event)
        case .presses:
            guard let event = event as? PressesEvent else { return }
            for phase in [Press.Phase.began, .changed, .ended, .cancelled] {
                let presses = event.allPresses.filter { $0.phase == phase }
                if !presses.isEmpty { responder.receivePresses(presses, in: phase, with: event) }
            }
        case .touches: break  // touches go to their views, never to one responder
        }
    }

    /// The one touch of `touches`, or `nil` when there are several (or none). Iterating is
    /// cheaper than `first`, which validates the index it makes.
    static func sole(_ touches: Set<Touch>) -> Touch? {
        guard touches.count == 1 else { return nil }
        for touch in touches { return touch }
        return nil
    }

    static func ordered(_ touches: Set<Touch>) -> [Touch] {
        touches.sorted { $0.identifier < $1.identifier }
    }
}
