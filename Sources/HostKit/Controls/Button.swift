import Foundation

/// A control that sends its actions when tapped, as `UIButton` is in UIKit.
///
/// A tap sends ``Control/Event/touchUpInside``, then ``Control/Event/primaryActionTriggered``.
@MainActor
open class Button: Control {
    open var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    open var titleColor: Color = .systemBlue {
        didSet { if titleColor != oldValue { setNeedsDisplay() } }
    }
    /// The title's font.
    open var titleFont: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if titleFont != oldValue { setNeedsDisplay() } }
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
