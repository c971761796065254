import Foundation
import Testing
@testable import HostKit

/// UIKit's `anchorWithOffset(to:)`: the distance between two anchors of one axis, as a dimension
/// that constraints relate to a constant or to another dimension.
@MainActor
@Suite struct DistanceAnchorTests {
    func screen() -> View {
        View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    /// Three views in a row, a fixed size each, the first and last against the edges.
    func row(in top: View, middleWidth: Double = 60) -> (left: View, middle: View, right: View) {
        let left = placed(in: top), middle = placed(in: top), right = placed(in: top)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
            right.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -30),
            left.widthAnchor.constraint(equalToConstant: 40),
            middle.widthAnchor.constraint(equalToConstant: middleWidth),
            right.widthAnchor.constraint(equalToConstant: 20),
        ])
        for view in [left, middle, right] {
            view.topAnchor.constraint(equalTo: top.topAnchor, constant: 100).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        return (left, middle, right)
    }

    /// UIKit's own example: two equal distances centre a view in the gap between two others,
    /// and follow the middle view's width when it changes.
    @Test func twoEqualDistancesSpaceThreeViewsEvenly() {
        let top = screen()
        let (left, middle, right) = row(in: top)
        let spacing = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
            .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor))
        spacing.isActive = true
        top.layoutIfNeeded()
        // The gap runs from 50 to 350; the middle view, 60 wide, leaves 120 either side.
        #expect(left.frame.maxX == 50 && right.frame.minX == 350)
        #expect(middle.frame == CGRect(x: 170, y: 100, width: 60, height: 20))

        middle.constraints.first { $0.firstAttribute == .width }?.constant = 100
        top.layoutIfNeeded()
        #expect(middle.frame.minX == 150 && middle.frame.maxX == 250)

        // A multiplier holds the first distance at twice the second.
        spacing.isActive = false
        left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
            .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor), multiplier: 2).isActive = true
        top.layoutIfNeeded()
        // 200 points of gap around 100 points of view: 133.33 before it, 66.67 after.
        #expect(abs(middle.frame.minX - (50 + 400.0 / 3)) <= 0.5)
        #expect(abs((right.frame.minX - middle.frame.maxX) - 200.0 / 3) <= 1)
    }

    /// A distance held to a constant places one end from the other; a negative distance puts the
    /// end before the start, and the ≤ and ≥ forms bound it.
    @Test func aDistanceHeldToAConstantPlacesItsEnd() {
        let top = screen()
        let (left, middle, _) = row(in: top)
        let distance = left.centerXAnchor.anchorWithOffset(to: middle.centerXAnchor).constraint(equalToConstant: 100)
        distance.isActive = true
        top.layoutIfNeeded()
        #expect(middle.frame.midX == left.frame.midX + 100)

        distance.constant = -20
        top.layoutIfNeeded()
        #expect(middle.frame.midX == left.frame.midX - 20)

        distance.isActive = false
        let atLeast = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(greaterThanOrEqualToConstant: 70)
        let pull = middle.leadingAnchor.constraint(equalTo: left.trailingAnchor)
        pull.priority = .defaultLow
        LayoutConstraint.activate([atLeast, pull])
        top.layoutIfNeeded()
        #expect(middle.frame.minX == left.frame.maxX + 70)

        atLeast.isActive = false
        let atMost = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(lessThanOrEqualToConstant: 5)
        pull.constant = 50
        atMost.isActive = true
        top.layoutIfNeeded()
        #expect(middle.frame.minX == left.frame.maxX + 5)
    }

    /// A view's width can be a fraction of the distance between two other anchors, and a
    /// vertical distance works as a horizontal one does.
    @Test func aSizeCanFollowADistance() {
        let top = screen()
        let (left, middle, right) = row(in: top)
        let below = placed(in: top)
        LayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            below.widthAnchor.constraint(equalTo: left.leadingAnchor.anchorWithOffset(to: right.trailingAnchor), multiplier: 0.5),
            below.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            below.heightAnchor.constraint(equalTo: top.topAnchor.anchorWithOffset(to: left.bottomAnchor)),
            below.topAnchor.constraint(equalTo: left.bottomAnchor),
        ])
        top.layoutIfNeeded()
        // The row spans 10 to 370: 360 points, half of it 180; the row's bottom is 120 down.
        #expect(below.frame == CGRect(x: 0, y: 120, width: 180, height: 120))
    }

    /// A scroll view's edge in a distance to a view inside it is its content's edge, as in any
    /// constraint between the two: the content grows to hold the view and the distance.
    @Test func aScrollViewsEdgeInADistanceIsItsContentsEdge() {
        let top = screen()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 600))
        top.addSubview(scrollView)
        let content = placed(in: scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.anchorWithOffset(to: content.topAnchor).constraint(equalToConstant: 30),
            // The scroll view's edge as a distance's start, then as its end.
            scrollView.bottomAnchor.anchorWithOffset(to: content.bottomAnchor).constraint(equalToConstant: -10),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.anchorWithOffset(to: scrollView.trailingAnchor).constraint(equalToConstant: 0),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        top.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 30, width: 400, height: 2000))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2040))
    }

    /// Bad input through a distance is refused by name and the frames stay the last good ones:
    /// a distance from an anchor to itself held away from zero (required, so it cannot hold), and
    /// a constant that is not a number.
    @Test func aDistanceThatCannotHoldIsRefusedByName() {
        recordingIssues { recorder in
            let top = screen()
            let (left, middle, _) = row(in: top)
            middle.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10).isActive = true
            top.layoutIfNeeded()
            let placedBefore = middle.frame

            let itself = middle.leadingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(equalToConstant: 10)
            itself.identifier = "to-itself"
            itself.isActive = true
            top.layoutIfNeeded()
            #expect(middle.frame == placedBefore)
            #expect(recorder.issues.contains { $0.contains("'to-itself'") }, "\(recorder.issues)")
            itself.isActive = false

            let notANumber = left.leadingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(equalToConstant: .nan)
            notANumber.identifier = "not-a-number"
            notANumber.isActive = true
            top.layoutIfNeeded()
            #expect(middle.frame == placedBefore)
            #expect(recorder.issues.contains { $0.contains("'not-a-number'") && $0.contains("nan") })
        }
    }

    /// The ends of a distance are tied to each other, not to the other side: a distance from a
    /// scroll view's edge to a view outside it runs from the frame, even when the other side is
    /// a gap between views inside; and the distance between the scroll view's own edges is its
    /// frame's height.
    @Test func aDistanceFromAScrollViewToAViewOutsideRunsFromItsFrame() {
        let top = screen()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 500))
        top.addSubview(scrollView)
        let upper = placed(in: scrollView), lower = placed(in: scrollView), half = placed(in: scrollView)
        let footer = placed(in: top)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            upper.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: 24),
            lower.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 400),
            footer.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 40),
            half.topAnchor.constraint(equalTo: content.topAnchor),
            half.heightAnchor.constraint(equalTo: scrollView.topAnchor.anchorWithOffset(to: scrollView.bottomAnchor), multiplier: 0.5),
            scrollView.bottomAnchor.anchorWithOffset(to: footer.topAnchor)
                .constraint(equalTo: upper.bottomAnchor.anchorWithOffset(to: lower.topAnchor)),
        ])
        for view in [upper, lower, half, footer] {
            view.widthAnchor.constraint(equalToConstant: 50).isActive = true
            if view !== footer { view.leadingAnchor.constraint(equalTo: content.leadingAnchor).isActive = true }
        }
        upper.heightAnchor.constraint(equalToConstant: 50).isActive = true
        lower.heightAnchor.constraint(equalToConstant: 1500).isActive = true
        top.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1584))
        #expect(footer.frame.minY == 624, "the frame's bottom, 600, and the 24-point gap")
        #expect(half.frame.height == 250)
    }

    /// A distance's two ends obey the rule of a constraint's two items: leading and trailing
    /// follow the language's direction, left and right do not, so they are not mixed.
    @Test func aDistanceCannotMixDirectionalAndAbsoluteEdges() {
        recordingIssues { recorder in
            let top = screen()
            let (left, middle, _) = row(in: top)
            let mixed = left.trailingAnchor.anchorWithOffset(to: middle.leftAnchor).constraint(equalToConstant: 10)
            mixed.isActive = true
            #expect(!mixed.isActive)
            #expect(recorder.issues.contains { $0.contains("leading and trailing follow the language's direction") }, "\(recorder.issues)")
            let plain = left.rightAnchor.anchorWithOffset(to: middle.leftAnchor).constraint(equalToConstant: 10)
            plain.isActive = true
            #expect(plain.isActive)
        }
    }

    /// Two lines of text a set distance apart, baseline to baseline.
    @Test func aDistanceCanRunBetweenBaselines() {
        let top = screen()
        let title = placed(Label(), in: top), body = placed(Label(), in: top)
        title.text = "Title"
        title.font = .systemFont(ofSize: 28)
        body.text = "Body"
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: top.topAnchor, constant: 40),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            title.lastBaselineAnchor.anchorWithOffset(to: body.firstBaselineAnchor).constraint(equalToConstant: 36),
        ])
        top.layoutIfNeeded()
        #expect(abs(body.firstBaselineInSuperview - title.lastBaselineInSuperview - 36) <= 1,
                "title \(title.lastBaselineInSuperview), body \(body.firstBaselineInSuperview)")
    }

    /// The constraint is held by the nearest common ancestor of all four items, is listed for
    /// each of them, reads as UIKit's, and goes when a view it names leaves the hierarchy.
    @Test func theHolderIsTheCommonAncestorOfEveryItem() throws {
        let top = screen()
        let leftBranch = placed(in: top), rightBranch = placed(in: top)
        let a = placed(in: leftBranch), b = placed(in: leftBranch), c = placed(in: rightBranch), d = placed(in: rightBranch)
        let constraint = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: c.leadingAnchor.anchorWithOffset(to: d.trailingAnchor))
        constraint.identifier = "gaps"
        constraint.isActive = true
        #expect(top.constraints.contains { $0 === constraint })
        #expect(!leftBranch.constraints.contains { $0 === constraint })
        for view in [a, b, c, d] {
            #expect(view.constraintsAffectingLayout(for: .horizontal).contains { $0 === constraint })
            #expect(!view.constraintsAffectingLayout(for: .vertical).contains { $0 === constraint })
        }
        func name(_ view: View) -> String { LayoutConstraint.name(of: view) }
        #expect(constraint.description
            == "<LayoutConstraint 'gaps' (\(name(b)).leading - \(name(a)).leading) == (\(name(d)).trailing - \(name(c)).leading)>")
        let anchor = try #require(constraint.secondAnchor)
        #expect(anchor.item === d && anchor.attribute == .trailing)

        // Only a distance's start leaves: the constraint goes with it.
        c.removeFromSuperview()
        #expect(!constraint.isActive)
        #expect(top.constraints.allSatisfy { $0 !== constraint })
    }

    /// Activated after a layout, from a view that took no part in it (placed by its frame), the
    /// distance still places its end; a view without a common ancestor is refused with the reason.
    @Test func aDistanceActivatedLaterOrAcrossHierarchiesIsHandled() {
        let top = screen()
        let (left, middle, right) = row(in: top)
        let pull = middle.leadingAnchor.constraint(equalTo: left.trailingAnchor)
        pull.priority = .defaultLow
        pull.isActive = true
        let framed = View(frame: CGRect(x: 200, y: 0, width: 10, height: 10))
        top.addSubview(framed)
        top.layoutIfNeeded()
        #expect(middle.frame.minX == 50)

        framed.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(equalToConstant: 30).isActive = true
        top.layoutIfNeeded()
        #expect(middle.frame.minX == 240)
        #expect(framed.frame == CGRect(x: 200, y: 0, width: 10, height: 10))
        framed.frame.origin.x = 100
        top.layoutIfNeeded()
        #expect(middle.frame.minX == 140)
        #expect(right.frame.minX == 350)

        let elsewhere = View()
        recordingIssues { recorder in
            let refused = left.leadingAnchor.anchorWithOffset(to: elsewhere.leadingAnchor).constraint(equalToConstant: 10)
            refused.isActive = true
            #expect(!refused.isActive)
            #expect(recorder.issues.contains { $0.contains("no common ancestor") })
        }
    }
}
