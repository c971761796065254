import Foundation
import Testing
@testable import HostKit

@MainActor
@Suite struct AutoLayoutTests {
    /// A window-sized top view with one subview placed by constraints.
    func screen(width: Double = 390, height: Double = 844) -> View {
        View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A constraint is held by its items' nearest common ancestor: itself, an ancestor, a
    /// sibling's or a cousin's at another depth, and none for views in two hierarchies.
    @Test func theNearestCommonAncestorOfTwoViews() {
        let top = screen()
        let left = placed(in: top)
        let right = placed(in: top)
        let leftChild = placed(in: left)
        let leftGrandchild = placed(in: leftChild)
        let rightChild = placed(in: right)
        #expect(left.nearestCommonAncestor(with: left) === left)
        #expect(leftGrandchild.nearestCommonAncestor(with: left) === left)
        #expect(left.nearestCommonAncestor(with: leftGrandchild) === left)
        #expect(leftGrandchild.nearestCommonAncestor(with: leftChild) === leftChild)
        #expect(leftGrandchild.nearestCommonAncestor(with: rightChild) === top)
        #expect(rightChild.nearestCommonAncestor(with: leftGrandchild) === top)
        #expect(left.nearestCommonAncestor(with: right) === top)
        #expect(leftGrandchild.nearestCommonAncestor(with: screen()) == nil)
        #expect(top.nearestCommonAncestor(with: placed(in: screen())) == nil)

        let constraint = leftGrandchild.widthAnchor.constraint(equalTo: rightChild.widthAnchor)
        constraint.isActive = true
        #expect(top.constraints.contains { $0 === constraint })
        #expect(!left.constraints.contains { $0 === constraint })
    }

    /// UIKit satisfies "higher priority constraints ... before lower priority constraints": a
    /// constraint at 251 wins over thirty at 250, and a fraction of a point is a priority of its own.
    @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
        let top = screen()
        let card = placed(in: top)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            card.topAnchor.constraint(equalTo: top.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        let preferred = card.widthAnchor.constraint(equalToConstant: 200)
        preferred.priority = LayoutPriority(251)
        preferred.isActive = true
        for _ in 0..<30 {
            let crowd = card.widthAnchor.constraint(equalToConstant: 100)
            crowd.priority = .defaultLow
            crowd.isActive = true
        }
        top.layoutIfNeeded()
        #expect(card.frame.width == 200)
        let between = card.widthAnchor.constraint(equalToConstant: 150)
        between.priority = LayoutPriority(250.5)
        between.isActive = true
        top.layoutIfNeeded()
        #expect(card.frame.width == 200)
        preferred.priority = LayoutPriority(250.25)
        top.layoutIfNeeded()
        #expect(card.frame.width == 150)
    }

    final class FixedContentView: View {
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 30) }
    }

    /// A display above a row of keys, as in a calculator: the screen's spare height goes to the
    /// keys (vertical hugging 250), not to the display (251), however many keys share the row.
    /// As one weighted sum, five keys stretched cost more than one display, and the display grew.
    @Test func sparePlaceGoesToTheLowerHuggingPriorityHoweverManyViewsShareIt() {
        let top = screen()
        let display = FixedContentView()
        display.translatesAutoresizingMaskIntoConstraints = false
        display.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        top.addSubview(display)
        var constraints = [
            display.topAnchor.constraint(equalTo: top.topAnchor),
            display.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            display.trailingAnchor.constraint(equalTo: top.trailingAnchor),
        ]
        var previous: View?
        var keys: [View] = []
        for _ in 0..<5 {
            let key = FixedContentView()
            key.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(key)
            keys.append(key)
            constraints += [
                key.topAnchor.constraint(equalTo: display.bottomAnchor),
                key.bottomAnchor.constraint(equalTo: top.bottomAnchor),
                key.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? top.leadingAnchor),
            ]
            previous = key
        }
        LayoutConstraint.activate(constraints)
        top.layoutIfNeeded()
        #expect(display.frame.height == 30)
        #expect(keys.allSatisfy { $0.frame == CGRect(x: $0.frame.minX, y: 30, width: 40, height: 814) })
    }

    /// UIKit's readable content guide: the margins guide on a phone-sized screen, at most the
    /// readable width on a wide one, centred between the margins.
    @Test func theReadableGuideIsTheMarginsUpToTheReadableWidthCentred() {
        let top = screen()
        let text = placed(in: top)
        let readable = top.readableContentGuide
        #expect(top.readableContentGuide === readable && top.layoutGuides.contains { $0 === readable })
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            text.topAnchor.constraint(equalTo: readable.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 20),
        ])
        top.layoutIfNeeded()
        #expect(readable.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
        #expect(text.frame == CGRect(x: 8, y: 8, width: 374, height: 20))
        top.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        top.layoutIfNeeded()
        #expect(readable.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 20))
        #expect(!text.hasAmbiguousLayout)
        #expect(top.constraints.filter { $0.identifier?.hasPrefix("UIView-readableContentGuide-") == true }.count == 6)
    }

    @Test func anchorsPlaceAViewAndFollowAResize() {
        let top = screen()
        let card = placed(in: top)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: top.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 358, height: 179))
        #expect(!card.hasAmbiguousLayout)
        top.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 812, height: 406))
    }

    /// A window's resize suggests its new size to the solver: no second collection of the
    /// hierarchy's constraints (it was a full sync, removing and adding the size constraints).
    @Test func aResizeOfTheTopViewReSolvesWithoutCollectingConstraintsAgain() throws {
        let top = screen()
        let card = placed(in: top)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: top.topAnchor),
            card.bottomAnchor.constraint(equalTo: top.bottomAnchor, constant: -100),
        ])
        top.layoutIfNeeded()
        let engine = try #require(top.layoutStorage?.engine)
        let syncs = engine.syncCount
        for (width, height) in [(844.0, 390.0), (390, 844), (1024, 768)] {
            top.frame = CGRect(x: 0, y: 0, width: width, height: height)
            top.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 16, y: 0, width: width - 32, height: height - 100))
        }
        #expect(engine.syncCount == syncs)
        // A constraint whose constant changes is re-solved alone: one removal and one addition,
        // without collecting the hierarchy's constraints.
        let (additions, removals) = (engine.solverAdditions, engine.solverRemovals)
        top.constraints.first { $0.firstAttribute == .leading }?.constant = 20
        top.layoutIfNeeded()
        #expect(engine.syncCount == syncs && card.frame.minX == 20)
        #expect(engine.solverAdditions == additions + 1 && engine.solverRemovals == removals + 1)
    }

    /// Deactivating and activating a constraint changes the solver by that constraint alone.
    /// A size the constraints would make negative stops at zero, through a floor added only
    /// then; sizes that stay above zero cost no floor.
    @Test func aSizeThatWouldGoBelowZeroStopsAtZero() throws {
        let top = screen(width: 100, height: 400)
        let card = placed(in: top)
        let trailing = card.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -40)
        trailing.priority = .defaultHigh
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 80),
            trailing,
            card.topAnchor.constraint(equalTo: top.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        top.layoutIfNeeded()
        // 100 - 40 - 80 = -20 wide without the floor.
        #expect(card.frame == CGRect(x: 80, y: 0, width: 0, height: 40))
        top.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 80, y: 0, width: 180, height: 40))

        let roomy = screen()
        let wide = placed(in: roomy)
        LayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: roomy.leadingAnchor, constant: 10),
            wide.trailingAnchor.constraint(equalTo: roomy.trailingAnchor, constant: -10),
            wide.topAnchor.constraint(equalTo: roomy.topAnchor),
            wide.heightAnchor.constraint(equalToConstant: 40),
        ])
        roomy.layoutIfNeeded()
        let engine = try #require(roomy.layoutStorage?.engine)
        // The top's origin (2) and size (2 edit constraints), and the four constraints: no floor.
        #expect(engine.solverAdditions == 6)
        #expect(wide.frame == CGRect(x: 10, y: 0, width: 370, height: 40))
    }

    /// Required constraints that demand a negative size win over the floor, which is reported
    /// as the constraint broken.
    @Test func requiredConstraintsThatDemandANegativeSizeReportTheFloor() {
        recordingIssues { recorder in
            let top = screen()
            let box = placed(in: top)
            let card = placed(in: box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: top.leadingAnchor),
                box.topAnchor.constraint(equalTo: top.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 100),
                card.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 80),
                card.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -40),
                card.topAnchor.constraint(equalTo: box.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 40),
            ])
            top.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 80, y: 0, width: -20, height: 40))
            #expect(recorder.issues.count == 1)
            #expect(recorder.issues.first?.contains("the width of a view placed by constraints, which cannot be below zero") == true,
                    "\(recorder.issues)")
            top.layoutIfNeeded()
            #expect(recorder.issues.count == 1, "reported once")
        }
    }

    @Test func deactivatingAndActivatingAConstraintChangesOnlyIt() throws {
        let top = screen()
        let card = placed(in: top)
        let width = card.widthAnchor.constraint(equalToConstant: 100)
        let preferred = card.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultLow
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            card.topAnchor.constraint(equalTo: top.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 40),
            width, preferred,
        ])
        top.layoutIfNeeded()
        #expect(card.frame.width == 100)
        let engine = try #require(top.layoutStorage?.engine)
        let (syncs, additions, removals) = (engine.syncCount, engine.solverAdditions, engine.solverRemovals)
        width.isActive = false
        top.layoutIfNeeded()
        #expect(card.frame.width == 300)
        #expect(engine.solverAdditions == additions && engine.solverRemovals == removals + 1)
        width.isActive = true
        top.layoutIfNeeded()
        #expect(card.frame.width == 100)
        #expect(engine.solverAdditions == additions + 1 && engine.solverRemovals == removals + 1)
        // Neither collected the hierarchy's constraints again.
        #expect(engine.syncCount == syncs)
    }

    /// Swapping a required constraint for one that conflicts with it, in one turn, removes the
    /// old one before adding the new: no conflict is reported.
    @Test func swappingConflictingConstraintsInOneTurnReportsNothing() throws {
        try recordingIssues { recorder in
            let top = screen()
            let card = placed(in: top)
            let narrow = card.widthAnchor.constraint(equalToConstant: 100)
            let wide = card.widthAnchor.constraint(equalToConstant: 250)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: top.leadingAnchor),
                card.topAnchor.constraint(equalTo: top.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 40),
                narrow,
            ])
            top.layoutIfNeeded()
            let engine = try #require(top.layoutStorage?.engine)
            let syncs = engine.syncCount
            LayoutConstraint.activate([wide])
            LayoutConstraint.deactivate([narrow])
            top.layoutIfNeeded()
            #expect(card.frame.width == 250)
            #expect(engine.syncCount == syncs)
            #expect(recorder.issues.isEmpty, "\(recorder.issues)")
            // A constraint naming a view that took no part yet collects the hierarchy again, and
            // places the view's neighbour by its frame.
            let badge = View(frame: CGRect(x: 300, y: 100, width: 20, height: 20))
            top.addSubview(badge)
            top.layoutIfNeeded()
            let follower = placed(in: top)
            LayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
                follower.topAnchor.constraint(equalTo: badge.topAnchor),
                follower.widthAnchor.constraint(equalToConstant: 10),
                follower.heightAnchor.constraint(equalToConstant: 10),
            ])
            top.layoutIfNeeded()
            #expect(follower.frame == CGRect(x: 324, y: 100, width: 10, height: 10))
        }
    }

    /// A view whose intrinsic size changes replaces its own size constraints alone.
    @Test func anIntrinsicSizeChangeReplacesOnlyItsOwnSizeConstraints() throws {
        final class Badge: View {
            var size = CGSize(width: 30, height: 20)
            override var intrinsicContentSize: CGSize { size }
        }
        let top = screen()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(badge)
        let other = placed(in: top)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: top.topAnchor, constant: 10),
            other.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            other.topAnchor.constraint(equalTo: badge.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 50),
            other.heightAnchor.constraint(equalTo: badge.heightAnchor),
        ])
        top.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 30, height: 20) && other.frame.minX == 48)
        let engine = try #require(top.layoutStorage?.engine)
        let (syncs, additions, removals) = (engine.syncCount, engine.solverAdditions, engine.solverRemovals)
        badge.size = CGSize(width: 60, height: 24)
        badge.invalidateIntrinsicContentSize()
        top.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 60, height: 24) && other.frame == CGRect(x: 78, y: 10, width: 50, height: 24))
        // Hugging and resistance on each axis: four out, four in; nothing collected again.
        #expect(engine.syncCount == syncs)
        #expect(engine.solverAdditions == additions + 4 && engine.solverRemovals == removals + 4)
    }

    @Test func nestedViewsAreSolvedInTheirSuperviewsCoordinates() {
        let top = screen()
        let outer = placed(in: top)
        let inner = placed(in: outer)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: top.topAnchor, constant: 30),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: outer.layoutMarginsGuide.trailingAnchor),
            inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        top.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 8, y: 40, width: 184, height: 20))
        #expect(outer.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test func aLabelTakesItsMeasuredTextSizeAndFollowsNewText() {
        let top = screen()
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hello"
        top.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: top.topAnchor, constant: 40),
        ])
        top.layoutIfNeeded()
        let measured = "Hello".size(withFont: label.font)
        #expect(measured.width > 20)
        #expect(abs(label.frame.width - measured.width) < 0.5 && abs(label.frame.height - measured.height) < 0.5)
        label.text = "Hello, longer world"
        top.layoutIfNeeded()
        #expect(abs(label.frame.width - "Hello, longer world".size(withFont: label.font).width) < 0.5)
    }

    @Test func compressionResistanceAndHuggingDecideWhichLabelGives() {
        let top = screen(width: 200)
        let first = Label(), second = Label()
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Sixteen letters!"
            top.addSubview(label)
        }
        second.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: top.trailingAnchor),
            first.topAnchor.constraint(equalTo: top.topAnchor),
            second.topAnchor.constraint(equalTo: top.topAnchor),
        ])
        top.layoutIfNeeded()
        let natural = "Sixteen letters!".size(withFont: first.font).width
        #expect(abs(second.frame.width - natural) < 0.5)
        #expect(abs(first.frame.width - (192 - natural)) < 0.5)
    }

    @Test func baselinesAlignTextOfDifferentSizes() {
        let top = screen()
        let big = Label(), small = Label()
        big.font = .systemFont(ofSize: 30)
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Ag"
            top.addSubview(label)
            label.leadingAnchor.constraint(equalTo: top.leadingAnchor).isActive = true
        }
        big.topAnchor.constraint(equalTo: top.topAnchor, constant: 50).isActive = true
        small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor).isActive = true
        top.layoutIfNeeded()
        // Baseline = the text's top + ascent, with the text centred in the label.
        #expect(abs(big.firstBaselineInSuperview - small.firstBaselineInSuperview) < 0.5)
        #expect(small.frame.minY > big.frame.minY)
    }

    /// `numberOfLines` limits a label's intrinsic height as UIKit's sizing does, and changing it
    /// lays the label out again.
    @Test func aLabelsIntrinsicSizeHoldsAtMostItsNumberOfLines() {
        func label(_ text: String, lines: Int) -> Label {
            let label = Label()
            label.numberOfLines = lines
            label.text = text
            return label
        }
        let oneLine = label("A", lines: 1).intrinsicContentSize.height
        #expect(oneLine > 0)
        #expect(label("A\nB", lines: 1).intrinsicContentSize.height == oneLine)
        #expect(label("A\nB\nC", lines: 2).intrinsicContentSize.height == label("A\nB", lines: 0).intrinsicContentSize.height)
        #expect(label("A\nB\nC", lines: 0).intrinsicContentSize.height > label("A\nB", lines: 0).intrinsicContentSize.height)

        let top = screen()
        let shown = label("One\nTwo\nThree", lines: 1)
        shown.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(shown)
        LayoutConstraint.activate([shown.leadingAnchor.constraint(equalTo: top.leadingAnchor), shown.topAnchor.constraint(equalTo: top.topAnchor)])
        top.layoutIfNeeded()
        #expect(shown.intrinsicContentSize.height == label("One", lines: 1).intrinsicContentSize.height)
        #expect(abs(shown.frame.height - oneLine) < 0.5, "one line, within the rounding of frames to pixels")
        shown.numberOfLines = 0
        top.layoutIfNeeded()
        #expect(shown.frame.height > oneLine * 2.5)
    }

    /// A label's last baseline is its bottommost line's: two lines below the first for three.
    @Test func theLastBaselineOfSeveralLinesIsTheBottomLines() {
        let top = screen()
        let label = Label()
        label.numberOfLines = 0
        label.text = "One\nTwo\nThree"
        let first = placed(in: top), last = placed(in: top)
        label.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: top.leadingAnchor), label.topAnchor.constraint(equalTo: top.topAnchor, constant: 10),
            first.topAnchor.constraint(equalTo: label.firstBaselineAnchor), last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ] + [first, last].flatMap { [$0.leadingAnchor.constraint(equalTo: top.leadingAnchor),
                                     $0.widthAnchor.constraint(equalToConstant: 10), $0.heightAnchor.constraint(equalToConstant: 10)] })
        top.layoutIfNeeded()
        let lineHeight = label.frame.height / 3
        #expect(abs(last.frame.minY - first.frame.minY - 2 * lineHeight) < 0.5, "first \(first.frame.minY), last \(last.frame.minY), line \(lineHeight)")
        #expect(first.frame.minY > label.frame.minY && last.frame.minY < label.frame.maxY)
    }

    @Test func conflictingRequiredConstraintsAreReportedAndTheLastGoodFramesKept() {
        recordingIssues { recorder in
            let top = screen()
            let box = placed(in: top)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            width.identifier = "box-width"
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: top.leadingAnchor),
                box.topAnchor.constraint(equalTo: top.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                width,
            ])
            top.layoutIfNeeded()
            #expect(box.frame.width == 100)
            let other = box.widthAnchor.constraint(equalToConstant: 150)
            other.identifier = "wider"
            other.isActive = true
            top.layoutIfNeeded()
            #expect(box.frame.width == 100)
            let report = recorder.issues.joined(separator: "\n")
            #expect(report.contains("Unable to simultaneously satisfy constraints"))
            #expect(report.contains("'box-width'"))
            #expect(report.contains("Will attempt to recover by breaking constraint\n    <LayoutConstraint 'wider'"))
        }
    }

    @Test func aConstraintRefusedInAFirstLayoutLeavesTheOthersInPlace() {
        recordingIssues { recorder in
            let top = screen()
            let box = placed(in: top)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            let wider = box.widthAnchor.constraint(equalToConstant: 150)
            wider.identifier = "wider"
            let height = box.heightAnchor.constraint(equalToConstant: 10)
            // All added in one pass: the constraints after the refused one must still be the
            // ones their later changes replace.
            LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: top.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: top.topAnchor), width, wider, height])
            top.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
            #expect(recorder.issues.contains { $0.contains("Will attempt to recover by breaking constraint\n    <LayoutConstraint 'wider'") })
            height.constant = 30
            width.constant = 120
            top.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
            width.isActive = false
            top.layoutIfNeeded()
            #expect(box.frame.height == 30)
        }
    }

    @Test func badNumbersAndViewsWithoutACommonAncestorAreRefusedByName() {
        recordingIssues { recorder in
            let top = screen()
            let box = placed(in: top)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: top.leadingAnchor), box.topAnchor.constraint(equalTo: top.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40),
            ])
            top.layoutIfNeeded()
            let broken = box.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: .nan)
            broken.identifier = "not-a-number"
            broken.isActive = true
            top.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
            #expect(recorder.issues.contains { $0.contains("'not-a-number'") && $0.contains("nan") })

            let stranger = View()
            let orphan = box.widthAnchor.constraint(equalTo: stranger.widthAnchor)
            orphan.isActive = true
            #expect(!orphan.isActive)
            #expect(recorder.issues.contains { $0.contains("no common ancestor") })
        }
    }

    /// A constant or multiplier that becomes NaN or infinite on an active constraint is refused
    /// by name and the constraint stays as it was: the frames are the last good ones, in the
    /// incremental pass and in a full one, until a finite number comes back.
    @Test func aBadNumberSetOnAnActiveConstraintKeepsTheLastGoodFrames() {
        recordingIssues { recorder in
            let top = screen()
            let box = placed(in: top)
            let leading = box.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 40)
            let width = box.widthAnchor.constraint(equalToConstant: 50)
            leading.identifier = "leading"
            LayoutConstraint.activate([leading, width, box.topAnchor.constraint(equalTo: top.topAnchor, constant: 10),
                                       box.heightAnchor.constraint(equalToConstant: 50)])
            top.layoutIfNeeded()
            leading.constant = .nan
            width.constant = .infinity
            top.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 40, y: 10, width: 50, height: 50))
            #expect(recorder.issues.contains { $0.contains("'leading'") && $0.contains("nan") })
            #expect(recorder.issues.contains { $0.contains("inf") })

            // A full pass (a new view in the hierarchy) keeps them too.
            let other = placed(in: top)
            LayoutConstraint.activate([other.leadingAnchor.constraint(equalTo: top.leadingAnchor), other.topAnchor.constraint(equalTo: top.topAnchor),
                                       other.widthAnchor.constraint(equalToConstant: 5), other.heightAnchor.constraint(equalToConstant: 5)])
            top.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 40, y: 10, width: 50, height: 50))

            leading.constant = 60
            width.constant = 70
            top.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 60, y: 10, width: 70, height: 50))
        }
    }

    /// UIKit refuses to change an installed constraint between required and optional; HostKit
    /// reports it and keeps the old priority. Between optional priorities it re-solves.
    @Test func anActiveConstraintCannotChangeBetweenRequiredAndOptional() {
        recordingIssues { recorder in
            let top = screen()
            let box = placed(in: top)
            let required = box.widthAnchor.constraint(equalToConstant: 100)
            let preferred = box.widthAnchor.constraint(equalToConstant: 200)
            preferred.priority = .defaultLow
            LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: top.leadingAnchor), box.topAnchor.constraint(equalTo: top.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 10), required, preferred])
            top.layoutIfNeeded()
            required.priority = .defaultLow - 1
            preferred.priority = .required
            top.layoutIfNeeded()
            #expect(required.priority == .required && preferred.priority == .defaultLow)
            #expect(recorder.issues.filter { $0.contains("cannot change between required and optional") }.count == 2)
            #expect(recorder.issues.contains { $0.contains("width == 100> cannot change") && $0.contains("(1000 to 249); it stays 1000") },
                    "\(recorder.issues)")
            #expect(box.frame.width == 100)

            preferred.priority = .defaultHigh
            required.isActive = false
            top.layoutIfNeeded()
            #expect(box.frame.width == 200)
            required.priority = .defaultLow
            #expect(required.priority == .defaultLow, "an inactive constraint's priority is free to change")
        }
    }

    /// UIKit throws for constraints between attributes that cannot be related; HostKit reports
    /// them by name and leaves them inactive.
    @Test func constraintsBetweenAttributesUIKitRefusesAreNotActivated() {
        recordingIssues { recorder in
            let top = screen()
            let box = placed(in: top)
            let refused = [
                LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: top, attribute: .left, multiplier: 1, constant: 5),
                LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
                LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: top, attribute: .width, multiplier: 0.1, constant: 0),
                LayoutConstraint(item: box, attribute: .centerY, relatedBy: .equal, toItem: top, attribute: .centerX, multiplier: 1, constant: 0),
            ]
            LayoutConstraint.activate(refused)
            #expect(refused.allSatisfy { !$0.isActive })
            #expect(recorder.issues.filter { $0.contains("cannot be activated") }.count == 4)
            #expect(recorder.issues.contains { $0.contains(#""leading" cannot be related to "left""#) })

            let allowed = LayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: top, attribute: .leading, multiplier: 1, constant: 0)
            allowed.isActive = true
            #expect(allowed.isActive)
        }
    }

    /// Required constraints that want the top view at another size win over its frame (a
    /// strong preference); that is reported once as the conflict UIKit would log.
    @Test func requiredConstraintsThatOverruleTheTopViewsSizeAreReportedOnce() {
        recordingIssues { recorder in
            let top = screen(width: 300, height: 600)
            let box = placed(in: top)
            let wide = box.widthAnchor.constraint(equalToConstant: 500)
            LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: top.leadingAnchor), box.trailingAnchor.constraint(equalTo: top.trailingAnchor),
                                       wide, box.topAnchor.constraint(equalTo: top.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
            top.layoutIfNeeded()
            let reports = recorder.issues.filter { $0.hasPrefix("Unable to simultaneously satisfy constraints") }
            #expect(reports.count == 1)
            #expect(reports.first?.contains("500 × 600 points, but it is 300 × 600") == true)
            top.setNeedsLayout()
            top.layoutIfNeeded()
            #expect(recorder.issues.filter { $0.hasPrefix("Unable to simultaneously satisfy constraints") }.count == 1, "the same conflict is reported once")

            wide.isActive = false
            top.layoutIfNeeded()
            #expect(box.frame.width == 300)
        }
    }

    @Test func ambiguityIsDetectedAndExercised() {
        let top = screen()
        let box = placed(in: top)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(greaterThanOrEqualTo: top.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: top.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        top.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.minX != before.minX)
        #expect(box.frame.minX >= 10)
        box.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 30).isActive = true
        top.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame.minX == 30)
    }

    @Test func autoresizingMasksFollowTheSuperviewsSize() {
        let top = screen(width: 300, height: 600)
        let banner = View(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let corner = View(frame: CGRect(x: 250, y: 550, width: 40, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        top.addSubview(banner)
        top.addSubview(corner)
        top.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 480, height: 40))
        #expect(corner.frame == CGRect(x: 450, y: 350, width: 40, height: 40))
    }

    /// UIKit's `autoresizesSubviews`: off, a view's size changes leave its subviews' frames as
    /// they are, whatever their masks; on again, the next change applies them.
    @Test func aViewThatDoesNotAutoresizeItsSubviewsLeavesTheirFrames() {
        let top = screen(width: 300, height: 600)
        let banner = View(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        banner.autoresizingMask = [.flexibleWidth]
        top.addSubview(banner)
        #expect(top.autoresizesSubviews)
        top.autoresizesSubviews = false
        top.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 280, height: 40))
        top.autoresizesSubviews = true
        top.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
    }

    @Test func systemLayoutSizeFittingMeasuresAViewFromItsConstraints() {
        let cell = View()
        let label = Label()
        label.text = "Fit me"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -6),
        ])
        let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let text = "Fit me".size(withFont: label.font)
        #expect(abs(size.width - (text.width + 24)) < 0.5)
        #expect(abs(size.height - (text.height + 12)) < 0.5)
    }

    @Test func updateConstraintsRunsBeforeTheLayoutThatFollowsARequest() {
        final class Badge: View {
            var calls = 0
            var widthConstraint: LayoutConstraint?
            override func updateConstraints() {
                calls += 1
                widthConstraint?.isActive = false
                widthConstraint = widthAnchor.constraint(equalToConstant: Double(calls * 10))
                widthConstraint?.isActive = true
                super.updateConstraints()
            }
        }
        let top = screen()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: top.leadingAnchor), badge.topAnchor.constraint(equalTo: top.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        badge.setNeedsUpdateConstraints()
        top.layoutIfNeeded()
        #expect(badge.calls == 1 && badge.frame.width == 10)
        top.layoutIfNeeded()
        #expect(badge.calls == 1)
        badge.setNeedsUpdateConstraints()
        top.layoutIfNeeded()
        #expect(badge.calls == 2 && badge.frame.width == 20)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatTiedItOutside() {
        let top = screen()
        let box = placed(in: top)
        let tie = box.leadingAnchor.constraint(equalTo: top.leadingAnchor)
        let own = box.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([tie, own])
        box.removeFromSuperview()
        #expect(!tie.isActive)
        #expect(own.isActive)
    }

    /// A pass reaches a constraint's items through the view that holds it where it can (itself,
    /// or a view below it), and through the weak references otherwise: the frames must not
    /// depend on which view holds the constraint.
    @Test func framesDoNotDependOnWhichViewHoldsAConstraint() {
        func layOut(holdingInSibling: Bool) -> [CGRect] {
            let top = screen()
            let panel = placed(in: top)
            let first = placed(in: panel)
            let second = placed(in: panel)
            let ties = [
                panel.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
                panel.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -10),
                panel.topAnchor.constraint(equalTo: top.topAnchor, constant: 30),
                first.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 4),
                first.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4),
                first.heightAnchor.constraint(equalToConstant: 40),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
                second.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -4),
                second.widthAnchor.constraint(equalTo: first.widthAnchor),
                second.topAnchor.constraint(equalTo: first.topAnchor),
                second.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: 2),
                panel.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 4),
            ]
            if holdingInSibling {
                // Held outside the items' common ancestor, as `addConstraint` allows: no view
                // the holder can reach from itself.
                first.addConstraints(ties)
            } else {
                LayoutConstraint.activate(ties)
            }
            top.layoutIfNeeded()
            return [panel.frame, first.frame, second.frame]
        }
        let expected = [
            CGRect(x: 10, y: 30, width: 370, height: 88),
            CGRect(x: 4, y: 4, width: 177, height: 40),
            CGRect(x: 189, y: 4, width: 177, height: 80),
        ]
        #expect(layOut(holdingInSibling: false) == expected)
        #expect(layOut(holdingInSibling: true) == expected)
    }

    /// Superviews placed by their frames, taken only once the walk below them meets a view
    /// placed by constraints, are still listed before it, parents first, in the one walk that
    /// collects the constraints: their guides come out in the hierarchy's order.
    @Test func framePlacedSuperviewsTakenLateAreListedBeforeTheirSubviews() throws {
        let top = screen()
        let wrapper = View(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
        top.addSubview(wrapper)
        let inner = View(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        wrapper.addSubview(inner)
        let box = placed(in: inner)
        let guides = [wrapper.layoutMarginsGuide, inner.layoutMarginsGuide]
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor, constant: 3),
            box.topAnchor.constraint(equalTo: inner.topAnchor, constant: 4),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        // Nothing the wrapper holds takes it before the walk goes below it.
        #expect(wrapper.constraints.isEmpty && top.constraints.isEmpty)
        top.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 11, y: 4, width: 50, height: 40))
        let engine = try #require(top.layoutStorage?.engine)
        #expect(engine.separateListingCount == 0)
        let listed = engine.guidePlacements.map { ObjectIdentifier($0.guide) }
        #expect(listed == guides.map { ObjectIdentifier($0) })
    }

    /// A view the walk has passed, taken afterwards by a constraint its holder reaches outside
    /// its own subtree (as `addConstraint` allows), is still placed: the views' wants are then
    /// listed in a walk of their own.
    @Test func aViewTakenAfterTheWalkPassedItIsListedByASecondWalk() throws {
        let top = screen()
        let early = View(frame: CGRect(x: 0, y: 10, width: 120, height: 30))
        top.addSubview(early)
        let earlyGuide = early.layoutMarginsGuide
        let holder = View(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        top.addSubview(holder)
        let box = placed(in: holder)
        holder.addConstraints([
            box.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 4),
            box.topAnchor.constraint(equalTo: holder.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalTo: early.widthAnchor),
        ])
        top.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 4, y: 0, width: 120, height: 10))
        #expect(earlyGuide.layoutFrame == CGRect(x: 8, y: 8, width: 104, height: 14))
        let engine = try #require(top.layoutStorage?.engine)
        #expect(engine.separateListingCount == 1)
        #expect(engine.guidePlacements.map { ObjectIdentifier($0.guide) } == [ObjectIdentifier(earlyGuide)])
    }

    /// The shortcut to an item below the holding view holds that view's layout state strongly
    /// while the constraint is installed, and lets it go when the constraint is deactivated, so a
    /// constraint the app keeps never keeps a removed view's state alive.
    @Test func aConstraintLetsARemovedItemsLayoutStateGo() {
        let top = screen()
        weak var removedState: ViewLayout?
        var kept: LayoutConstraint?
        do {
            let box = placed(in: top)
            let tie = box.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 5)
            let own = box.widthAnchor.constraint(equalToConstant: 10)
            LayoutConstraint.activate([tie, own])
            guard case .descendant = tie.firstShortcut, case .holdingView = tie.secondShortcut, case .holdingView = own.firstShortcut else {
                Issue.record("shortcuts \(tie.firstShortcut), \(tie.secondShortcut), \(own.firstShortcut)")
                return
            }
            top.layoutIfNeeded()
            #expect(box.frame.minX == 5)
            removedState = box.layoutStorage
            kept = tie
            box.removeFromSuperview()
        }
        // The pass after the removal forgets the views the last one placed.
        top.layoutIfNeeded()
        #expect(kept?.isActive == false)
        guard case .weakReferenceOnly = kept?.firstShortcut else {
            Issue.record("a deactivated constraint kept its shortcut")
            return
        }
        #expect(removedState == nil)
    }

    @Test func aConstraintsAnchorsAndTheConstraintsAffectingAViewsAxis() throws {
        let top = screen()
        let view = placed(in: top)
        let other = placed(in: top)
        let leading = view.leadingAnchor.constraint(equalTo: top.safeAreaLayoutGuide.leadingAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let topEdge = view.topAnchor.constraint(equalTo: other.bottomAnchor)
        let unrelated = other.heightAnchor.constraint(equalToConstant: 5)
        LayoutConstraint.activate([leading, width, topEdge, unrelated])
        #expect(leading.firstAnchor?.item === view && leading.firstAnchor?.attribute == .leading)
        #expect(leading.secondAnchor?.item === top.safeAreaLayoutGuide && leading.secondAnchor?.attribute == .leading)
        #expect(width.secondAnchor == nil)
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2 && horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        let vertical = view.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.count == 1 && vertical[0] === topEdge)
        #expect(top.constraintsAffectingLayout(for: .horizontal).contains { $0 === leading })
        #expect(other.constraintsAffectingLayout(for: .vertical).count == 2)
    }

    /// A guide taken out of its view takes the constraints that tie it along, a distance that
    /// starts at it included; the views they placed fall back on their other constraints.
    @Test func removingAGuideDeactivatesTheConstraintsThatTieIt() {
        let top = screen(width: 300, height: 400)
        let left = placed(in: top), right = placed(in: top)
        let gap = LayoutGuide()
        top.addLayoutGuide(gap)
        for view in [left, right] {
            view.topAnchor.constraint(equalTo: top.topAnchor).isActive = true
            view.widthAnchor.constraint(equalToConstant: 50).isActive = true
            view.heightAnchor.constraint(equalToConstant: 50).isActive = true
        }
        let fallback = right.leadingAnchor.constraint(equalTo: left.trailingAnchor)
        fallback.priority = .defaultLow
        let tying = [
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 40),
            gap.topAnchor.anchorWithOffset(to: right.topAnchor).constraint(equalToConstant: 0),
        ]
        LayoutConstraint.activate(tying + [fallback, left.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10)])
        top.layoutIfNeeded()
        #expect(right.frame.minX == 100)

        top.removeLayoutGuide(gap)
        #expect(tying.allSatisfy { !$0.isActive })
        #expect(gap.owningView == nil && !top.layoutGuides.contains { $0 === gap })
        #expect(fallback.isActive)
        top.layoutIfNeeded()
        #expect(right.frame.minX == 60)
    }

    /// UIKit: the margin attributes of `NSLayoutConstraint(item:attribute:…)` tie a view's
    /// layout margins (HostKit ties its margins guide's edges), and read back as made.
    @Test func marginAttributesTieTheLayoutMargins() {
        let top = screen(width: 300, height: 400)
        top.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let box = View(), dot = View()
        for view in [box, dot] {
            view.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(view)
        }
        func tie(_ item: View, _ attribute: LayoutConstraint.Attribute, _ other: View?, _ otherAttribute: LayoutConstraint.Attribute,
                 _ constant: Double = 0) -> LayoutConstraint {
            LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: other, attribute: otherAttribute, multiplier: 1, constant: constant)
        }
        let leading = tie(box, .leading, top, .leadingMargin)
        LayoutConstraint.activate([
            leading,
            tie(box, .trailing, top, .trailingMargin),
            tie(box, .top, top, .topMargin),
            tie(box, .height, nil, .notAnAttribute, 20),
            tie(dot, .width, nil, .notAnAttribute, 10),
            tie(dot, .height, nil, .notAnAttribute, 10),
            tie(dot, .centerX, top, .centerXWithinMargins),
            tie(dot, .bottom, top, .bottomMargin),
        ])
        top.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 240, height: 20))
        // The margins run from 20 to 260 across, and end 30 above the bottom.
        #expect(dot.frame == CGRect(x: 135, y: 360, width: 10, height: 10))
        #expect(leading.secondItem === top && leading.secondAttribute == .leadingMargin)
        #expect(leading.firstItem === box && leading.firstAttribute == .leading)
        #expect(leading.description.contains(".leadingMargin"), "\(leading)")
        // Made with the guide itself, the constraint reads back as the guide and its edge.
        let byGuide = box.leadingAnchor.constraint(equalTo: top.layoutMarginsGuide.leadingAnchor)
        #expect(byGuide.secondItem === top.layoutMarginsGuide && byGuide.secondAttribute == .leading)
        // A margin attribute on either side, and the centres within the margins.
        let centre = tie(top, .centerXWithinMargins, dot, .centerX)
        #expect(centre.firstItem === top && centre.firstAttribute == .centerXWithinMargins && centre.secondAttribute == .centerX)

        top.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        top.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
    }
}

@MainActor
@Suite struct StoryboardAutoLayoutTests {
    final class Catalog: ClassCatalog {
        func findClass(named name: String) -> AnyClass? { nil }
        var classNames: [String] { [] }
    }

    static let storyboard = #"""
    {"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [
      {"class": "Label", "id": "title", "text": "Title", "constraints": [
        {"firstAttribute": "leading", "second": "superview.margins"},
        {"firstAttribute": "top", "second": "superview.safeArea", "constant": 20, "identifier": "title-top"}
      ]},
      {"class": "View", "id": "panel", "constraints": [
        {"firstAttribute": "leading", "second": "title"},
        {"firstAttribute": "trailing", "second": "superview", "constant": -8},
        {"firstAttribute": "top", "second": "title", "secondAttribute": "bottom", "constant": 12},
        {"firstAttribute": "height", "second": "panel", "secondAttribute": "width", "multiplier": 0.25}
      ]},
      {"class": "View", "id": "footer", "autoresizingMask": ["flexibleWidth", "flexibleTopMargin"], "frame": {"x": 0, "y": 800, "width": 390, "height": 44}}
    ]}}]}
    """#

    /// `storyboard`'s initial scene, its root view following the size of a 390 × 844 window it
    /// is laid out in. The caller keeps the controller: its root view's margins are its.
    private func laidOutScene(_ storyboard: String) throws -> (controller: ViewController, root: View, window: Window) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try storyboard.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        StoryboardLibrary.current = StoryboardLibrary(catalog: Catalog())
        defer { StoryboardLibrary.current = StoryboardLibrary(catalog: nil) }
        let controller = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController())
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root: View = controller.view
        root.frame = window.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.layoutIfNeeded()
        return (controller, root, window)
    }

    @Test func aSceneIsLaidOutByItsConstraintsAtEveryWindowSize() throws {
        let (controller, root, window) = try laidOutScene(Self.storyboard)
        defer { withExtendedLifetime(controller) {} }
        let title = try #require(root.subviews[0] as? Label)
        let panel = root.subviews[1], footer = root.subviews[2]
        // The root view's leading margin is its controller's minimum, 16 points.
        #expect(title.frame.minX == 16 && title.frame.minY == 20)
        // Frames are rounded to the screen's pixels: at most half a pixel off, at whichever scale
        // the tests that ran before left `Screen.main` (a shared global).
        let halfPixel = 0.5 / Screen.main.scale + 1e-9
        #expect(panel.frame.minX == 16 && abs(panel.frame.minY - (title.frame.maxY + 12)) <= halfPixel && panel.frame.width == 366)
        #expect(abs(panel.frame.height - 91.5) <= halfPixel)
        #expect(!panel.translatesAutoresizingMaskIntoConstraints && footer.translatesAutoresizingMaskIntoConstraints)
        // A rotation: the root view follows its mask, the constraints follow the root view.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.frame = window.bounds
        window.layoutIfNeeded()
        #expect(panel.frame.width == 820)
        #expect(footer.frame == CGRect(x: 0, y: 346, width: 844, height: 44))
    }

    /// `apphost validate`'s layout warnings say where: a conflict at the constraint the engine
    /// breaks, an ambiguous view at its own object, named or not.
    @Test func layoutWarningsPointAtTheConstraintAndTheView() throws {
        let storyboard = """
        {"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [
          {"class": "View", "id": "box", "constraints": [{"firstAttribute": "leading", "second": "superview"}, {"firstAttribute": "width", "constant": 100}]},
          {"class": "View", "constraints": [
            {"firstAttribute": "leading", "second": "superview"}, {"firstAttribute": "height", "constant": 100}, {"firstAttribute": "width", "constant": 10}
          ]},
          {"class": "View", "id": "clash", "constraints": [
            {"firstAttribute": "width", "constant": 100},
            {"firstAttribute": "width", "constant": 200},
            {"firstAttribute": "leading", "second": "superview"}, {"firstAttribute": "top", "second": "superview"}, {"firstAttribute": "height", "constant": 100}
          ]}
        ]}}]}
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-warnings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Main.storyboard.json")
        try storyboard.write(to: file, atomically: true, encoding: .utf8)
        defer { StoryboardLibrary.current = StoryboardLibrary(catalog: nil) }
        let warnings = try StoryboardCanvas(storyboardAt: file, screen: CGSize(width: 390, height: 844), scale: 1).layoutWarnings()
        // Lines and columns of the storyboard above, counted from 1.
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("\(file.path):8:5: warning: scene \"main\": Unable to simultaneously satisfy constraints") }, "\(warnings)")
        #expect(warnings.contains("\(file.path):2:27: warning: the constraints leave the frame of view \"box\" ambiguous at 390x844"), "\(warnings)")
        #expect(warnings.contains("\(file.path):3:3: warning: the constraints leave the frame of a HostKit.View ambiguous at 390x844"), "\(warnings)")
    }

    /// A layout guide declared in a storyboard is the view's own (`addLayoutGuide`), and
    /// constraints name it by id: here the gap between two views, a third of the free space.
    @Test func aSceneLaysOutAroundAStoryboardLayoutGuide() throws {
        let storyboard = #"""
        {"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View",
          "layoutGuides": [{"id": "gap", "identifier": "gap"}], "subviews": [
          {"class": "View", "id": "left", "constraints": [
            {"firstAttribute": "leading", "second": "superview"}, {"firstAttribute": "top", "second": "superview"},
            {"firstAttribute": "width", "constant": 100}, {"firstAttribute": "height", "constant": 40},
            {"firstAttribute": "trailing", "second": "gap", "secondAttribute": "leading"}
          ]},
          {"class": "View", "id": "right", "constraints": [
            {"firstAttribute": "trailing", "second": "superview"}, {"firstAttribute": "top", "second": "superview"},
            {"firstAttribute": "height", "constant": 40},
            {"firstAttribute": "leading", "second": "gap", "secondAttribute": "trailing"},
            {"first": "gap", "firstAttribute": "width", "second": "right", "secondAttribute": "width", "multiplier": 0.5}
          ]}
        ]}}]}
        """#
        let (controller, root, _) = try laidOutScene(storyboard)
        defer { withExtendedLifetime(controller) {} }
        let guide = try #require(root.layoutGuides.first { $0.identifier == "gap" })
        #expect(guide.owningView === root)
        // 390 - 100 = 290 points for the gap and the right view, 1 : 2.
        let left = root.subviews[0], right = root.subviews[1]
        #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(abs(guide.layoutFrame.width - 290.0 / 3) < 0.5 && abs(right.frame.minX - guide.layoutFrame.maxX) < 0.5)
        #expect(right.frame.maxX == 390)
    }

    /// A storyboard's `semanticContentAttribute` lays a view's content out right to left.
    @Test func aSceneForcedRightToLeftPutsLeadingOnTheRight() throws {
        let storyboard = #"""
        {"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View",
          "semanticContentAttribute": "forceRightToLeft", "subviews": [
          {"class": "View", "id": "box", "constraints": [
            {"firstAttribute": "leading", "second": "superview", "constant": 20}, {"firstAttribute": "top", "second": "superview"},
            {"firstAttribute": "width", "constant": 100}, {"firstAttribute": "height", "constant": 40}
          ]}
        ]}}]}
        """#
        let (controller, root, _) = try laidOutScene(storyboard)
        defer { withExtendedLifetime(controller) {} }
        #expect(root.semanticContentAttribute == .forceRightToLeft)
        #expect(root.subviews[0].frame == CGRect(x: 270, y: 0, width: 100, height: 40))
    }

    /// A view's margins set in a storyboard are what constraints to its margins keep inside.
    @Test func aSceneSetsAViewsLayoutMargins() throws {
        let storyboard = #"""
        {"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [
          {"class": "View", "id": "card", "directionalLayoutMargins": {"top": 4, "leading": 30, "bottom": 6, "trailing": 10},
           "frame": {"x": 0, "y": 100, "width": 300, "height": 100}, "subviews": [
            {"class": "View", "constraints": [
              {"firstAttribute": "top", "second": "superview.margins"}, {"firstAttribute": "bottom", "second": "superview.margins"},
              {"firstAttribute": "leading", "second": "superview.margins"}, {"firstAttribute": "trailing", "second": "superview.margins"}
            ]}
          ]}
        ]}}]}
        """#
        let (controller, root, _) = try laidOutScene(storyboard)
        defer { withExtendedLifetime(controller) {} }
        let card = root.subviews[0]
        #expect(card.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 30, bottom: 6, trailing: 10))
        #expect(card.subviews[0].frame == CGRect(x: 30, y: 4, width: 260, height: 90))
    }

    /// Content tied to a scroll view's content layout guide, as wide as its frame layout guide,
    /// and a badge tied to the frame guide's corner, as Xcode 11 and later tie a scroll view's
    /// content: the content sets the content size, the badge stays in the visible corner.
    @Test func aSceneTiesContentToAScrollViewsGuides() throws {
        let storyboard = #"""
        {"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [
          {"class": "ScrollView", "id": "scroll", "constraints": [
            {"firstAttribute": "top", "second": "superview"}, {"firstAttribute": "bottom", "second": "superview"},
            {"firstAttribute": "leading", "second": "superview"}, {"firstAttribute": "trailing", "second": "superview"}
          ], "subviews": [
            {"class": "View", "id": "content", "constraints": [
              {"firstAttribute": "top", "second": "superview.contentLayoutGuide"},
              {"firstAttribute": "bottom", "second": "superview.contentLayoutGuide"},
              {"firstAttribute": "leading", "second": "superview.contentLayoutGuide"},
              {"firstAttribute": "trailing", "second": "superview.contentLayoutGuide"},
              {"firstAttribute": "width", "second": "scroll.frameLayoutGuide"},
              {"firstAttribute": "height", "constant": 2000}
            ]},
            {"class": "View", "id": "badge", "constraints": [
              {"firstAttribute": "width", "constant": 40}, {"firstAttribute": "height", "constant": 40},
              {"firstAttribute": "trailing", "second": "superview.frameLayoutGuide", "constant": -10},
              {"firstAttribute": "bottom", "second": "superview.frameLayoutGuide", "constant": -10}
            ]}
          ]}
        ]}}]}
        """#
        let (controller, root, window) = try laidOutScene(storyboard)
        defer { withExtendedLifetime(controller) {} }
        let scroll = try #require(root.subviews[0] as? ScrollView)
        let content = scroll.subviews[0], badge = scroll.subviews[1]
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        #expect(scroll.contentSize == CGSize(width: 390, height: 2000))
        #expect(badge.frame == CGRect(x: 340, y: 794, width: 40, height: 40))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 340, y: 1094, width: 40, height: 40))
    }
}
