/// Which key of a hardware keyboard, by its place on the keyboard rather than the character the
/// layout gives it, as `UIKeyboardHIDUsage` is in UIKit: the raw values are the USB HID usages of
/// the keyboard page, which UIKit's are too.
public struct KeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorUndefined = KeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = KeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = KeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = KeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardCapsLock = KeyboardHIDUsage(rawValue: 0x39)
    public static let keyboardF1 = KeyboardHIDUsage(rawValue: 0x3A)
    public static let keyboardF12 = KeyboardHIDUsage(rawValue: 0x45)
    public static let keyboardInsert = KeyboardHIDUsage(rawValue: 0x49)
    public static let keyboardHome = KeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = KeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = KeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = KeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = KeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
    public static let keypadEnter = KeyboardHIDUsage(rawValue: 0x58)
    public static let keyboardLeftControl = KeyboardHIDUsage(rawValue: 0xE0)
    public static let keyboardLeftShift = KeyboardHIDUsage(rawValue: 0xE1)
    public static let keyboardLeftAlt = KeyboardHIDUsage(rawValue: 0xE2)
    public static let keyboardLeftGUI = KeyboardHIDUsage(rawValue: 0xE3)
    public static let keyboardRightControl = KeyboardHIDUsage(rawValue: 0xE4)
    public static let keyboardRightShift = KeyboardHIDUsage(rawValue: 0xE5)
    public static let keyboardRightAlt = KeyboardHIDUsage(rawValue: 0xE6)
    public static let keyboardRightGUI = KeyboardHIDUsage(rawValue: 0xE7)

    /// Whether the key is on the numeric keypad (UIKit sets ``KeyModifierFlags/numericPad`` for them).
    var isOnKeypad: Bool { (0x54...0x63).contains(rawValue) }

    /// Whether the key is a modifier (Shift, Control, Option, Command), which makes no characters.
    var isModifier: Bool { (0xE0...0xE7).contains(rawValue) }
}
