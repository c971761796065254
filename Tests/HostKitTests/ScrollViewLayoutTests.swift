import Foundation
import Testing
@testable import HostKit

/// Auto Layout in a scroll view, by UIKit's rule: constraints between the scroll view's edges and
/// its content attach to the content area and decide the content size; widths, heights and
/// centres attach to its frame; `contentLayoutGuide` and `frameLayoutGuide` name the two.
@MainActor
@Suite struct ScrollViewLayoutTests {
    /// A 390 × 844 top view holding a 390 × 600 scroll view (placed by its frame).
    func screen() -> (top: View, scrollView: ScrollView) {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        top.addSubview(scrollView)
        return (top, scrollView)
    }

    @Test func contentPinnedToTheScrollViewsEdgesDecidesTheContentSize() {
        let (top, scrollView) = screen()
        let content = placed(in: scrollView)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            // Width: the frame's, so the content scrolls only vertically.
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        top.layoutIfNeeded()
        // The content keeps its 2,000 points: the edges are the content area's, not the frame's.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 2000))

        // Scrolling moves the bounds, not the content's frame.
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        top.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
    }

    @Test func contentGrowsWithAStackOfViewsThroughTheContentGuide() {
        let (top, scrollView) = screen()
        var previousBottom = scrollView.contentLayoutGuide.topAnchor
        var constraints: [LayoutConstraint] = []
        for _ in 0 ..< 12 {
            let row = placed(in: scrollView)
            constraints += [
                row.topAnchor.constraint(equalTo: previousBottom, constant: 10),
                row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
                row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
                row.heightAnchor.constraint(equalToConstant: 90),
            ]
            previousBottom = row.bottomAnchor
        }
        constraints.append(scrollView.contentLayoutGuide.bottomAnchor.constraint(equalTo: previousBottom, constant: 10))
        constraints.append(scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor))
        LayoutConstraint.activate(constraints)
        top.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 12 * 100 + 10))
        #expect(scrollView.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }.last?.frame == CGRect(x: 20, y: 1110, width: 350, height: 90))
    }

    @Test func withoutContentConstraintsTheContentGuideFollowsTheContentSizeSetInCode() {
        let (top, scrollView) = screen()
        scrollView.contentSize = CGSize(width: 800, height: 900)
        let label = placed(in: scrollView)
        // The guide's size is free: the label ties only to its origin.
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 5),
            label.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 5),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 800, height: 900))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 800, height: 900))
        scrollView.contentSize = CGSize(width: 1000, height: 400)
        top.layoutIfNeeded()
        #expect(scrollView.contentLayoutGuide.layoutFrame.size == CGSize(width: 1000, height: 400))
        #expect(label.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func aViewTiedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let (top, scrollView) = screen()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        let badge = placed(in: scrollView)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        top.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 340, y: 10, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        top.layoutIfNeeded()
        // In content coordinates it moved with the offset, so on screen it did not move.
        #expect(badge.frame == CGRect(x: 340, y: 710, width: 40, height: 20))
        #expect(abs(badge.convert(badge.bounds, to: top).minY - 110) < 1e-9)
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 700, width: 390, height: 600))
    }

    @Test func theScrollViewsEdgesTiedToAViewOutsideItAreItsFrame() {
        let (top, scrollView) = screen()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        let footer = placed(in: top)
        LayoutConstraint.activate([
            footer.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 4),
            footer.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            footer.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            footer.heightAnchor.constraint(equalToConstant: 30),
        ])
        top.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 704, width: 390, height: 30))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 3000))
    }

    /// Constraints to the scroll view's edges activated after a layout, before anything asked for
    /// its content guide: the guide they stand for is made then, and placed in the same pass.
    @Test func edgeConstraintsActivatedLaterPlaceTheContentGuideTheyMake() {
        let (top, scrollView) = screen()
        let content = placed(in: scrollView)
        LayoutConstraint.activate([content.widthAnchor.constraint(equalToConstant: 300), content.heightAnchor.constraint(equalToConstant: 1200)])
        top.layoutIfNeeded()
        #expect(scrollView.contentSize == .zero)

        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ])
        top.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 300, height: 1200))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1220))
    }

    @Test func aCentredViewInsideUsesTheFramesCentre() {
        let (top, scrollView) = screen()
        let spinner = placed(in: scrollView)
        LayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            spinner.widthAnchor.constraint(equalToConstant: 20), spinner.heightAnchor.constraint(equalToConstant: 20),
        ])
        top.layoutIfNeeded()
        #expect(spinner.frame == CGRect(x: 185, y: 290, width: 20, height: 20))
    }
}
