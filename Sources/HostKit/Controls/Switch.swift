import Foundation

/// A control that is on or off, as `UISwitch` is in UIKit.
///
/// A tap flips it and sends ``Control/Event/valueChanged`` (with
/// ``Control/Event/primaryActionTriggered``), then ``Control/Event/touchUpInside``: by the time a
/// touch-up action runs, ``isOn`` is already the new value.
@MainActor
open class Switch: Control {
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }
    /// The track's colour when the switch is on.
    open var onTintColor: Color? {
        didSet { if onTintColor != oldValue { setNeedsDisplay() } }
    }
    /// UIKit's switch size: a switch keeps it in a stack or under constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// A switch's fixed size, 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A switch holds its size as UIKit's does (hugging 750 both ways).
    package override var defaultContentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority) { (.defaultHigh, .defaultHigh) }

    open override func draw(_ rect: CGRect) {
        drawSwitch(in: bounds)
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override func didTouchUpInside() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        super.didTouchUpInside()
    }

    /// Activation flips the switch and reports the new value.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        return true
    }
}
