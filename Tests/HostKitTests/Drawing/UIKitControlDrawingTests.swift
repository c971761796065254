import Foundation
import Testing
@testable import HostKit

/// The controls and views of UIKit's API that AppHost added for ported apps, drawn at @2x
/// against reference PNGs.
@MainActor
@Suite(.serialized)
struct UIKitControlDrawingTests {
    private static let dot = Image(size: CGSize(width: 16, height: 16), scale: 2) { context in
        context.setFillColor(.systemRed)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
    }

    @Test func buttonShowsTheImageAndTitleOfItsState() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 140, height: 44))
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setImage(Self.dot, for: .normal)
        button.isSelected = true
        try ReferenceImages.expect(button, matches: "button-selected-image")
    }

    @Test func textViewWrapsFromTheTopWithItsCaret() throws {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
        textView.text = "A text view wraps its text onto several lines\nand keeps breaks"
        try ReferenceImages.expect(textView, matches: "textview")
    }
}
