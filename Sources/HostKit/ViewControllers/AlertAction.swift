/// A button of an alert or action sheet and what it does, as `UIAlertAction` is in UIKit.
@MainActor
open class AlertAction {
    /// How an action looks and where it sits, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// An ordinary choice.
        case `default`
        /// The choice that changes nothing: at most one per alert, placed last (left of two).
        case cancel
        /// A choice that destroys something: drawn red.
        case destructive
    }

    public let title: String?
    public let style: Style
    /// Whether the action's button responds; a disabled one is grey.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { button?.isEnabled = isEnabled } }
    }
    let handler: (@MainActor (AlertAction) -> Void)?
    /// The button that shows the action, once the alert's view is made.
    weak var button: Button?

    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
