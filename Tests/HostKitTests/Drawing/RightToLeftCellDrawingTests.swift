import Foundation
import Testing
@_spi(Drawing) @testable import HostKit

/// A table cell laid out right to left, as UIKit's: its content from the right, its accessory on
/// the left with the disclosure chevron pointing left.
@MainActor
@Suite("Right-to-left cells")
struct RightToLeftCellDrawingTests {
    private func cell(rightToLeft: Bool) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        cell.backgroundColor = .white
        cell.accessoryType = .disclosureIndicator
        // No text: the only ink off the edges is the chevron.
        if rightToLeft {
            cell.semanticContentAttribute = .forceRightToLeft
            cell.contentView.semanticContentAttribute = .forceRightToLeft
        }
        cell.layoutIfNeeded()
        return cell
    }

    /// The chevron's grey in the 22...16 points from an edge where it is drawn: its tip column is
    /// at 16 points from the trailing edge, its open end at 22.
    private func chevronColumns(_ cell: TableViewCell) throws -> (left: Bool, right: Bool) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        window.isHidden = false
        window.backgroundColor = .white
        window.addSubview(cell)
        let compositor = try ScreenCompositor(size: window.bounds.size, scale: 1)
        compositor.display([window])
        func hasInk(_ xs: ClosedRange<Int>) -> Bool {
            xs.contains { x in (10...34).contains { y in compositor.pixel(x: x, y: y) != (255, 255, 255, 255) } }
        }
        return (hasInk(14...24), hasInk(175...185))
    }

    @Test func theContentStartsAtTheRightAndTheAccessoryIsOnTheLeft() throws {
        let leftToRight = cell(rightToLeft: false)
        #expect(leftToRight.contentView.frame == CGRect(x: 0, y: 0, width: 166, height: 44))
        #expect(leftToRight.textLabel?.frame.minX == 16)

        let rightToLeft = cell(rightToLeft: true)
        #expect(rightToLeft.contentView.frame == CGRect(x: 34, y: 0, width: 166, height: 44))
        #expect(rightToLeft.textLabel.map { $0.frame.maxX } == 150)

        let drawnLeftToRight = try chevronColumns(leftToRight)
        #expect(!drawnLeftToRight.left && drawnLeftToRight.right)
        let drawnRightToLeft = try chevronColumns(rightToLeft)
        #expect(drawnRightToLeft.left && !drawnRightToLeft.right)
    }
}
