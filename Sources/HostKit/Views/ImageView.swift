import Foundation

/// An image, known by name: AppHost draws nothing, so the name is all there is to show.
public struct Image: Sendable, Hashable {
    public var name: String

    public init(named name: String) {
        self.name = name
    }
}

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

    open var image: Image?
}
