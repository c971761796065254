import Foundation

/// A view that shows how far a task has gone, as `UIProgressView` does in UIKit.
///
/// As in UIKit, a progress view does not take touches (``View/isUserInteractionEnabled`` starts
/// `false`), and ``progress`` is pinned to 0...1.
@MainActor
open class ProgressView: View {
    /// The look of the bar, as `UIProgressView.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// The standard bar, with a rounded track.
        case `default`
        /// The bar a toolbar uses, with no track of its own.
        case bar
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a progress view of `style`, as `init(progressViewStyle:)` does in UIKit.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// How much of the task is done, from 0 to 1; values outside are pinned, NaN reads as 0.
    /// A `Float`, as UIKit's is (and as ``Slider/value`` is), so that ported code compiles as written.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }

    private var storedProgress: Float = 0 {
        didSet { if storedProgress != oldValue { setNeedsDisplay() } }
    }

    /// As thick as iOS's bar (4 points), with no length of its own: a progress view is as long as
    /// constraints make it.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }

    open var progressViewStyle: Style = .default {

        didSet { if progressViewStyle != oldValue { setNeedsDisplay() } }

    }
    /// The colour of the filled part; `nil` for the tint colour.
    open var progressTintColor: Color? {
        didSet { if progressTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the part not yet filled; `nil` for the standard track.
    open var trackTintColor: Color? {
        didSet { if trackTintColor != oldValue { setNeedsDisplay() } }
    }
    open override func draw(_ rect: CGRect) {
        drawBar(in: bounds)
    }

    /// Sets ``progress``. AppHost does not animate yet, so `animated` changes nothing: the
    /// value is the one a finished animation shows.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
