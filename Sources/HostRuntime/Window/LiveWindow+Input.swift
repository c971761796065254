import Foundation
import HostKit
import Lifecycle
import Windowing

/// What the user does to the window, as the scripted events the host applies: the left button
/// is a finger, Alt makes it two mirrored around the centre (a pinch), the wheel scrolls, the
/// keyboard types into the first responder, and the Simulator's shortcuts drive the life cycle.
extension LiveWindow {
    /// How far one step of the scroll wheel scrolls, in points.
    static let pointsPerWheelStep = 20.0

    /// The shortcuts, as `--help` and the documentation list them.
    nonisolated static let shortcutHelp = """
        Ctrl+Shift+H home; Ctrl+Shift+M memory warning; Ctrl+Shift+Z shake; Ctrl+Left/Right \
        rotate; minimizing the window sends home and restoring it (or a click) foreground; \
        closing it terminates the app
        """

    func apply(_ events: [WindowEvent]) {
        for event in events where host.exitStatus == nil {
            apply(event)
        }
        updateTitle()
    }

    private func apply(_ event: WindowEvent) {
        switch event {
        case .pointerDown(let x, let y, let mirrored):
            if !host.showsInterface, sentHomeByWindow {
                openAgain()
                return
            }
            let point = points(x, y)
            touch(.began, finger: 0, at: point)
            if mirrored { touch(.began, finger: 1, at: mirror(point)) }
        case .pointerMoved(let x, let y):
            let point = points(x, y)
            touch(.moved, finger: 0, at: point)
            touch(.moved, finger: 1, at: mirror(point))
        case .pointerUp(let x, let y):
            let point = points(x, y)
            touch(.ended, finger: 0, at: point)
            touch(.ended, finger: 1, at: mirror(point))
        case .scroll(let dx, let dy, let x, let y):
            guard host.state == .active else { return }
            let point = points(x, y)
            _ = host.perform(.scrollAt(dx: dx * Self.pointsPerWheelStep, dy: dy * Self.pointsPerWheelStep, x: point.x, y: point.y))
        case .text(let text):
            if takesText { _ = host.perform(.type(text)) }
        case .key(let key, let modifiers):
            press(key, modifiers)
        case .minimized:
            guard host.showsInterface else { return }
            traceWindow("minimized")
            sentHomeByWindow = true
            _ = host.perform(.system(.home))
        case .restored:
            guard sentHomeByWindow, !host.showsInterface else { return }
            traceWindow("restored")
            openAgain()
        case .exposed:
            presentWholeFrame()
        case .closeRequested:
            traceWindow("closed")
            _ = host.perform(.system(.terminate))
        case .connectionLost:
            // As on SIGTERM: the app terminates, its state saved; the window is gone already.
            traceWindow("connectionLost")
            host.logger.warning("the window system's connection broke (the display went away); terminating the app")
            close()
            _ = host.perform(.system(.terminate))
        }
    }

    private func press(_ key: Key, _ modifiers: KeyModifiers) {
        let shortcut: KeyModifiers = [.control, .shift]
        switch (key, modifiers) {
        case (.character("h"), shortcut):
            traceWindow("home")
            sentHomeByWindow = true
            _ = host.perform(.system(.home))
        case (.character("m"), shortcut):
            _ = host.perform(.system(.memoryWarning))
        case (.character("z"), shortcut):
            _ = host.perform(.shake)
        case (.left, [.control]):
            _ = host.perform(.rotate(.left))
        case (.right, [.control]):
            _ = host.perform(.rotate(.right))
        case (.backspace, []):
            if takesText { _ = host.perform(.deleteBackward) }
        case (.return, []):
            if takesText { _ = host.perform(.type("\n")) }
        case (.tab, []), (.tab, [.shift]):
            _ = host.moveFocus(backwards: modifiers == [.shift])
        default:
            break
        }
    }

    /// A click on the window of an app the window sent home opens it again, as a tap on its
    /// icon would.
    private func openAgain() {
        sentHomeByWindow = false
        _ = host.perform(.system(.foreground))
    }

    /// Only a first responder that takes text gets keys: with none, typing does nothing, as on
    /// a device.
    private var takesText: Bool {
        host.state == .active && host.application.firstResponder is any KeyInput
    }

    /// Sends one phase of a finger's touch: a finger begins only once, and moves and lifts only
    /// when its touch began.
    private func touch(_ phase: TouchPhase, finger: Int, at point: CGPoint) {
        let isDown = fingersDown.contains(finger)
        switch phase {
        case .began:
            guard !isDown, host.state == .active else { return }
        case .moved, .ended, .cancelled:
            guard isDown else { return }
        }
        let outcome = host.perform(.touch(phase, finger: finger, x: point.x, y: point.y))
        if phase == .began, outcome.failure == nil { fingersDown.append(finger) }
        if phase == .ended || phase == .cancelled || outcome.failure != nil { fingersDown.removeAll { $0 == finger } }
    }

    private func points(_ x: Double, _ y: Double) -> CGPoint {
        let scale = Screen.main.scale
        return CGPoint(x: x / scale, y: y / scale)
    }

    /// The point mirrored around the centre of the screen, for the second finger of a pinch.
    private func mirror(_ point: CGPoint) -> CGPoint {
        let bounds = Screen.main.bounds
        return CGPoint(x: bounds.width - point.x, y: bounds.height - point.y)
    }

    private func traceWindow(_ what: String) {
        host.trace.record(.host, "window", state: host.state, ["event": .string(what)])
    }
}
