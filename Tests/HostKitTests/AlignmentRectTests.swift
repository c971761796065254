import Foundation
import Testing
@testable import HostKit

/// Alignment rectangles, as UIKit's Auto Layout uses them: constraints place and size the
/// rectangle inside a view's frame by its `alignmentRectInsets`, and the frame is that rectangle
/// outset again.
@MainActor
@Suite struct AlignmentRectTests {
    /// A view that draws a shadow 4 points below and right of its content, which it leaves out
    /// of alignment.
    final class ShadowedView: View {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
        override var alignmentRectInsets: EdgeInsets { insets }
    }

    /// A label whose text has a 6-point shadow band below it.
    final class ShadowedLabel: Label {
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 6, right: 0) }
    }

    func screen() -> View { View(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    func pin(_ view: View, in top: View, x: Double, y: Double, width: Double, height: Double) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: x), view.topAnchor.constraint(equalTo: top.topAnchor, constant: y),
            view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
        ])
    }

    /// A shadowed card in `top` whose alignment rectangle is pinned at (20, 30), 100 × 50.
    func card(insets: EdgeInsets? = nil, in top: View) -> ShadowedView {
        let card = placed(ShadowedView(), in: top)
        if let insets { card.insets = insets }
        pin(card, in: top, x: 20, y: 30, width: 100, height: 50)
        return card
    }

    @Test func theConversionsInsetAndOutsetTheFrame() {
        let view = ShadowedView()
        let frame = CGRect(x: 10, y: 20, width: 104, height: 54)
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)) == frame)
        #expect(View().alignmentRect(forFrame: frame) == frame)
    }

    @Test func constraintsPlaceTheAlignmentRectangleAndTheFrameTakesTheShadow() {
        let top = screen()
        let card = card(in: top)
        let next = placed(in: top)
        LayoutConstraint.activate([
            next.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8), next.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            next.widthAnchor.constraint(equalToConstant: 10), next.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 104, height: 54))
        #expect(next.frame.origin == CGPoint(x: 128, y: 88), "aligned to the card's content, not its shadow")
    }

    @Test func subviewsAreInTheBoundsOfASuperviewWithInsets() {
        let top = screen()
        let card = card(insets: EdgeInsets(top: 6, left: 6, bottom: 6, right: 6), in: top)
        let inner = placed(in: card)
        let framed = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        card.addSubview(framed)
        let besideFramed = placed(in: card)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10), inner.topAnchor.constraint(equalTo: card.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
            besideFramed.leadingAnchor.constraint(equalTo: framed.trailingAnchor), besideFramed.topAnchor.constraint(equalTo: framed.topAnchor),
            besideFramed.widthAnchor.constraint(equalToConstant: 4), besideFramed.heightAnchor.constraint(equalToConstant: 4),
        ])
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 14, y: 24, width: 112, height: 62))
        // The card's content starts 6 points into its bounds.
        #expect(inner.frame.origin == CGPoint(x: 16, y: 6))
        // A view placed by its frame keeps it, in the card's bounds.
        #expect(framed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(besideFramed.frame.origin == CGPoint(x: 15, y: 5))
    }

    /// A view's guides are tied to its edges, as UIKit's are: inside its alignment rectangle.
    /// Their layout frames are in its bounds.
    @Test func guidesAreInsideTheAlignmentRectangle() {
        let top = screen()
        let card = card(insets: EdgeInsets(top: 10, left: 10, bottom: 0, right: 0), in: top)
        let inner = placed(in: card)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 5), inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 20, width: 110, height: 60))
        #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 18, y: 18, width: 100 - 16, height: 50 - 16))
        #expect(inner.frame.origin == CGPoint(x: 18, y: 18))
    }

    /// Insets that follow the content: the view tells of a change as UIKit's views do, by
    /// invalidating its intrinsic size, and the next layout places it by the new ones.
    @Test func newInsetsTakeEffectWhenTheViewInvalidatesItsIntrinsicSize() {
        let top = screen()
        let card = card(in: top)
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 104, height: 54))
        card.insets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 10)
        card.invalidateIntrinsicContentSize()
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 110, height: 60))
        card.insets = .zero
        card.invalidateIntrinsicContentSize()
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    /// A stack sizes a view without an intrinsic size by its alignment rectangle when arranged.
    @Test func aStackKeepsAnArrangedViewsFrame() {
        let top = screen()
        let shadowed = ShadowedView(frame: CGRect(x: 0, y: 0, width: 104, height: 54))
        let stack = placed(StackView(arrangedSubviews: [shadowed]), in: top)
        stack.alignment = .leading
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: top.leadingAnchor), stack.topAnchor.constraint(equalTo: top.topAnchor)])
        top.layoutIfNeeded()
        #expect(shadowed.frame.size == CGSize(width: 104, height: 54))
    }

    @Test func theIntrinsicSizeAndTheBaselineAreTheAlignmentRectangles() {
        let top = screen()
        let shadowed = placed(ShadowedLabel(), in: top), plain = placed(Label(), in: top)
        shadowed.text = "Shadow"
        plain.text = "Plain"
        LayoutConstraint.activate([
            shadowed.leadingAnchor.constraint(equalTo: top.leadingAnchor), shadowed.topAnchor.constraint(equalTo: top.topAnchor, constant: 40),
            plain.leadingAnchor.constraint(equalTo: shadowed.trailingAnchor, constant: 8),
            plain.firstBaselineAnchor.constraint(equalTo: shadowed.firstBaselineAnchor),
        ])
        top.layoutIfNeeded()
        #expect(abs(shadowed.frame.height - (shadowed.intrinsicContentSize.height + 6)) < 0.5)
        #expect(abs(plain.firstBaselineInSuperview - shadowed.firstBaselineInSuperview) < 1, "plain \(plain.firstBaselineInSuperview), shadowed \(shadowed.firstBaselineInSuperview)")
    }

    @Test func fittingAnswersAFramesSize() {
        let card = ShadowedView()
        card.insets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let content = placed(in: card)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor), content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor), content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 50), content.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 54, height: 24))
    }

    /// Insets that are not finite numbers are bad input: reported, and the view is aligned by its
    /// frame; never a crash, nor a frame that is not a number.
    @Test func insetsThatAreNotNumbersAreRefused() {
        recordingIssues { recorder in
            for bad in [Double.nan, .infinity] {
                let top = ShadowedView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                top.insets = EdgeInsets(top: bad, left: 0, bottom: 0, right: 0)
                let placedCard = card(insets: EdgeInsets(top: 0, left: bad, bottom: 0, right: 0), in: top)
                let framed = ShadowedView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
                framed.insets = EdgeInsets(top: 0, left: 0, bottom: bad, right: 0)
                placedCard.addSubview(framed)
                top.layoutIfNeeded()
                #expect(placedCard.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
                #expect(framed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
            }
            // Reported once for the class, whatever the view and the layout.
            #expect(recorder.issues.filter { $0.contains("ShadowedView.alignmentRectInsets are not finite numbers") }.count == 1,
                    "\(recorder.issues)")
        }
    }

    @Test func aTopViewsConstraintsPlaceItsAlignmentRectangle() {
        let top = ShadowedView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        top.insets = EdgeInsets(top: 20, left: 10, bottom: 0, right: 10)
        let bar = placed(in: top)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: top.leadingAnchor), bar.trailingAnchor.constraint(equalTo: top.trailingAnchor),
            bar.topAnchor.constraint(equalTo: top.topAnchor), bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        top.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 20, width: 370, height: 44))
    }
}
