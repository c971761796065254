/// A keyboard shortcut a responder offers, as `UIKeyCommand` is in UIKit: when its key is pressed
/// with exactly its modifiers, its action is sent along the responder chain, and the key reaches
/// no `pressesBegan(_:with:)`.
///
/// A responder offers commands in ``Responder/keyCommands``; the host looks for a match on each
/// responder from the first responder (or the key window, when nothing is first responder) up the
/// chain, then sends the action as a nil-targeted action from the first responder, with the
/// command as its sender:
///
/// ```swift
/// final class BoardViewController: ViewController {
///     @Action var moveUp = BoardViewController.moveUp(_:)
///     override var keyCommands: [KeyCommand]? {
///         [KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp")]
///     }
///     func moveUp(_ sender: KeyCommand) { … }
/// }
/// ```
@MainActor
public final class KeyCommand {
    /// The key: a character (`"f"`, matched whatever the case), `"\r"` for Return, `"\t"` for
    /// Tab, `" "` for Space, or one of the `input…` constants.
    public let input: String
    /// The modifiers that must be held, exactly: Command+F does not match Command+Shift+F.
    public let modifierFlags: KeyModifierFlags
    /// The name of the action sent (an `@Action` property or `@IBAction` method taking a
    /// `KeyCommand`, or any sender).
    public let action: String
    /// What the command does, for menus and the discoverability overlay.
    public var title: String
    public var discoverabilityTitle: String?
    /// Whether the command wins over the system's use of the key (Tab moving between text
    /// fields, a text field taking typed characters).
    public var wantsPriorityOverSystemBehavior = false

    public init(input: String, modifierFlags: KeyModifierFlags, action: String) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = ""
    }

    public init(title: String = "", action: String, input: String, modifierFlags: KeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
    }

    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    public nonisolated static let inputHome = "UIKeyInputHome"
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    public nonisolated static let inputF1 = "UIKeyInputF1"
    public nonisolated static let inputF2 = "UIKeyInputF2"
    public nonisolated static let inputF3 = "UIKeyInputF3"
    public nonisolated static let inputF4 = "UIKeyInputF4"
    public nonisolated static let inputF5 = "UIKeyInputF5"
    public nonisolated static let inputF6 = "UIKeyInputF6"
    public nonisolated static let inputF7 = "UIKeyInputF7"
    public nonisolated static let inputF8 = "UIKeyInputF8"
    public nonisolated static let inputF9 = "UIKeyInputF9"
    public nonisolated static let inputF10 = "UIKeyInputF10"
    public nonisolated static let inputF11 = "UIKeyInputF11"
    public nonisolated static let inputF12 = "UIKeyInputF12"

    /// Whether `key` is this command's key with exactly its modifiers (Caps Lock and the keypad
    /// aside). Letters match whatever their case, as Shift is a modifier of its own.
    func matches(_ key: Key) -> Bool {
        guard !input.isEmpty, key.modifierFlags.intersection(.held) == modifierFlags.intersection(.held) else { return false }
        return input == key.charactersIgnoringModifiers || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }
}
