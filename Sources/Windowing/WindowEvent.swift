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
    /// A key went down (repeats included).
    case key(Key, KeyModifiers)
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

/// The keys the host gives a meaning to; any other is `other`.
package enum Key: Equatable, Sendable {
    case backspace, `return`, tab, escape, left, right, up, down
    /// A letter, digit or sign key, as its unshifted character (`h` for Ctrl+Shift+H).
    case character(Character)
    case other
}

/// The modifier keys held with a key.
package struct KeyModifiers: OptionSet, Equatable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1)
    package static let control = KeyModifiers(rawValue: 2)
    package static let alternate = KeyModifiers(rawValue: 4)
    package static let command = KeyModifiers(rawValue: 8)
}
