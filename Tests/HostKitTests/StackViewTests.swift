import Foundation
import Testing
@testable import HostKit

/// A stack arranges its subviews with constraints, as UIKit's does: each distribution and
/// alignment, spacing, margins, hidden views, and the constraints it makes, by identifier.
@MainActor
@Suite struct StackViewTests {
    /// A stack of plain views of the given lengths (kept at their arranged sizes), `size` big.
    func stack(_ axis: StackView.Axis = .horizontal, size: CGSize = CGSize(width: 300, height: 100), lengths: [Double] = [50, 60, 70],
               crossLengths: [Double] = [20, 30, 40]) -> (StackView, [View]) {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        stack.axis = axis
        stack.spacing = 10
        let views = zip(lengths, crossLengths).map { length, cross in
            View(frame: axis == .horizontal ? CGRect(x: 0, y: 0, width: length, height: cross) : CGRect(x: 0, y: 0, width: cross, height: length))
        }
        for view in views { stack.addArrangedSubview(view) }
        return (stack, views)
    }

    /// Frames are rounded to the screen's pixels, at whichever scale earlier tests left.
    func expectFrame(_ view: View, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let tolerance = 0.5 / Screen.main.scale + 1e-9
        let frame = view.frame
        let close = abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
            && abs(frame.width - expected.width) <= tolerance && abs(frame.height - expected.height) <= tolerance
        #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func fillGrowsTheViewThatHugsLeast() {
        let (stack, views) = stack()
        views[2].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        stack.alignment = .fill
        stack.layoutIfNeeded()
        expectFrame(views[0], CGRect(x: 0, y: 0, width: 50, height: 100))
        expectFrame(views[1], CGRect(x: 60, y: 0, width: 60, height: 100))
        expectFrame(views[2], CGRect(x: 130, y: 0, width: 170, height: 100))
        // The arranged views no longer translate their frames; the constraints are the stack's.
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-arranged-size"]))
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.count == 2)
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (stack, views) = stack()
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        let length = (300 - 20) / 3.0
        for (index, view) in views.enumerated() {
            expectFrame(view, CGRect(x: Double(index) * (length + 10), y: 0, width: length, height: 100))
        }
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 2)
    }

    @Test func fillProportionallySharesByArrangedLength() {
        let (stack, views) = stack()
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        let unit = 280 / 180.0
        expectFrame(views[0], CGRect(x: 0, y: 0, width: 50 * unit, height: 100))
        expectFrame(views[1], CGRect(x: 50 * unit + 10, y: 0, width: 60 * unit, height: 100))
        expectFrame(views[2], CGRect(x: 300 - 70 * unit, y: 0, width: 70 * unit, height: 100))
    }

    /// `equalSpacing`: 300 - 180 of views leaves 120, two gaps of 60. `equalCentering`: centres
    /// at 25 and 265, the middle one's at 145.
    @Test(arguments: [(StackView.Distribution.equalSpacing, [0.0, 110, 230]), (.equalCentering, [0, 115, 230])])
    func equalDistributionsShareTheRoomBetweenViews(distribution: StackView.Distribution, positions: [Double]) {
        let (stack, views) = stack()
        stack.distribution = distribution
        stack.layoutIfNeeded()
        for (view, (x, width)) in zip(views, zip(positions, [50.0, 60, 70])) {
            expectFrame(view, CGRect(x: x, y: 0, width: width, height: 100))
        }
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
    }

    @Test(arguments: [StackView.Alignment.leading, .center, .trailing, .firstBaseline, .lastBaseline])
    func alignmentPlacesViewsAcrossTheAxis(alignment: StackView.Alignment) {
        let (stack, views) = stack()
        stack.distribution = .equalSpacing
        stack.alignment = alignment
        stack.layoutIfNeeded()
        let heights = [20.0, 30, 40]
        for (view, height) in zip(views, heights) {
            let y = switch alignment {
            case .leading: 0.0
            case .center: (100 - height) / 2
            case .trailing: 100 - height
            // Views without text have their first baseline at the top edge and their last at
            // the bottom edge, as UIKit's: the tops line up, or the bottoms (the tallest at the
            // top).
            case .firstBaseline: 0.0
            default: 40 - height
            }
            #expect(abs(view.frame.minY - y) < 0.5 && abs(view.frame.height - height) < 0.5, "\(alignment): \(view.frame)")
        }
        let byBaselines = alignment == .firstBaseline || alignment == .lastBaseline
        #expect(stack.constraints.contains { $0.identifier == (byBaselines ? "UISV-alignment" : "UISV-spanning-boundary") })
    }

    /// A stack placed by its centre alone, aligned other than to fill: as wide as its widest
    /// view (UIKit's spanning fit), not ambiguous.
    @Test(arguments: [StackView.Alignment.leading, .center, .trailing])
    func aStackNothingElseSizesIsAsWideAsItsWidestView(alignment: StackView.Alignment) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let narrow = Label(), wide = Label()
        narrow.text = "Hi"
        wide.text = "A much wider label"
        stack.addArrangedSubview(narrow)
        stack.addArrangedSubview(wide)
        LayoutConstraint.activate([stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                   stack.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        let widest = wide.intrinsicContentSize.width
        #expect(abs(stack.frame.width - widest) <= 0.5)
        #expect(!stack.hasAmbiguousLayout)
        #expect(stack.constraints.contains { $0.identifier == "UISV-spanning-fit" })
    }

    @Test func aVerticalStackArrangesDownwards() {
        let (stack, views) = stack(.vertical, size: CGSize(width: 100, height: 300))
        stack.alignment = .center
        views[2].setContentHuggingPriority(LayoutPriority(249), for: .vertical)
        stack.layoutIfNeeded()
        expectFrame(views[0], CGRect(x: 40, y: 0, width: 20, height: 50))
        expectFrame(views[1], CGRect(x: 35, y: 60, width: 30, height: 60))
        expectFrame(views[2], CGRect(x: 30, y: 130, width: 40, height: 170))
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let (stack, views) = stack()
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 10)
        stack.layoutIfNeeded()
        let length = (300 - 30 - 20) / 3.0
        expectFrame(views[0], CGRect(x: 20, y: 5, width: length, height: 90))
        expectFrame(views[2], CGRect(x: 290 - length, y: 5, width: length, height: 90))
    }

    @Test func aHiddenViewCollapsesAndComesBack() {
        let (stack, views) = stack()
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        views[1].isHidden = true
        stack.layoutIfNeeded()
        expectFrame(views[0], CGRect(x: 0, y: 0, width: 145, height: 100))
        expectFrame(views[2], CGRect(x: 155, y: 0, width: 145, height: 100))
        #expect(views[1].frame.width == 0)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
        views[1].isHidden = false
        stack.layoutIfNeeded()
        let length = (300 - 20) / 3.0
        expectFrame(views[1], CGRect(x: length + 10, y: 0, width: length, height: 100))
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func removingAnArrangedSubviewDropsItsConstraints() {
        let (stack, views) = stack()
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        views[2].removeFromSuperview()
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2)
        expectFrame(views[1], CGRect(x: 155, y: 0, width: 145, height: 100))
        #expect(!stack.constraints.contains { $0.firstItem === views[2] || $0.secondItem === views[2] })
    }

    @Test func labelsKeepTheirIntrinsicWidthsWithEqualSpacing() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        stack.distribution = .equalSpacing
        let labels = ["One", "Two", "Three"].map { text -> Label in
            let label = Label(frame: .zero)
            label.text = text
            return label
        }
        for label in labels { stack.addArrangedSubview(label) }
        stack.layoutIfNeeded()
        for label in labels {
            #expect(abs(label.frame.width - label.intrinsicContentSize.width) < 1)
        }
        #expect(abs(labels[2].frame.maxX - 390) < 0.5 && labels[0].frame.minX == 0)
    }

    @Test func customSpacingAfterAViewReplacesTheStacksSpacing() {
        let (stack, views) = stack()
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        stack.layoutIfNeeded()
        // `fill`: the last view, hugging no more than the others, takes the rest of the length.
        expectFrame(views[1], CGRect(x: 80, y: 0, width: 60, height: 100))
        expectFrame(views[2], CGRect(x: 150, y: 0, width: 150, height: 100))

        // The system spacing, and back to the stack's own.
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        stack.layoutIfNeeded()
        let afterSystemSpacing = 80 + 60 + LayoutConstraint.systemSpacing
        expectFrame(views[2], CGRect(x: afterSystemSpacing, y: 0, width: 300 - afterSystemSpacing, height: 100))
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        stack.layoutIfNeeded()
        expectFrame(views[1], CGRect(x: 60, y: 0, width: 60, height: 100))
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    }

    @Test func aHiddenViewTakesItsCustomSpacingWithIt() {
        let (stack, views) = stack()
        stack.setCustomSpacing(30, after: views[1])
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // The gap after the first view is the stack's spacing: the custom one left with view 1.
        expectFrame(views[2], CGRect(x: 60, y: 0, width: 240, height: 100))
    }

    @Test func customSpacingIsForgottenWithTheArrangementAndIgnoredForOtherViews() {
        let (stack, views) = stack()
        let stranger = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        stack.removeArrangedSubview(views[0])
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        stack.insertArrangedSubview(views[0], at: 0)
        stack.layoutIfNeeded()
        expectFrame(views[1], CGRect(x: 60, y: 0, width: 60, height: 100))
    }

    @Test func stackSpacingCanBeTheSystemSpacing() {
        let (stack, views) = stack(.vertical, size: CGSize(width: 100, height: 300))
        stack.spacing = StackView.spacingUseSystem
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        // Lengths share what the two system gaps leave, in proportion 50 : 60 : 70.
        let left = 300 - 2 * LayoutConstraint.systemSpacing
        expectFrame(views[0], CGRect(x: 0, y: 0, width: 100, height: left * 50 / 180))
        expectFrame(views[1], CGRect(x: 0, y: left * 50 / 180 + 8, width: 100, height: left * 60 / 180))
    }

    /// A negative spacing overlaps neighbours, as UIKit's does (a storyboard may say it too).
    @Test func aNegativeSpacingOverlapsNeighbours() {
        let (stack, views) = stack(size: CGSize(width: 150, height: 40))
        stack.spacing = -10
        stack.alignment = .leading
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        // Three equal lengths and two overlaps of 10 fill 150 points: 170 / 3 each.
        let length = 170 / 3.0
        for (index, view) in views.enumerated() {
            expectFrame(view, CGRect(x: Double(index) * (length - 10), y: 0, width: length, height: [20.0, 30, 40][index]))
        }
    }
}
