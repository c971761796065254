/// What the user did to a desktop window, in the window's pixels, as the host acts on it. Only
/// the left mouse button is a finger; the pointer's other moves are not events.
package enum WindowEvent: Equatable, Sendable {
    /// The left button went down; `mirrored` when Alt (Option) was held, for a pinch.
    case pointerDown(x: Double, y: Double, mirrored: Bool)
    /// The pointer moved with the left button down.
    case pointerMoved(x: Double, y: Double)
    case pointerUp(x: Double, y: Double)
    /// The scroll wheel (or a touchpad's two fingers) turned with the pointer at (`x`, `y`): `dx`
    /// and `dy` in wheel steps, positive towards the right and the bottom of the content.
    case scroll(dx: Double, dy: Double, x: Double, y: Double)
    /// Text typed, as the keyboard layout and input method made it.
    case text(String)
    /// A key went down (repeats included), or up.
    case keyDown(KeyboardKey)
    case keyUp(KeyboardKey)
    /// The window was minimized, or restored.
    case minimized
    case restored
    /// Part of the window needs its pixels again (it was covered, or resized by the system).
    case exposed
    /// The user closed the window.
    case closeRequested
    /// The window system's connection broke (the X server died): the window is gone.
    case connectionLost
}

/// A key of the keyboard, as the window reports it.
package struct KeyboardKey: Equatable, Sendable {
    /// The key's USB HID usage (keyboard page): its place on the keyboard, whatever the layout.
    package var usage: Int
    /// What the user's layout puts on the key without modifiers (`h` for Ctrl+Shift+H); `nil`
    /// for keys that make no character.
    package var character: Character?
    /// The text the key typed, with Shift and the input method applied; `nil` when it typed none.
    package var text: String?
    package var modifiers: KeyModifiers
    /// Whether the key is held down and the system repeats it.
    package var isRepeat: Bool

    package init(usage: Int, character: Character?, text: String? = nil, modifiers: KeyModifiers, isRepeat: Bool = false) {
        self.usage = usage
        self.character = character
        self.text = text
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }

    /// HID usages of the keys the window's own shortcuts use.
    package static let leftArrowUsage = 0x50, rightArrowUsage = 0x4F
}

/// The modifier keys held with a key.
package struct KeyModifiers: OptionSet, Equatable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1)
    package static let control = KeyModifiers(rawValue: 2)
    package static let alternate = KeyModifiers(rawValue: 4)
    package static let command = KeyModifiers(rawValue: 8)
    /// Caps Lock is on.
    package static let capsLock = KeyModifiers(rawValue: 16)
}
