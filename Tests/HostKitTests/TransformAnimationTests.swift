import Foundation
@_spi(Drawing) @testable import HostKit
import Testing

/// A view's transform animated as Core Animation animates it: through its scale, rotation and
/// translation, the rotation the short way round, the model at the new value at once.
@MainActor
@Suite("Transform animation", .serialized)
struct TransformAnimationTests {
    private func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 }
    }

    @Test func aQuarterTurnPassesThroughAnEighthNotASquash() {
        let midway = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi / 2), 0.5)
        #expect(close(midway, CGAffineTransform(rotationAngle: .pi / 4)))
        // Mixing the entries would give (0.5, 0.5, -0.5, 0.5): a shrunk view.
        #expect(abs(midway.a * midway.d - midway.b * midway.c - 1) < 1e-9)
    }

    @Test func scalesAndTranslationsMixLinearly() {
        let from = CGAffineTransform(scaleX: 1, y: 1), to = CGAffineTransform(translationX: 40, y: -20).scaledBy(x: 3, y: 0.5)
        let midway = from.interpolated(to: to, 0.5)
        #expect(close(midway, CGAffineTransform(a: 2, b: 0, c: 0, d: 0.75, tx: 20, ty: -10)))
    }

    @Test func aRotationGoesTheShortWayRound() {
        let from = CGAffineTransform(rotationAngle: 350 * .pi / 180), to = CGAffineTransform(rotationAngle: 10 * .pi / 180)
        #expect(close(from.interpolated(to: to, 0.5), .identity))
    }

    @Test func theEndsAreTheTransformsThemselvesEvenSheared() {
        let transforms = [
            CGAffineTransform(a: 1, b: 0.3, c: -0.7, d: 2, tx: 5, ty: 6),
            CGAffineTransform(scaleX: 1, y: -1),
            CGAffineTransform(scaleX: -2, y: 1).rotated(by: 1),
            CGAffineTransform(a: 0, b: 0, c: 0.5, d: 2, tx: 0, ty: 0),
        ]
        for from in transforms {
            for to in transforms {
                #expect(close(from.interpolated(to: to, 0), from), "\(from) → \(to)")
                #expect(close(from.interpolated(to: to, 1), to), "\(from) → \(to)")
            }
        }
    }

    @Test func theModelTurnsAtOnceAndThePresentationFollowsTheClock() throws {
        let clock = AnimationTests.TestClock()
        HostLink.appClock = clock
        defer { HostLink.appClock = nil }
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        var completions: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }, completion: { completions.append($0) })
        #expect(view.transform == CGAffineTransform(rotationAngle: .pi / 2), "the model value is the new one at once")
        #expect(abs(view.frame.width - 10) < 1e-9 && abs(view.frame.height - 20) < 1e-9)
        clock.advance(by: 0.5)
        let midway = try #require(view.layer.presentation())
        #expect(close(midway.affineTransform(), CGAffineTransform(rotationAngle: .pi / 4)))
        // The bounding box of a 20×10 view turned an eighth, about its centre (10, 5).
        let side = (20 + 10) / 2.0.squareRoot()
        #expect(abs(midway.frame.width - side) < 1e-9 && abs(midway.frame.midX - 10) < 1e-9 && abs(midway.frame.midY - 5) < 1e-9)
        #expect(midway.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(midway.position == CGPoint(x: 10, y: 5))
        clock.advance(by: 0.5)
        #expect(completions == [true])
        #expect(view.layer.presentation()?.affineTransform() == view.transform)
        withExtendedLifetime(clock) {}
    }

    @Test func aTurnBackToTheIdentityIsDrawnTurning() throws {
        let clock = AnimationTests.TestClock()
        HostLink.appClock = clock
        defer { HostLink.appClock = nil }
        // A bar 40 × 4, turned a quarter: upright. Animated back to the identity, halfway it
        // lies on a diagonal, with ink neither on its upright nor its flat line's ends.
        let window = Window(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.backgroundColor = .white
        window.isHidden = false
        let bar = View(frame: CGRect(x: 10, y: 28, width: 40, height: 4))
        bar.backgroundColor = .black
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(bar)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { bar.transform = .identity })
        clock.advance(by: 0.5)
        let compositor = try ScreenCompositor(size: window.bounds.size, scale: 1)
        compositor.display([window])
        func isInk(_ x: Int, _ y: Int) -> Bool { compositor.pixel(x: x, y: y).red < 128 }
        #expect(isInk(30, 30))
        #expect(isInk(38, 38) || isInk(22, 38), "on a diagonal")
        #expect(!isInk(30, 14) && !isInk(30, 46), "not upright")
        #expect(!isInk(14, 30) && !isInk(46, 30), "not flat")
        clock.advance(by: 0.5)
        compositor.display([window])
        #expect(isInk(14, 30) && isInk(46, 30), "flat at the end")
        withExtendedLifetime((window, clock)) {}
    }
}
