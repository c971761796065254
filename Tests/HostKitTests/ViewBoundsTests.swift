import Foundation
import Testing
@testable import HostKit

/// `UIView.bounds` and `center` as UIKit documents them: the bounds' origin is where the
/// subviews' coordinates start, its size resizes the view about its centre, and a scroll view's
/// content offset is its bounds' origin.
@MainActor
@Suite("View bounds and center")
struct ViewBoundsTests {
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    final class Listener: ScrollViewDelegate {
        var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
    }

    @Test func settingTheBoundsOriginMovesTheSubviewsTheOtherWay() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(box)
        let inner = View(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        box.addSubview(inner)
        box.bounds.origin = CGPoint(x: 20, y: 30)
        #expect(box.bounds == CGRect(x: 20, y: 30, width: 100, height: 100))
        #expect(box.frame == CGRect(x: 50, y: 50, width: 100, height: 100), "the frame stays")
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50), "the subview shows at the view's top left")
        #expect(root.convert(CGPoint(x: 55, y: 55), to: inner) == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 75, y: 85), with: nil) === box, "where the subview was before the move")
        #expect(box.point(inside: CGPoint(x: 20, y: 30), with: nil) && !box.point(inside: CGPoint(x: 10, y: 10), with: nil),
                "inside means inside the moved bounds")
    }

    @Test func settingTheBoundsSizeResizesAboutTheCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 20)
        #expect(view.frame == CGRect(x: 40, y: 35, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func settingTheWholeBoundsSetsTheOriginAndResizesAboutTheCenter() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 5, y: 6, width: 50, height: 60)
        #expect(view.bounds == CGRect(x: 5, y: 6, width: 50, height: 60))
        #expect(view.frame == CGRect(x: 25, y: 20, width: 50, height: 60))
    }

    @Test func aNewBoundsSizeLaysTheViewOutAgainAndAutoresizesItsSubviews() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let banner = View(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        banner.autoresizingMask = [.flexibleWidth]
        view.addSubview(banner)
        view.layoutIfNeeded()
        let layouts = view.layouts
        view.bounds.origin = CGPoint(x: 3, y: 3)
        view.layoutIfNeeded()
        #expect(view.layouts == layouts, "moving a plain view's bounds origin needs no layout")
        view.bounds.size = CGSize(width: 300, height: 100)
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        view.layoutIfNeeded()
        #expect(view.layouts == layouts + 1)
    }

    /// As a window's resize: the new size is suggested to the solver, without collecting the
    /// hierarchy's constraints again, though the top view's origin moved.
    @Test func aTopViewsNewBoundsSizeIsWhatItsConstraintsFollow() throws {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 358, height: 40))
        let engine = try #require(top.layoutStorage?.engine)
        let syncs = engine.syncCount
        top.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 812, height: 40))
        #expect(top.center == CGPoint(x: 195, y: 422))
        #expect(engine.syncCount == syncs)
    }

    @Test func settingTheCenterMovesTheViewAndKeepsItsSize() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func aScrollViewsContentOffsetIsItsBoundsOriginBothWays() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let listener = Listener()
        scrollView.delegate = listener
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 40))
        scrollView.bounds.origin = CGPoint(x: 0, y: 120)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
        #expect(listener.offsets == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 120)], "setting the bounds scrolls, and the delegate hears of it")
        scrollView.bounds = CGRect(x: 0, y: 200, width: 100, height: 80)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(scrollView.frame == CGRect(x: 0, y: 10, width: 100, height: 80))
    }
}
