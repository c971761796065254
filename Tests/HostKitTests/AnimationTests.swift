import Foundation
@_spi(Drawing) @testable import HostKit
import Testing

/// View.animate on the app clock: model values at once, presentation values interpolated,
/// completions when an animation ends or is cut short.
@MainActor
@Suite("Animation", .serialized)
struct AnimationTests {
    /// An app clock that moves only when told, as `advance` moves the host's.
    final class TestClock: AppClockProviding {
        var now = 0.0
        private var timers: [(due: Double, order: Int, action: @MainActor () -> Void)] = []
        private var scheduled = 0

        func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
            scheduled += 1
            timers.append((now + delay, scheduled, action))
        }

        func advance(by seconds: Double) {
            let target = now + seconds
            while let next = timers.filter({ $0.due <= target }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
                timers.removeAll { $0.order == next.order }
                now = max(now, next.due)
                next.action()
            }
            now = target
        }
    }

    private func withClock(_ body: (TestClock) throws -> Void) rethrows {
        let clock = TestClock()
        HostLink.appClock = clock
        defer { HostLink.appClock = nil }
        try withExtendedLifetime(clock) { try body(clock) }
    }

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheClock() throws {
        try withClock { clock in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var completions: [Bool] = []
            View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                view.frame.origin.x = 100
                view.alpha = 0
            }, completion: { completions.append($0) })
            #expect(view.frame.minX == 100 && view.alpha == 0, "the model value is the new one at once")
            #expect(view.presentationFrame.minX == 0, "not started: the delay")
            clock.advance(by: 0.75)
            #expect(view.presentationFrame.minX == 25)
            #expect(view.presentationAlpha == 0.75)
            #expect(completions.isEmpty)
            clock.advance(by: 0.75)
            #expect(view.presentationFrame.minX == 100 && view.presentationAlpha == 0)
            #expect(completions == [true])
            #expect(!Animator.hasRunning)
        }
    }

    /// What UIKit code reads for the value on screen: `view.layer.presentation()?.frame`.
    @Test func theLayersPresentationIsWhatIsOnScreen() throws {
        try withClock { clock in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .white
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = CGRect(x: 100, y: 40, width: 30, height: 10)
                view.alpha = 0
                view.backgroundColor = .black
            })
            clock.advance(by: 0.5)
            let midway = try #require(view.layer.presentation())
            #expect(midway.frame == CGRect(x: 50, y: 20, width: 20, height: 10))
            #expect(midway.position == CGPoint(x: 60, y: 25) && midway.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
            #expect(midway.opacity == 0.5)
            #expect(midway.backgroundColor == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
            #expect(view.frame.minX == 100, "the model is already at the end")
            clock.advance(by: 0.5)
            #expect(view.layer.presentation() == Layer.Presentation(frame: view.frame, opacity: 0, backgroundColor: .black))
        }
    }

    /// UIKit's way to animate a constraint change: change it, then lay out inside the block.
    @Test func aConstraintChangeLaidOutInsideTheBlockIsAnimated() throws {
        try withClock { clock in
            let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            let leading = box.leadingAnchor.constraint(equalTo: container.leadingAnchor)
            LayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: container.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20)])
            container.layoutIfNeeded()
            #expect(box.frame.minX == 0)
            var completions: [Bool] = []
            leading.constant = 100
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { container.layoutIfNeeded() },
                         completion: { completions.append($0) })
            #expect(box.frame.minX == 100, "the model is laid out at once")
            #expect(box.presentationFrame.minX == 0)
            clock.advance(by: 0.5)
            #expect(box.presentationFrame.minX == 50)
            clock.advance(by: 0.5)
            #expect(box.presentationFrame.minX == 100)
            #expect(completions == [true])
        }
    }

    @Test func settingTheValueAgainCutsTheAnimationShort() throws {
        try withClock { clock in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var completions: [String] = []
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 },
                         completion: { completions.append("first \($0)") })
            clock.advance(by: 0.5)
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 0 },
                         completion: { completions.append("second \($0)") })
            #expect(view.presentationFrame.minX == 50, "the new animation starts from what is on screen")
            clock.advance(by: 0)
            #expect(completions == ["first false"])
            clock.advance(by: 0.5)
            #expect(view.presentationFrame.minX == 25)
            view.frame.origin.x = 7
            clock.advance(by: 0)
            #expect(view.presentationFrame.minX == 7, "a change outside an animation shows at once")
            #expect(completions == ["first false", "second false"])
            View.animate(withDuration: 1, animations: { view.backgroundColor = .red }, completion: { completions.append("third \($0)") })
            view.layer.removeAllAnimations()
            clock.advance(by: 0)
            #expect(completions.last == "third false")
        }
    }

    @Test func withoutAnimationOrWithNothingToAnimateTheCompletionRunsAtOnce() throws {
        try withClock { clock in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var completions: [Bool] = []
            View.animate(withDuration: 1, animations: {
                View.performWithoutAnimation { view.alpha = 0.5 }
            }, completion: { completions.append($0) })
            #expect(view.presentationAlpha == 0.5 && !Animator.hasRunning)
            #expect(completions.isEmpty, "after the block has returned, on the next turn")
            clock.advance(by: 0)
            #expect(completions == [true])
            #expect(View.inheritedAnimationDuration == 0)
            View.animate(withDuration: 2, animations: { #expect(View.inheritedAnimationDuration == 2) })
        }
    }

    @Test func aSpringOvershootsAndSettlesOnTheValue() throws {
        try withClock { clock in
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                         animations: { view.frame.origin.x = 100 })
            var highest = 0.0
            for _ in 0..<20 {
                clock.advance(by: 0.05)
                highest = max(highest, view.presentationFrame.minX)
            }
            #expect(highest > 100, "a damping below 1 overshoots")
            #expect(view.presentationFrame.minX == 100)
        }
    }

    @Test func theScreenShowsThePresentationValue() throws {
        try withClock { clock in
            let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            window.isHidden = false
            window.backgroundColor = .white
            let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            box.backgroundColor = .black
            window.addSubview(box)
            let compositor = try ScreenCompositor(size: window.frame.size, scale: 1)
            compositor.display([window])
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.backgroundColor = .white })
            clock.advance(by: 0.5)
            compositor.display([window])
            let middle = compositor.pixel(x: 5, y: 5)
            #expect((120...135).contains(Int(middle.red)), "half way from black to white: \(middle)")
            clock.advance(by: 0.5)
            compositor.display([window])
            #expect(compositor.pixel(x: 5, y: 5).red == 255, "the frame after the end shows the model value")
        }
    }
}
