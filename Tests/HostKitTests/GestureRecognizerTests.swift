import Foundation
@testable import HostKit
import Testing

/// Gesture recognizers: their states and actions, cancelsTouchesInView, and the delegate's
/// simultaneous recognition.
@MainActor
@Suite("Gesture recognizers", .serialized)
struct GestureRecognizerTests {
    final class Handler: Responder {
        var log: [String] = []
        @Action var handle = Handler.handle(_:)
        func handle(_ sender: GestureRecognizer) { log.append("\(type(of: sender)) \(sender.state)") }
    }

    final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    final class TouchLog: View {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
    }

    private func withView(_ body: (Application, TouchLog, Handler) throws -> Void) throws {
        let host = EventTestSupport.Host()
        let view = TouchLog(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.rootView.addSubview(view)
        let handler = Handler()
        try EventTestSupport.withApp(root: host) { application, _, _ in
            try body(application, view, handler)
        }
    }

    private func drag(_ application: Application, from start: CGPoint, to end: CGPoint, steps: Int = 4, finger: Int = 1, at time: Double = 1) throws {
        _ = try application.deliverTouch(id: finger, phase: .began, at: start, timestamp: time)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            _ = try application.deliverTouch(id: finger, phase: .moved, at: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction),
                                             timestamp: time + 0.01 * Double(step))
        }
        _ = try application.deliverTouch(id: finger, phase: .ended, at: end, timestamp: time + 0.1)
    }

    @Test func aTapIsRecognizedOnceAndCancelsTheViewsTouches() throws {
        try withView { application, view, handler in
            let tap = TapGestureRecognizer(target: handler, action: "handle")
            view.addGestureRecognizer(tap)
            #expect(tap.view === view && view.gestureRecognizers?.count == 1)
            try application.tap(at: CGPoint(x: 50, y: 50), timestamp: 1)
            #expect(handler.log == ["TapGestureRecognizer ended"])
            #expect(view.log == ["began", "cancelled"], "recognized: the view's touch is cancelled")
            #expect(tap.state == .possible, "ready for the next gesture once the touches ended")
            tap.cancelsTouchesInView = false
            try application.tap(at: CGPoint(x: 50, y: 50), timestamp: 3)
            #expect(view.log == ["began", "cancelled", "began", "ended"])
            try drag(application, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), at: 5)
            #expect(handler.log.count == 2, "a finger that moves is no tap")
        }
    }

    /// UIKit's "default control actions prevent overlapping gesture recognizer behavior": a
    /// screen's tap-to-dismiss recognizer leaves its text field and buttons usable.
    @Test func aSuperviewsSingleTapLeavesAnEnabledControlItsTap() throws {
        try withView { application, view, handler in
            view.addGestureRecognizer(TapGestureRecognizer(target: handler, action: "handle"))
            let field = TextField(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
            view.addSubview(field)
            try application.tap(at: CGPoint(x: 50, y: 30), timestamp: 1)
            #expect(handler.log.isEmpty, "the control's tap wins")
            #expect(field.isFirstResponder, "the field took its tap and edits")
            try application.tap(at: CGPoint(x: 200, y: 200), timestamp: 3)
            #expect(handler.log == ["TapGestureRecognizer ended"], "outside the control the recognizer works")
            field.isEnabled = false
            try application.tap(at: CGPoint(x: 50, y: 30), timestamp: 5)
            #expect(handler.log.count == 2, "a disabled control does not hold the tap back")
        }
    }

    @Test func aDoubleTapNeedsTheSecondTap() throws {
        try withView { application, _, handler in
            let doubleTap = TapGestureRecognizer(target: handler, action: "handle")
            doubleTap.numberOfTapsRequired = 2
            application.keyWindow?.rootViewController?.view.subviews.first?.addGestureRecognizer(doubleTap)
            try application.tap(at: CGPoint(x: 50, y: 50), timestamp: 1)
            #expect(handler.log.isEmpty)
            try application.tap(at: CGPoint(x: 52, y: 50), timestamp: 1.1)
            #expect(handler.log == ["TapGestureRecognizer ended"])
        }
    }

    @Test func aPanBeginsChangesAndEndsWithItsTranslation() throws {
        try withView { application, view, handler in
            let pan = PanGestureRecognizer(target: handler, action: "handle")
            view.addGestureRecognizer(pan)
            var translations: [Double] = []
            pan.addTarget(handler, action: "handle")
            pan.removeTarget(handler, action: "handle")
            pan.addTarget(handler, action: "handle")
            var velocity = 0.0
            let recorder = Recorder {
                translations.append(pan.translation(in: view).x)
                velocity = pan.velocity(in: view).x
            }
            pan.addTarget(recorder, action: "record")
            try drag(application, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10))
            #expect(handler.log == ["PanGestureRecognizer began"] + Array(repeating: "PanGestureRecognizer changed", count: 3) + ["PanGestureRecognizer ended"])
            #expect(translations == [20, 40, 60, 80, 80])
            #expect(abs(velocity - 2000) < 1e-6, "20 points in 10 ms")
        }
    }

    final class Recorder: Responder {
        var body: () -> Void = {}
        convenience init(_ body: @escaping () -> Void) {
            self.init()
            self.body = body
        }
        @Action var record = Recorder.record(_:)
        func record(_ sender: GestureRecognizer) { body() }
    }

    @Test func oneRecognitionMakesTheOthersFailUnlessTheDelegateSaysTogether() throws {
        try withView { application, view, handler in
            let pan = PanGestureRecognizer(target: handler, action: "handle")
            let swipe = SwipeGestureRecognizer(target: handler, action: "handle")
            view.addGestureRecognizer(pan)
            view.superview?.addGestureRecognizer(swipe)
            try drag(application, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10))
            #expect(handler.log.allSatisfy { $0.hasPrefix("Pan") }, "the pan began first: the swipe failed")
            handler.log.removeAll()
            let together = Simultaneous()
            pan.delegate = together
            try drag(application, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), at: 5)
            #expect(handler.log.contains("SwipeGestureRecognizer ended"))
            #expect(handler.log.first == "PanGestureRecognizer began")
        }
    }

    @Test func aLongPressBeginsOnTheAppClock() throws {
        let clock = AnimationTests.TestClock()
        HostLink.appClock = clock
        defer { HostLink.appClock = nil }
        try withView { application, view, handler in
            let press = LongPressGestureRecognizer(target: handler, action: "handle")
            view.addGestureRecognizer(press)
            _ = try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 50, y: 50), timestamp: 1)
            clock.advance(by: 0.4)
            #expect(handler.log.isEmpty)
            clock.advance(by: 0.1)
            #expect(handler.log == ["LongPressGestureRecognizer began"])
            #expect(view.log == ["began", "cancelled"])
            _ = try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 50, y: 50), timestamp: 2)
            #expect(handler.log.last == "LongPressGestureRecognizer ended")
            _ = try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 50, y: 50), timestamp: 3)
            _ = try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 50, y: 50), timestamp: 3.1)
            clock.advance(by: 1)
            #expect(handler.log.count == 2, "a press that lifted early never begins")
        }
    }

    @Test func aPinchScalesWithTwoFingers() throws {
        try withView { application, view, handler in
            let pinch = PinchGestureRecognizer(target: handler, action: "handle")
            view.addGestureRecognizer(pinch)
            var scales: [Double] = []
            let recorder = Recorder { scales.append(pinch.scale) }
            pinch.addTarget(recorder, action: "record")
            _ = try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 100), timestamp: 1)
            _ = try application.deliverTouch(id: 2, phase: .began, at: CGPoint(x: 200, y: 100), timestamp: 1)
            _ = try application.deliverTouch(id: 2, phase: .moved, at: CGPoint(x: 250, y: 100), timestamp: 1.1)
            _ = try application.deliverTouch(id: 2, phase: .moved, at: CGPoint(x: 300, y: 100), timestamp: 1.2)
            _ = try application.deliverTouch(id: 2, phase: .ended, at: CGPoint(x: 300, y: 100), timestamp: 1.3)
            #expect(handler.log == ["PinchGestureRecognizer began", "PinchGestureRecognizer changed", "PinchGestureRecognizer ended"])
            #expect(scales.prefix(2) == [1.5, 2.0])
            _ = try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 100), timestamp: 1.4)
        }
    }
}

/// Gesture recognizers declared in a storyboard: their actions reach the view's controller.
@MainActor
@Suite("Gesture recognizers in storyboards", .serialized)
struct GestureStoryboardTests {
    final class Catalog: ClassCatalog {
        func findClass(named name: String) -> AnyClass? { name == "Tests.Photo" ? Photo.self : nil }
        var classNames: [String] { ["Tests.Photo"] }
    }

    final class Photo: ViewController {
        var taps = 0
        @Action var liked = Photo.liked(_:)
        func liked(_ sender: TapGestureRecognizer) { taps += 1 }
    }

    @Test func aTapGestureActionReachesTheController() throws {
        let text = """
            {"format": 1, "scenes": [{"id": "photo", "class": "Tests.Photo", "initial": true,
              "view": {"class": "View", "subviews": [
                {"class": "ImageView", "id": "picture", "userInteractionEnabled": true, "tapGestureAction": "liked", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}}]}}]}
            """
        let photo = try #require(try EventTestSupport.initialController(ofStoryboard: text, catalog: Catalog()) as? Photo)
        try EventTestSupport.withApp(root: photo) { application, _, _ in
            #expect(photo.view.subviews.first?.gestureRecognizers?.first is TapGestureRecognizer)
            try application.tap(at: CGPoint(x: 50, y: 50), timestamp: 1)
            #expect(photo.taps == 1)
        }
    }
}
