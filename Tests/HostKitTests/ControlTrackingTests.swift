import Foundation
import HostKit
import Testing

/// Controls following touches as UIControl does, and sending their actions to `@Action`s.
@MainActor
@Suite("Control tracking")
struct ControlTrackingTests {
    /// Records every control event a control sends, by name, in order.
    private static func recordEvents(of control: Control) -> () -> [String] {
        let log = Log()
        for (name, event) in Control.Event.named {
            control.addHandler(for: event) { _ in log.entries.append(name) }
        }
        return { log.entries }
    }

    private final class Log {
        var entries: [String] = []
    }

    final class Screen: ViewController {
        var taps: [String] = []
        var saves = 0
        @Action var tapped = Screen.tapped(_:)
        @Action var save = Screen.save(_:)
        func tapped(_ sender: Button) { taps.append(sender.title ?? "?") }
        func save(_ sender: Any?) { saves += 1 }
    }

    /// A control in a window, with a plain view behind it that logs the touches passed to it.
    private func withControl(_ control: Control, _ body: (Application, Screen, PassedOn, Recorder) throws -> Void) throws {
        let screen = Screen()
        try EventTestSupport.withApp(root: screen) { application, _, recorder in
            let backdrop = PassedOn(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            screen.view.addSubview(backdrop)
            control.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
            backdrop.addSubview(control)
            try body(application, screen, backdrop, recorder)
        }
    }

    typealias Recorder = EventTestSupport.Recorder

    final class PassedOn: View {
        var phases: [Touch.Phase] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: HostKit.Event?) { phases.append(.began) }
        override func touchesMoved(_ touches: Set<Touch>, with event: HostKit.Event?) { phases.append(.moved) }
        override func touchesEnded(_ touches: Set<Touch>, with event: HostKit.Event?) { phases.append(.ended) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: HostKit.Event?) { phases.append(.cancelled) }
    }

    private let inside = CGPoint(x: 150, y: 120)
    private let outside = CGPoint(x: 20, y: 20)

    @Test func aTapOnAButtonSendsTouchDownTouchUpInsideAndThePrimaryAction() throws {
        let button = Button()
        button.title = "OK"
        let events = Self.recordEvents(of: button)
        try withControl(button) { application, screen, backdrop, recorder in
            button.addTarget(screen, action: "tapped", for: .touchUpInside)
            #expect(try application.deliverTouch(id: 1, phase: .began, at: inside, timestamp: 1) === button)
            #expect(button.isTracking && button.isHighlighted && button.isTouchInside)
            try application.deliverTouch(id: 1, phase: .ended, at: inside, timestamp: 1.1)
            #expect(!button.isTracking && !button.isHighlighted)
            #expect(events() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
            #expect(screen.taps == ["OK"])
            #expect(backdrop.phases.isEmpty, "a control that handles a touch keeps it")
            let action = recorder.calls.first { $0.name == "tapped" }
            #expect(action?.details == ["sender": "\(String(reflecting: Button.self))", "event": "touchUpInside"])
        }
    }

    @Test func liftingOutsideSendsTouchUpOutsideAndNoTap() throws {
        let button = Button()
        let events = Self.recordEvents(of: button)
        try withControl(button) { application, screen, _, _ in
            button.addTarget(screen, action: "tapped", for: .touchUpInside)
            try application.deliverTouch(id: 1, phase: .began, at: inside, timestamp: 1)
            try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: 160, y: 125), timestamp: 1.1)
            try application.deliverTouch(id: 1, phase: .moved, at: outside, timestamp: 1.2)
            #expect(!button.isHighlighted && !button.isTouchInside, "a finger outside does not highlight")
            try application.deliverTouch(id: 1, phase: .moved, at: inside, timestamp: 1.3)
            #expect(button.isHighlighted)
            try application.deliverTouch(id: 1, phase: .moved, at: outside, timestamp: 1.4)
            try application.deliverTouch(id: 1, phase: .ended, at: outside, timestamp: 1.5)
            #expect(events() == [
                "touchDown", "touchDragInside",
                "touchDragOutside", "touchDragExit",
                "touchDragInside", "touchDragEnter",
                "touchDragOutside", "touchDragExit",
                "touchUpOutside",
            ])
            #expect(screen.taps.isEmpty)
        }
    }

    @Test func aCancelledTouchSendsTouchCancelOnly() throws {
        let button = Button()
        let events = Self.recordEvents(of: button)
        try withControl(button) { application, screen, backdrop, _ in
            button.addTarget(screen, action: "tapped", for: .touchUpInside)
            try application.deliverTouch(id: 4, phase: .began, at: inside, timestamp: 1)
            application.cancelAllTouches()
            #expect(events() == ["touchDown", "touchCancel"])
            #expect(!button.isTracking && !button.isHighlighted)
            #expect(screen.taps.isEmpty && backdrop.phases.isEmpty)
            #expect(throws: EventDeliveryError.self, "the cancelled touch is gone") {
                try application.deliverTouch(id: 4, phase: .ended, at: inside, timestamp: 2)
            }
        }
    }

    @Test func aDisabledControlPassesItsTouchesOn() throws {
        let button = Button()
        button.isEnabled = false
        let events = Self.recordEvents(of: button)
        try withControl(button) { application, _, backdrop, _ in
            let hit = try application.tap(at: inside, timestamp: 1)
            #expect(hit === button, "a disabled control is still hit")
            #expect(backdrop.phases == [.began, .ended])
            #expect(events().isEmpty)
        }
    }

    @Test func aSwitchFlipsOnATapBeforeTouchUpInsideIsSent() throws {
        let toggle = Switch()
        var seenOnTouchUp: [Bool] = []
        toggle.addHandler(for: .touchUpInside) { control in seenOnTouchUp.append((control as! Switch).isOn) }
        let events = Self.recordEvents(of: toggle)
        try withControl(toggle) { application, _, _, _ in
            try application.tap(at: inside, timestamp: 1)
            #expect(toggle.isOn)
            #expect(events() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
            #expect(seenOnTouchUp == [true], "touch-up actions see the new value")
            try application.deliverTouch(id: 1, phase: .began, at: inside, timestamp: 5)
            try application.deliverTouch(id: 1, phase: .ended, at: outside, timestamp: 5.1)
            #expect(toggle.isOn, "lifting outside leaves the switch as it was")
            try application.tap(at: inside, timestamp: 10)
            #expect(!toggle.isOn)
        }
    }

    @Test func aTextFieldBeginsEditingWhenTapped() throws {
        let field = TextField()
        let events = Self.recordEvents(of: field)
        try withControl(field) { application, _, _, _ in
            try application.tap(at: inside, timestamp: 1)
            #expect(field.isFirstResponder)
            #expect(events() == ["touchDown", "touchUpInside", "editingDidBegin"])
        }
    }

    @Test func aQuickSecondTapNearTheFirstRepeats() throws {
        let button = Button()
        let events = Self.recordEvents(of: button)
        let probe = TapCounter()
        try withControl(button) { application, _, backdrop, _ in
            try application.tap(at: inside, timestamp: 1)
            try application.tap(at: CGPoint(x: inside.x + 3, y: inside.y), timestamp: 1.2)
            #expect(events() == ["touchDown", "touchUpInside", "primaryActionTriggered",
                                 "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
            backdrop.addSubview(probe)
            probe.frame = CGRect(x: 0, y: 300, width: 320, height: 100)
            try application.tap(at: CGPoint(x: 10, y: 310), timestamp: 2)
            try application.tap(at: CGPoint(x: 12, y: 310), timestamp: 2.3)
            try application.tap(at: CGPoint(x: 12, y: 310), timestamp: 2.6)
            try application.tap(at: CGPoint(x: 12, y: 310), timestamp: 3.5)
            try application.tap(at: CGPoint(x: 100, y: 310), timestamp: 3.6)
            #expect(probe.counts == [1, 2, 3, 1, 1], "too late or too far starts a new series")
            try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 310), timestamp: 3.7)
            try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: 200, y: 310), timestamp: 3.8)
            try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 310), timestamp: 3.8)
            try application.tap(at: CGPoint(x: 200, y: 310), timestamp: 3.9)
            #expect(probe.counts.suffix(2) == [2, 1], "a finger that wandered is no tap")
        }
    }

    final class TapCounter: View {
        var counts: [Int] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: HostKit.Event?) {
            counts.append(touches.first!.tapCount)
        }
    }

    @Test func nilTargetedActionsReachTheFirstRespondersChain() throws {
        let button = Button()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        try withControl(button) { application, screen, _, recorder in
            button.addTarget(nil, action: "save", for: .touchUpInside)
            try application.tap(at: inside, timestamp: 1)
            #expect(screen.saves == 1, "nothing first responder: the chain starts at the sender")
            screen.view.addSubview(field)
            field.becomeFirstResponder()
            try application.tap(at: inside, timestamp: 5)
            #expect(screen.saves == 2, "from the first responder up to its controller")
            button.addTarget(nil, action: "nobodyHasThis", for: .touchUpInside)
            try application.tap(at: inside, timestamp: 9)
            #expect(screen.saves == 3)
            #expect(recorder.issues == ["no responder handles the nil-targeted action \"nobodyHasThis\""])
        }
    }

    @Test func accessibilityActivationStillWorks() throws {
        let button = Button()
        let events = Self.recordEvents(of: button)
        try withControl(button) { _, screen, _, _ in
            button.addTarget(screen, action: "tapped", for: [.touchUpInside, .primaryActionTriggered])
            #expect(button.accessibilityActivate())
            #expect(events() == ["touchUpInside", "primaryActionTriggered"])
            #expect(screen.taps.count == 1, "one send for a target registered for both events")
            button.isEnabled = false
            #expect(!button.accessibilityActivate())
        }
    }

    // MARK: Actions read straight from the instance

    class Base: ViewController {
        var log: [String] = []
        @Action var first = Base.first(_:)
        func first(_ sender: Button) { log.append("first") }
    }

    class Middle: Base {
        var padding = (1, 2, 3)
        @Action var second = Middle.second(_:)
        func second(_ sender: Control) { log.append("second") }
    }

    final class Leaf<Payload>: Middle {
        var payload: Payload?
        @Action var third = Leaf.third(_:)
        @Action var fourth = Leaf.fourth(_:)
        @Action var mismatched = Unrelated.method(_:)
        func third(_ sender: Any?) { log.append("third \(Payload.self)") }
        func fourth(_ sender: Button?) { log.append("fourth \(sender?.title ?? "nil")") }
    }

    final class Unrelated {
        func method(_ sender: Button) {}
    }

    @Test func actionsOfEveryClassInTheHierarchyAreSentToTheRightMethod() {
        EventTestSupport.withApp { application, _, recorder in
            let leaf = Leaf<String>()
            let button = Button()
            for name in ["first", "second", "third", "second", "first"] {
                #expect(application.sendAction(name, to: leaf, from: button, for: .touchUpInside))
            }
            #expect(leaf.log == ["first", "second", "third String", "second", "first"])
            #expect(!application.sendAction("second", to: leaf, from: Label(), for: nil), "a Label is no Control")
            button.title = "B"
            #expect(application.sendAction("fourth", to: leaf, from: button, for: nil))
            #expect(application.sendAction("fourth", to: leaf, from: nil, for: nil), "an optional sender takes nil")
            #expect(!application.sendAction("fourth", to: leaf, from: Switch(), for: nil), "a Switch is no Button")
            #expect(!application.sendAction("first", to: leaf, from: nil, for: nil), "a Button sender cannot be nil")
            #expect(leaf.log.suffix(2) == ["fourth B", "fourth nil"])
            #expect(!application.sendAction("mismatched", to: leaf, from: button, for: nil),
                    "an action whose method belongs to another class is refused, not called on the wrong object")
            #expect(recorder.issues.count == 4)
            let middle = Middle()
            #expect(application.sendAction("first", to: middle, from: button, for: nil))
            #expect(middle.log == ["first"])
        }
    }
}
