import Foundation
import Testing
@testable import HostKit

/// UIKit's documented Auto Layout and stack view behaviour that a port relies on, one test per
/// documented rule (the Apple page named in each comment).
@MainActor
@Suite struct UIKitLayoutAuditTests {
    func label(_ text: String, size: Double = 17) -> Label {
        let label = Label()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    func screen() -> View { View(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    /// UIStackView, "Position and size the stack view": horizontal stack views return the
    /// tallest view from `forFirstBaselineLayout` and `forLastBaselineLayout`; if that view is a
    /// stack view, the result of asking it.
    @Test func aHorizontalStackLendsTheBaselinesOfItsTallestView() {
        let top = screen()
        let small = label("small", size: 12), tall = label("Tall", size: 40), medium = label("medium", size: 20)
        let row = placed(StackView(arrangedSubviews: [small, tall, medium]), in: top)
        row.alignment = .center
        LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: top.leadingAnchor), row.topAnchor.constraint(equalTo: top.topAnchor, constant: 40)])
        top.layoutIfNeeded()
        #expect(row.forFirstBaselineLayout === tall)
        #expect(row.forLastBaselineLayout === tall)

        // So a label tied to the row's first baseline lines up with the tallest label's text.
        let caption = placed(label("caption"), in: top)
        LayoutConstraint.activate([caption.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 300),
                                   caption.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor)])
        top.layoutIfNeeded()
        let tallBaseline = row.frame.minY + tall.firstBaselineInSuperview
        #expect(abs(caption.firstBaselineInSuperview - tallBaseline) <= 1, "caption \(caption.firstBaselineInSuperview), tallest label \(tallBaseline)")
    }

    /// UIStackView, "Position and size the stack view": a vertical stack returns its first
    /// arranged view from `forFirstBaselineLayout` (its last from `forLastBaselineLayout`); if
    /// that view is a stack view, the result of asking the nested stack.
    @Test func aVerticalStackLendsANestedStacksBaselineView() {
        let upper = label("Upper"), lower = label("Lower"), last = label("Last")
        let inner = StackView(arrangedSubviews: [upper, lower])
        inner.axis = .vertical
        let innerLast = StackView(arrangedSubviews: [last])
        innerLast.axis = .vertical
        let outer = StackView(arrangedSubviews: [inner, label("middle"), innerLast])
        outer.axis = .vertical
        #expect(outer.forFirstBaselineLayout === upper)
        #expect(outer.forLastBaselineLayout === last)
    }

    /// UIStackView, "Position and size the stack view": without other constraints, a stack's
    /// fitting size is, along its axis, the sum of its arranged views' sizes and the spacing
    /// between them; across it, the largest view's; plus the margins with
    /// `isLayoutMarginsRelativeArrangement`. Asked right after the stack is made, as a cell
    /// measuring its content does.
    @Test func aNewStacksFittingSizeIsThatOfItsContent() {
        let one = label("One"), two = label("Two, longer", size: 30)
        let stack = StackView(arrangedSubviews: [one, two])
        stack.spacing = 10
        stack.alignment = .center
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let width = one.intrinsicContentSize.width + 10 + two.intrinsicContentSize.width
        let height = max(one.intrinsicContentSize.height, two.intrinsicContentSize.height)
        #expect(abs(size.width - width) < 0.5 && abs(size.height - height) < 0.5, "\(size), expected \(width) × \(height)")

        let column = StackView(arrangedSubviews: [stack, label("Below")])
        column.axis = .vertical
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 10)
        let columnSize = column.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let below = column.arrangedSubviews[1].intrinsicContentSize
        #expect(abs(columnSize.width - (max(width, below.width) + 16)) < 0.5 && abs(columnSize.height - (height + below.height + 12)) < 0.5,
                "\(columnSize)")
    }

    /// UIView.addSubview(_:) and insertSubview(_:at:): only a view with another superview is
    /// removed from it first; adding a subview again brings it to the front and keeps it in
    /// place. (UIView.removeFromSuperview() is what removes the constraints that refer to a view;
    /// UIStackView.arrangedSubviews: only a subview removed leaves the arranged views.)
    @Test func addingASubviewAgainKeepsItsConstraintsAndItsArrangement() {
        let top = screen()
        let child = placed(in: top)
        let pins = [child.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10), child.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
                    child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 60)]
        LayoutConstraint.activate(pins)
        _ = placed(in: top)
        top.addSubview(child)
        #expect(top.subviews.last === child)
        #expect(pins.allSatisfy { $0.isActive })
        top.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 50, height: 60))

        let first = label("first"), second = label("second")
        let stack = StackView(arrangedSubviews: [first, second])
        stack.addSubview(first)
        #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews.first === first)
    }

    /// UIStackView.insertArrangedSubview(_:at:): an index greater than the number of arranged
    /// views throws `internalInconsistencyException`; HostKit's counterpart is a reported issue,
    /// with the arrangement left as it was.
    @Test func insertingAnArrangedSubviewOutOfBoundsIsAnError() {
        let stack = StackView(arrangedSubviews: [label("one")])
        let extra = label("extra")
        recordingIssues { recorder in
            stack.insertArrangedSubview(extra, at: 5)
            #expect(!recorder.issues.isEmpty)
        }
        #expect(stack.arrangedSubviews.count == 1)
    }

    /// UIStackView.Distribution.fill: where hugging (or compression resistance) priorities leave
    /// it ambiguous which view stretches (or shrinks), the stack "resizes the arranged views based
    /// on their index in the arrangedSubviews array", whatever the order of `subviews` (which
    /// UIStackView says is independent of it). UIKit resizes the first: three labels of default
    /// hugging in a fill row leave the first one wide.
    @Test(arguments: [300.0, 60.0])
    func fillResolvesEqualPrioritiesByArrangedIndex(length: Double) {
        func resized(subviewsReversed: Bool) -> [Double] {
            let views = [label("Alpha"), label("Beta")]
            let stack = StackView(frame: CGRect(x: 0, y: 0, width: length, height: 40))
            if subviewsReversed { for view in views.reversed() { stack.addSubview(view) } }
            for view in views { stack.addArrangedSubview(view) }
            stack.layoutIfNeeded()
            return views.map { ($0.frame.width - $0.intrinsicContentSize.width).rounded() }
        }
        let inOrder = resized(subviewsReversed: false)
        #expect(inOrder[0] != 0 && inOrder[1] == 0, "the first view takes the difference: \(inOrder)")
        #expect(inOrder == resized(subviewsReversed: true))

        // A view arranged in front later is the first: it takes the difference from then on.
        let views = [label("Alpha"), label("Beta")]
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: length, height: 40))
        for view in views { stack.addArrangedSubview(view) }
        stack.layoutIfNeeded()
        let front = label("Gamma")
        stack.insertArrangedSubview(front, at: 0)
        stack.frame.size.width += 60
        stack.layoutIfNeeded()
        let differences = ([front] + views).map { ($0.frame.width - $0.intrinsicContentSize.width).rounded() }
        #expect(differences[0] != 0 && differences[1] == 0 && differences[2] == 0, "\(differences)")
        // Each view pulls by its new place, not only the one added: with the first gone and a
        // view arranged second, the view that moved up to first is the one resized.
        stack.removeArrangedSubview(front)
        front.removeFromSuperview()
        let second = label("Delta")
        stack.insertArrangedSubview(second, at: 1)
        stack.layoutIfNeeded()
        let after = stack.arrangedSubviews.map { ($0.frame.width - $0.intrinsicContentSize.width).rounded() }
        #expect(stack.arrangedSubviews[1] === second)
        #expect(after[0] != 0 && after[1] == 0 && after[2] == 0, "\(after)")
    }

    /// UIStackView: with `fillEqually`, "if possible, the stack view stretches all the arranged
    /// views to match the view with the longest intrinsic size along the stack's axis"; with
    /// alignment `fill`, to the largest across it.
    @Test func fillEquallyMatchesTheLongestView() {
        let top = screen()
        let short = label("A"), long = label("A much longer label", size: 24)
        let stack = placed(StackView(arrangedSubviews: [short, long]), in: top)
        stack.distribution = .fillEqually
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: top.leadingAnchor), stack.topAnchor.constraint(equalTo: top.topAnchor)])
        top.layoutIfNeeded()
        let longest = long.intrinsicContentSize
        #expect(abs(short.frame.width - longest.width) < 1 && abs(long.frame.width - longest.width) < 1)
        #expect(abs(short.frame.height - longest.height) < 1 && abs(stack.frame.height - longest.height) < 1)
    }

    /// UIView.willRemoveSubview(_:): "The default implementation of this method does nothing",
    /// so a subclass overrides it without calling `super`; UIStackView.arrangedSubviews: a view
    /// removed from the stack still leaves the arranged views.
    @Test func aStackSubclassThatObservesRemovalsStillDropsTheView() {
        final class Observing: StackView {
            var removed: [View] = []
            override func willRemoveSubview(_ subview: View) { removed.append(subview) }
        }
        let first = label("first"), second = label("second")
        let stack = Observing(arrangedSubviews: [first, second])
        first.removeFromSuperview()
        #expect(stack.removed.count == 1 && stack.removed.first === first)
        #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === second)
    }
}
