import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// Zooming as UIScrollView's: the delegate's view scaled by its transform within the limits, the
/// content its scaled size, the point under the fingers (or the middle) kept in place, and the
/// delegate's zooming callbacks.
@MainActor
@Suite("Scroll view zooming", .serialized)
struct ScrollViewZoomingTests {
    /// Names the view to zoom and records the zooming callbacks.
    final class Zooming: ScrollViewDelegate {
        var view: View?
        var calls: [String] = []
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
        func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { calls.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: ScrollView) { calls.append("didZoom") }
        func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
            calls.append("didEnd(\(scale.formatted()))")
        }
    }

    /// A view that records the touches it gets.
    final class Photo: View {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { phases.append("began") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { phases.append("cancelled") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { phases.append("ended") }
    }

    /// A 320×480 scroll view filling the key window over a 320×480 photo, zooming from 1 to 4.
    private func withZoomingScrollView(_ body: (Application, ScrollView, Photo, Zooming) throws -> Void) throws {
        try EventTestSupport.withAppOnStoppedDisplayLink { application, screen in
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let photo = Photo(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.addSubview(photo)
            scrollView.contentSize = photo.frame.size
            scrollView.minimumZoomScale = 1
            scrollView.maximumZoomScale = 4
            let zooming = Zooming()
            zooming.view = photo
            scrollView.delegate = zooming
            screen.view.addSubview(scrollView)
            try body(application, scrollView, photo, zooming)
        }
    }

    @Test func aScrollViewWithoutAViewForZoomingDoesNotZoom() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
        #expect(scrollView.contentSize == .zero)
    }

    @Test func settingTheZoomScaleScalesTheViewAtTheOriginAndKeepsTheMiddle() throws {
        try withZoomingScrollView { _, scrollView, photo, zooming in
            scrollView.zoomScale = 2
            #expect(scrollView.zoomScale == 2)
            #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
            #expect(photo.frame == CGRect(x: 0, y: 0, width: 640, height: 960))
            #expect(photo.bounds.size == CGSize(width: 320, height: 480), "the view's own size does not change")
            #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
            // The photo's middle (160, 240) stays in the middle of the visible area.
            #expect(scrollView.contentOffset == CGPoint(x: 160, y: 240))
            #expect(zooming.calls == ["didZoom"])
            // Beyond the limits, the limit.
            scrollView.setZoomScale(10, animated: false)
            #expect(scrollView.zoomScale == 4)
            scrollView.setZoomScale(0.25, animated: false)
            #expect(scrollView.zoomScale == 1)
            #expect(scrollView.contentOffset == .zero)
        }
    }

    @Test func zoomingToARectangleFillsTheVisibleAreaWithIt() throws {
        try withZoomingScrollView { _, scrollView, _, zooming in
            scrollView.zoom(to: CGRect(x: 160, y: 240, width: 80, height: 120), animated: false)
            #expect(scrollView.zoomScale == 4)
            #expect(scrollView.contentOffset == CGPoint(x: 640, y: 960))
            // Animated: the scale moves on the app clock, then the delegate hears the end.
            zooming.calls = []
            scrollView.zoom(to: CGRect(x: 0, y: 0, width: 320, height: 480), animated: true)
            #expect(scrollView.zoomScale == 4, "not moved before the first frame")
            EventTestSupport.runDisplayLink()
            #expect(scrollView.zoomScale == 1)
            #expect(scrollView.contentOffset == .zero)
            #expect(zooming.calls.last == "didEnd(1)")
            #expect(zooming.calls.filter { $0 == "didZoom" }.count > 2)
        }
    }

    @Test func twoFingersPinchTheContentAboutTheirMidpoint() throws {
        try withZoomingScrollView { application, scrollView, photo, zooming in
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 110, y: 240), timestamp: 1)
            #expect(photo.phases == ["began"])
            try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 210, y: 240), timestamp: 1.01)
            // The pinch takes the first finger from the photo.
            #expect(photo.phases == ["began", "cancelled"])
            #expect(scrollView.isZooming)
            #expect(zooming.calls == ["willBegin"])
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 60, y: 240), timestamp: 1.02)
            try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: 260, y: 240), timestamp: 1.03)
            // Twice as far apart: twice the scale, the photo's point (160, 240) still under the
            // midpoint.
            #expect(abs(scrollView.zoomScale - 2) < 1e-9)
            #expect(scrollView.contentOffset == CGPoint(x: 160, y: 240))
            // A third finger neither drags, pinches nor touches the photo.
            try application.deliverTouch(id: 2, phase: .began, at: CGPoint(x: 160, y: 400), timestamp: 1.035)
            try application.deliverTouch(id: 2, phase: .moved, at: CGPoint(x: 160, y: 300), timestamp: 1.036)
            try application.deliverTouch(id: 2, phase: .ended, at: CGPoint(x: 160, y: 300), timestamp: 1.037)
            #expect(scrollView.contentOffset == CGPoint(x: 160, y: 240) && !scrollView.isDragging)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 60, y: 240), timestamp: 1.04)
            try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 260, y: 240), timestamp: 1.05)
            #expect(!scrollView.isZooming)
            #expect(zooming.calls.first == "willBegin" && zooming.calls.last == "didEnd(2)")
            #expect(photo.phases == ["began", "cancelled"], "the photo heard nothing more")
        }
    }

    @Test func aPinchPastTheLimitResistsAndSpringsBack() throws {
        try withZoomingScrollView { application, scrollView, _, zooming in
            scrollView.maximumZoomScale = 2
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 150, y: 240), timestamp: 1)
            try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 170, y: 240), timestamp: 1.01)
            // Ten times as far apart: 2 × 5^(1/3), past the limit but less than the fingers ask.
            try application.deliverTouch(id: 1, phase: .moved, at: CGPoint(x: 260, y: 240), timestamp: 1.02)
            try application.deliverTouch(id: 0, phase: .moved, at: CGPoint(x: 60, y: 240), timestamp: 1.03)
            #expect(abs(scrollView.zoomScale - 2 * pow(5, 1.0 / 3)) < 1e-9)
            try application.deliverTouch(id: 0, phase: .ended, at: CGPoint(x: 60, y: 240), timestamp: 1.04)
            #expect(scrollView.isZoomBouncing)
            EventTestSupport.runDisplayLink()
            #expect(!scrollView.isZoomBouncing)
            #expect(scrollView.zoomScale == 2)
            #expect(zooming.calls.last == "didEnd(2)")
            try application.deliverTouch(id: 1, phase: .ended, at: CGPoint(x: 260, y: 240), timestamp: 1.05)
            // Without bouncing, the scale stops at the limit.
            scrollView.bouncesZoom = false
            scrollView.zoomScale = 1
            try application.deliverTouch(id: 2, phase: .began, at: CGPoint(x: 150, y: 240), timestamp: 2)
            try application.deliverTouch(id: 3, phase: .began, at: CGPoint(x: 170, y: 240), timestamp: 2.01)
            try application.deliverTouch(id: 3, phase: .moved, at: CGPoint(x: 260, y: 240), timestamp: 2.02)
            #expect(scrollView.zoomScale == 2)
        }
    }

    @Test func limitsThatAreNotScalesAreAnIssueAndZoomNothing() throws {
        try withZoomingScrollView { application, scrollView, photo, zooming in
            scrollView.minimumZoomScale = 0
            let recorder = try #require(HostLink.observer as? EventTestSupport.Recorder)
            scrollView.setZoomScale(0.5, animated: false)
            scrollView.minimumZoomScale = 1
            scrollView.zoomScale = .nan
            scrollView.minimumZoomScale = 0
            let issues = recorder.issues
            #expect(issues.contains { $0.contains("not scales") })
            #expect(issues.contains { $0.contains("not a scale") })
            #expect(scrollView.zoomScale == 1 && photo.transform == .identity)
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 110, y: 240), timestamp: 1)
            try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 210, y: 240), timestamp: 1.01)
            #expect(!scrollView.isZooming && zooming.calls.isEmpty)
        }
    }

    @Test func equalLimitsLeaveTwoFingersToTheViews() throws {
        try withZoomingScrollView { application, scrollView, photo, zooming in
            scrollView.maximumZoomScale = 1
            try application.deliverTouch(id: 0, phase: .began, at: CGPoint(x: 110, y: 240), timestamp: 1)
            try application.deliverTouch(id: 1, phase: .began, at: CGPoint(x: 210, y: 240), timestamp: 1.01)
            #expect(!scrollView.isZooming)
            #expect(zooming.calls.isEmpty)
            #expect(photo.phases == ["began", "began"])
        }
    }
}
