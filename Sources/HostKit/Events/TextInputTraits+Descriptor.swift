import Foundation

extension ViewPropertyDescriptor {
    /// The storyboard keys of ``TextInputTraits``, as Interface Builder names them, for a text
    /// input class `V`.
    static func textInputTraits<V: View & TextInputTraits>(of _: V.Type) -> [ViewPropertyDescriptor] {
        [
            .enumeration("keyboardType", "The keyboard asked for (AppHost types from a hardware keyboard, which ignores it).",
                         get: { (input: V) in input.keyboardType }, set: { $0.keyboardType = $1 }),
            .enumeration("returnKeyType", "The return key's title.", get: { (input: V) in input.returnKeyType }, set: { $0.returnKeyType = $1 }),
            .enumeration("autocapitalizationType", "Which letters the keyboard capitalises (sentences by default).",
                         get: { (input: V) in input.autocapitalizationType }, set: { $0.autocapitalizationType = $1 }),
            .enumeration("autocorrectionType", "Whether the keyboard corrects words.",
                         get: { (input: V) in input.autocorrectionType }, set: { $0.autocorrectionType = $1 }),
            .enumeration("spellCheckingType", "Whether misspelt words are marked.",
                         get: { (input: V) in input.spellCheckingType }, set: { $0.spellCheckingType = $1 }),
            .enumeration("keyboardAppearance", "The keyboard's look.",
                         get: { (input: V) in input.keyboardAppearance }, set: { $0.keyboardAppearance = $1 }),
            .bool("enablesReturnKeyAutomatically", "Whether the return key is off while there is no text.",
                  get: { (input: V) in input.enablesReturnKeyAutomatically }, set: { $0.enablesReturnKeyAutomatically = $1 }),
            .bool("secureTextEntry", "Whether the text is hidden as a password's: a text field shows a bullet for each character.",
                  get: { (input: V) in input.isSecureTextEntry }, set: { $0.isSecureTextEntry = $1 }),
            .string("textContentType", "What the text is (UIKit's raw value: username, password, email, one-time-code…).",
                    get: { (input: V) in input.textContentType?.rawValue }, set: { $0.textContentType = $1.map(TextContentType.init(rawValue:)) }),
        ]
    }
}
