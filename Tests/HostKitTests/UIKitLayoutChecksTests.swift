import Foundation
import Testing
@testable import HostKit

/// Documented UIKit layout behaviour that an audit against Apple's documentation checked and
/// found HostKit already keeps, kept as checks.
@MainActor
@Suite struct UIKitLayoutChecksTests {
    final class Logged: View {
        static var log: [String] = []
        let name: String
        init(_ name: String) { self.name = name; super.init(frame: .zero) }
        required convenience init() { self.init("") }
        override func layoutSubviews() { Self.log.append("layout \(name)") }
        override func updateConstraints() { Self.log.append("update \(name)"); super.updateConstraints() }
    }

    final class ConstraintBased: View {
        override class var requiresConstraintBasedLayout: Bool { true }
        var updates = 0
        override func updateConstraints() {
            updates += 1
            if updates == 1 { widthAnchor.constraint(equalToConstant: 120).isActive = true }
            super.updateConstraints()
        }
    }

    /// UIView.updateConstraints(): subviews' before their superview's; layoutSubviews(): a
    /// superview's before its subviews'. needsUpdateConstraints() after
    /// setNeedsUpdateConstraints(), cleared by the pass.
    @Test func updateConstraintsGoesUpAndLayoutGoesDown() {
        Logged.log = []
        let parent = Logged("parent"), child = Logged("child")
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.addSubview(child)
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints() && child.needsUpdateConstraints())
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(Logged.log == ["update child", "update parent", "layout parent", "layout child"], "\(Logged.log)")
        #expect(!parent.needsUpdateConstraints() && !child.needsUpdateConstraints())
    }

    /// UIView.requiresConstraintBasedLayout: a view that answers true gets updateConstraints()
    /// without asking, before its first layout.
    @Test func aConstraintBasedViewIsUpdatedBeforeItsFirstLayout() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = placed(ConstraintBased(), in: top)
        LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: top.leadingAnchor), view.topAnchor.constraint(equalTo: top.topAnchor),
                                   view.heightAnchor.constraint(equalToConstant: 10)])
        top.layoutIfNeeded()
        #expect(view.updates == 1 && view.frame.width == 120)
    }

    /// NSLayoutConstraint.priority: an installed constraint cannot change between required and
    /// optional; between optional priorities it can.
    @Test func anActiveConstraintKeepsRequiredOrOptional() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = placed(in: top)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        recordingIssues { recorder in
            width.priority = LayoutPriority(999)
            #expect(width.priority == .required && recorder.issues.count == 1)
        }
        width.isActive = false
        width.priority = LayoutPriority(999)
        width.isActive = true
        width.priority = LayoutPriority(500)
        #expect(width.priority == LayoutPriority(500))
    }

    /// UIView: noIntrinsicMetric is -1; content hugging 250 and compression resistance 750 by
    /// default; setters read back.
    @Test func priorityDefaultsAndSetters() {
        let view = View()
        #expect(View.noIntrinsicMetric == -1)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow && view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == LayoutPriority(251) && view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(749))
    }

    /// UILayoutGuide: identifier empty by default; owningView set by addLayoutGuide, nil after
    /// removeLayoutGuide; layoutFrame in the owning view's coordinates after layout.
    @Test func aGuidesOwnerAndFrame() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let guide = LayoutGuide()
        #expect(guide.identifier == "" && guide.owningView == nil)
        top.addLayoutGuide(guide)
        #expect(guide.owningView === top)
        LayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10), guide.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
                                   guide.widthAnchor.constraint(equalToConstant: 30), guide.heightAnchor.constraint(equalToConstant: 40)])
        top.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
        top.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && !top.layoutGuides.contains { $0 === guide })
    }

    /// UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:):
    /// a required width is the target's; a fitting-level height is as small as constraints allow.
    @Test func fittingWithARequiredWidth() {
        let container = View()
        let text = placed(Label(), in: container)
        text.numberOfLines = 0
        text.text = String(repeating: "word ", count: 40)
        LayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: container.leadingAnchor), text.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                                   text.topAnchor.constraint(equalTo: container.topAnchor), text.bottomAnchor.constraint(equalTo: container.bottomAnchor)])
        let size = container.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 200 && size.height > 40, "\(size)")
    }

    /// UIView.alignmentRect(forFrame:) and frame(forAlignmentRect:) undo each other, by
    /// alignmentRectInsets.
    @Test func alignmentRectRoundTrip() {
        final class Shadowed: View { override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) } }
        let view = Shadowed()
        let frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 12, y: 11, width: 94, height: 46))
        #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)) == frame)
    }

    /// UIStackView.removeArrangedSubview(_:) keeps the view a subview; removeFromSuperview()
    /// of an arranged view takes it out of arrangedSubviews; a hidden view gets no spacing.
    @Test func arrangedSubviewsFollowTheSubviews() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 1 && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    /// UIStackView, "Position and size the stack view": without constraints on its size, a
    /// stack is as long as its views and the spacing between them, whatever the distribution.
    @Test(arguments: [StackView.Distribution.fill, .fillProportionally, .equalSpacing, .equalCentering])
    func aStackPlacedByItsOriginIsAsLongAsItsContent(distribution: StackView.Distribution) {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let one = Label(), two = Label()
        one.text = "One"
        two.text = "Two, longer"
        let stack = placed(StackView(arrangedSubviews: [one, two]), in: top)
        stack.distribution = distribution
        stack.spacing = 10
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: top.leadingAnchor), stack.topAnchor.constraint(equalTo: top.topAnchor)])
        top.layoutIfNeeded()
        let width = one.intrinsicContentSize.width + 10 + two.intrinsicContentSize.width
        #expect(abs(stack.frame.width - width) < 1, "\(distribution): \(stack.frame.width), expected \(width)")
        #expect(!stack.hasAmbiguousLayout, "\(distribution)")
    }

    /// UIView.translatesAutoresizingMaskIntoConstraints: a view that translates its mask
    /// follows a superview that constraints resize, as its mask says; its mask's constraints fix
    /// its size, so a width constraint of its own conflicts (reported, as UIKit logs it).
    @Test func aViewPlacedByItsMaskInsideOnePlacedByConstraints() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = placed(in: top)
        let width = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: top.leadingAnchor), box.topAnchor.constraint(equalTo: top.topAnchor),
                                   width, box.heightAnchor.constraint(equalToConstant: 100)])
        let inner = View(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        inner.autoresizingMask = [.flexibleWidth]
        box.addSubview(inner)
        top.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        width.constant = 300
        top.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 280, height: 80), "\(inner.frame)")
        recordingIssues { recorder in
            inner.widthAnchor.constraint(equalToConstant: 50).isActive = true
            top.layoutIfNeeded()
            #expect(!recorder.issues.isEmpty)
        }
    }
}

