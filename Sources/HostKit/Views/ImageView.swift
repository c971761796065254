import Foundation

/// A view that shows an image, as `UIImageView` is in UIKit.
///
/// As in UIKit, an image view does not take touches (``View/isUserInteractionEnabled`` starts
/// `false`): a tap on it lands on the view behind it.
@MainActor
open class ImageView: View {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open var image: Image? {
        didSet { if image != oldValue { setNeedsDisplay() } }
    }

    open override func draw(_ rect: CGRect) {
        drawImage(in: bounds)
    }
}
