import Foundation

/// A control that edits one line of text, as `UITextField` is in UIKit.
///
/// A tap makes it first responder (``Control/Event/editingDidBegin``); typed text then arrives
/// through ``KeyInput``: each insertion or deletion sends ``Control/Event/editingChanged``, and the
/// return key sends ``Control/Event/editingDidEndOnExit`` and ends editing
/// (``Control/Event/editingDidEnd``).
@MainActor
open class TextField: Control, KeyInput {
    open var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    open var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }
    open var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    open var font: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if font != oldValue { setNeedsDisplay() } }
    }
    /// The border drawn around the text; none by default, as in UIKit.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { setNeedsDisplay() } }
    }
    open override func draw(_ rect: CGRect) {
        drawField(in: bounds)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !wasEditing {
            setNeedsDisplay()  // the caret
            sendActions(for: .editingDidBegin)
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasEditing {
            setNeedsDisplay()
            sendActions(for: .editingDidEnd)
        }
        return true
    }

    override func didTouchUpInside() {
        super.didTouchUpInside()
        becomeFirstResponder()
    }

    // MARK: Typing

    /// Whether the field holds any text to delete.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Appends `text` and sends ``Control/Event/editingChanged``. The return key (`"\n"`) inserts
    /// nothing: it sends ``Control/Event/editingDidEndOnExit`` and resigns first responder.
    open func insertText(_ text: String) {
        if text == "\n" {
            sendActions(for: .editingDidEndOnExit)
            resignFirstResponder()
            return
        }
        guard !text.isEmpty else { return }
        self.text = (self.text ?? "") + text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character and sends ``Control/Event/editingChanged``; nothing when the
    /// field is empty.
    open func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
    }

    /// Activation starts editing, as it does for VoiceOver.
    open override func accessibilityActivate() -> Bool {
        isEnabled && becomeFirstResponder()
    }
}
