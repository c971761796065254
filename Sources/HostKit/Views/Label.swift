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

    /// The width a multi-line label's text wraps at for its intrinsic size, as UIKit's: 0, the
    /// default, wraps at the label's own width once constraints have given it one (the layout
    /// pass then solves again with the height that width needs). A label of one line never wraps.
    open var preferredMaxLayoutWidth = 0.0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width, wrapsAtOwnWidth { invalidateIntrinsicContentSize() } }
    }

    /// Whether the intrinsic size wraps at the label's own width: a multi-line label placed by
    /// constraints, with no preferred width of its own.
    package var wrapsAtOwnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && !translatesAutoresizingMaskIntoConstraints
    }

    /// The width ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// gives the label while it fits a view around it, which stands for its frame's.
    package var fittingWrapWidth: Double?

    /// Where the intrinsic size wraps: nowhere (infinity) for one line or before a width is known.
    package var intrinsicWrapWidth: Double {
        guard numberOfLines != 1 else { return .infinity }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        guard wrapsAtOwnWidth else { return .infinity }
        return ownWrapWidth
    }

    /// The text's size, measured with Pango as it is drawn: its lines as they break at line
    /// ends (and, for a multi-line label, where they wrap: see ``preferredMaxLayoutWidth``), at
    /// most ``numberOfLines`` of them (the label cuts the text after the last), as UIKit's sizing
    /// takes the limit into account.
    open override var intrinsicContentSize: CGSize { textLayout(wrappingAt: intrinsicWrapWidth).size }

    /// The text's size and the lines it shows, wrapped at `width` (not at all when infinite).
    private func textLayout(wrappingAt width: Double) -> (size: CGSize, lines: Int) {
        guard let text, !text.isEmpty else { return (CGSize(width: 0, height: 0), 1) }
        guard width.isFinite, width > 0 else {
            let measured = text.size(withFont: font)
            let lines = explicitlyShownLineCount(of: text)
            guard lines < Self.lineCount(of: text) else { return (measured, lines) }
            // As tall as the lines it shows, measured alone; as wide as the whole text, whose cut
            // lines it draws truncated.
            let shown = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines).joined(separator: "\n")
            return (CGSize(width: measured.width, height: shown.size(withFont: font).height), lines)
        }
        let wrapped = text.size(withFont: font, constrainedToWidth: width)
        // One font, so every line is as high: the lines are the height over one line's.
        let lines = max(1, Int((wrapped.height / font.lineHeight).rounded()))
        guard numberOfLines > 0, numberOfLines < lines else { return (wrapped, lines) }
        return (CGSize(width: wrapped.width, height: wrapped.height / Double(lines) * Double(numberOfLines)), numberOfLines)
    }

    /// The first line's baseline, with the text centred vertically as it is drawn.
    package override var baselineOffsetFromCenterY: Double? {
        font.firstBaselineOffsetFromMiddle(ofLines: shownLineCount)
    }

    /// The last line's baseline: for text on more than one line, the bottommost line's, as
    /// `lastBaselineAnchor` is in UIKit.
    package override var lastBaselineOffsetFromCenterY: Double? {
        baselineOffsetFromCenterY.map { $0 + font.lineHeight * Double(shownLineCount - 1) }
    }

    package override var textLineHeight: Double? { font.lineHeight }

    /// The text's size, as `UILabel.sizeThatFits(_:)` answers: a multi-line label's text wrapped
    /// at `size`'s width (a width of 0 or less sets no limit), at most ``numberOfLines`` lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textLayout(wrappingAt: numberOfLines == 1 ? .infinity : size.width).size
    }

    /// The lines the label shows, as its intrinsic size counts them; without wrapping, counted
    /// from the line ends alone, with no text measured.
    private var shownLineCount: Int {
        let width = intrinsicWrapWidth
        guard width.isFinite, width > 0 else { return explicitlyShownLineCount(of: text ?? "") }
        return textLayout(wrappingAt: width).lines
    }

    /// The lines `text` shows where it breaks only at its line ends: at most ``numberOfLines``.
    private func explicitlyShownLineCount(of text: String) -> Int {
        let lines = Self.lineCount(of: text)
        return numberOfLines > 0 ? min(lines, numberOfLines) : lines
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
