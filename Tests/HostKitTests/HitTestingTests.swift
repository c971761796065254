import Foundation
import HostKit
import Testing

/// Hit-testing by UIKit's rules, and converting points between views.
@MainActor
@Suite("Hit-testing")
struct HitTestingTests {
    private func view(_ x: Double, _ y: Double, _ width: Double, _ height: Double, in parent: View? = nil) -> View {
        let view = View(frame: CGRect(x: x, y: y, width: width, height: height))
        parent?.addSubview(view)
        return view
    }

    @Test func theDeepestViewContainingThePointWins() {
        let root = view(0, 0, 300, 300)
        let middle = view(100, 100, 100, 100, in: root)
        let inner = view(10, 10, 20, 20, in: middle)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === middle)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil, "the right edge is outside")
        #expect(root.hitTest(CGPoint(x: 0, y: 0), with: nil) === root, "the top-left corner is inside")
    }

    @Test func theFrontmostSubviewWins() {
        let root = view(0, 0, 100, 100)
        let back = view(0, 0, 50, 50, in: root)
        let front = view(0, 0, 50, 50, in: root)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front, "the last subview is in front")
        let behind = view(0, 0, 50, 50)
        root.insertSubview(behind, at: 0)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        front.removeFromSuperview()
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }

    @Test func hiddenViewsAndTheirSubviewsAreSkipped() {
        let root = view(0, 0, 100, 100)
        let back = view(0, 0, 100, 100, in: root)
        let front = view(0, 0, 100, 100, in: root)
        let child = view(0, 0, 10, 10, in: front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === back, "the touch falls through to the view behind")
        front.isHidden = false
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    }

    @Test func viewsWithUserInteractionOffAreSkippedWithTheirSubviews() {
        let root = view(0, 0, 100, 100)
        let back = view(0, 0, 100, 100, in: root)
        let front = view(0, 0, 100, 100, in: root)
        _ = view(0, 0, 10, 10, in: front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === back)
    }

    @Test func nearlyTransparentViewsAreSkipped() {
        let root = view(0, 0, 100, 100)
        let back = view(0, 0, 100, 100, in: root)
        let front = view(0, 0, 100, 100, in: root)
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === front, "0.01 is enough")
        front.alpha = 0
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === back)
    }

    @Test func aSubviewSticksOutOfItsSuperviewInVain() {
        let root = view(0, 0, 300, 300)
        let box = view(0, 0, 100, 100, in: root)
        let overhang = view(50, 50, 100, 100, in: box)  // reaches x, y 150 in root
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === overhang, "inside both")
        #expect(root.hitTest(CGPoint(x: 125, y: 125), with: nil) === root,
                "outside its superview the overhang is unreachable, though the point is in its frame")
    }

    @Test func labelsAndImageViewsLetTouchesThrough() {
        let root = view(0, 0, 100, 100)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.addSubview(button)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.addSubview(label)
        let image = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.addSubview(image)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === button, "as in UIKit, labels and images take no touches")
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
    }

    final class WideTarget: View {
        override func point(inside point: CGPoint, with event: HostKit.Event?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @Test func anOverriddenPointInsideWidensTheTarget() {
        let root = view(0, 0, 200, 200)
        let small = WideTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === small)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
    }

    final class Swallower: View {
        override func hitTest(_ point: CGPoint, with event: HostKit.Event?) -> View? {
            super.hitTest(point, with: event) == nil ? nil : self
        }
    }

    @Test func anOverriddenHitTestKeepsTouchesForItself() {
        let root = view(0, 0, 200, 200)
        let swallower = Swallower(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(swallower)
        _ = view(0, 0, 50, 50, in: swallower)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === swallower)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    }

    @Test func aNegativeSizeExtendsTheOtherWay() {
        let flipped = View(frame: CGRect(x: 0, y: 0, width: -50, height: 50))
        #expect(flipped.point(inside: CGPoint(x: -10, y: 10), with: nil))
        #expect(!flipped.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }

    // MARK: Converting

    @Test func pointsConvertThroughFrameOrigins() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let outer = view(10, 20, 200, 200, in: window)
        let inner = view(5, 5, 50, 50, in: outer)
        let sibling = view(100, 100, 50, 50, in: outer)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(inner.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 16, y: 27))
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: sibling) == CGPoint(x: -95, y: -95))
        #expect(sibling.convert(CGPoint(x: -95, y: -95), to: inner) == .zero)
        #expect(outer.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: inner) == CGRect(x: -5, y: -5, width: 3, height: 4))
        #expect(inner.convert(CGRect(x: 16, y: 27, width: 3, height: 4), from: nil) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func pointsConvertBetweenWindowsThroughTheScreen() {
        let left = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Window(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = view(10, 10, 10, 10, in: left)
        let b = view(10, 10, 10, 10, in: right)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -100, y: 0))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 100, y: 0))
    }

    @Test func aTouchOutsideTheWindowHitsNothingButIsStillDown() throws {
        try EventTestSupport.withApp { application, window, recorder in
            let hit = try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 400, y: 10), timestamp: 1)
            #expect(hit == nil)
            #expect(application.hasTouchesInProgress)
            #expect(try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 400, y: 10), timestamp: 2) == nil)
            #expect(!application.hasTouchesInProgress)
            #expect(recorder.calls.isEmpty, "a touch with no view reaches no one")
        }
    }

    @Test func theTouchKeepsItsViewAndConvertsItsLocation() throws {
        let host = EventTestSupport.Host()
        let box = view(100, 200, 50, 50, in: host.rootView)
        let recorderView = TouchLog(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.addSubview(recorderView)
        try EventTestSupport.withApp(root: host) { application, window, _ in
            #expect(try application.deliverTouch(id: 7, phase: .began, at: CGPoint(x: 115, y: 215), timestamp: 1) === recorderView)
            #expect(try application.deliverTouch(id: 7, phase: .moved, at: CGPoint(x: 300, y: 400), timestamp: 2) === recorderView,
                    "moving out of the view keeps the touch's view")
            try application.deliverTouch(id: 7, phase: .ended, at: CGPoint(x: 300, y: 410), timestamp: 3)
            #expect(recorderView.log == ["began 5,5 in view, 115,215 in window", "moved 190,190 (from 5,5)", "ended 190,200 (from 190,190)"])
            #expect(recorderView.touchWindows.allSatisfy { $0 === window })
        }
    }

    final class TouchLog: View {
        var log: [String] = []
        var touchWindows: [Window?] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: HostKit.Event?) {
            let touch = touches.first!
            touchWindows.append(touch.window)
            log.append("began \(text(touch.location(in: self))) in view, \(text(touch.location(in: nil))) in window")
        }

        override func touchesMoved(_ touches: Set<Touch>, with event: HostKit.Event?) {
            let touch = touches.first!
            log.append("moved \(text(touch.location(in: self))) (from \(text(touch.previousLocation(in: self))))")
        }

        override func touchesEnded(_ touches: Set<Touch>, with event: HostKit.Event?) {
            let touch = touches.first!
            log.append("ended \(text(touch.location(in: self))) (from \(text(touch.previousLocation(in: self))))")
        }

        private func text(_ point: CGPoint) -> String { "\(Int(point.x)),\(Int(point.y))" }
    }
}
