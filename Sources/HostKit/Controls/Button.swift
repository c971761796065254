/// A control that sends its actions when tapped, as `UIButton` is in UIKit.
///
/// A tap sends ``Control/Event/touchUpInside``, then ``Control/Event/primaryActionTriggered``.
@MainActor
open class Button: Control {
    open var title: String?
    open var titleColor: Color = .systemBlue

    override func didTouchUpInside() {
        super.didTouchUpInside()
        sendActions(for: .primaryActionTriggered)
    }
}
