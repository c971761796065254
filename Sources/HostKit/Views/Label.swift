import Foundation

/// A view that shows text, as `UILabel` is in UIKit.
///
/// As in UIKit, a label does not take touches (``View/isUserInteractionEnabled`` starts `false`):
/// a tap on a label lands on the view behind it, so a label over a button does not block it.
@MainActor
open class Label: View {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open var text: String? {

        didSet { if text != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }

    }
    open var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    /// The most lines to show; 0 means no limit.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { setNeedsDisplay() } }
    }
    open var font: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if font != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// The text's size, measured with Pango as it is drawn: on one line, or for
    /// ``numberOfLines`` other than 1, as its lines break by themselves.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return CGSize(width: 0, height: 0) }
        return text.size(withFont: font)
    }

    /// The first line's baseline, with the text centred vertically as it is drawn: DejaVu Sans
    /// rises 0.928 em above its baseline in a line 1.164 em high.
    package override var baselineOffsetFromCenterY: Double? {
        let lines = numberOfLines == 1 ? 1.0 : Double(max(1, (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count))
        return -font.pointSize * 1.164 * lines / 2 + font.pointSize * 0.928
    }
    /// How text too long for the label is wrapped or cut.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
    }
    /// Whether the text is drawn in its colour; a disabled label's text is grey.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
