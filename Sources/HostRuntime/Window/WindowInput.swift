import Foundation
import HostKit
import Lifecycle
import Windowing

/// What the window's input needs of the app: where it is in its life, and the one path every
/// input takes (``ApplicationHost/perform(_:snapshotInReply:)``, as scripts and the control
/// socket use). ``ApplicationHost`` is the one in a run; tests stand in for it.
@MainActor
protocol WindowInputTarget: AnyObject {
    var state: LifecycleState { get }
    var showsInterface: Bool { get }
    var exitStatus: Int32? { get }
    /// Whether the first responder adopts ``KeyInput``: typed text has somewhere to go.
    var firstResponderTakesText: Bool { get }
    /// The screen, in points, and its pixels per point: the window's pixels are the screen's.
    var screenBounds: CGRect { get }
    var screenScale: Double { get }
    func performWindowInput(_ event: ScriptedEvent) -> EventOutcome
    /// A `window` trace record: a moment only the window has (`minimized`, `closed`…).
    func traceWindow(_ what: String)
    func warn(_ message: String)
}

/// What the user does to the window, as the scripted events the host applies: the left button
/// is a finger, Alt makes it two mirrored around the centre (a pinch), the wheel scrolls, keys
/// go to the app as UIKit's hardware keys (key commands, typing, presses), and the Simulator's
/// shortcuts drive the life cycle.
@MainActor
final class WindowInput {
    /// How far one step of the scroll wheel scrolls, in points.
    static let pointsPerWheelStep = 20.0

    /// The shortcuts, as `--help` and the documentation list them.
    nonisolated static let shortcutHelp = """
        Ctrl+Shift+H home; Ctrl+Shift+M memory warning; Ctrl+Shift+Z shake; Ctrl+Left/Right \
        rotate; minimizing the window sends home and restoring it (or a click) foreground; \
        closing it terminates the app
        """

    /// What the window itself does for an event: put the whole frame up again, or close.
    enum WindowAction: Equatable {
        case presentWholeFrame
        case close
    }

    private unowned let target: any WindowInputTarget
    private let windowAction: (WindowAction) -> Void
    /// The fingers whose touch began, so that only those move and lift.
    private(set) var fingersDown: [Int] = []
    /// Whether the window (not a script) sent the app home: minimized, or Ctrl+Shift+H. Then
    /// restoring the window, or a click in it, opens the app again.
    private(set) var sentHomeByWindow = false

    init(target: any WindowInputTarget, windowAction: @escaping (WindowAction) -> Void) {
        self.target = target
        self.windowAction = windowAction
    }

    func apply(_ events: [WindowEvent]) {
        for event in events where target.exitStatus == nil {
            apply(event)
        }
    }

    func apply(_ event: WindowEvent) {
        switch event {
        case .pointerDown(let x, let y, let mirrored):
            if !target.showsInterface, sentHomeByWindow {
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
            guard target.state == .active else { return }
            let point = points(x, y)
            _ = target.performWindowInput(.scrollAt(dx: dx * Self.pointsPerWheelStep, dy: dy * Self.pointsPerWheelStep, x: point.x, y: point.y))
        case .text(let text):
            if target.state == .active, target.firstResponderTakesText { _ = target.performWindowInput(.type(text)) }
        case .keyDown(let key):
            keyDown(key)
        case .keyUp(let key):
            guard target.state == .active else { return }
            _ = target.performWindowInput(.key(Self.stroke(of: key), phase: .ended))
        case .minimized:
            guard target.showsInterface else { return }
            target.traceWindow("minimized")
            sentHomeByWindow = true
            _ = target.performWindowInput(.system(.home))
        case .restored:
            guard sentHomeByWindow, !target.showsInterface else { return }
            target.traceWindow("restored")
            openAgain()
        case .exposed:
            windowAction(.presentWholeFrame)
        case .closeRequested:
            target.traceWindow("closed")
            _ = target.performWindowInput(.system(.terminate))
        case .connectionLost:
            // As on SIGTERM: the app terminates, its state saved; the window is gone already.
            target.traceWindow("connectionLost")
            target.warn("the window system's connection broke (the display went away); terminating the app")
            windowAction(.close)
            _ = target.performWindowInput(.system(.terminate))
        }
    }

    /// The Simulator's shortcuts act on the device; every other key goes to the app: its key
    /// commands, the text field it types into, or the responder chain as a press.
    private func keyDown(_ key: KeyboardKey) {
        let shortcut: KeyModifiers = [.control, .shift]
        switch (key.character, key.usage, key.modifiers.subtracting(.capsLock)) {
        case ("h", _, shortcut):
            target.traceWindow("home")
            sentHomeByWindow = true
            _ = target.performWindowInput(.system(.home))
        case ("m", _, shortcut):
            _ = target.performWindowInput(.system(.memoryWarning))
        case ("z", _, shortcut):
            _ = target.performWindowInput(.shake)
        case (_, KeyboardKey.leftArrowUsage, [.control]):
            _ = target.performWindowInput(.rotate(.left))
        case (_, KeyboardKey.rightArrowUsage, [.control]):
            _ = target.performWindowInput(.rotate(.right))
        default:
            // With no key window (an app sent home) there is no one to tell.
            guard target.state == .active else { return }
            _ = target.performWindowInput(.key(Self.stroke(of: key), phase: .began, isRepeat: key.isRepeat))
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
        _ = target.performWindowInput(.system(.foreground))
    }

    /// Sends one phase of a finger's touch: a finger begins only once, and moves and lifts only
    /// when its touch began.
    private func touch(_ phase: TouchPhase, finger: Int, at point: CGPoint) {
        let isDown = fingersDown.contains(finger)
        switch phase {
        case .began:
            guard !isDown, target.state == .active else { return }
        case .moved, .ended, .cancelled:
            guard isDown else { return }
        }
        let outcome = target.performWindowInput(.touch(phase, finger: finger, x: point.x, y: point.y))
        if phase == .began, outcome.failure == nil { fingersDown.append(finger) }
        if phase == .ended || phase == .cancelled || outcome.failure != nil { fingersDown.removeAll { $0 == finger } }
    }

    private func points(_ x: Double, _ y: Double) -> CGPoint {
        let scale = target.screenScale
        return CGPoint(x: x / scale, y: y / scale)
    }

    /// The point mirrored around the centre of the screen, for the second finger of a pinch.
    private func mirror(_ point: CGPoint) -> CGPoint {
        let bounds = target.screenBounds
        return CGPoint(x: bounds.width - point.x, y: bounds.height - point.y)
    }
}

extension ApplicationHost: WindowInputTarget {
    var firstResponderTakesText: Bool { application.firstResponder is any KeyInput }
    var screenBounds: CGRect { Screen.main.bounds }
    var screenScale: Double { Screen.main.scale }

    func performWindowInput(_ event: ScriptedEvent) -> EventOutcome {
        perform(event)
    }

    func traceWindow(_ what: String) {
        trace.record(.host, "window", state: state, ["event": .string(what)])
    }

    func warn(_ message: String) {
        logger.warning("\(message)")
    }
}
