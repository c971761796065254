/// A control that is on or off, as `UISwitch` is in UIKit.
@MainActor
open class Switch: Control {
    open var isOn = false

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Activation flips the switch and reports the new value.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        return true
    }
}
