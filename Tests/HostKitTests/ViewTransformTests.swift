import Foundation
import Testing
import HostKit

/// `UIView.transform` as UIKit documents it: about the view's center, with `frame` the bounding
/// box of the transformed bounds while `bounds` and `center` stay the truth, in hit testing and
/// conversions, and left alone by Auto Layout.
@MainActor
@Suite("View transform")
struct ViewTransformTests {
    final class CountingView: View {
        var layouts = 0
        var asked: [CGPoint] = []
        override func layoutSubviews() { layouts += 1 }
        override func point(inside point: CGPoint, with event: Event?) -> Bool {
            asked.append(point)
            return super.point(inside: point, with: event)
        }
    }

    @Test func theFrameOfATransformedViewIsTheBoundingBoxOfItsBoundsAboutTheCenter() {
        let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 125, y: 75, width: 50, height: 100)))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50), "the bounds stay")
        #expect(view.center == CGPoint(x: 150, y: 125), "the center stays")
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(view.frame == CGRect(x: 50, y: 112.5, width: 200, height: 25))
        view.transform = CGAffineTransform(translationX: 10, y: -20)
        #expect(view.frame == CGRect(x: 110, y: 80, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 150, y: 125), "a translation moves the frame, not the center")
        view.transform = .identity
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test func settingTheFrameUnderATransformSetsTheCenterAndBoundsSizeAsIfItWereTheIdentity() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 20, y: 20, width: 40, height: 60)
        #expect(view.center == CGPoint(x: 40, y: 50))
        #expect(view.bounds.size == CGSize(width: 40, height: 60))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2), "the transform stays")
        #expect(view.frame == CGRect(x: 0, y: -10, width: 80, height: 120))
    }

    @Test func settingTheBoundsAndCenterOfATransformedViewKeepsTheTransformAboutTheNewCenter() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.transform = CGAffineTransform(scaleX: 3, y: 3)
        view.center = CGPoint(x: 100, y: 100)
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: 85, y: 85, width: 30, height: 30))
    }

    @Test func aTransformChangeLaysNothingOut() {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = CountingView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(view)
        parent.layoutIfNeeded()
        let (parentLayouts, viewLayouts) = (parent.layouts, view.layouts)
        view.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 2)
        parent.layoutIfNeeded()
        #expect(parent.layouts == parentLayouts && view.layouts == viewLayouts)
    }

    @Test func aHitTestFindsARotatedViewWhereItShowsAndAsksItInItsOwnCoordinates() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        // 100 × 20 about (150, 150); turned a quarter, it covers x 140..160 and y 100..200.
        let bar = CountingView(frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === bar, "inside the turned bar, outside its untransformed frame")
        #expect(root.hitTest(CGPoint(x: 110, y: 150), with: nil) === root, "inside the untransformed frame only")
        bar.asked.removeAll()
        _ = root.hitTest(CGPoint(x: 155, y: 110), with: nil)
        // (155, 110) is 5 right of and 40 above the center; turned back a quarter that is 40
        // left of and 5 below the bounds' middle (50, 10).
        #expect(bar.asked.count == 1 && isClose(bar.asked[0], CGPoint(x: 10, y: 5)))
    }

    @Test func aScaledDownViewIsHitOnlyWhereItShows() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === view)
        view.transform = CGAffineTransform(scaleX: 0, y: 1)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root, "a flattened view takes no touches")
    }

    @Test func conversionsGoThroughTheTransformAndRectanglesBecomeTheirBoundingBox() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        scaled.addSubview(inner)
        #expect(scaled.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(scaled.convert(CGPoint(x: 100, y: 100), to: nil) == CGPoint(x: 250, y: 250))
        #expect(inner.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 80, y: 80))
        #expect(root.convert(CGPoint(x: 80, y: 80), to: inner) == CGPoint(x: 5, y: 5))
        #expect(inner.convert(CGPoint(x: 80, y: 80), from: nil) == CGPoint(x: 5, y: 5))
        #expect(inner.convert(CGPoint(x: 80, y: 80), from: root) == CGPoint(x: 5, y: 5))
        #expect(inner.convert(inner.bounds, to: root) == CGRect(x: 70, y: 70, width: 40, height: 40))
        #expect(inner.convert(CGRect(x: 70, y: 70, width: 40, height: 40), from: nil) == inner.bounds)
        scaled.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The rotated square's bounding box: its diagonal, 100·√2, about the center (150, 150).
        let half = 50 * sqrt(2.0)
        #expect(isClose(scaled.convert(scaled.bounds, to: root), CGRect(x: 150 - half, y: 150 - half, width: 2 * half, height: 2 * half)))
        #expect(isClose(scaled.convert(scaled.bounds, to: root), scaled.frame))
    }

    @Test func aTransformedViewPlacedByConstraintsKeepsTheirCenterAndSize() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = View(), below = View()
        for view in [card, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(view)
        }
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.topAnchor.constraint(equalTo: top.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalToConstant: 60),
            below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            below.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        top.layoutIfNeeded()
        #expect(card.center == CGPoint(x: 70, y: 70))
        #expect(card.bounds.size == CGSize(width: 100, height: 60))
        #expect(card.frame == CGRect(x: -30, y: 10, width: 200, height: 120), "the frame shows the transform")
        #expect(below.frame == CGRect(x: 20, y: 110, width: 10, height: 10), "alignment ignores the transform")
        // Laid out again after the transform, the card keeps what the constraints gave it.
        top.bounds.size = CGSize(width: 400, height: 844)
        top.layoutIfNeeded()
        #expect(card.center == CGPoint(x: 70, y: 70) && card.bounds.size == CGSize(width: 100, height: 60))
    }

    @Test func autoresizingMovesATransformedSubviewsCenterAndBounds() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let banner = View(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        banner.autoresizingMask = [.flexibleWidth]
        parent.addSubview(banner)
        banner.transform = CGAffineTransform(rotationAngle: .pi)
        parent.bounds.size = CGSize(width: 300, height: 100)
        #expect(banner.bounds.size == CGSize(width: 280, height: 20))
        #expect(banner.center == CGPoint(x: 150, y: 20))
    }
}
