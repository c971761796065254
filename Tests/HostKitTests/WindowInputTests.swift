import Foundation
@testable import HostKit
import Testing

/// The scroll wheel and Tab, as a desktop window delivers them.
@MainActor
@Suite("Window input")
struct WindowInputTests {
    /// A view that scrolls, as a scroll view will: it keeps what it was given.
    final class Scroller: View, ScrollWheelReceiver {
        var scrolled: [CGPoint] = []
        func scrollWheel(by delta: CGPoint, timestamp: Double) { scrolled.append(delta) }
    }

    @Test func theScrollGoesToTheInnermostScrollingViewUnderThePointer() throws {
        let host = EventTestSupport.Host()
        let outer = Scroller(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let inner = Scroller(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let plain = View(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        outer.addSubview(inner)
        outer.addSubview(plain)
        host.rootView.addSubview(outer)
        try EventTestSupport.withApp(root: host) { application, _, recorder in
            let first = try application.deliverScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 10, y: 10), timestamp: 1)
            // Over a plain view, the scroll reaches the scroller that holds it.
            let second = try application.deliverScroll(by: CGPoint(x: 0, y: -20), at: CGPoint(x: 10, y: 250), timestamp: 2)
            let third = try application.deliverScroll(by: CGPoint(x: 0, y: 5), at: CGPoint(x: 10, y: 450), timestamp: 3)
            #expect(first === inner)
            #expect(second === outer)
            #expect(third == nil)
            #expect(inner.scrolled == [CGPoint(x: 0, y: 40)])
            #expect(outer.scrolled == [CGPoint(x: 0, y: -20)])
            #expect(recorder.calls.filter { $0.name == "scrollWheel(by:)" }.map { $0.details["dy"] } == ["40.0", "-20.0"])
            var refused = false
            do {
                try application.deliverScroll(by: CGPoint(x: Double.nan, y: 0), at: .zero, timestamp: 4)
            } catch {
                refused = true
            }
            #expect(refused, "a scroll by NaN is refused")
        }
    }

    @Test func tabMovesBetweenTextFieldsInReadingOrderAndWraps() throws {
        let host = EventTestSupport.Host()
        let lower = TextField(frame: CGRect(x: 0, y: 200, width: 200, height: 30))
        let upperRight = TextField(frame: CGRect(x: 150, y: 50, width: 100, height: 30))
        let upperLeft = TextField(frame: CGRect(x: 0, y: 50, width: 100, height: 30))
        let disabled = TextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        disabled.isEnabled = false
        for field in [lower, upperRight, upperLeft, disabled] { host.rootView.addSubview(field) }
        try EventTestSupport.withApp(root: host) { application, _, _ in
            #expect(application.moveFocusToNextTextField() === upperLeft)
            #expect(application.moveFocusToNextTextField() === upperRight)
            #expect(application.moveFocusToNextTextField() === lower)
            #expect(application.moveFocusToNextTextField() === upperLeft)
            #expect(application.moveFocusToNextTextField(backwards: true) === lower)
            #expect(application.firstResponder === lower)
        }
    }
}
