/// A view that shows text, as `UILabel` is in UIKit.
@MainActor
open class Label: View {
    open var text: String?
    open var textColor: Color = .black
    open var textAlignment: TextAlignment = .natural
    /// The most lines to show; 0 means no limit.
    open var numberOfLines = 1
}
