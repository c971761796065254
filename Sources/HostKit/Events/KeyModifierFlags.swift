/// The modifier keys held with a key, as `UIKeyModifierFlags` is in UIKit (same raw values).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super or Windows key on a PC keyboard).
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)

    /// The modifiers a key command names: the keys held, not Caps Lock or where the key is.
    static let held: KeyModifierFlags = [.shift, .control, .alternate, .command]

    /// The names scripts and traces use, in a fixed order.
    package static let names: [(name: String, flag: KeyModifierFlags)] = [
        ("shift", .shift), ("control", .control), ("alternate", .alternate), ("command", .command),
        ("alphaShift", .alphaShift), ("numericPad", .numericPad),
    ]

    /// The flags' names, joined by `+` (`"control+shift"`); empty for none.
    package var names: [String] { Self.names.filter { contains($0.flag) }.map(\.name) }
}
