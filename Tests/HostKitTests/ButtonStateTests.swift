import Foundation
import HostKit
import Testing

/// Control.State and a button's title, colour and image per state.
@MainActor
@Suite("Button states")
struct ButtonStateTests {
    @Test func stateFollowsTheFlagsWithUIKitsRawValues() {
        let button = Button()
        #expect(button.state == .normal)
        button.isHighlighted = true
        button.isSelected = true
        #expect(button.state == [.highlighted, .selected])
        button.isEnabled = false
        #expect(button.state.rawValue == 7)
        #expect(Control.State.focused.rawValue == 8)
    }

    @Test func aTitleForAStateElseTheNormalOne() {
        let button = Button()
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.title(for: .highlighted) == "Play", "a state with no title of its own shows the normal one")
        button.isHighlighted = true
        #expect(button.currentTitle == "Play", "[.selected, .highlighted] has no title of its own")
        button.setTitle(nil, for: .selected)
        button.isHighlighted = false
        #expect(button.currentTitle == "Play")
        #expect(button.title == "Play")
    }

    @Test func titleColourAndImagePerState() {
        let button = Button()
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .disabled)
        #expect(button.currentTitleColor == .red)
        button.isEnabled = false
        #expect(button.currentTitleColor == .green)
        button.isEnabled = true
        button.isHighlighted = true
        #expect(button.currentTitleColor == Color.red.withAlphaComponent(0.2), "no highlighted colour: the normal one, faded")
        let star = Image(size: CGSize(width: 10, height: 10)) { _ in }
        button.setImage(star, for: .highlighted)
        #expect(button.currentImage == star)
        button.isHighlighted = false
        #expect(button.currentImage == nil)
    }
}
