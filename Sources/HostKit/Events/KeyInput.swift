/// A responder that takes typed text, as `UIKeyInput` is in UIKit: the keyboard talks to whatever
/// first responder adopts it. ``TextField`` does.
///
/// The host types into the first responder through these methods; a newline (`"\n"`) arrives on its
/// own and is the return key.
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (the end, in HostKit); `"\n"` is the return key.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point; nothing when there is no text.
    func deleteBackward()
}
