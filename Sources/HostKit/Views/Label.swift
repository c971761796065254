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

    open var text: String?
    open var textColor: Color = .black
    open var textAlignment: TextAlignment = .natural
    /// The most lines to show; 0 means no limit.
    open var numberOfLines = 1
    open var font: Font = .systemFont(ofSize: Font.systemFontSize)
    /// How text too long for the label is wrapped or cut.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Whether the text is drawn in its colour; a disabled label's text is grey.
    open var isEnabled = true

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
