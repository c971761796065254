import Foundation

/// A spinner that shows a task is under way, as `UIActivityIndicatorView` is in UIKit.
///
/// It is hidden while stopped when ``hidesWhenStopped`` is on (the default). The spokes are
/// drawn at rest: AppHost draws a frame when it is asked for one, and a still spinner keeps
/// snapshots and reference images deterministic.
@MainActor
open class ActivityIndicatorView: View {
    /// The spinner's size, as `UIActivityIndicatorView.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// 20 points across.
        case medium
        /// 37 points across.
        case large
    }

    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The style's size: 20 or 37 points square.
    open override var intrinsicContentSize: CGSize {
        let side = style == .large ? 37.0 : 20.0
        return CGSize(width: side, height: side)
    }
    /// The spokes' colour; `nil` for grey.
    open var color: Color? {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }
    /// Whether the view hides itself while it is not animating.
    open var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }
    public private(set) var isAnimating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
    }

    public convenience init(style: Style) {
        let side = style == .large ? 37.0 : 20.0
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        self.style = style
    }

    open func startAnimating() {
        isAnimating = true
        updateVisibility()
    }

    open func stopAnimating() {
        isAnimating = false
        updateVisibility()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    open override func draw(_ rect: CGRect) {
        drawSpinner(in: bounds)
    }
}
