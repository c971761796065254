import Foundation
import HostKit
import Testing

/// The host's touch requests: which make sense, and what happens to those that do not.
@MainActor
@Suite("Touch delivery")
struct TouchDeliveryTests {
    @Test func touchesNeedAKeyWindow() {
        let application = Application()
        Application.current = application
        defer { Application.current = nil }
        let error = #expect(throws: EventDeliveryError.self) {
            try application.deliverTouch(id: 1, phase: .began, at: .zero, timestamp: 0)
        }
        #expect(error?.message == "there is no key window to touch")
        #expect(error?.remedy.contains("makeKeyAndVisible()") == true)
        #expect(throws: EventDeliveryError.self) { try application.tap(at: .zero, timestamp: 0) }
        #expect(!application.hasTouchesInProgress)
    }

    /// A tap's touch object is reused for the next tap only when nobody kept it: one an app holds
    /// keeps its identity and its last state.
    @Test func aTouchAnAppKeepsIsNeverReused() throws {
        let host = KeepingHost()
        try EventTestSupport.withApp(root: host) { application, _, _ in
            try application.tap(at: CGPoint(x: 1, y: 1), timestamp: 1)
            let kept = try #require(host.lastTouch)
            #expect(kept.phase == .ended)
            try application.tap(at: CGPoint(x: 50, y: 50), timestamp: 10)
            let second = try #require(host.lastTouch)
            #expect(second !== kept, "the kept touch was not recycled")
            #expect(kept.phase == .ended && kept.location(in: nil) == CGPoint(x: 1, y: 1))
            host.lastTouch = nil
            try application.tap(at: CGPoint(x: 20, y: 20), timestamp: 20)
            #expect(host.lastTouch?.location(in: nil) == CGPoint(x: 20, y: 20))
            #expect(host.lastTouch?.tapCount == 1)
        }
    }

    @Test func touchRequestsThatMakeNoSenseChangeNothing() throws {
        let host = EventTestSupport.Host()
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 1, y: 1), timestamp: 1)
            recorder.calls.removeAll()

            let twice = #expect(throws: EventDeliveryError.self) {
                try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 5, y: 5), timestamp: 2)
            }
            #expect(twice?.message == "touch 1 is already down and cannot begin again")
            let unknown = #expect(throws: EventDeliveryError.self) {
                try application.deliverTouch(id: 2, phase: .moved, at: .zero, timestamp: 2)
            }
            #expect(unknown?.message == "touch 2 is not down, so it cannot be moved")
            let unknownEnd = #expect(throws: EventDeliveryError.self) {
                try application.deliverTouch(id: 3, phase: .ended, at: .zero, timestamp: 2)
            }
            #expect(unknownEnd?.message == "touch 3 is not down, so it cannot be ended")
            #expect(throws: EventDeliveryError.self) {
                try application.deliverTouch(id: 1, phase: .stationary, at: .zero, timestamp: 2)
            }
            #expect(throws: EventDeliveryError.self) {
                try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: Double.nan, y: 0), timestamp: 2)
            }
            #expect(throws: EventDeliveryError.self) {
                try application.deliverTouch(id: 1, phase: .moved, at: .zero, timestamp: .infinity)
            }
            #expect(recorder.calls.isEmpty, "nothing was delivered")
            #expect(application.hasTouchesInProgress, "touch 1 is still down")

            try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 1, y: 1), timestamp: 3)
            #expect(!application.hasTouchesInProgress)
            #expect(recorder.calls.first?.name == "touchesEnded(_:with:)")
        }
    }

    @Test func aTapUsesANumberTheHostIsNotUsingAndReturnsTheViewTapped() throws {
        let host = EventTestSupport.Host()
        let target = View(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        host.rootView.addSubview(target)
        try EventTestSupport.withApp(root: host) { application, _, _ in
            try application.deliverTouch(id: -1, phase: .began, at: CGPoint(x: 300, y: 300), timestamp: 1)
            let tapped = try application.tap(at: CGPoint(x: 55, y: 55), timestamp: 2)
            #expect(tapped === target)
            #expect(application.hasTouchesInProgress, "the host's own touch -1 is untouched by the tap")
            try application.deliverTouch(id: -1, phase: .ended, at: CGPoint(x: 300, y: 300), timestamp: 3)
            #expect(!application.hasTouchesInProgress)
        }
    }

    @Test func cancellingWithNoTouchesDoesNothing() throws {
        try EventTestSupport.withApp { application, _, recorder in
            application.cancelAllTouches()
            #expect(recorder.calls.isEmpty)
        }
    }

    /// Cancels every touch from inside a touch callback, as an app that presents an alert might
    /// make the host do.
    final class Canceller: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: HostKit.Event?) {
            Application.current?.cancelAllTouches()
        }
    }

    @Test func aTapWhoseTouchIsCancelledMeanwhileDoesNotFail() throws {
        let host = EventTestSupport.Host()
        let canceller = Canceller(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.rootView.addSubview(canceller)
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            let tapped = try application.tap(at: CGPoint(x: 5, y: 5), timestamp: 1)
            #expect(tapped === canceller)
            #expect(!application.hasTouchesInProgress)
            #expect(recorder.calls.map(\.name).filter { $0.hasPrefix("touches") }.prefix(2) == ["touchesBegan(_:with:)", "touchesCancelled(_:with:)"])
            #expect(!recorder.calls.contains { $0.name == "touchesEnded(_:with:)" })
        }
    }

    @Test func theErrorDescriptionSaysWhatAndWhatToDo() {
        let error = EventDeliveryError("touch 1 is not down", remedy: "begin it first")
        #expect("\(error)" == "touch 1 is not down (fix: begin it first)")
    }
}

/// Keeps the last touch it was told of, as an app drawing with a finger might.
private final class KeepingHost: ViewController {
    var lastTouch: Touch?
    override func loadView() { view = View() }
    override func touchesEnded(_ touches: Set<Touch>, with event: HostKit.Event?) {
        lastTouch = touches.first
    }
}
