import Foundation

/// What a scroll view tells about its scrolling, as `UIScrollViewDelegate` is in UIKit. Every
/// method has an empty default.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by a finger, a deceleration, an animation or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger moved far enough to drag the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger is lifting with `velocity` (points per millisecond, as UIKit gives it); change
    /// `targetContentOffset` to make the content come to rest elsewhere.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// The finger lifted; `decelerate` tells whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content moves on after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a deceleration.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// ``ScrollView/adjustedContentInset`` changed (its content inset, or the safe area).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
    /// The view the scroll view scales when it zooms (one of its subviews), or `nil` (the
    /// default) for a scroll view that does not zoom.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Two fingers began to pinch `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// ``ScrollView/zoomScale`` changed: by a pinch, an animation or code.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A pinch, or an animated zoom, ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
