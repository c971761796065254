import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// Scroll views as UIScrollView: the content offset as the bounds' origin, dragging from touches
/// with its threshold, deceleration on the display link's frames, the delegate's callbacks.
@MainActor
@Suite("Scroll views", .serialized)
struct ScrollViewTests {
    final class Listener: ScrollViewDelegate {
        var calls: [String] = []
        var offsets: [CGPoint] = []
        var replacementTarget: CGPoint?

        func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
            calls.append("willEndDragging")
            if let replacementTarget { targetContentOffset = replacementTarget }
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    }

    final class Screen: ViewController {
        var taps = 0
        @Action var tapped = Screen.tapped(_:)
        func tapped(_ sender: Button) { taps += 1 }
    }

    /// A 320×480 scroll view filling the key window, 2,000 points of content, a button at
    /// content y = 100, and a listening delegate; the display link starts at time 0.
    private func withScrollView(_ body: (Application, ScrollView, Button, Listener, Screen) throws -> Void) throws {
        let screen = Screen()
        DisplayLink.stopAll()
        DisplayLink.now = { 0 }
        defer { DisplayLink.stopAll() }
        try EventTestSupport.withApp(root: screen) { application, _, _ in
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2_000)
            let button = Button(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
            button.addTarget(screen, action: "tapped", for: .touchUpInside)
            scrollView.addSubview(button)
            screen.view.addSubview(scrollView)
            let listener = Listener()
            scrollView.delegate = listener
            try body(application, scrollView, button, listener, screen)
        }
    }

    /// Ticks the display link at 60 frames a second from `start` until nothing animates (at most
    /// `seconds`); returns the time of the last frame.
    @discardableResult
    private func runFrames(from start: Double, upTo seconds: Double = 10) -> Double {
        EventTestSupport.runDisplayLink(from: start, upTo: seconds)
    }

    @Test func theContentOffsetIsTheBoundsOriginForHitTestingAndConversion() throws {
        try withScrollView { _, scrollView, button, listener, _ in
            scrollView.contentOffset = CGPoint(x: 0, y: 80)
            #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 80))
            #expect(button.convert(CGPoint.zero, to: nil) == CGPoint(x: 100, y: 20))
            #expect(scrollView.window?.hitTest(CGPoint(x: 110, y: 30), with: nil) === button)
            #expect(scrollView.window?.hitTest(CGPoint(x: 110, y: 110), with: nil) === scrollView)
            #expect(button.convert(CGPoint(x: 100, y: 20), from: nil) == .zero)
            #expect(listener.offsets == [CGPoint(x: 0, y: 80)])
        }
    }

    @Test func aQuickTapReachesTheButtonInside() throws {
        try withScrollView { application, scrollView, _, listener, screen in
            try application.tap(at: CGPoint(x: 150, y: 120), timestamp: 1)
            #expect(screen.taps == 1)
            #expect(scrollView.contentOffset == .zero)
            #expect(listener.calls.isEmpty)
        }
    }

    @Test func aMoveWithinTheThresholdStaysATouchAndOneBeyondItDragsAndCancelsTheButton() throws {
        try withScrollView { application, scrollView, button, listener, screen in
            var events: [String] = []
            for (name, event) in Control.Event.named { button.addHandler(for: event) { _ in events.append(name) } }
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 150, y: 120), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 150, y: 112), timestamp: 1.01)
            #expect(!scrollView.isDragging)
            #expect(!events.contains("touchCancel"))
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 150, y: 100), timestamp: 1.02)
            #expect(scrollView.isDragging)
            #expect(events.last == "touchCancel")
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 150, y: 40), timestamp: 1.5)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 70))
            // Held still long enough: it lifts with no velocity, and comes to rest where it is.
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 150, y: 40), timestamp: 2)
            #expect(screen.taps == 0)
            #expect(!events.contains("touchUpInside"))
            #expect(listener.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 70))
            #expect(!DisplayLink.isRunning)
        }
    }

    /// A flick: the content moves on after the finger lifts and comes to rest on the app clock,
    /// frame by frame, the same way every run.
    private func flick(_ application: Application, _ scrollView: ScrollView) throws -> [CGPoint] {
        try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 50, y: 400), timestamp: 1)
        try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 380), timestamp: 1.02)
        try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 340), timestamp: 1.04)
        try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 50, y: 300), timestamp: 1.06)
        var path: [CGPoint] = [scrollView.contentOffset]
        var time = 1.06
        while DisplayLink.isRunning, time < 10 {
            time += DisplayLink.frameInterval
            DisplayLink.tick(at: time)
            path.append(scrollView.contentOffset)
        }
        return path
    }

    @Test func aFlickDeceleratesOnTheAppClockToTheSameRestEveryTime() throws {
        var paths: [[CGPoint]] = []
        for _ in 0..<2 {
            try withScrollView { application, scrollView, _, listener, _ in
                DisplayLink.now = { 1.06 }
                paths.append(try flick(application, scrollView))
                #expect(listener.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
                #expect(!scrollView.isDecelerating)
                #expect(scrollView.verticalIndicator == nil)
            }
        }
        #expect(paths[0] == paths[1])
        let path = paths[0]
        // 2,000 points a second at the normal rate glide about 1,000 points.
        #expect(path.last!.y > 900 && path.last!.y < 1_100)
        #expect(zip(path, path.dropFirst()).allSatisfy { $0.y <= $1.y })
        #expect(path.count > 30)
    }

    @Test func aFingerOnMovingContentStopsItWithoutTouchingTheButton() throws {
        try withScrollView { application, scrollView, button, listener, screen in
            DisplayLink.now = { 1.06 }
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 50, y: 400), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 340), timestamp: 1.03)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 50, y: 300), timestamp: 1.06)
            DisplayLink.tick(at: 1.07)
            #expect(scrollView.isDecelerating)
            let stoppedAt = scrollView.contentOffset
            let onButton = button.convert(CGPoint(x: 60, y: 22), to: nil)
            #expect(scrollView.window?.hitTest(onButton, with: nil) === button)
            try application.tap(at: onButton, timestamp: 1.2)
            #expect(screen.taps == 0)
            #expect(!DisplayLink.isRunning)
            #expect(scrollView.contentOffset == stoppedAt)
            #expect(listener.calls.last == "didEndDecelerating")
        }
    }

    @Test func pastTheTopTheContentRubberBandsAndSpringsBack() throws {
        try withScrollView { application, scrollView, _, _, _ in
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 50, y: 100), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 120), timestamp: 1.1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 220), timestamp: 1.2)
            // 100 points of finger travel past the edge move the content less.
            #expect(scrollView.contentOffset.y < 0 && scrollView.contentOffset.y > -100)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 50, y: 220), timestamp: 1.5)
            runFrames(from: 1.5)
            #expect(scrollView.contentOffset == .zero)
        }
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() throws {
        try withScrollView { application, scrollView, _, _, _ in
            scrollView.bounces = false
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 50, y: 100), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 220), timestamp: 1.2)
            #expect(scrollView.contentOffset == .zero)
        }
    }

    @Test func pagingComesToRestOnAPageBoundary() throws {
        try withScrollView { application, scrollView, _, _, _ in
            scrollView.isPagingEnabled = true
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 50, y: 400), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 300), timestamp: 1.2)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 50, y: 300), timestamp: 1.5)
            runFrames(from: 1.5)
            #expect(scrollView.contentOffset == .zero)
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 50, y: 400), timestamp: 20)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 50, y: 100), timestamp: 20.2)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 50, y: 100), timestamp: 20.5)
            runFrames(from: 20.5)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 480))
        }
    }

    @Test func theDelegateCanChangeWhereTheContentComesToRest() throws {
        try withScrollView { application, scrollView, _, listener, _ in
            listener.replacementTarget = CGPoint(x: 0, y: 333)
            _ = try flick(application, scrollView)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 333))
        }
    }

    @Test func anAnimatedOffsetArrivesOnTheAppClockAndTellsTheDelegate() throws {
        try withScrollView { _, scrollView, _, listener, _ in
            scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            #expect(scrollView.contentOffset == .zero)
            DisplayLink.tick(at: 0.15)
            #expect(scrollView.contentOffset.y > 250 && scrollView.contentOffset.y < 500)
            #expect(scrollView.verticalIndicator != nil)
            DisplayLink.tick(at: 0.3)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
            #expect(listener.calls == ["didEndScrollingAnimation"])
            #expect(!DisplayLink.isRunning)
            #expect(scrollView.verticalIndicator == nil)
        }
    }

    @Test func aReloadStopsTheOldGenerationsAnimations() throws {
        try withScrollView { application, scrollView, _, listener, _ in
            scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            #expect(DisplayLink.isRunning)
            application.releaseInterface()
            #expect(!DisplayLink.isRunning)
            DisplayLink.tick(at: 1)
            #expect(listener.calls.isEmpty)
        }
    }

    @Test func scrollRectToVisibleMovesAsLittleAsItCan() throws {
        try withScrollView { _, scrollView, _, _, _ in
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
            #expect(scrollView.contentOffset == .zero)
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 520))
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 1_990, width: 10, height: 100), animated: false)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1_520))
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 10), animated: false)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        }
    }

    @Test func insetsWidenTheRangeAndAWheelStaysInIt() throws {
        try withScrollView { _, scrollView, _, _, _ in
            scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            #expect(scrollView.adjustedContentInset == scrollView.contentInset)
            scrollView.scroll(byX: 0, y: -100)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
            scrollView.scroll(byX: 50, y: 10_000)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2_000 + 30 - 480))
        }
    }

    @Test func aDisabledScrollViewLeavesTheMovingTouchToTheButton() throws {
        try withScrollView { application, scrollView, button, _, _ in
            scrollView.isScrollEnabled = false
            var events: [String] = []
            button.addHandler(for: .touchCancel) { _ in events.append("touchCancel") }
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 150, y: 120), timestamp: 1)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 150, y: 20), timestamp: 1.1)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 150, y: 20), timestamp: 1.2)
            #expect(events.isEmpty)
            #expect(scrollView.contentOffset == .zero)
        }
    }

    @Test func theScreenShowsTheContentAtItsOffset() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        window.backgroundColor = .white
        let compositor = try ScreenCompositor(size: window.frame.size, scale: 1)
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1_000)
        let block = View(frame: CGRect(x: 0, y: 500, width: 100, height: 20))
        block.backgroundColor = .red
        scrollView.addSubview(block)
        window.addSubview(scrollView)
        compositor.display([window])
        #expect(compositor.pixel(x: 50, y: 10).red == 255 && compositor.pixel(x: 50, y: 10).green == 255)
        scrollView.contentOffset = CGPoint(x: 0, y: 490)
        compositor.display([window])
        #expect(compositor.pixel(x: 50, y: 15).green == 0 && compositor.pixel(x: 50, y: 15).red == 255)
        #expect(compositor.pixel(x: 50, y: 50).green == 255)
    }

    /// UIScrollView's indicator insets: the vertical track keeps its insets from the top, the
    /// bottom and the right; the horizontal one from the left, the right and the bottom;
    /// `scrollIndicatorInsets` sets both; the safe area is added while
    /// `automaticallyAdjustsScrollIndicatorInsets` is on.
    @Test func theIndicatorsKeepTheirInsets() throws {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 1_000, height: 2_000)
        scrollView.showIndicators()
        let vertical = try #require(scrollView.verticalIndicator), horizontal = try #require(scrollView.horizontalIndicator)
        #expect(vertical.frame.minY == 3 && vertical.frame.maxX == 320 - 3)

        scrollView.verticalScrollIndicatorInsets = EdgeInsets(top: 40, left: 0, bottom: 60, right: 10)
        #expect(vertical.frame.minY == 40 + 3 && vertical.frame.maxX == 320 - 10 - 3)
        scrollView.contentOffset = CGPoint(x: 0, y: 2_000 - 480)
        // The indicators are in content coordinates: the visible area starts at the offset.
        #expect(abs(vertical.frame.maxY - (scrollView.contentOffset.y + 480 - 60 - 3)) < 1e-9, "at the end, on the track's bottom: \(vertical.frame)")

        scrollView.scrollIndicatorInsets = EdgeInsets(top: 0, left: 20, bottom: 30, right: 0)
        #expect(scrollView.horizontalScrollIndicatorInsets == scrollView.verticalScrollIndicatorInsets)
        #expect(horizontal.frame.minX == 20 + 3 && horizontal.frame.maxY == scrollView.contentOffset.y + 480 - 30 - 3)
    }
}
