/// An image, known by name: AppHost draws nothing, so the name is all there is to show.
public struct Image: Sendable, Hashable {
    public var name: String

    public init(named name: String) {
        self.name = name
    }
}

/// A view that shows an image, as `UIImageView` is in UIKit.
@MainActor
open class ImageView: View {
    open var image: Image?
}
