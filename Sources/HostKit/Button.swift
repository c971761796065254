/// A control that sends its actions when tapped, as `UIButton` is in UIKit.
@MainActor
open class Button: Control {
    open var title: String?
    open var titleColor: Color = .systemBlue
}
