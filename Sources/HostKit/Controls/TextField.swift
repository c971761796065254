import Foundation

/// A control that edits one line of text, as `UITextField` is in UIKit.
///
/// A tap makes it first responder (``Control/Event/editingDidBegin``); typed text then arrives
/// through ``KeyInput``: each insertion or deletion sends ``Control/Event/editingChanged``, and the
/// return key sends ``Control/Event/editingDidEndOnExit`` and ends editing
/// (``Control/Event/editingDidEnd``).
@MainActor
open class TextField: Control, KeyInput, TextInputTraits {
    open var text: String? {
        didSet { if text != oldValue { textOrStyleDidChange() } }
    }
    open var placeholder: String? {
        didSet { if placeholder != oldValue { textOrStyleDidChange() } }
    }
    open var textColor: Color = .black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    open var font: Font = .systemFont(ofSize: Font.systemFontSize) {
        didSet { if font != oldValue { textOrStyleDidChange() } }
    }
    /// The border drawn around the text; none by default, as in UIKit.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { textOrStyleDidChange() } }
    }

    // MARK: Text input traits (TextInputTraits.swift)

    open var keyboardType = KeyboardType.default
    open var returnKeyType = ReturnKeyType.default
    /// `sentences` by default, as UIKit's.
    open var autocapitalizationType = TextAutocapitalizationType.sentences
    open var autocorrectionType = TextAutocorrectionType.default
    open var spellCheckingType = TextSpellCheckingType.default
    open var keyboardAppearance = KeyboardAppearance.default
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden: the field draws a bullet for each character, and snapshots
    /// show the bullets; ``text`` keeps the real text.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { textOrStyleDidChange() } }
    }
    open var textContentType: TextContentType?

    /// The text as the field shows it: bullets when it is secure.
    var shownText: String {
        let text = text ?? ""
        return isSecureTextEntry ? Self.bullets(for: text) : text
    }

    private func textOrStyleDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// As UIKit's: as wide as the text (the placeholder while there is none) and one line high,
    /// plus the padding a border keeps (7 points on either side; a bordered 17-point field is 34
    /// points high, as in UIKit).
    open override var intrinsicContentSize: CGSize {
        let shown = text?.isEmpty == false ? shownText : placeholder ?? ""
        let width = shown.size(withFont: font).width.rounded(.up)
        let line = font.lineHeight.rounded(.up)
        return borderStyle == .none ? CGSize(width: width, height: line) : CGSize(width: width + 14, height: line + 14)
    }

    /// The text's baseline: one line, centred vertically as it is drawn, empty or not.
    package override var baselineOffsetFromCenterY: Double? { font.firstBaselineOffsetFromMiddle(ofLines: 1) }

    package override var textLineHeight: Double? { font.lineHeight }
    open override func draw(_ rect: CGRect) {
        drawField(in: bounds)
    }

    /// Asked and told about editing; see ``TextFieldDelegate`` for the order.
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether the text is removed when editing begins (if the delegate's
    /// ``TextFieldDelegate/textFieldShouldClear(_:)`` allows it).
    open var clearsOnBeginEditing = false
    /// Whether the field is being edited: it is the first responder.
    public var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        if !wasEditing, let delegate,
           !HostLink.invoke("textFieldShouldBeginEditing(_:)", on: delegate, { delegate.textFieldShouldBeginEditing(self) }) {
            return false
        }
        guard super.becomeFirstResponder() else { return false }
        if !wasEditing {
            setNeedsDisplay()  // the caret
            if clearsOnBeginEditing, hasText,
               delegate.map({ delegate in HostLink.invoke("textFieldShouldClear(_:)", on: delegate) { delegate.textFieldShouldClear(self) } }) ?? true {
                text = ""
            }
            if let delegate { HostLink.invoke("textFieldDidBeginEditing(_:)", on: delegate) { delegate.textFieldDidBeginEditing(self) } }
            sendActions(for: .editingDidBegin)
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        if wasEditing, !Editing.isEndForced, let delegate,
           !HostLink.invoke("textFieldShouldEndEditing(_:)", on: delegate, { delegate.textFieldShouldEndEditing(self) }) {
            return false
        }
        guard super.resignFirstResponder() else { return false }
        if wasEditing {
            setNeedsDisplay()
            if let delegate { HostLink.invoke("textFieldDidEndEditing(_:)", on: delegate) { delegate.textFieldDidEndEditing(self) } }
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

    /// Appends `text`, when the delegate allows it, and sends ``Control/Event/editingChanged``.
    /// The return key (`"\n"`) inserts nothing: when the delegate's
    /// ``TextFieldDelegate/textFieldShouldReturn(_:)`` answers `true` (the default), it sends
    /// ``Control/Event/editingDidEndOnExit`` and resigns first responder.
    open func insertText(_ text: String) {
        if text == "\n" {
            if let delegate, !HostLink.invoke("textFieldShouldReturn(_:)", on: delegate, { delegate.textFieldShouldReturn(self) }) { return }
            sendActions(for: .editingDidEndOnExit)
            resignFirstResponder()
            return
        }
        guard !text.isEmpty else { return }
        let current = self.text ?? ""
        guard shouldChange(NSRange(location: current.utf16.count, length: 0), to: text) else { return }
        self.text = current + text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, when the delegate allows it, and sends
    /// ``Control/Event/editingChanged``; nothing when the field is empty.
    open func deleteBackward() {
        guard var current = text, let last = current.last else { return }
        let length = String(last).utf16.count
        guard shouldChange(NSRange(location: current.utf16.count - length, length: length), to: "") else { return }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
    }

    private func shouldChange(_ range: NSRange, to replacement: String) -> Bool {
        guard let delegate else { return true }
        return HostLink.invoke("textField(_:shouldChangeCharactersIn:replacementString:)", on: delegate,
                               details: ["location": String(range.location), "length": String(range.length), "replacement": replacement]) {
            delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
        }
    }

    /// Activation starts editing, as it does for VoiceOver.
    open override func accessibilityActivate() -> Bool {
        isEnabled && becomeFirstResponder()
    }
}
