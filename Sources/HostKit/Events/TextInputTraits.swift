import Foundation

/// The keyboard a text input asks for, as `UIKeyboardType` is.
public enum KeyboardType: String, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key, as `UIReturnKeyType` is.
public enum ReturnKeyType: String, Sendable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Which letters the keyboard capitalises by itself, as `UITextAutocapitalizationType` is.
public enum TextAutocapitalizationType: String, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects words as they are typed, as `UITextAutocorrectionType` is.
public enum TextAutocorrectionType: String, Sendable, CaseIterable {
    case `default`, no, yes
}

/// Whether misspelt words are marked, as `UITextSpellCheckingType` is.
public enum TextSpellCheckingType: String, Sendable, CaseIterable {
    case `default`, no, yes
}

/// The keyboard's look, as `UIKeyboardAppearance` is.
public enum KeyboardAppearance: String, Sendable, CaseIterable {
    case `default`, dark, light
}

/// What a text input holds, for the system to offer what fits (a saved password, a one-time
/// code), as `UITextContentType` is; the raw values are UIKit's.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType("name")
    public static let givenName = TextContentType("given-name")
    public static let familyName = TextContentType("family-name")
    public static let nickname = TextContentType("nickname")
    public static let organizationName = TextContentType("organization")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let addressCity = TextContentType("address-level2")
    public static let postalCode = TextContentType("postal-code")
    public static let countryName = TextContentType("country-name")
    public static let telephoneNumber = TextContentType("tel")
    public static let emailAddress = TextContentType("email")
    public static let URL = TextContentType("url")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")
}

/// How a text input asks the keyboard to behave, as `UITextInputTraits` is. ``TextField`` and
/// ``TextView`` have every trait, with UIKit's defaults, so that code and storyboards that set
/// them carry over.
///
/// AppHost has no on-screen keyboard: text arrives from a hardware keyboard (a window's keys,
/// `{"event":"type"}`), which on iOS too ignores the keyboard's type, its capitalisation and its
/// corrections. Of the traits, ``isSecureTextEntry`` changes what is shown: a text field draws
/// (and snapshots show) a bullet for each character, not the text.
@MainActor
public protocol TextInputTraits: AnyObject {
    var keyboardType: KeyboardType { get set }
    var returnKeyType: ReturnKeyType { get set }
    var autocapitalizationType: TextAutocapitalizationType { get set }
    var autocorrectionType: TextAutocorrectionType { get set }
    var spellCheckingType: TextSpellCheckingType { get set }
    var keyboardAppearance: KeyboardAppearance { get set }
    /// Whether the return key is off while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed, as a password's.
    var isSecureTextEntry: Bool { get set }
    var textContentType: TextContentType? { get set }
}

extension TextInputTraits {
    /// `text` as a secure text input shows it: a bullet for each character.
    static func bullets(for text: String) -> String {
        String(repeating: "\u{2022}", count: text.count)
    }
}
