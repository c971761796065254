import Foundation

/// What a text field asks and tells its delegate while it is edited, as `UITextFieldDelegate`
/// is in UIKit. Every method has a default: the `should` questions answer `true`, the others do
/// nothing.
///
/// The order for a tap, typing and the return key: ``textFieldShouldBeginEditing(_:)``,
/// ``textFieldDidBeginEditing(_:)`` (then `editingDidBegin`), for each insertion or deletion
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` (then `editingChanged` when it
/// allowed it), at the return key ``textFieldShouldReturn(_:)`` (then, when it answered `true`,
/// `editingDidEndOnExit` and the end of editing), and at the end ``textFieldShouldEndEditing(_:)``,
/// ``textFieldDidEndEditing(_:)`` (then `editingDidEnd`).
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become first responder; `false` keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop being first responder; `false` keeps it editing (unless the
    /// end is forced, as `endEditing(true)` does).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped being first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the characters in `range` (UTF-16 offsets into the text, as `NSRange` counts
    /// them) may be replaced by `string`: typing replaces an empty range at the end, a deletion
    /// the last character with `""`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the return key does what it does by default: `editingDidEndOnExit`, and the end
    /// of editing.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether the text may be cleared as editing begins (``TextField/clearsOnBeginEditing``).
    func textFieldShouldClear(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}
