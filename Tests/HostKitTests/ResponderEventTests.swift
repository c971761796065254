import Foundation
import HostKit
import Testing

/// Touches, motion and remote-control events along the responder chain, each hop traced.
@MainActor
@Suite("Responder chain for events")
struct ResponderEventTests {
    final class Delegate: Responder, ApplicationDelegate {
        var shakes = 0
        override func motionEnded(_ motion: HostKit.Event.EventSubtype, with event: HostKit.Event?) {
            if motion == .motionShake { shakes += 1 }
        }
    }

    final class ShakeController: ViewController {
        var motions: [String] = []
        var commands: [HostKit.Event.EventSubtype] = []
        override func motionBegan(_ motion: HostKit.Event.EventSubtype, with event: HostKit.Event?) {
            motions.append("began \(motion.rawValue)")
        }
        override func motionEnded(_ motion: HostKit.Event.EventSubtype, with event: HostKit.Event?) {
            motions.append("ended \(motion.rawValue) \(event?.type == .motion)")
        }
        override func remoteControlReceived(with event: HostKit.Event?) {
            commands.append(event?.subtype ?? .none)
        }
    }

    /// Handles touches itself; calls `super` when told to, which passes them on.
    final class Handler: View {
        var passesOn = false
        var phases: [Touch.Phase] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: HostKit.Event?) {
            phases.append(.began)
            if passesOn { super.touchesBegan(touches, with: event) }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: HostKit.Event?) {
            phases.append(.ended)
            if passesOn { super.touchesEnded(touches, with: event) }
        }
    }

    @Test func anUnhandledTouchTravelsTheWholeChainAndEveryHopIsTraced() throws {
        let host = EventTestSupport.Host()
        let panel = View(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        let leaf = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        panel.addSubview(leaf)
        host.rootView.addSubview(panel)
        let delegate = Delegate()
        try EventTestSupport.withApp(root: host, delegate: delegate) { application, window, recorder in
            try application.tap(at: CGPoint(x: 35, y: 55), timestamp: 1)
            let path = [leaf, panel, host.rootView, host, window, application, delegate].map(ObjectIdentifier.init)
            #expect(recorder.receivers(of: "touchesBegan(_:with:)") == path,
                    "leaf → superview → the controller's root view → the controller → window → application → delegate")
            #expect(recorder.receivers(of: "touchesEnded(_:with:)") == path)
            #expect(recorder.calls.filter { $0.name == "touchesBegan(_:with:)" }.allSatisfy { $0.details == ["location": "35,55"] },
                    "each hop names the touch in window coordinates")
            #expect(recorder.calls.count == 14, "began and ended, nothing else")
        }
    }

    @Test func aResponderThatHandlesTheTouchStopsIt() throws {
        let host = EventTestSupport.Host()
        let handler = Handler(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.rootView.addSubview(handler)
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            try application.tap(at: CGPoint(x: 5, y: 5.5), timestamp: 1)
            #expect(handler.phases == [.began, .ended])
            #expect(recorder.calls.map(\.description) == ["Handler.touchesBegan(_:with:)", "Handler.touchesEnded(_:with:)"])
            #expect(recorder.calls.first?.details["location"] == "5,5.5")

            recorder.calls.removeAll()
            handler.passesOn = true
            try application.tap(at: CGPoint(x: 5, y: 5), timestamp: 2)
            #expect(recorder.receivers(of: "touchesBegan(_:with:)").first == ObjectIdentifier(handler))
            #expect(recorder.receivers(of: "touchesBegan(_:with:)").dropFirst().first == ObjectIdentifier(host.rootView),
                    "calling super passes the touch on")
        }
    }

    @Test func controllersPassEventsToTheirViewsSuperview() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = EventTestSupport.Host()
        let child = EventTestSupport.Host()
        parent.addChild(child)
        parent.rootView.addSubview(child.view)
        window.addSubview(parent.view)
        #expect(child.view.next === child)
        #expect(child.next === parent.rootView, "a child controller passes to the view its view is in")
        #expect(parent.next === window)
        let offscreen = EventTestSupport.Host()
        #expect(offscreen.next == nil, "no view, or a view in no superview: the chain ends")
        #expect(!offscreen.isViewLoaded, "asking for the next responder does not load the view")
    }

    @Test func twoFingersOnTwoViewsAreDeliveredApartAndAStillFingerIsNotDelivered() throws {
        let host = EventTestSupport.Host()
        let left = Handler(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Handler(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        host.rootView.addSubview(left)
        host.rootView.addSubview(right)
        let probe = EventProbe(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        host.rootView.addSubview(probe)
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 1)
            try application.deliverTouch(id: 2, phase: .began, at: CGPoint(x: 110, y: 10), timestamp: 2)
            #expect(left.phases == [.began] && right.phases == [.began])
            try application.deliverTouch(id: 3, phase: .began, at: CGPoint(x: 10, y: 210), timestamp: 3)
            #expect(probe.allTouchCounts == [3], "allTouches holds every finger down")
            #expect(probe.phasesOfOthers == [[.stationary, .stationary]], "the other fingers held still")
            try application.deliverTouch(id: 2, phase: .ended, at: CGPoint(x: 110, y: 10), timestamp: 4)
            #expect(left.phases == [.began], "a finger that did not change is not delivered")
            #expect(right.phases == [.began, .ended])
            application.cancelAllTouches()
            #expect(!application.hasTouchesInProgress)
            #expect(recorder.receivers(of: "touchesCancelled(_:with:)").prefix(2) == [ObjectIdentifier(left), ObjectIdentifier(host.rootView)],
                    "cancellation follows the fingers' order and is passed on like the rest")
            #expect(probe.cancelled == 1)
        }
    }

    final class EventProbe: View {
        var allTouchCounts: [Int] = []
        var phasesOfOthers: [[Touch.Phase]] = []
        var cancelled = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: HostKit.Event?) {
            guard let event, let all = event.allTouches else { return }
            allTouchCounts.append(all.count)
            phasesOfOthers.append(all.subtracting(touches).map(\.phase))
            #expect(event.touches(for: self) == touches)
            #expect(event.type == .touches && event.subtype == .none)
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: HostKit.Event?) {
            cancelled += touches.count
        }
    }

    // MARK: Motion and remote control

    @Test func aShakeGoesToTheFirstResponderAndUpItsChain() throws {
        let controller = ShakeController()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        try EventTestSupport.withApp(root: controller) { application, _, recorder in
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            recorder.calls.removeAll()
            try application.deliverMotion(.motionShake, timestamp: 5)
            #expect(controller.motions == ["began 1", "ended 1 true"])
            #expect(recorder.calls.map(\.description) == [
                "TextField.motionBegan(_:with:)", "View.motionBegan(_:with:)", "ShakeController.motionBegan(_:with:)",
                "TextField.motionEnded(_:with:)", "View.motionEnded(_:with:)", "ShakeController.motionEnded(_:with:)",
            ])
            #expect(recorder.calls.allSatisfy { $0.details == ["subtype": "motionShake"] })
        }
    }

    @Test func withNothingFirstResponderAShakeGoesToTheKeyWindow() throws {
        let delegate = Delegate()
        try EventTestSupport.withApp(root: ShakeController(), delegate: delegate) { application, window, recorder in
            try application.deliverMotion(.motionShake, timestamp: 5)
            #expect(recorder.receivers(of: "motionEnded(_:with:)") == [window, application, delegate].map(ObjectIdentifier.init))
            #expect(delegate.shakes == 1)
        }
    }

    @Test func remoteControlCommandsReachTheFirstResponderChain() throws {
        let controller = ShakeController()
        let field = TextField()
        try EventTestSupport.withApp(root: controller) { application, _, recorder in
            controller.view.addSubview(field)
            field.becomeFirstResponder()
            try application.deliverRemoteControl(.remoteControlTogglePlayPause, timestamp: 1)
            try application.deliverRemoteControl(.remoteControlNextTrack, timestamp: 2)
            #expect(controller.commands == [.remoteControlTogglePlayPause, .remoteControlNextTrack])
            #expect(recorder.calls.first?.name == "remoteControlReceived(with:)")
            #expect(recorder.calls.first?.details == ["subtype": "remoteControlTogglePlayPause"])
        }
    }

    @Test func motionAndRemoteControlRequestsThatMakeNoSenseAreRefused() throws {
        try EventTestSupport.withApp { application, _, recorder in
            #expect(throws: EventDeliveryError.self) { try application.deliverMotion(.remoteControlPlay, timestamp: 1) }
            #expect(throws: EventDeliveryError.self) { try application.deliverRemoteControl(.motionShake, timestamp: 1) }
            #expect(throws: EventDeliveryError.self) { try application.deliverRemoteControl(.none, timestamp: 1) }
            #expect(recorder.calls.isEmpty)
        }
        let lonely = Application()
        Application.current = lonely
        defer { Application.current = nil }
        let error = #expect(throws: EventDeliveryError.self) { try lonely.deliverMotion(.motionShake, timestamp: 1) }
        #expect(error?.message.contains("no key window") == true)
    }

    // MARK: Tracing

    @Test func untracedCallbacksBuildNoDetails() {
        var built = 0
        func details() -> KeyValuePairs<String, String> {
            built += 1
            return ["k": "v"]
        }
        let object = View()
        HostLink.invoke("x()", on: object, details: details()) {}
        #expect(built == 0, "no observer, no details")
        let recorder = EventTestSupport.Recorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        HostLink.invoke("x()", on: object, details: details()) {}
        #expect(built == 1)
        #expect(recorder.calls.first?.details == ["k": "v"])
    }
}
