import Foundation
package import Rendering

/// A view's content as its ``View/draw(_:)`` last drew it, at one size and scale.
@MainActor
package final class DrawnContents {
    package let size: CGSize
    package let scale: Double
    /// `nil` when `draw(_:)` drew nothing: the view then costs nothing to composite.
    package let pixels: RasterCanvas?

    init(size: CGSize, scale: Double, pixels: RasterCanvas?) {
        self.size = size
        self.scale = scale
        self.pixels = pixels
    }
}

/// Whether damage is tracked: only once a screen keeps pixels (a `ScreenCompositor` exists).
/// Before that there is nothing to put on screen again (a screen's first display draws all of
/// it), and the property setters on the hot paths (a control's highlight at every touch, every
/// frame a layout sets) need not walk up to their window.
@MainActor
enum ScreenDamage {
    static var isTracked = false
}

extension Window {
    func addDamage(_ area: CGRect) {
        guard area.isFinite, !area.isEmpty else { return }
        damage = damage.map { $0.union(area) } ?? area
    }
}

extension View {
    /// Puts `rect` (in this view's coordinates; its bounds when `nil`) on screen again at the next
    /// display pass, by adding it to its window's damage.
    package func invalidateOnScreen(_ rect: CGRect? = nil) {
        guard let (window, toWindow) = damagedWindowAndTransform() else { return }
        window.addDamage((rect ?? bounds).applying(toWindow))
    }

    /// Puts everything this view and its subviews show on screen again: for a change that shows
    /// or hides them all (hidden, alpha, clipping, joining or leaving a superview).
    package func invalidateSubtreeOnScreen() {
        guard let (window, toWindow) = damagedWindowAndTransform() else { return }
        window.addDamage(subtreeExtent.applying(toWindow))
    }

    /// The window this view is in, and how the view's coordinates map to it (an offset unless a
    /// view on the way has a transform); `nil` outside a window and while damage is not tracked.
    /// The walk up lets go of the kept images (see `ScreenCompositor.keptSubtree(of:)`) of this
    /// view's subtree and of every subtree it is in, since whatever damages the screen here
    /// changed what they show.
    private func damagedWindowAndTransform() -> (Window, CGAffineTransform)? {
        guard ScreenDamage.isTracked else { return nil }
        var toWindow = CGAffineTransform.identity
        var view = self
        while true {
            view.keptSubtree = nil
            view.measuredSubtreeExtent = nil
            view.unchangedComposites = 0
            if let window = view as? Window { return (window, toWindow) }
            guard let superview = view.superview else { return nil }
            if view.isTransformed {
                toWindow = toWindow.concatenating(view.transformToSuperview)
            } else {
                toWindow.tx += view.untransformedFrame.minX - view.boundsOrigin.x
                toWindow.ty += view.untransformedFrame.minY - view.boundsOrigin.y
            }
            view = superview
        }
    }

    /// The area this view and its subviews can cover, in this view's coordinates: subviews may
    /// stick out of a view that does not clip them.
    ///
    /// Kept between changes while the screen's damage is tracked, since the compositor asks
    /// for it for every subtree of every frame, most of them unchanged.
    var subtreeExtent: CGRect {
        if let measuredSubtreeExtent { return measuredSubtreeExtent }
        let extent = measureSubtreeExtent()
        if ScreenDamage.isTracked { measuredSubtreeExtent = extent }
        return extent
    }

    private func measureSubtreeExtent() -> CGRect {
        var extent = bounds
        // A shadow is drawn outside the bounds, clipped or not: blurred by a radius r, it fades
        // out within about 1.5 r of its shape (ShadowMask's three box passes, sigma r/2).
        if layer.shadowOpacity > 0, layer.shadowColor != nil, layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite {
            let reach = layer.shadowRadius.isFinite ? max(0, layer.shadowRadius) * 2 + 1 : 0
            extent = extent.union(bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(dx: -reach, dy: -reach))
        }
        guard !(clipsToBounds || layer.masksToBounds) else { return extent }
        for subview in subviews where !subview.isHidden && subview.untransformedFrame.isFinite {
            extent = extent.union(subview.convertToSuperview(subview.subtreeExtent))
        }
        return extent
    }

    /// A frame that moved or changed size is drawn again where it was and where it is; one that
    /// changed size is laid out and drawn again, as in UIKit.
    func frameDidChange(from old: CGRect) {
        // The view's own image (its superview's walk below lets go of the rest).
        keptSubtree = nil
        measuredSubtreeExtent = nil
        unchangedComposites = 0
        let frame = untransformedFrame
        if Animator.isWatching { Animator.propertyDidChange(self, .frame, from: .rect(old), to: .rect(frame)) }
        // Whether damage is tracked first: loading the weak reference to the superview is a slow
        // path through the view's side table, for every view a layout pass resizes.
        if ScreenDamage.isTracked, let superview, let (window, toWindow) = superview.damagedWindowAndTransform() {
            let extent = subtreeExtent
            let wasPlaced = Self.convertToSuperview(extent, untransformedFrame: old, boundsOrigin: boundsOrigin, transform: isTransformed ? transform : nil)
            window.addDamage(wasPlaced.applying(toWindow))
            window.addDamage(convertToSuperview(extent).applying(toWindow))
        } else if let window = self as? Window, ScreenDamage.isTracked {
            window.damage = window.bounds
        }
        if old.size != frame.size {
            setNeedsLayout()
            setNeedsDisplay()
        }
        layoutFrameDidChange(from: old)
    }
}
