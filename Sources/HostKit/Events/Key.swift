/// A key of a hardware keyboard that was pressed, as `UIKey` is in UIKit: which key it is, the
/// characters it makes, and the modifiers held with it. A ``Press`` carries one.
///
/// Keys that make no character (the arrows, Escape, the function keys, Home, End, Page Up and
/// Down) report UIKit's input strings as their characters (``KeyCommand/inputUpArrow``…), so a
/// key command's ``KeyCommand/input`` compares with ``charactersIgnoringModifiers``.
@MainActor
public final class Key {
    /// The key's place on the keyboard, whatever the layout.
    public let keyCode: KeyboardHIDUsage
    /// The characters the key makes with the modifiers held (`"A"` for Shift+A).
    public let characters: String
    /// The characters the key makes without modifiers (`"a"` for Shift+A).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held, Caps Lock, and whether the key is on the numeric keypad.
    public let modifierFlags: KeyModifierFlags

    /// A key as the host reports it. Plugins get keys in ``Press/key``; tests make them with
    /// `KeyStroke`.
    package init(keyCode: KeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String, modifierFlags: KeyModifierFlags) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }

    package convenience init(_ stroke: KeyStroke) {
        self.init(keyCode: stroke.usage, characters: stroke.characters, charactersIgnoringModifiers: stroke.input, modifierFlags: stroke.modifiers)
    }
}
