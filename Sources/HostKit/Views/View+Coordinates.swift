import Foundation

/// Converting points and rectangles between views' coordinates. A view's coordinates differ from
/// its superview's by its frame's origin less its bounds' origin, and, when it has one, by its
/// ``View/transform`` about its center (see `View+Transform.swift`). Without a transform on the
/// way, a conversion adds an offset; with one, it maps through the transforms, and a rectangle
/// becomes the smallest rectangle that holds it, as in UIKit.
extension View {
    /// `point`, given in this view's coordinates, in the coordinates of `view`; `nil` means this
    /// view's window (or, outside any window, its topmost superview).
    ///
    /// Views of different windows convert through the screen, where each window's frame places it.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let offset = offset(to: view) else { return point.applying(conversionTransform(to: view)) }
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// `point`, given in the coordinates of `view`, in this view's coordinates; `nil` means this
    /// view's window (or, outside any window, its topmost superview).
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let (offset, root, isTransformed) = offsetFromRoot()
        // From the window (a touch's location, on every touch), or from nil: one walk up, not two.
        guard let view, view !== root else {
            guard !isTransformed else { return point.applying(conversionTransform(to: nil).inverted()) }
            return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        }
        return view.convert(point, to: self)
    }

    /// `rect`, given in this view's coordinates, in the coordinates of `view` (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        guard let offset = offset(to: view) else { return rect.applying(conversionTransform(to: view)) }
        return CGRect(origin: CGPoint(x: rect.origin.x + offset.x, y: rect.origin.y + offset.y), size: rect.size)
    }

    /// `rect`, given in the coordinates of `view` (`nil`: the window's), in this view's coordinates.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        guard let offset = offset(to: nil) else { return rect.applying(conversionTransform(to: nil).inverted()) }
        return CGRect(origin: CGPoint(x: rect.origin.x - offset.x, y: rect.origin.y - offset.y), size: rect.size)
    }

    /// How far `view`'s coordinates (`nil`: the root's) are from this view's, when no transform
    /// lies on the way; `nil` when one does.
    private func offset(to view: View?) -> CGPoint? {
        let (fromOffset, fromRoot, fromTransformed) = offsetFromRoot()
        guard !fromTransformed else { return nil }
        guard let view else { return fromOffset }
        let (toOffset, toRoot, toTransformed) = view.offsetFromRoot()
        guard !toTransformed else { return nil }
        var dx = fromOffset.x - toOffset.x
        var dy = fromOffset.y - toOffset.y
        if fromRoot !== toRoot {
            dx += fromRoot.untransformedFrame.origin.x - toRoot.untransformedFrame.origin.x
            dy += fromRoot.untransformedFrame.origin.y - toRoot.untransformedFrame.origin.y
        }
        return CGPoint(x: dx, y: dy)
    }

    /// Where this view's origin is in its root's coordinates, and that root: the window, or the
    /// topmost superview; and whether a view on the way has a transform, which the offset then
    /// leaves out. The root's own frame is left out, since its frame places it on the screen, not
    /// inside itself.
    private func offsetFromRoot() -> (offset: CGPoint, root: View, isTransformed: Bool) {
        var x = 0.0, y = 0.0
        var isTransformed = false
        var view = self
        while let parent = view.superview {
            let origin = view.untransformedFrame.origin, inner = view.boundsOrigin
            x += origin.x - inner.x
            y += origin.y - inner.y
            isTransformed = isTransformed || view.isTransformed
            view = parent
        }
        return (CGPoint(x: x, y: y), view, isTransformed)
    }

    /// How points in this view's coordinates map to `view`'s (`nil`: the root's), through every
    /// transform on the way: the slow path of the conversions.
    private func conversionTransform(to view: View?) -> CGAffineTransform {
        let (toRoot, root) = transformToRoot()
        guard let view else { return toRoot }
        let (viewToRoot, viewRoot) = view.transformToRoot()
        var toViewRoot = toRoot
        if root !== viewRoot {
            toViewRoot.tx += root.untransformedFrame.origin.x - viewRoot.untransformedFrame.origin.x
            toViewRoot.ty += root.untransformedFrame.origin.y - viewRoot.untransformedFrame.origin.y
        }
        return toViewRoot.concatenating(viewToRoot.inverted())
    }

    /// How points in this view's coordinates map to its root's, and that root (as
    /// ``offsetFromRoot()`` finds it).
    private func transformToRoot() -> (CGAffineTransform, View) {
        var mapping = CGAffineTransform.identity
        var view = self
        while let parent = view.superview {
            mapping = mapping.concatenating(view.transformToSuperview)
            view = parent
        }
        return (mapping, view)
    }
}
