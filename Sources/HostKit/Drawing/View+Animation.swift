import Foundation

/// Animating views, as `UIView.animate(…)` and `UIView.transition(…)` do in UIKit.
///
/// Inside an animation block the changes to ``View/frame``, ``View/alpha`` and
/// ``View/backgroundColor`` take effect in the model at once: the properties read their new
/// values straight away. What is drawn (the presentation value) moves from the value on screen
/// to the new one over the duration, on the app clock, so `advance` in a script or a test moves
/// an animation on exactly. The completion runs with `true` when the animation ends, or with
/// `false` when it is cut short: when a property it animates is set again (by another animation
/// or without one) before it ends, or by ``Layer/removeAllAnimations()``; an animation that
/// changed no animatable property completes at once.
extension View {
    /// How an animation runs, as `UIView.AnimationOptions`; the raw values are UIKit's.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value on screen (AppHost always does).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Run again and again; the completion never runs unless the animation is cut short.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after each forward run (with ``repeat``).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// For ``transition(from:to:duration:options:completion:)``: hide and show the views
        /// rather than take one out and put the other in.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The new content fades in over the duration.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The transition among the options, as UIKit reads it from bits 20 to 22.
        var transition: AnimationOptions { AnimationOptions(rawValue: rawValue & (7 << 20)) }
    }

    /// Changes `view`'s content in `animations` under a transition, as UIKit's: the changes take
    /// effect at once (they are not animated one by one), and the completion runs after
    /// `duration` seconds of app time. With ``AnimationOptions/transitionCrossDissolve`` the new
    /// content fades in over the duration (the old content is not kept to fade out); the flips
    /// and curls are not drawn, only timed.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        Animator.transition(view, duration: duration, options: options, change: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview (at its place among the subviews) under
    /// a transition, or with ``AnimationOptions/showHideTransitionViews`` hides one and shows the
    /// other, as UIKit's; timed and drawn as ``transition(with:duration:options:animations:completion:)``.
    public static func transition(from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
                                  completion: (@MainActor (Bool) -> Void)? = nil) {
        Animator.transition(toView, duration: duration, options: options, change: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
                fromView.removeFromSuperview()
                superview.insertSubview(toView, at: index)
            }
        }, completion: completion)
    }

    /// Animates the changes `animations` makes, after `delay` seconds, over `duration` seconds.
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        Animator.run(duration: duration, delay: delay, timing: .curve(options), options: options, animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: Double, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: Double, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes along a spring: `dampingRatio` 1 settles without overshooting, less
    /// than 1 oscillates; `velocity` is the initial speed, in whole distances per second.
    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let damping = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 10) : 1
        let speed = velocity.isFinite ? velocity : 0
        Animator.run(duration: duration, delay: delay, timing: .spring(damping: damping, velocity: speed), options: options,
                     animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = Animator.areEnabled
        Animator.areEnabled = false
        defer { Animator.areEnabled = wasEnabled }
        actionsWithoutAnimation()
    }

    /// Whether animation blocks animate; when off, their changes take effect on screen at once.
    public static var areAnimationsEnabled: Bool { Animator.areEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        Animator.areEnabled = enabled
    }

    /// The duration of the animation block being run; 0 outside one.
    public static var inheritedAnimationDuration: Double { Animator.capturing?.duration ?? 0 }

    /// The frame on screen, as if the transform were the identity (the compositor applies it):
    /// moving while an animation of it runs.
    package var presentationFrame: CGRect {
        Animator.hasRunning ? Animator.presentationValue(of: self, .frame)?.rect ?? untransformedFrame : untransformedFrame
    }

    /// The alpha on screen.
    package var presentationAlpha: Double {
        Animator.hasRunning ? Animator.presentationValue(of: self, .alpha)?.number ?? alpha : alpha
    }

    /// The background colour on screen.
    package var presentationBackgroundColor: Color? {
        Animator.hasRunning ? Animator.presentationValue(of: self, .backgroundColor)?.color ?? backgroundColor : backgroundColor
    }

    /// The transform on screen, about the centre of ``presentationFrame``.
    package var presentationTransform: CGAffineTransform {
        Animator.hasRunning ? Animator.presentationValue(of: self, .transform)?.transform ?? transform : transform
    }
}

extension Layer {
    /// The layer as it is on screen now, as `CALayer.presentation()` gives it: while an animation
    /// moves the view, the values it has reached on the app clock; otherwise the view's own.
    /// `nil` once the view is gone.
    public func presentation() -> Presentation? {
        guard let view else { return nil }
        return Presentation(frame: view.presentationFrame, opacity: Float(view.presentationAlpha),
                            backgroundColor: view.presentationBackgroundColor, transform: view.presentationTransform)
    }

    /// A layer's values on screen at one moment (``Layer/presentation()``), in its view's
    /// superview's coordinates, as the presentation layer's are in UIKit.
    public struct Presentation: Sendable, Equatable {
        /// The smallest rectangle that holds the layer as it shows, its transform applied, as
        /// ``View/frame`` reads.
        public let frame: CGRect
        /// The layer's own size, before its transform.
        public let bounds: CGRect
        /// The centre the layer turns and scales about, as a presentation layer's `position` with
        /// the default anchor point.
        public let position: CGPoint
        public let opacity: Float
        public let backgroundColor: Color?
        private let transform: CGAffineTransform

        /// `frame` is where the layer would be without `transform`, applied about its centre.
        init(frame: CGRect, opacity: Float, backgroundColor: Color?, transform: CGAffineTransform = .identity) {
            bounds = CGRect(origin: .zero, size: frame.size)
            position = CGPoint(x: frame.midX, y: frame.midY)
            self.frame = transform.isIdentity ? frame
                : bounds.applying(View.transformToSuperview(untransformedFrame: frame, boundsOrigin: .zero, transform: transform))
            self.opacity = opacity
            self.backgroundColor = backgroundColor
            self.transform = transform
        }

        /// The transform on screen, as `CALayer.affineTransform()` gives it.
        public func affineTransform() -> CGAffineTransform { transform }
    }

    /// Cuts short every animation of the layer's view: their completions run with `false`, and
    /// the view shows its model values.
    public func removeAllAnimations() {
        guard let view else { return }
        Animator.cutShort(view: view, keys: AnimatedKey.allCases)
    }
}
