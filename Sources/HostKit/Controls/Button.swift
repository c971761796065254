import Foundation

/// A control that sends its actions when tapped, as `UIButton` is in UIKit.
///
/// A tap sends ``Control/Event/touchUpInside``, then ``Control/Event/primaryActionTriggered``.
@MainActor
open class Button: Control {
    open var title: String? {
        didSet { if title != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }
    open var titleColor: Color = .systemBlue {
        didSet { if titleColor != oldValue { setNeedsDisplay() } }
    }
    /// The title's font.
    open var titleFont: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if titleFont != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// The title measured with its font, with 6 points above and below as a system button has.
    open override var intrinsicContentSize: CGSize {
        let size = (title ?? "").size(withFont: titleFont)
        return CGSize(width: size.width + leadingTitleInset, height: max(size.height, titleFont.pointSize * 1.164) + 12)
    }
    /// Room kept before the title for a glyph drawn by the bar that holds the button (the back
    /// button's chevron).
    package var leadingTitleInset = 0.0

    open override func draw(_ rect: CGRect) {
        drawTitle(in: bounds)
    }

    override func didTouchUpInside() {
        super.didTouchUpInside()
        sendActions(for: .primaryActionTriggered)
    }
}
