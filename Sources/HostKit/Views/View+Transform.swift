import Foundation

/// How a view sits in its superview: its frame's origin less its bounds' origin, and, when it has
/// a ``View/transform``, that transform about its ``View/center``, as UIKit's layers turn and
/// scale about their default anchor point. Hit tests, conversions, the screen's damage and the
/// compositor all place a view through these, so they agree; a view without a transform takes
/// the offset alone, at the cost of one comparison.
extension View {
    /// How a point in this view's coordinates maps to its superview's.
    package var transformToSuperview: CGAffineTransform {
        Self.transformToSuperview(untransformedFrame: untransformedFrame, boundsOrigin: boundsOrigin, transform: transform)
    }

    /// How a point maps to the superview's coordinates for a view with this untransformed frame,
    /// bounds origin and transform: the bounds' middle goes to the frame's, through the transform.
    nonisolated static func transformToSuperview(untransformedFrame frame: CGRect, boundsOrigin: CGPoint, transform t: CGAffineTransform) -> CGAffineTransform {
        let middleX = boundsOrigin.x + frame.width / 2, middleY = boundsOrigin.y + frame.height / 2
        return CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d,
                                 tx: frame.midX + t.tx - (t.a * middleX + t.c * middleY),
                                 ty: frame.midY + t.ty - (t.b * middleX + t.d * middleY))
    }

    /// ``View/frame`` under a transform that is not the identity: the smallest rectangle that
    /// holds the transformed bounds, as UIKit answers.
    var transformedFrame: CGRect { bounds.applying(transformToSuperview) }

    /// `point`, in this view's coordinates, in its superview's.
    package func convertToSuperview(_ point: CGPoint) -> CGPoint {
        guard isTransformed else {
            let origin = untransformedFrame.origin, inner = boundsOrigin
            return CGPoint(x: point.x + origin.x - inner.x, y: point.y + origin.y - inner.y)
        }
        return point.applying(transformToSuperview)
    }

    /// `point`, in the superview's coordinates, in this view's: what a hit test asks this view
    /// about. A transform that flattens the view (a scale of 0) has no inverse: no point is in
    /// the view then, so it answers a point that is nowhere.
    package func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        guard isTransformed else {
            let origin = untransformedFrame.origin, inner = boundsOrigin
            return CGPoint(x: point.x - origin.x + inner.x, y: point.y - origin.y + inner.y)
        }
        let placement = transformToSuperview
        guard placement.isInvertible else { return CGPoint(x: Double.nan, y: Double.nan) }
        return point.applying(placement.inverted())
    }

    /// The smallest rectangle in the superview's coordinates that holds `rect`, given in this
    /// view's.
    package func convertToSuperview(_ rect: CGRect) -> CGRect {
        Self.convertToSuperview(rect, untransformedFrame: untransformedFrame, boundsOrigin: boundsOrigin,
                                transform: isTransformed ? transform : nil)
    }

    /// `rect` in the superview's coordinates for a view placed by this untransformed frame,
    /// bounds origin and transform (`nil`: the identity, an offset).
    static func convertToSuperview(_ rect: CGRect, untransformedFrame frame: CGRect, boundsOrigin: CGPoint,
                                   transform: CGAffineTransform?) -> CGRect {
        guard let transform else { return rect.offsetBy(dx: frame.minX - boundsOrigin.x, dy: frame.minY - boundsOrigin.y) }
        return rect.applying(transformToSuperview(untransformedFrame: frame, boundsOrigin: boundsOrigin, transform: transform))
    }
}
