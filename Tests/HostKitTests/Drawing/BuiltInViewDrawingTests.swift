import Foundation
import Testing
@testable import HostKit

/// Each built-in view drawn the way iOS draws it, against a reference PNG at @2x.
@MainActor
@Suite(.serialized)
struct BuiltInViewDrawingTests {
    @Test func label() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "A label that is too long for one line of it"
        try ReferenceImages.expect(label, matches: "label-truncated")
        let wrapped = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        wrapped.text = "A label that wraps onto as many lines as it needs"
        wrapped.numberOfLines = 0
        wrapped.textAlignment = .center
        wrapped.font = .boldSystemFont(ofSize: 15)
        wrapped.textColor = .red
        try ReferenceImages.expect(wrapped, matches: "label-wrapped-bold-centred")
    }

    @Test func buttonNormalHighlightedAndDisabled() throws {
        for (name, highlighted, enabled) in [("button", false, true), ("button-highlighted", true, true), ("button-disabled", false, false)] {
            let button = Button(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
            button.title = "Tap me"
            button.isHighlighted = highlighted
            button.isEnabled = enabled
            try ReferenceImages.expect(button, matches: name)
        }
    }

    @Test func textFieldBordersPlaceholderAndText() throws {
        let empty = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        empty.borderStyle = .roundedRect
        empty.placeholder = "Name"
        try ReferenceImages.expect(empty, matches: "textfield-placeholder")
        let filled = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        filled.borderStyle = .line
        filled.text = "Ada"
        try ReferenceImages.expect(filled, matches: "textfield-line")
    }

    @Test func switchOffAndOn() throws {
        let off = Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        try ReferenceImages.expect(off, matches: "switch-off")
        let on = Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        on.isOn = true
        try ReferenceImages.expect(on, matches: "switch-on")
    }

    @Test func progressView() throws {
        let progress = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        progress.progress = 0.4
        try ReferenceImages.expect(progress, matches: "progress")
    }

    @Test func viewBackgroundCornersBorderAndClipping() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        card.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 2
        card.layer.borderColor = .systemBlue
        card.clipsToBounds = true
        let stripe = View(frame: CGRect(x: -10, y: 30, width: 200, height: 20))
        stripe.backgroundColor = .red
        card.addSubview(stripe)
        try ReferenceImages.expect(card, matches: "view-rounded-clipped")
    }

    @Test func imageViewContentModes() throws {
        let checker = Image(size: CGSize(width: 20, height: 10), scale: 2) { context in
            context.setFillColor(.blue)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setFillColor(.red)
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        for mode in [ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center] {
            let imageView = ImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            imageView.backgroundColor = .lightGray
            imageView.clipsToBounds = true
            imageView.image = checker
            imageView.contentMode = mode
            try ReferenceImages.expect(imageView, matches: "imageview-\(mode.rawValue)")
        }
    }

    @Test func navigationBarWithTitleAndBackButton() throws {
        let bar = NavigationBar()
        bar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        bar.show(NavigationItem(title: "Details"), backTitle: "Counter")
        try ReferenceImages.expect(bar, matches: "navigation-bar")
    }

    @Test func tabBarWithASelectedTab() throws {
        let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        bar.show(titles: ["Home", "Settings"], selected: 0) { _ in }
        try ReferenceImages.expect(bar, matches: "tab-bar")
    }
}
