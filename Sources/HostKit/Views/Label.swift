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
        didSet { if numberOfLines != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }
    open var font: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if font != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// The text's size, measured with Pango as it is drawn: its lines as they break at line
    /// ends, at most ``numberOfLines`` of them (the label cuts the text after the last), as
    /// UIKit's sizing takes the limit into account.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return CGSize(width: 0, height: 0) }
        let measured = text.size(withFont: font)
        guard numberOfLines > 0, numberOfLines < Self.lineCount(of: text) else { return measured }
        // As tall as the lines it shows, measured alone; as wide as the whole text, whose cut
        // lines it draws truncated.
        let shown = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(numberOfLines).joined(separator: "\n")
        return CGSize(width: measured.width, height: shown.size(withFont: font).height)
    }

    /// The first line's baseline, with the text centred vertically as it is drawn: DejaVu Sans
    /// rises 0.928 em above its baseline in a line 1.164 em high.
    package override var baselineOffsetFromCenterY: Double? {
        -font.lineHeight * Double(shownLineCount) / 2 + font.pointSize * 0.928
    }

    /// The last line's baseline: for text on more than one line, the bottommost line's, as
    /// `lastBaselineAnchor` is in UIKit.
    package override var lastBaselineOffsetFromCenterY: Double? {
        baselineOffsetFromCenterY.map { $0 + font.lineHeight * Double(shownLineCount - 1) }
    }

    package override var textLineHeight: Double? { font.lineHeight }

    /// The text's size (``intrinsicContentSize``), as `UILabel.sizeThatFits(_:)` answers for
    /// text that breaks only at its line ends.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent }

    /// The lines the label shows: the text's own, at most ``numberOfLines`` (0: no limit).
    private var shownLineCount: Int {
        let own = Self.lineCount(of: text ?? "")
        return numberOfLines > 0 ? min(own, numberOfLines) : own
    }

    /// The text's lines as they break at line ends: one more than its line feeds.
    private static func lineCount(of text: String) -> Int {
        var count = 1
        for byte in text.utf8 where byte == UInt8(ascii: "\n") { count += 1 }
        return count
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
