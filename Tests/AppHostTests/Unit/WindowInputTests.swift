import Foundation
import HostKit
@testable import HostRuntime
import Lifecycle
import Testing
import Windowing

/// The window's input as the host's events, on a stand-in for the host: what each mouse, wheel,
/// key and window event of the window becomes, without a display.
@MainActor
@Suite("Window input")
struct WindowInputTests {
    final class Target: WindowInputTarget {
        var state = LifecycleState.active
        var showsInterface = true
        var exitStatus: Int32?
        var firstResponderTakesText = false
        let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let screenScale = 2.0
        var performed: [ScriptedEvent] = []
        var traced: [String] = []
        var refuses: (ScriptedEvent) -> Bool = { _ in false }

        func performWindowInput(_ event: ScriptedEvent) -> EventOutcome {
            performed.append(event)
            // Home and foreground move the stand-in along as the host would.
            if event == .system(.home) { state = .background; showsInterface = false }
            if event == .system(.foreground) { state = .active; showsInterface = true }
            return refuses(event) ? .failed("not-delivered", "refused", remedy: "") : .done()
        }

        func traceWindow(_ what: String) { traced.append(what) }
        func warn(_ message: String) {}
    }

    /// Runs `body` with a window on a 390 × 844 screen at @2x.
    private func atScale2(_ body: (Target, WindowInput, () -> [WindowInput.WindowAction]) throws -> Void) rethrows {
        let target = Target()
        var actions: [WindowInput.WindowAction] = []
        let input = WindowInput(target: target) { actions.append($0) }
        try body(target, input, { actions })
    }

    @Test func minimizingSendsHomeAndRestoringBringsTheAppBack() {
        atScale2 { target, input, _ in
            input.apply(.minimized)
            #expect(target.performed == [.system(.home)])
            #expect(target.traced == ["minimized"])
            input.apply(.minimized)
            #expect(target.performed.count == 1, "an app in the background is not sent home again")
            input.apply(.restored)
            #expect(target.performed == [.system(.home), .system(.foreground)])
            #expect(target.traced == ["minimized", "restored"])
            input.apply(.restored)
            #expect(target.performed.count == 2, "restoring a window of an app in the foreground does nothing")
        }
    }

    @Test func restoringDoesNotBringBackAnAppAScriptSentHome() {
        atScale2 { target, input, _ in
            target.state = .background
            target.showsInterface = false
            input.apply(.restored)
            input.apply(.pointerDown(x: 10, y: 10, mirrored: false))
            #expect(target.performed.isEmpty, "only the window's own home is undone by the window")
        }
    }

    @Test func aClickOpensAnAppTheWindowSentHomeAndTouchesNothing() {
        atScale2 { target, input, _ in
            input.apply(.keyDown(KeyboardKey(usage: 0x0B, character: "h", modifiers: [.control, .shift])))
            #expect(target.performed == [.system(.home)])
            input.apply(.pointerDown(x: 10, y: 10, mirrored: false))
            input.apply(.pointerUp(x: 10, y: 10))
            #expect(target.performed == [.system(.home), .system(.foreground)], "the click opens the app; it is no touch")
        }
    }

    @Test func altDragIsTwoFingersMirroredAroundTheCentre() {
        atScale2 { target, input, _ in
            input.apply(.pointerDown(x: 200, y: 600, mirrored: true))
            input.apply(.pointerMoved(x: 180, y: 560))
            input.apply(.pointerUp(x: 160, y: 520))
            #expect(target.performed == [
                .touch(.began, finger: 0, x: 100, y: 300), .touch(.began, finger: 1, x: 290, y: 544),
                .touch(.moved, finger: 0, x: 90, y: 280), .touch(.moved, finger: 1, x: 300, y: 564),
                .touch(.ended, finger: 0, x: 80, y: 260), .touch(.ended, finger: 1, x: 310, y: 584),
            ], "pixels at @2x become points, and the second finger mirrors the first around (195, 422)")
            #expect(input.fingersDown.isEmpty)
        }
    }

    @Test func aPlainDragIsOneFingerAndARefusedBeginLeavesNoFingerDown() {
        atScale2 { target, input, _ in
            input.apply(.pointerDown(x: 20, y: 20, mirrored: false))
            input.apply(.pointerMoved(x: 40, y: 20))
            input.apply(.pointerUp(x: 40, y: 20))
            #expect(target.performed == [.touch(.began, finger: 0, x: 10, y: 10), .touch(.moved, finger: 0, x: 20, y: 10), .touch(.ended, finger: 0, x: 20, y: 10)])
            target.performed.removeAll()
            target.refuses = { if case .touch(.began, _, _, _) = $0 { true } else { false } }
            input.apply(.pointerDown(x: 20, y: 20, mirrored: false))
            input.apply(.pointerMoved(x: 40, y: 20))
            #expect(target.performed == [.touch(.began, finger: 0, x: 10, y: 10)], "a finger whose touch was refused neither moves nor lifts")
        }
    }

    @Test func theWheelScrollsTwentyPointsAStepAtThePointer() {
        atScale2 { target, input, _ in
            input.apply(.scroll(dx: 0, dy: 3, x: 100, y: 400))
            input.apply(.scroll(dx: -0.5, dy: 0, x: 100, y: 400))
            #expect(target.performed == [.scrollAt(dx: 0, dy: 60, x: 50, y: 200), .scrollAt(dx: -10, dy: 0, x: 50, y: 200)])
            target.state = .inactive
            input.apply(.scroll(dx: 0, dy: 1, x: 100, y: 400))
            #expect(target.performed.count == 2, "an inactive app scrolls nothing")
        }
    }

    @Test func keysAreTheAppsExceptTheSimulatorsShortcuts() {
        atScale2 { target, input, _ in
            input.apply(.keyDown(KeyboardKey(usage: 0x52, character: nil, modifiers: [.command])))
            input.apply(.keyUp(KeyboardKey(usage: 0x52, character: nil, modifiers: [.command])))
            input.apply(.keyDown(KeyboardKey(usage: 0x50, character: nil, modifiers: [.control])))
            input.apply(.keyDown(KeyboardKey(usage: 0x10, character: "m", modifiers: [.control, .shift, .capsLock])))
            input.apply(.keyDown(KeyboardKey(usage: 0x04, character: "a", text: "A", modifiers: [.shift], isRepeat: true)))
            let up = KeyStroke(usage: 0x52, character: nil, text: nil, modifiers: .command)
            #expect(target.performed == [
                .key(up, phase: .began), .key(up, phase: .ended), .rotate(.left), .system(.memoryWarning),
                .key(KeyStroke(usage: 0x04, character: "a", text: "A", modifiers: .shift), phase: .began, isRepeat: true),
            ])
        }
    }

    @Test func closingTerminatesAndALostConnectionClosesTheWindowFirst() {
        atScale2 { target, input, actions in
            input.apply(.exposed)
            #expect(actions() == [.presentWholeFrame])
            input.apply(.connectionLost)
            #expect(actions() == [.presentWholeFrame, .close])
            #expect(target.performed == [.system(.terminate)])
            input.apply(.closeRequested)
            #expect(target.traced == ["connectionLost", "closed"])
        }
    }
}
