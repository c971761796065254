import Foundation

/// What the host calls to make the user act on the app: fingers, shakes, remote-control commands
/// and typed text. Each request is checked first; one that makes no sense delivers nothing and
/// throws an ``EventDeliveryError`` that says why and what to do instead.
extension Application {
    /// One finger, numbered `id` by the host. `began` hit-tests the key window at `location` (in
    /// its coordinates) and keeps the view found for the touch's whole life; `moved`, `ended` and
    /// `cancelled` go to that view, wherever the finger is. Returns the touch's view (`nil` when
    /// the hit test found none: the touch is still down, and reaches no one).
    @discardableResult
    package func deliverTouch(id: Int, phase: Touch.Phase, at location: CGPoint, timestamp: Double) throws(EventDeliveryError) -> View? {
        guard location.x.isFinite, location.y.isFinite else {
            throw EventDeliveryError("touch \(id): the location (\(location.x), \(location.y)) is not a point on the screen",
                                     remedy: "give finite coordinates, in the key window's points")
        }
        guard timestamp.isFinite else {
            throw EventDeliveryError("touch \(id): the timestamp \(timestamp) is not a time",
                                     remedy: "give the app clock's time in seconds")
        }
        let tracker = touchTracker
        switch phase {
        case .began:
            guard tracker.touch(id: id) == nil else {
                throw EventDeliveryError("touch \(id) is already down and cannot begin again",
                                         remedy: "end or cancel touch \(id) first, or use another id for a second finger")
            }
            guard let window = keyWindow else {
                throw EventDeliveryError("there is no key window to touch",
                                         remedy: "send touches once the app has made a window key with makeKeyAndVisible()")
            }
            let touch = tracker.makeTouch(identifier: id, location: location, timestamp: timestamp,
                                          tapCount: tracker.tapCount(at: location, timestamp: timestamp, in: window), window: window)
            tracker.begin(touch)
            touch.view = window.hitTest(location, with: tracker.event)
            if let scrollView = ScrollView.enclosing(touch.view) {
                let others = tracker.touches(on: scrollView)
                touch.scrollView = scrollView
                if others.count == 1, let first = others.first,
                   scrollView.beginPinch(first: (ObjectIdentifier(first), first.locationInWindow), second: (ObjectIdentifier(touch), location)) {
                    // Both fingers pinch the content from now on: the first one's view loses its
                    // touch, as UIKit's pinch gesture recogniser cancels it.
                    touch.isScrolling = true
                    if !first.isScrolling {
                        tracker.update(first, to: .cancelled, at: first.locationInWindow, timestamp: timestamp)
                        sendEvent(tracker.event)
                        first.isScrolling = true
                        first.phase = .stationary
                    }
                } else {
                    // A finger beyond the two that pinch belongs to the pinch too: it touches
                    // no view, and moves nothing.
                    touch.isScrolling = scrollView.fingerDown(at: location, timestamp: timestamp) || scrollView.pinch != nil
                }
            }
            sendEvent(tracker.event)
            return touch.view
        case .moved, .ended, .cancelled:
            guard let touch = tracker.touch(id: id) else {
                throw EventDeliveryError("touch \(id) is not down, so it cannot be \(phase == .moved ? "moved" : phase == .ended ? "ended" : "cancelled")",
                                         remedy: "begin touch \(id) first; a touch that ended or was cancelled must begin again")
            }
            if phase == .moved, !touch.isScrolling, let scrollView = touch.scrollView,
               scrollView.fingerMoved(to: location, timestamp: timestamp) {
                // The move that makes the touch a drag cancels it for its view, as UIKit's pan
                // gesture recogniser does; the scroll view follows the finger from now on.
                tracker.update(touch, to: .cancelled, at: location, timestamp: timestamp)
                sendEvent(tracker.event)
                touch.isScrolling = true
                touch.phase = .moved
                return touch.view
            }
            tracker.update(touch, to: phase, at: location, timestamp: timestamp)
            if touch.isScrolling, let scrollView = touch.scrollView, scrollView.pinch != nil {
                if phase == .moved { scrollView.pinchMoved(ObjectIdentifier(touch), to: location) } else { scrollView.endPinch() }
            } else if touch.isScrolling, let scrollView = touch.scrollView {
                switch phase {
                case .moved: _ = scrollView.fingerMoved(to: location, timestamp: timestamp)
                case .ended: scrollView.fingerLifted(at: location, timestamp: timestamp)
                default: scrollView.fingerCancelled()
                }
            } else if phase == .ended {
                touch.scrollView?.fingerLifted(at: location, timestamp: timestamp)
            } else if phase == .cancelled {
                touch.scrollView?.fingerCancelled()
            }
            sendEvent(tracker.event)
            if phase != .moved { tracker.finish(touch) }
            return touch.view
        case .stationary:
            throw EventDeliveryError("touch \(id) cannot be sent as stationary: that is the phase of a finger held still while another changes",
                                     remedy: "send began, moved, ended or cancelled")
        }
    }

    /// A finger comes down at `location` (key window coordinates) and lifts there: a tap, with a
    /// touch number the host is not using. Returns the view tapped.
    @discardableResult
    package func tap(at location: CGPoint, timestamp: Double) throws(EventDeliveryError) -> View? {
        let id = touchTracker.freeTapIdentifier()
        let view = try deliverTouch(id: id, phase: .began, at: location, timestamp: timestamp)
        // The touch's own callbacks may have cancelled every touch; then there is nothing to lift.
        guard touchTracker.touch(id: id) != nil else { return view }
        try deliverTouch(id: id, phase: .ended, at: location, timestamp: timestamp)
        return view
    }

    /// Sends `touchesCancelled` for every touch in progress, and forgets them: the host calls this
    /// when the app resigns active, as iOS takes the fingers away from an app an alert covers.
    package func cancelAllTouches() {
        let tracker = touchTracker
        guard !tracker.isEmpty else { return }
        for touch in tracker.cancelAll() {
            touch.scrollView?.endPinch()
            touch.scrollView?.fingerCancelled()
        }
        sendEvent(tracker.event)
        tracker.finishAll()
    }

    /// Whether a finger is down.
    package var hasTouchesInProgress: Bool { !touchTracker.isEmpty }

    /// A shake: `motionBegan` then `motionEnded` with `subtype` (`motionShake`, the only motion)
    /// to the first responder, or to the key window when nothing is first responder.
    package func deliverMotion(_ subtype: Event.EventSubtype, timestamp: Double) throws(EventDeliveryError) {
        guard subtype == .motionShake else {
            throw EventDeliveryError("\(subtype.name) is not a motion",
                                     remedy: subtype.isRemoteControl ? "send it as a remote-control event" : "send motionShake, the only motion")
        }
        try checkNonTouchEventHasReceiver(named: "shake")
        let event = Event(type: .motion, subtype: subtype, timestamp: timestamp)
        event.motionPhase = .began
        sendEvent(event)
        event.motionPhase = .ended
        sendEvent(event)
    }

    /// A remote-control command (`remoteControlPlay`…): `remoteControlReceived(with:)` to the first
    /// responder, or to the key window when nothing is first responder.
    package func deliverRemoteControl(_ subtype: Event.EventSubtype, timestamp: Double) throws(EventDeliveryError) {
        guard subtype.isRemoteControl else {
            throw EventDeliveryError("\(subtype.name) is not a remote-control command",
                                     remedy: subtype == .motionShake ? "send it as a motion" : "send one of remoteControlPlay, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause, remoteControlNextTrack, remoteControlPreviousTrack")
        }
        try checkNonTouchEventHasReceiver(named: subtype.name)
        sendEvent(Event(type: .remoteControl, subtype: subtype, timestamp: timestamp))
    }

    private func checkNonTouchEventHasReceiver(named name: String) throws(EventDeliveryError) {
        guard firstResponder != nil || keyWindow != nil else {
            throw EventDeliveryError("nothing can receive the \(name): there is no first responder and no key window",
                                     remedy: "send it once the app has made a window key with makeKeyAndVisible()")
        }
    }

    /// Types `text` into the first responder, which must adopt ``KeyInput`` (a ``TextField`` that
    /// is editing does). A newline is the return key: it is sent on its own, as `"\n"`, and the
    /// text after it goes to whatever is first responder then.
    package func insertText(_ text: String) throws(EventDeliveryError) {
        var remaining = Substring(text)
        if remaining.isEmpty { _ = try keyInput(toReceive: "text") }
        while let first = remaining.first {
            let input = try keyInput(toReceive: "the text \"\(remaining)\"")
            let typed: String
            if first.isNewline {
                remaining.removeFirst()
                typed = "\n"
            } else {
                let run = remaining.prefix { !$0.isNewline }
                remaining = remaining[run.endIndex...]
                typed = String(run)
            }
            HostLink.invoke("insertText(_:)", on: input, details: ["text": typed]) { input.insertText(typed) }
        }
    }

    /// The backspace key: deletes the character before the insertion point of the first
    /// responder, which must adopt ``KeyInput``.
    package func deleteBackward() throws(EventDeliveryError) {
        let input = try keyInput(toReceive: "a backspace")
        HostLink.invoke("deleteBackward()", on: input) { input.deleteBackward() }
    }

    // `what` is formed only for an error: a text of N lines asks N times, each naming the rest.
    private func keyInput(toReceive what: @autoclosure () -> String) throws(EventDeliveryError) -> any KeyInput {
        guard let responder = firstResponder else {
            throw EventDeliveryError("nothing is first responder to receive \(what())",
                                     remedy: "tap a text field first, or make a responder that adopts KeyInput the first responder")
        }
        guard let input = responder as? any KeyInput else {
            let name = HostLink.typeName(of: responder)
            throw EventDeliveryError("the first responder, \(name), does not take text, so it cannot receive \(what())",
                                     remedy: "make a text field first responder, or adopt KeyInput in \(name)")
        }
        return input
    }
}
