/// A control that edits one line of text, as `UITextField` is in UIKit.
@MainActor
open class TextField: Control {
    open var text: String?
    open var placeholder: String?
    open var textColor: Color = .black
    open var textAlignment: TextAlignment = .natural

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func becomeFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !wasEditing { sendActions(for: .editingDidBegin) }
        return true
    }

    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasEditing { sendActions(for: .editingDidEnd) }
        return true
    }

    /// Activation starts editing, as it does for VoiceOver.
    open override func accessibilityActivate() -> Bool {
        isEnabled && becomeFirstResponder()
    }
}
