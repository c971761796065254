import Foundation

/// Converting points and rectangles between views' coordinates. HostKit has no transforms, so a
/// view's coordinates differ from its superview's by its frame's origin less its bounds' origin
/// (zero but in a scrolled ``ScrollView``).
extension View {
    /// `point`, given in this view's coordinates, in the coordinates of `view`; `nil` means this
    /// view's window (or, outside any window, its topmost superview).
    ///
    /// Views of different windows convert through the screen, where each window's frame places it.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let (fromOffset, fromRoot) = offsetFromRoot()
        guard let view else { return CGPoint(x: point.x + fromOffset.x, y: point.y + fromOffset.y) }
        let (toOffset, toRoot) = view.offsetFromRoot()
        var dx = fromOffset.x - toOffset.x
        var dy = fromOffset.y - toOffset.y
        if fromRoot !== toRoot {
            dx += fromRoot.frame.origin.x - toRoot.frame.origin.x
            dy += fromRoot.frame.origin.y - toRoot.frame.origin.y
        }
        return CGPoint(x: point.x + dx, y: point.y + dy)
    }

    /// `point`, given in the coordinates of `view`, in this view's coordinates; `nil` means this
    /// view's window (or, outside any window, its topmost superview).
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let (offset, root) = offsetFromRoot()
        // From the window (a touch's location, on every touch), or from nil: one walk up, not two.
        guard let view, view !== root else { return CGPoint(x: point.x - offset.x, y: point.y - offset.y) }
        return view.convert(point, to: self)
    }

    /// `rect`, given in this view's coordinates, in the coordinates of `view` (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in the coordinates of `view` (`nil`: the window's), in this view's coordinates.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where this view's origin is in its root's coordinates, and that root: the window, or the
    /// topmost superview. The root's own frame is left out, since its frame places it on the
    /// screen, not inside itself.
    private func offsetFromRoot() -> (offset: CGPoint, root: View) {
        var x = 0.0, y = 0.0
        var view = self
        while let parent = view.superview {
            let origin = view.frame.origin, inner = view.boundsOrigin
            x += origin.x - inner.x
            y += origin.y - inner.y
            view = parent
        }
        return (CGPoint(x: x, y: y), view)
    }
}
