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
        didSet {
            guard image != oldValue else { return }
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image's size in points, as `UIImageView`'s is; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size; the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent }

    open override func draw(_ rect: CGRect) {
        drawImage(in: bounds)
    }
}
