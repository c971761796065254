import Foundation
import Testing
@testable import HostKit

/// Text input traits as UITextInputTraits: UIKit's defaults, storyboard keys, and secure entry
/// shown as bullets while the text itself is kept.
@MainActor
@Suite("Text input traits", .serialized)
struct TextInputTraitsTests {
    final class Catalog: ClassCatalog {
        func findClass(named name: String) -> AnyClass? { name == "Tests.SignIn" ? SignIn.self : nil }
        var classNames: [String] { ["Tests.SignIn"] }
    }

    final class SignIn: ViewController {
        @Outlet var email: TextField
        @Outlet var password: TextField
        @Outlet var notes: TextView
    }

    static let storyboardText = """
        {"format": 1, "scenes": [
          {"id": "signIn", "class": "Tests.SignIn", "initial": true,
           "view": {"class": "View", "subviews": [
             {"class": "TextField", "id": "email", "keyboardType": "emailAddress", "returnKeyType": "next",
              "autocapitalizationType": "none", "autocorrectionType": "no", "textContentType": "email",
              "frame": {"x": 0, "y": 0, "width": 200, "height": 34}},
             {"class": "TextField", "id": "password", "secureTextEntry": true, "returnKeyType": "go",
              "enablesReturnKeyAutomatically": true, "textContentType": "password", "text": "hunter2",
              "frame": {"x": 0, "y": 40, "width": 200, "height": 34}},
             {"class": "TextView", "id": "notes", "keyboardAppearance": "dark", "spellCheckingType": "yes"}]},
           "outlets": {"email": "email", "password": "password", "notes": "notes"}}
        ]}
        """

    @Test func theDefaultsAreUIKits() {
        let field = TextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default && field.spellCheckingType == .default && field.keyboardAppearance == .default)
        #expect(!field.isSecureTextEntry && !field.enablesReturnKeyAutomatically && field.textContentType == nil)
        let traits: any TextInputTraits = TextView()
        #expect(traits.autocapitalizationType == .sentences)
        #expect(TextContentType.emailAddress.rawValue == "email" && TextContentType.oneTimeCode.rawValue == "one-time-code")
    }

    @Test func storyboardKeysSetTheTraits() throws {
        let signIn = try #require(try EventTestSupport.initialController(ofStoryboard: Self.storyboardText, catalog: Catalog()) as? SignIn)
        _ = signIn.view
        #expect(signIn.email.keyboardType == .emailAddress && signIn.email.returnKeyType == .next)
        #expect(signIn.email.autocapitalizationType == TextAutocapitalizationType.none && signIn.email.autocorrectionType == .no)
        #expect(signIn.email.textContentType == .emailAddress)
        #expect(signIn.password.isSecureTextEntry && signIn.password.enablesReturnKeyAutomatically)
        #expect(signIn.password.returnKeyType == .go && signIn.password.textContentType == .password)
        #expect(signIn.notes.keyboardAppearance == .dark && signIn.notes.spellCheckingType == .yes)
    }

    @Test func aSecureFieldShowsABulletForEachCharacterAndKeepsItsText() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "hunter2"
        let plainWidth = field.intrinsicContentSize.width
        field.isSecureTextEntry = true
        #expect(field.text == "hunter2")
        #expect(field.shownText == "•••••••")
        #expect(field.intrinsicContentSize.width == "•••••••".size(withFont: field.font).width.rounded(.up))
        #expect(field.intrinsicContentSize.width != plainWidth)
        // What a snapshot shows is what is on screen.
        let textField = try #require(BuiltInViews.snapshotFields(of: TextField.self).first { $0.jsonKey == "text" })
        guard case .string(let shown)? = textField.value(field) else {
            Issue.record("no text in the snapshot")
            return
        }
        #expect(shown == "•••••••")
        // An empty secure field shows its placeholder.
        field.text = ""
        field.placeholder = "Password"
        #expect(field.intrinsicContentSize.width == "Password".size(withFont: field.font).width.rounded(.up))
    }
}
