/// A key as the host describes it before it becomes a ``Key``: from a desktop window (its HID
/// usage, the layout's character, the text it typed) or from an events script (a key's name).
package struct KeyStroke: Equatable, Sendable {
    package var usage: KeyboardHIDUsage
    /// The characters without modifiers: ``Key/charactersIgnoringModifiers``.
    package var input: String
    /// The characters with the modifiers: ``Key/characters``.
    package var characters: String
    package var modifiers: KeyModifierFlags
    /// What the key types into a text-taking first responder: a script's key types its
    /// characters; a window's key types the text the window system made of it (input methods,
    /// dead keys), and nothing when it made none.
    package var typedText: String

    package init(usage: KeyboardHIDUsage, input: String, characters: String, modifiers: KeyModifierFlags, typedText: String? = nil) {
        self.usage = usage
        self.input = input
        self.characters = characters
        self.modifiers = modifiers
        self.typedText = typedText ?? characters
    }

    /// What a text-taking first responder does with this key: Backspace deletes, Return and keys
    /// that make characters (with no Control or Command held) type; `nil` for keys that are only
    /// keys (arrows, Escape, Tab, function keys, shortcuts).
    package enum TextEffect: Equatable, Sendable {
        case insert(String)
        case deleteBackward
    }

    package var textEffect: TextEffect? {
        switch usage {
        case .keyboardDeleteOrBackspace: return modifiers.isDisjoint(with: [.control, .command, .alternate]) ? .deleteBackward : nil
        case .keyboardReturnOrEnter, .keypadEnter: return modifiers.isDisjoint(with: [.control, .command]) ? .insert("\n") : nil
        default:
            guard usage == .keyboardSpacebar || Self.specialInputs[usage] == nil, modifiers.isDisjoint(with: [.control, .command]),
                  !typedText.isEmpty, typedText.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
            return .insert(typedText)
        }
    }

    /// A key of a desktop window: `usage` is its USB HID usage (SDL's scancode), `character` what
    /// the user's layout puts on it without modifiers, `text` what it typed (with Shift, dead keys
    /// and input methods applied) when it typed something; it types only that text.
    package init(usage: Int, character: Character?, text: String?, modifiers held: KeyModifierFlags) {
        let usage = KeyboardHIDUsage(rawValue: usage)
        var modifiers = held
        if usage.isOnKeypad { modifiers.insert(.numericPad) }
        if let special = Self.specialInputs[usage] {
            self.init(usage: usage, input: special, characters: special, modifiers: modifiers, typedText: usage == .keyboardSpacebar ? text ?? "" : nil)
        } else if usage.isModifier {
            self.init(usage: usage, input: "", characters: "", modifiers: modifiers)
        } else {
            let input = character.map(String.init) ?? text ?? ""
            let shifted = modifiers.contains(.shift) != modifiers.contains(.alphaShift) ? input.uppercased() : input
            self.init(usage: usage, input: input, characters: text ?? shifted, modifiers: modifiers, typedText: text ?? "")
        }
    }

    /// A key named in an events script: one of ``scriptNames`` or one unshifted character of a
    /// US keyboard (`"a"`, `"1"`, `"/"`), whose shifted characters are those of a US layout.
    /// `nil` for anything else.
    package init?(named name: String, modifiers: KeyModifierFlags) {
        if let usage = Self.scriptNames[name] {
            self.init(usage: usage.rawValue, character: nil, text: usage == .keyboardSpacebar ? " " : nil, modifiers: modifiers)
            return
        }
        guard name.count == 1, let character = name.first, let index = Self.usKeys.firstIndex(of: character) else { return nil }
        let usage = KeyboardHIDUsage(rawValue: Self.usUsages[index])
        let input = String(character)
        var characters = input
        if modifiers.contains(.shift) != modifiers.contains(.alphaShift), character.isLetter {
            characters = input.uppercased()
        } else if modifiers.contains(.shift) {
            characters = String(Self.usShiftedKeys[index])
        }
        self.init(usage: usage, input: input, characters: characters, modifiers: modifiers)
    }

    /// The keys scripts name, besides single characters.
    package static let scriptNames: [String: KeyboardHIDUsage] = {
        var names: [String: KeyboardHIDUsage] = [
            "upArrow": .keyboardUpArrow, "downArrow": .keyboardDownArrow, "leftArrow": .keyboardLeftArrow, "rightArrow": .keyboardRightArrow,
            "escape": .keyboardEscape, "return": .keyboardReturnOrEnter, "tab": .keyboardTab, "space": .keyboardSpacebar,
            "backspace": .keyboardDeleteOrBackspace, "deleteForward": .keyboardDeleteForward,
            "home": .keyboardHome, "end": .keyboardEnd, "pageUp": .keyboardPageUp, "pageDown": .keyboardPageDown,
        ]
        for number in 1...12 { names["f\(number)"] = KeyboardHIDUsage(rawValue: KeyboardHIDUsage.keyboardF1.rawValue + number - 1) }
        return names
    }()

    /// The name of a key in scripts and traces: its script name, else its character, else its
    /// HID usage (`usage 0xE1`).
    package static func name(of usage: KeyboardHIDUsage, input: String) -> String {
        if let name = namesByUsage[usage] { return name }
        if !input.isEmpty { return input }
        return "usage 0x" + String(usage.rawValue, radix: 16, uppercase: true)
    }

    private static let namesByUsage: [KeyboardHIDUsage: String] = Dictionary(scriptNames.map { ($0.value, $0.key) }) { first, _ in first }

    /// The characters of keys that make none of their own: UIKit's input strings.
    static let specialInputs: [KeyboardHIDUsage: String] = {
        var inputs: [KeyboardHIDUsage: String] = [
            .keyboardUpArrow: KeyCommand.inputUpArrow, .keyboardDownArrow: KeyCommand.inputDownArrow,
            .keyboardLeftArrow: KeyCommand.inputLeftArrow, .keyboardRightArrow: KeyCommand.inputRightArrow,
            .keyboardEscape: KeyCommand.inputEscape, .keyboardReturnOrEnter: "\r", .keypadEnter: "\r", .keyboardTab: "\t",
            .keyboardSpacebar: " ", .keyboardDeleteOrBackspace: "\u{8}", .keyboardDeleteForward: KeyCommand.inputDelete,
            .keyboardHome: KeyCommand.inputHome, .keyboardEnd: KeyCommand.inputEnd,
            .keyboardPageUp: KeyCommand.inputPageUp, .keyboardPageDown: KeyCommand.inputPageDown,
        ]
        for number in 1...12 { inputs[KeyboardHIDUsage(rawValue: KeyboardHIDUsage.keyboardF1.rawValue + number - 1)] = "UIKeyInputF\(number)" }
        return inputs
    }()

    /// A US keyboard's character keys, unshifted and shifted, and their HID usages.
    private static let usKeys = Array("abcdefghijklmnopqrstuvwxyz1234567890-=[]\\;'`,./")
    private static let usShiftedKeys = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ!@#$%^&*()_+{}|:\"~<>?")
    private static let usUsages = Array(0x04...0x27) + [0x2D, 0x2E, 0x2F, 0x30, 0x31, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38]
}
