import Foundation
@_spi(Drawing) @testable import HostKit
import Testing

/// `View.transition(with:…)` and `transition(from:to:…)`, as UIKit's: the change at once, the
/// completion after the duration on the app clock, a cross-dissolve fading the new content in.
@MainActor
@Suite("View transitions", .serialized)
struct ViewTransitionTests {
    private func withClock(_ body: (AnimationTests.TestClock) throws -> Void) rethrows {
        let clock = AnimationTests.TestClock()
        HostLink.appClock = clock
        defer { HostLink.appClock = nil }
        try withExtendedLifetime(clock) { try body(clock) }
    }

    @Test func aCrossDissolveChangesAtOnceAndFadesTheNewContentIn() {
        withClock { clock in
            let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            label.text = "Old"
            var completions: [Bool] = []
            View.transition(with: label, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                label.text = "New"
                label.frame.origin.x = 50
            }, completion: { completions.append($0) })
            #expect(label.text == "New")
            // The changes inside are not animated one by one: the frame is there at once.
            #expect(label.presentationFrame.minX == 50)
            #expect(label.alpha == 1 && label.presentationAlpha == 0)
            clock.advance(by: 0.5)
            #expect(label.presentationAlpha == 0.5)
            #expect(completions.isEmpty)
            clock.advance(by: 0.5)
            #expect(label.presentationAlpha == 1)
            #expect(completions == [true])
        }
    }

    @Test func aFlipIsTimedAndNotDrawn() {
        withClock { clock in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var completions: [Bool] = []
            View.transition(with: view, duration: 0.4, options: .transitionFlipFromLeft, animations: { view.backgroundColor = .red },
                            completion: { completions.append($0) })
            #expect(view.presentationBackgroundColor == .red && view.presentationAlpha == 1)
            clock.advance(by: 0.3)
            #expect(completions.isEmpty)
            clock.advance(by: 0.1)
            #expect(completions == [true])
        }
    }

    @Test func fromViewToViewReplacesItInPlaceOrHidesAndShows() {
        withClock { clock in
            let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let first = View(), old = View(), last = View(), new = View()
            for view in [first, old, last] { container.addSubview(view) }
            var completions: [Bool] = []
            View.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, completion: { completions.append($0) })
            #expect(container.subviews.map(ObjectIdentifier.init) == [first, new, last].map(ObjectIdentifier.init))
            #expect(old.superview == nil)
            clock.advance(by: 0.3)
            #expect(completions == [true])
            View.transition(from: new, to: old, duration: 0, options: .showHideTransitionViews, completion: nil)
            #expect(new.isHidden && !old.isHidden && new.superview === container)
        }
    }

    @Test func withoutAClockTheCompletionRunsAtOnce() {
        let saved = HostLink.appClock
        HostLink.appClock = nil
        defer { HostLink.appClock = saved }
        var completions: [Bool] = []
        let view = View()
        View.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: nil, completion: { completions.append($0) })
        #expect(completions == [true])
        #expect(view.presentationAlpha == 1)
    }
}
