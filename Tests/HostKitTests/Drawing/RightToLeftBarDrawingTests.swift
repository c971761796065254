import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// Controls and bars drawn right to left, as UIKit's: a control's leading alignment is its right
/// edge, and the navigation bar's back chevron points right, on the bar's right side.
@MainActor
@Suite("Right-to-left controls and bars")
struct RightToLeftBarDrawingTests {
    @Test func leadingAndTrailingAlignmentsResolveForTheControlsDirection() {
        let button = Button()
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .left)
        // Physical alignments stay as set.
        button.contentHorizontalAlignment = .left
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.contentHorizontalAlignment = .center
        #expect(button.effectiveContentHorizontalAlignment == .center)
    }

    /// Whether the back chevron's ink is in the bar's first or last 20 points, where nothing
    /// else is drawn (the back title sits inside the chevron, the screen's title in the middle).
    private func chevronSides(rightToLeft: Bool) throws -> (left: Bool, right: Bool) {
        let first = ViewController(), second = ViewController()
        first.title = "One"
        second.title = "Two"
        let navigation = NavigationController(rootViewController: first)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.backgroundColor = .white
        window.isHidden = false
        window.rootViewController = navigation
        window.showRootViewController()
        if rightToLeft { navigation.navigationBar.semanticContentAttribute = .forceRightToLeft }
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar.frame
        let compositor = try ScreenCompositor(size: window.bounds.size, scale: 1)
        compositor.display([window])
        let background = compositor.pixel(x: 100, y: Int(bar.minY) + 2)
        func hasInk(_ xs: ClosedRange<Int>) -> Bool {
            xs.contains { x in (Int(bar.minY) + 4...Int(bar.maxY) - 4).contains { y in compositor.pixel(x: x, y: y) != background } }
        }
        return withExtendedLifetime(window) { (hasInk(2...20), hasInk(299...317)) }
    }

    @Test func theBackChevronPointsToTheLeadingSide() throws {
        let leftToRight = try chevronSides(rightToLeft: false)
        #expect(leftToRight.left && !leftToRight.right)
        let rightToLeft = try chevronSides(rightToLeft: true)
        #expect(rightToLeft.right && !rightToLeft.left)
    }
}
