import Foundation
import HostKit
import Lifecycle
import Windowing

/// What the user does to the window, as the scripted events the host applies: the left button
/// is a finger, Alt makes it two mirrored around the centre (a pinch), the wheel scrolls, keys
/// go to the app as UIKit's hardware keys (key commands, typing, presses), and the Simulator's
/// shortcuts drive the life cycle.
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
        case .keyDown(let key):
            keyDown(key)
        case .keyUp(let key):
            guard host.state == .active else { return }
            _ = host.perform(.key(Self.stroke(of: key), phase: .ended))
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

    /// The Simulator's shortcuts act on the device; every other key goes to the app: its key
    /// commands, the text field it types into, or the responder chain as a press.
    private func keyDown(_ key: KeyboardKey) {
        let shortcut: KeyModifiers = [.control, .shift]
        switch (key.character, key.usage, key.modifiers.subtracting(.capsLock)) {
        case ("h", _, shortcut):
            traceWindow("home")
            sentHomeByWindow = true
            _ = host.perform(.system(.home))
        case ("m", _, shortcut):
            _ = host.perform(.system(.memoryWarning))
        case ("z", _, shortcut):
            _ = host.perform(.shake)
        case (_, KeyboardKey.leftArrowUsage, [.control]):
            _ = host.perform(.rotate(.left))
        case (_, KeyboardKey.rightArrowUsage, [.control]):
            _ = host.perform(.rotate(.right))
        default:
            // With no key window (an app sent home) there is no one to tell.
            guard host.state == .active else { return }
            _ = host.perform(.key(Self.stroke(of: key), phase: .began, isRepeat: key.isRepeat))
        }
    }

    /// The window's key as HostKit describes keys.
    static func stroke(of key: KeyboardKey) -> KeyStroke {
        var modifiers: KeyModifierFlags = []
        if key.modifiers.contains(.shift) { modifiers.insert(.shift) }
        if key.modifiers.contains(.control) { modifiers.insert(.control) }
        if key.modifiers.contains(.alternate) { modifiers.insert(.alternate) }
        if key.modifiers.contains(.command) { modifiers.insert(.command) }
        if key.modifiers.contains(.capsLock) { modifiers.insert(.alphaShift) }
        return KeyStroke(usage: key.usage, character: key.character, text: key.text, modifiers: modifiers)
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
