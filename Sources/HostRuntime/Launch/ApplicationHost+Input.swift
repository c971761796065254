import Foundation
import HostKit
import Lifecycle

/// The event vocabulary applied to the running app: system events go to the lifecycle machine,
/// input goes to HostKit's event delivery, questions are answered from the host's state.
extension ApplicationHost {
    /// Applies one event. `wait` is not an event to apply: whoever plays a script waits.
    func perform(_ event: ScriptedEvent, snapshotInReply: Bool = false) -> EventOutcome {
        // Each event is a run-loop turn of its own, as in UIKit: what the last one changed is laid
        // out before this one hit-tests (a script's events can arrive in one read).
        endRunLoopTurn()
        let outcome = apply(event, snapshotInReply: snapshotInReply)
        if let failure = outcome.failure, !isSystemRefusal(failure) {
            trace.record(.host, "refused", state: currentState, ["event": .string(event.name), "reason": .string(failure.message)])
            logger.warning("\(event.name): \(failure.message)")
        }
        return outcome
    }

    /// The machine's refusals are traced where they happen, and an expectation that does not hold
    /// is traced by its own `expect` record: neither is a `refused` event.
    private func isSystemRefusal(_ failure: EventOutcome.Failure) -> Bool {
        failure.errorCode == "refused" || failure.errorCode == Expectation.failureCode
    }

    private func apply(_ event: ScriptedEvent, snapshotInReply: Bool) -> EventOutcome {
        switch event {
        case .system(let systemEvent):
            if let refusal = send(systemEvent) {
                return .failed("refused", "\"\(event.name)\" makes no sense while the app is \(refusal.state.rawValue): \(refusal.reason)",
                               remedy: "send it in a state that takes it; `state` tells the app's state")
            }
            return .done(stateFields)
        case .advance(let amount):
            clock.advance(by: amount)
            return .done(stateFields)
        case .wait:
            return .failed("not-here", "\"wait\" holds back the events after it in a script; it has no meaning on its own",
                           remedy: "wait on your side (e.g. `sleep 1`), or `advance` the app clock")
        case .activate(let query):
            return activate(query)
        case .tap(let target):
            return tap(target)
        case .touch(let phase, let finger, let x, let y):
            return deliverInput(event.name, ["finger": .int(Int64(finger)), "phase": .string(phase.rawValue), "x": .double(x), "y": .double(y)]) { timestamp throws(EventDeliveryError) in
                let view = try application.deliverTouch(id: finger, phase: phase.hostKitPhase, at: CGPoint(x: x, y: y), timestamp: timestamp)
                return view.map { [("view", .string(Self.typeName(of: $0)))] } ?? []
            }
        case .scroll(let dx, let dy, let query):
            return scroll(dx: dx, dy: dy, query)
        case .type(let text):
            return deliverInput(event.name, ["text": .string(text)]) { _ throws(EventDeliveryError) in
                try application.insertText(text)
                return []
            }
        case .deleteBackward:
            return deliverInput(event.name, [:]) { _ throws(EventDeliveryError) in
                try application.deleteBackward()
                return []
            }
        case .key(let stroke, let phase, let isRepeat):
            return key(stroke, phase: phase, isRepeat: isRepeat)
        case .scrollAt(let dx, let dy, let x, let y):
            return deliverInput(event.name, ["dx": .double(dx), "dy": .double(dy), "x": .double(x), "y": .double(y)]) { timestamp throws(EventDeliveryError) in
                let view = try application.deliverScroll(by: CGPoint(x: dx, y: dy), at: CGPoint(x: x, y: y), timestamp: timestamp)
                return [("view", .string(view.map { Self.typeName(of: $0) } ?? "none"))]
            }
        case .rotate(let direction):
            return rotate(direction)
        case .shake:
            return deliverInput(event.name, [:]) { timestamp throws(EventDeliveryError) in
                try application.deliverMotion(.motionShake, timestamp: timestamp)
                return []
            }
        case .remoteControl(let command):
            guard lifecycle.runsAppCode else { return notRunning(event) }
            trace.record(.host, "input", state: currentState, ["event": .string(event.name), "command": .string(command.rawValue)])
            do {
                try application.deliverRemoteControl(command.subtype, timestamp: timestamp)
                return .done(stateFields)
            } catch {
                return .failed("not-delivered", error.message, remedy: error.remedy)
            }
        case .state:
            return .done(stateFields + [
                ("backgroundTasks", .int(Int64(backgroundTasks.open.count))),
                ("backgroundTimeRemaining", .double(min(backgroundTimeRemaining, 1e9))),
                ("appCodeHeld", .bool(isAppCodeHeld)),
                ("clock_ms", .int(clock.now.milliseconds)),
                ("generation", .int(Int64(trace.generation))),
                ("pid", .int(Int64(ProcessInfo.processInfo.processIdentifier))),
            ] + (banner.map { [("banner", .string($0))] } ?? []))
        case .reload:
            switch reloadPlugin(cause: .requested, noticedAt: .now) {
            case nil:
                return .done(stateFields + [("generation", .int(Int64(generations?.current.number ?? 1)))])
            case .incomplete(let have, let need)?:
                return .failed("build-incomplete", "the plugin file has \(have) of the \(need) bytes its headers declare: it is still being written",
                               remedy: "wait for the build to finish, then reload")
            case .unusable(let problem)?:
                return .failed(problem.code.rawValue, problem.message, remedy: problem.remedy)
            }
        case .banner(let text):
            show(banner: text)
            trace.record(.host, "banner", state: currentState, text.map { ["text": .string($0)] } ?? [:])
            return .done(stateFields)
        case .expect(let expectation):
            return check(expectation)
        case .snapshot(let label, let png):
            if snapshotInReply {
                // The reply carries the tree, and the `--snapshot` file gets it too, as it does
                // from a script: one label, one record in each.
                let tree = ViewTreeSnapshot(application: application)
                if let snapshots {
                    writeSnapshot(tree, label: label, to: snapshots)
                } else {
                    trace.record(.host, "snapshot", state: currentState, label.map { ["label": .string($0)] } ?? [:])
                }
                var fields = stateFields + [("snapshot", .json(tree.json(label: label)))]
                if png {
                    do {
                        fields.append(("png", .string(try screenPNG().base64EncodedString())))
                    } catch {
                        return .failed(error.code.rawValue, error.message, remedy: error.remedy)
                    }
                }
                return .done(fields)
            }
            takeSnapshot(label: label)
            return .done(stateFields)
        }
    }

    var stateFields: [(key: String, value: EventOutcome.Value)] {
        [("state", .string(currentState.rawValue))]
    }

    private var timestamp: Double { Double(clock.now.nanoseconds) / 1e9 }

    private func notRunning(_ event: ScriptedEvent) -> EventOutcome {
        .failed("not-active", "\"\(event.name)\" needs a running app, and it is \(currentState.rawValue)",
                remedy: "send `foreground` first")
    }

    /// Touches, text, shakes and activations reach only an active app: an inactive one is
    /// covered by an interruption, a backgrounded one shows nothing.
    private func refusalUnlessActive(_ name: String) -> EventOutcome? {
        guard currentState != .active else { return nil }
        return .failed("not-active", "\"\(name)\" reaches only an active app, and it is \(currentState.rawValue)",
                       remedy: currentState == .inactive ? "end the interruption first (`interruptionEnded`)" : "send `foreground` first")
    }

    /// The device turns: when the app's supported orientations let the interface follow, and it
    /// turns a quarter, the screen's sides swap, the view controllers hear of it, layout runs.
    /// The screen's pixels are made anew at the new size when next asked for.
    private func rotate(_ direction: RotationDirection) -> EventOutcome {
        deliverInput("rotate", ["direction": .string(direction.rawValue)]) { _ throws(EventDeliveryError) in
            let followed = application.turnDevice(left: direction == .left)
            compositor = nil
            let size = Screen.main.bounds.size
            return [("screen", .string("\(size.width.formatted())x\(size.height.formatted())")),
                    ("orientation", .string(String(describing: application.interfaceOrientation))),
                    ("followed", .string(followed ? "true" : "false"))]
        }
    }

    /// A hardware key down, up, or both. A Tab (Shift+Tab) that reached the end of the responder
    /// chain unhandled moves to the next (previous) text field, as the system does.
    private func key(_ stroke: KeyStroke, phase: KeyPhase?, isRepeat: Bool) -> EventOutcome {
        let name = KeyStroke.name(of: stroke.usage, input: stroke.input)
        var details: [(key: String, value: TraceRecorder.Value)] = [("key", .string(name))]
        if !stroke.modifiers.isEmpty { details.append(("modifiers", .strings(stroke.modifiers.names))) }
        if let phase { details.append(("phase", .string(phase.rawValue))) }
        if isRepeat { details.append(("repeat", .string("true"))) }
        var focusMoves = false
        let outcome = deliverInput("key", details) { timestamp throws(EventDeliveryError) in
            // The reply says what the key's first half did: the going down, or a lone release.
            var fields: [(key: String, value: EventOutcome.Value)]?
            for down in phase.map({ [$0 == .began] }) ?? [true, false] {
                let delivery = try application.deliverKey(stroke, down: down, isRepeat: isRepeat, timestamp: timestamp)
                let handling: [(key: String, value: EventOutcome.Value)]
                switch delivery {
                case .keyCommand(let command, let target):
                    handling = [("handledBy", .string("keyCommand")), ("action", .string(command.action)), ("target", .string(Self.typeName(of: target)))]
                case .typed:
                    handling = [("handledBy", .string("text"))]
                case .pressed(let reachedEnd), .released(let reachedEnd):
                    handling = [("handledBy", .string(reachedEnd ? "none" : "presses"))]
                    if down { focusMoves = reachedEnd && stroke.usage == .keyboardTab && stroke.modifiers.isSubset(of: .shift) }
                case .nothing:
                    handling = [("handledBy", .string("none"))]
                }
                if fields == nil { fields = handling }
            }
            return fields ?? []
        }
        guard outcome.failure == nil, focusMoves else { return outcome }
        let focus = moveFocus(backwards: stroke.modifiers.contains(.shift))
        return focus.failure == nil ? .done(outcome.fields + focus.fields.filter { $0.key == "view" }) : focus
    }

    /// Tab (Shift+Tab) in a desktop window: the next (previous) text field becomes first responder.
    func moveFocus(backwards: Bool) -> EventOutcome {
        deliverInput(backwards ? "focusPrevious" : "focusNext", [:]) { _ throws(EventDeliveryError) in
            let field = application.moveFocusToNextTextField(backwards: backwards)
            return [("view", .string(field.map { Self.typeName(of: $0) } ?? "none"))]
        }
    }

    private func deliverInput(_ name: String, _ details: KeyValuePairs<String, TraceRecorder.Value>,
                              _ deliver: (Double) throws(EventDeliveryError) -> [(key: String, value: EventOutcome.Value)]) -> EventOutcome {
        deliverInput(name, details.map { ($0.key, $0.value) }, deliver)
    }

    private func deliverInput(_ name: String, _ details: [(key: String, value: TraceRecorder.Value)],
                              _ deliver: (Double) throws(EventDeliveryError) -> [(key: String, value: EventOutcome.Value)]) -> EventOutcome {
        if let refusal = refusalUnlessActive(name) { return refusal }
        trace.record(.host, "input", state: currentState, fields: [("event", TraceRecorder.Value.string(name))] + details.map { ($0.key, $0.value) })
        do {
            return .done(stateFields + (try deliver(timestamp)))
        } catch {
            return .failed("not-delivered", error.message, remedy: error.remedy)
        }
    }

    private func tap(_ target: TapTarget) -> EventOutcome {
        let point: CGPoint
        var fields: [(key: String, value: EventOutcome.Value)] = []
        switch target {
        case .point(let x, let y):
            point = CGPoint(x: x, y: y)
        case .row(let row, let section, let table):
            if let refusal = refusalUnlessActive("tap") { return refusal }
            switch placeOfRow(IndexPath(row: row, section: section), table) {
            case .failure(let failure): return EventOutcome(failure: failure)
            case .success(let place):
                point = place
                fields.append(("row", .int(Int64(row))))
                fields.append(("section", .int(Int64(section))))
            }
        case .view(let query):
            if let refusal = refusalUnlessActive("tap") { return refusal }
            switch findView(query) {
            case .failure(let failure): return EventOutcome(failure: failure)
            case .success(let view):
                // Like a finger, the tap lands on the view's centre and is hit-tested there: a
                // view covered by another one does not get it.
                point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                fields.append(("target", .string(query.description)))
            }
        }
        let outcome = deliverInput("tap", ["x": .double(point.x), "y": .double(point.y)]) { timestamp throws(EventDeliveryError) in
            let view = try application.tap(at: point, timestamp: timestamp)
            return [("x", .double(point.x)), ("y", .double(point.y)), ("view", .string(view.map { Self.typeName(of: $0) } ?? "none"))]
        }
        guard outcome.failure == nil else { return outcome }
        return .done(outcome.fields + fields)
    }

    /// Works a control of the key window, as assistive technology would. Only an active app
    /// shows its interface and takes input.
    private func activate(_ query: ViewQuery) -> EventOutcome {
        if let refusal = refusalUnlessActive("activate") { return refusal }
        let view: View
        switch findView(query) {
        case .failure(let failure): return EventOutcome(failure: failure)
        case .success(let found): view = found
        }
        guard let control = view as? Control else {
            return .failed("not-a-control", "the view with \(query) is a \(Self.typeName(of: view)), not a control",
                           remedy: "activate a Button, Switch or TextField, or `tap` the view")
        }
        trace.record(.host, "activate", object: Self.typeName(of: control), state: currentState, ["target": .string(query.description)])
        guard control.accessibilityActivate() else {
            return .failed("disabled", "the control with \(query) is disabled", remedy: "enable it (isEnabled = true) first")
        }
        return .done(stateFields + [("view", .string(Self.typeName(of: control)))])
    }

    func findView(_ query: ViewQuery) -> Result<View, EventOutcome.Failure> {
        guard let window = application.keyWindow else {
            return .failure(.init(errorCode: "no-window", message: "the app has no key window", remedy: "make a window key and visible at launch"))
        }
        let found: View?
        switch query {
        case .accessibilityIdentifier(let identifier):
            // The accessibility identifier wins; a storyboard `id` names a view only when no
            // visible view has that accessibility identifier (UIKit never mixes the two, but an
            // author reads the storyboard's ids in snapshots and types them).
            found = window.firstAccessibleView { $0.accessibilityIdentifier == identifier }
                ?? window.firstAccessibleView { $0.storyboardIdentifier == identifier }
        case .tag(let tag):
            found = window.firstAccessibleView { $0.tag == tag }
        case .title(let title):
            // Front to back, so that an alert's button wins over one of the same title under it.
            found = window.frontmostAccessibleView { ($0 as? Button)?.currentTitle == title }
        }
        guard let found else {
            return .failure(.init(errorCode: "no-such-view", message: "no visible view with \(query) in the key window",
                                  remedy: "check the identifier, tag or title; `snapshot` lists the views on screen (#identifier, id=\"storyboard id\", tag=N, title=\"…\")"))
        }
        return .success(found)
    }
}

private extension TouchPhase {
    var hostKitPhase: Touch.Phase {
        switch self {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}

private extension RemoteControlCommand {
    var subtype: HostKit.Event.EventSubtype {
        switch self {
        case .play: .remoteControlPlay
        case .pause: .remoteControlPause
        case .togglePlayPause: .remoteControlTogglePlayPause
        case .nextTrack: .remoteControlNextTrack
        case .previousTrack: .remoteControlPreviousTrack
        case .stop: .remoteControlStop
        }
    }
}
