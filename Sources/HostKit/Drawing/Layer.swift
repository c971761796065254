import Foundation

/// What a view draws around its content: rounded corners, a border, a shadow, as the view's
/// `CALayer` does in UIKit. The view's ``View/backgroundColor`` fills the rounded shape.
@MainActor
public final class Layer {
    /// The radius of the corners, in points; at most half the shorter side is used.
    public var cornerRadius = 0.0 {
        didSet { if cornerRadius != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    /// The corners ``cornerRadius`` rounds (all by default), as `CALayer.maskedCorners`: the
    /// background, the border, the clip of ``masksToBounds`` and the shadow follow them.
    public var maskedCorners: CornerMask = .all {
        didSet { if maskedCorners != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    /// The width of the border drawn inside the bounds, above the subviews.
    public var borderWidth = 0.0 {
        didSet { if borderWidth != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    public var borderColor: Color? = .black {
        didSet { if borderColor != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    /// Whether sublayers (subviews) are cut at the rounded bounds, as ``View/clipsToBounds``.
    public var masksToBounds = false {
        willSet { if masksToBounds != newValue { view?.invalidateSubtreeOnScreen() } }
        didSet { if masksToBounds != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    public var shadowColor: Color? = .black {
        // Before and after: the shadow's old area is repainted as well as its new one.
        willSet { if shadowColor != newValue { view?.invalidateSubtreeOnScreen() } }
        didSet { if shadowColor != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    /// The shadow's opacity, 0 (none, the default) to 1.
    public var shadowOpacity = 0.0 {
        // Before and after: the shadow's old area is repainted as well as its new one.
        willSet { if shadowOpacity != newValue { view?.invalidateSubtreeOnScreen() } }
        didSet { if shadowOpacity != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    public var shadowOffset = CGSize(width: 0, height: -3) {
        // Before and after: the shadow's old area is repainted as well as its new one.
        willSet { if shadowOffset != newValue { view?.invalidateSubtreeOnScreen() } }
        didSet { if shadowOffset != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    /// How far the shadow is blurred, in points (Core Animation's Gaussian has σ = half of it);
    /// 0 draws a hard-edged shadow.
    public var shadowRadius = 3.0 {
        // Before and after: the shadow's old area is repainted as well as its new one.
        willSet { if shadowRadius != newValue { view?.invalidateSubtreeOnScreen() } }
        didSet { if shadowRadius != oldValue { view?.invalidateSubtreeOnScreen() } }
    }
    /// The view's opacity: the same value as ``View/alpha``, as `CALayer.opacity` is
    /// `UIView.alpha` in UIKit.
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = Double(newValue) }
    }

    /// The blurred shadow shape last drawn, kept while the shape, blur and scale stay the same.
    package var keptShadow: KeptShadow?

    /// The view this layer draws for.
    weak var view: View?

    init() {}
}
