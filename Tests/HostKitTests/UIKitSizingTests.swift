import Foundation
import Testing
@testable import HostKit

/// UIKit's sizing and layout callbacks beyond constraints themselves: a view controller told
/// around its view's layout, `center`, `sizeThatFits(_:)` and `sizeToFit()`, an image view's
/// intrinsic size, the system spacing of anchors, and fitting at chosen priorities.
@MainActor
@Suite struct UIKitSizingTests {
    final class LoggingView: View {
        var log: (String) -> Void = { _ in }
        override func layoutSubviews() {
            log("layoutSubviews \(Int(bounds.width))")
            super.layoutSubviews()
        }
    }

    final class LoggingController: ViewController {
        var entries: [String] = []
        /// Changed in `viewWillLayoutSubviews()`: the child's width follows the view's.
        var childWidth: LayoutConstraint?
        let child = View()

        override func loadView() {
            let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            root.log = { [unowned self] in entries.append($0) }
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let width = child.widthAnchor.constraint(equalToConstant: 10)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 20),
                width,
            ])
            childWidth = width
            view = root
        }

        override func viewWillLayoutSubviews() {
            entries.append("viewWillLayoutSubviews")
            childWidth?.constant = view.bounds.width / 2
        }

        override func viewDidLayoutSubviews() {
            entries.append("viewDidLayoutSubviews \(Int(child.frame.width))")
        }
    }

    @Test func aControllerIsToldAroundItsViewsLayoutAndItsConstraintChangesApplyInThatPass() {
        let controller = LoggingController()
        let root = controller.view
        root.layoutIfNeeded()
        #expect(controller.entries == ["viewWillLayoutSubviews", "layoutSubviews 300", "viewDidLayoutSubviews 150"])
        #expect(controller.child.frame.width == 150)

        // Nothing changed: no layout, no callbacks.
        controller.entries = []
        root.layoutIfNeeded()
        #expect(controller.entries.isEmpty)

        // A new size lays the view out again, with the controller told before and after.
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 200)
        root.layoutIfNeeded()
        #expect(controller.entries == ["viewWillLayoutSubviews", "layoutSubviews 500", "viewDidLayoutSubviews 250"])
    }

    final class UpdatingView: View {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func updateConstraints() {
            log("\(name) updateConstraints")
            super.updateConstraints()
        }
    }

    /// Sets its badge's width in `updateViewConstraints()`, from `wantedWidth`.
    final class UpdatingController: ViewController {
        var entries: [String] = []
        let badge = UpdatingView()
        var badgeWidth: LayoutConstraint?
        var wantedWidth = 10.0

        override func loadView() {
            let root = UpdatingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            root.name = "root"
            badge.name = "badge"
            root.log = { [unowned self] in entries.append($0) }
            badge.log = { [unowned self] in entries.append($0) }
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(badge)
            LayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                badge.topAnchor.constraint(equalTo: root.topAnchor),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            view = root
        }

        override func updateViewConstraints() {
            entries.append("updateViewConstraints")
            if let badgeWidth {
                badgeWidth.constant = wantedWidth
            } else {
                badgeWidth = badge.widthAnchor.constraint(equalToConstant: wantedWidth)
                badgeWidth?.isActive = true
            }
            super.updateViewConstraints()
        }
    }

    /// A custom view in UIKit's idiom: it needs constraints to lay out its label, and makes them
    /// once, in `updateConstraints()`, which nothing but its class's answer asks for.
    final class SelfConstrainingView: View {
        override class var requiresConstraintBasedLayout: Bool { true }
        let label = View()
        var updates = 0
        private var madeConstraints = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }

        override func updateConstraints() {
            updates += 1
            if !madeConstraints {
                madeConstraints = true
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                    label.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                    label.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            super.updateConstraints()
        }
    }

    /// UIKit: a view whose class requires constraint-based layout has `updateConstraints()`
    /// called before the first layout pass that sees it, without `setNeedsUpdateConstraints()`;
    /// other views are not asked, and the view is not asked again until it asks.
    @Test func aViewThatRequiresConstraintsMakesThemBeforeItsFirstLayout() {
        #expect(SelfConstrainingView.requiresConstraintBasedLayout)
        #expect(!View.requiresConstraintBasedLayout)
        let top = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let plain = UpdatingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var plainUpdates = 0
        plain.log = { _ in plainUpdates += 1 }
        top.addSubview(plain)
        let custom = SelfConstrainingView(frame: CGRect(x: 0, y: 40, width: 200, height: 32))
        #expect(custom.needsUpdateConstraints())
        top.addSubview(custom)
        top.layoutIfNeeded()
        #expect(custom.updates == 1)
        #expect(!custom.needsUpdateConstraints())
        #expect(plainUpdates == 0, "a view that does not require constraints was asked to update them")
        #expect(custom.label.frame == CGRect(x: 12, y: 6, width: 176, height: 20))

        custom.frame.size.width = 300
        top.layoutIfNeeded()
        #expect(custom.updates == 1, "asked again without asking")
        #expect(custom.label.frame.width == 276)

        custom.setNeedsUpdateConstraints()
        top.layoutIfNeeded()
        #expect(custom.updates == 2)
    }

    /// UIKit: after `setNeedsUpdateConstraints()` on a controller's view, the controller's
    /// `updateViewConstraints()` runs before the layout, in place of the view's
    /// `updateConstraints()`, which its `super` calls; subviews update their own first.
    @Test func aControllersViewUpdatesItsConstraintsThroughItsController() {
        let controller = UpdatingController()
        let root = controller.view
        root.layoutIfNeeded()
        #expect(controller.entries.isEmpty, "nothing asked for an update")

        root.setNeedsUpdateConstraints()
        controller.badge.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(controller.entries == ["badge updateConstraints", "updateViewConstraints", "root updateConstraints"])
        #expect(controller.badge.frame.size == CGSize(width: 10, height: 20))

        controller.entries = []
        controller.wantedWidth = 40
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(controller.entries == ["updateViewConstraints", "root updateConstraints"])
        #expect(controller.badge.frame.width == 40)

        // A subview that no controller owns updates its own constraints alone.
        controller.entries = []
        controller.badge.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(controller.entries == ["badge updateConstraints"])
    }

    /// A button's intrinsic size is its shown title's: selecting it shows its selected title, and
    /// the layout gives it that title's width.
    @Test func aButtonTakesTheSizeOfTheTitleItsStateShows() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = placed(Button(title: "Go"), in: top)
        button.setTitle("Going somewhere", for: .selected)
        LayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: top.leadingAnchor), button.topAnchor.constraint(equalTo: top.topAnchor)])
        top.layoutIfNeeded()
        let normalWidth = button.frame.width
        button.isSelected = true
        top.layoutIfNeeded()
        #expect(abs(button.frame.width - "Going somewhere".size(withFont: button.titleFont).width) < 1)
        #expect(button.frame.width > normalWidth + 20)
        button.isSelected = false
        top.layoutIfNeeded()
        #expect(button.frame.width == normalWidth)
    }

    @Test func aViewThatNoControllerOwnsLaysOutWithoutCallbacks() {
        let controller = LoggingController()
        let root = controller.view
        let inner = LoggingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var innerLog: [String] = []
        inner.log = { innerLog.append($0) }
        root.addSubview(inner)
        root.layoutIfNeeded()
        controller.entries = []
        inner.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(innerLog.last == "layoutSubviews 40")
        #expect(controller.entries.isEmpty)
    }

    @Test func theCenterIsTheFramesMiddleAndMovesTheViewKeepingItsSize() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        view.center = CGPoint(x: 200, y: 100)
        #expect(view.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
    }

    /// UIKit's bars are 44 points high (a tab bar 49) and as wide as they are placed; a toolbar of
    /// a screen's own shows, where a navigation controller's is hidden until asked for.
    @Test func barsHaveUIKitsHeightsAndAScreensOwnToolbarShows() throws {
        let none = View.noIntrinsicMetric
        #expect(Toolbar().intrinsicContentSize == CGSize(width: none, height: 44))
        #expect(NavigationBar().intrinsicContentSize == CGSize(width: none, height: 44))
        #expect(TabBar().intrinsicContentSize == CGSize(width: none, height: 49))
        #expect(!Toolbar().isHidden)
        let navigation = NavigationController()
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        // A prompt line makes the bar 74 high, as its navigation controller lays it out.
        let prompted = ViewController()
        prompted.navigationItem.prompt = "Choose a colour"
        let withPrompt = NavigationController(rootViewController: prompted)
        withPrompt.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        withPrompt.view.layoutIfNeeded()
        #expect(withPrompt.navigationBar.intrinsicContentSize.height == withPrompt.navigationBar.frame.height)
        #expect(withPrompt.navigationBar.intrinsicContentSize.height == 74)

        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let toolbar = placed(Toolbar(), in: top)
        LayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: top.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: top.bottomAnchor),
        ])
        top.layoutIfNeeded()
        #expect(toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(!toolbar.hasAmbiguousLayout)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("toolbar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = #"{"format": 1, "scenes": [{"id": "main", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [{"class": "Toolbar", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}}]}}]}"#
        try text.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        let controller = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController())
        let built = try #require(controller.view.subviews.first as? Toolbar)
        #expect(!built.isHidden && built.frame.height == 44)
    }

    @Test func controlsHaveUIKitsIntrinsicSizes() {
        let none = View.noIntrinsicMetric
        #expect(Slider().intrinsicContentSize == CGSize(width: none, height: 31))
        #expect(ProgressView().intrinsicContentSize == CGSize(width: none, height: 4))
        #expect(Stepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        let spinner = ActivityIndicatorView()
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))

        let segments = SegmentedControl(items: ["One", "Two", "Three"])
        let three = segments.intrinsicContentSize
        #expect(three.height == 32 && three.width >= 3 * 44)
        segments.insertSegment(withTitle: "A much longer title", at: 3, animated: false)
        #expect(segments.intrinsicContentSize.width > three.width / 3 * 4)

        let field = TextField()
        field.font = .systemFont(ofSize: 17)
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let empty = field.intrinsicContentSize
        #expect(empty.height == 34)
        field.text = "A name much longer than the placeholder"
        #expect(field.intrinsicContentSize.width > empty.width)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize == CGSize(width: field.intrinsicContentSize.width, height: field.font.lineHeight.rounded(.up)))
    }

    @Test func aSliderPlacedByConstraintsTakesItsHeightFromItsIntrinsicSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let slider = Slider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(slider)
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            slider.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // Centred at 100, at most half a pixel off at whichever scale `Screen.main` has.
        #expect(slider.frame.size == CGSize(width: 280, height: 31) && slider.frame.minX == 20)
        #expect(abs(slider.frame.minY - 84.5) <= 0.5 / Screen.main.scale + 1e-9)
        #expect(!slider.hasAmbiguousLayout)
    }

    @Test func sizeToFitKeepsAPlainViewsSizeAndFitsContent() {
        let plain = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(plain.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 70, height: 80))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 5, y: 6, width: 70, height: 80))

        let label = Label(frame: CGRect(x: 20, y: 30, width: 1, height: 1))
        label.text = "Hello, sizes"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 20, y: 30))
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 50 && label.frame.height > 10)

        let toggle = Switch(frame: CGRect(x: 1, y: 2, width: 200, height: 200))
        toggle.sizeToFit()
        #expect(toggle.frame == CGRect(x: 1, y: 2, width: 51, height: 31))

        let button = Button(title: "Go")
        button.sizeToFit()
        #expect(button.frame.size == button.intrinsicContentSize)
    }

    @Test func anImageViewIsAsLargeAsItsImage() {
        let imageView = ImageView()
        #expect(imageView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        imageView.image = Image(size: CGSize(width: 24, height: 16)) { _ in }
        #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 16))

        // Placed by its position alone, constraints give it the image's size, and follow a new image.
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(imageView)
        LayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: top.centerXAnchor),
            imageView.topAnchor.constraint(equalTo: top.topAnchor, constant: 10),
        ])
        top.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 183, y: 10, width: 24, height: 16))
        imageView.image = Image(size: CGSize(width: 40, height: 30)) { _ in }
        top.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 175, y: 10, width: 40, height: 30))
        imageView.sizeToFit()
        #expect(imageView.frame.size == CGSize(width: 40, height: 30))
    }

    @Test func systemSpacingIsEightPointsBetweenEdgesTimesTheMultiplier() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = View(), second = View()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(view)
        }
        let after = second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2)
        let below = second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1)
        #expect(after.constant == 16 && after.relation == .equal && after.firstItem === second && after.secondItem === first)
        #expect(below.constant == 8 && below.secondAttribute == .bottom)
        #expect(first.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: top.leadingAnchor, multiplier: 1).relation == .greaterThanOrEqual)
        #expect(first.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: top.topAnchor, multiplier: 3).constant == 24)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
            first.topAnchor.constraint(equalTo: top.topAnchor, constant: 10),
            first.widthAnchor.constraint(equalToConstant: 50), first.heightAnchor.constraint(equalToConstant: 40),
            second.widthAnchor.constraint(equalToConstant: 50), second.heightAnchor.constraint(equalToConstant: 40),
            after, below,
        ])
        top.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 76, y: 58, width: 50, height: 40))
    }

    @Test func systemSpacingBetweenBaselinesIsALineOfTheLargerFont() {
        let small = Label(), large = Label()
        small.font = .systemFont(ofSize: 12)
        large.font = .systemFont(ofSize: 20)
        let spacing = large.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: small.lastBaselineAnchor, multiplier: 1)
        #expect(abs(spacing.constant - Font.systemFont(ofSize: 20).lineHeight) < 1e-9)
        // A baseline and an edge: the standard spacing.
        #expect(large.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: small.bottomAnchor, multiplier: 1).constant == 8)
    }

    /// A card: a label pinned 10 points inside it on every side.
    func card() -> (View, Label) {
        let card = View()
        let label = Label()
        label.text = "A title"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        return (card, label)
    }

    @Test func fittingAtARequiredWidthFindsTheHeightForIt() {
        let (card, label) = card()
        let text = label.intrinsicContentSize
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(fitted.width - 300) < 1e-6)
        #expect(abs(fitted.height - (text.height + 20)) < 1e-6)
        // At the fitting level on both axes the label's own size wins: the compressed size.
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(compressed.width - (text.width + 20)) < 1e-6)
        #expect(compressed == card.systemLayoutSizeFitting(View.layoutFittingCompressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                                           verticalFittingPriority: .fittingSizeLevel))
    }

    static let paragraph = "A multi-line label wraps its text at the width its constraints give it, and grows taller to show every line."

    @Test func aMultiLineLabelWrapsAtTheWidthItsConstraintsGiveIt() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = Label(), below = View()
        label.text = Self.paragraph
        label.numberOfLines = 0
        for view in [label, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(view)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: top.topAnchor, constant: 40),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        let wrapped = Self.paragraph.size(withFont: label.font, constrainedToWidth: 350)
        let oneLine = Self.paragraph.size(withFont: label.font)
        #expect(oneLine.width > 350, "the paragraph must be too long for one line")
        #expect(label.frame.width == 350)
        #expect(abs(label.frame.height - wrapped.height) < 0.5)
        #expect(label.frame.height >= 2 * oneLine.height - 0.5)
        #expect(abs(below.frame.minY - (label.frame.maxY + 8)) < 0.5)

        // A narrower screen wraps onto more lines, in the same pass.
        top.frame = CGRect(x: 0, y: 0, width: 200, height: 844)
        top.layoutIfNeeded()
        #expect(label.frame.width == 160)
        #expect(abs(label.frame.height - Self.paragraph.size(withFont: label.font, constrainedToWidth: 160).height) < 0.5)

        // At most two lines, however narrow.
        label.numberOfLines = 2
        top.layoutIfNeeded()
        #expect(abs(label.frame.height - 2 * label.font.lineHeight) < 1)
    }

    @Test func aPreferredMaximumWidthWrapsTheIntrinsicSize() {
        let label = Label()
        label.text = Self.paragraph
        #expect(label.intrinsicContentSize == Self.paragraph.size(withFont: label.font))
        // One line never wraps.
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == Self.paragraph.size(withFont: label.font))
        label.numberOfLines = 0
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 120 && wrapped.height == Self.paragraph.size(withFont: label.font, constrainedToWidth: 120).height)
        // sizeThatFits wraps at the width it is asked about.
        let fitted = label.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(fitted.width <= 200 && fitted.height == Self.paragraph.size(withFont: label.font, constrainedToWidth: 200).height)
        #expect(label.sizeThatFits(.zero) == Self.paragraph.size(withFont: label.font))
    }

    @Test func fittingACellAtAWidthWrapsItsMultiLineLabelThere() {
        let (card, label) = card()
        label.text = Self.paragraph
        label.numberOfLines = 0
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let wrapped = Self.paragraph.size(withFont: label.font, constrainedToWidth: 220)
        #expect(abs(fitted.width - 240) < 1e-6)
        #expect(abs(fitted.height - (wrapped.height + 20)) < 1e-6)
        // The label's own state is as it was: nothing laid it out.
        #expect(label.fittingWrapWidth == nil && label.frame == .zero)
    }

    final class MarginWatcher: View {
        var changes = 0
        override func layoutMarginsDidChange() { changes += 1 }
    }

    final class MarginController: ViewController {
        var changes = 0
        override func loadView() { view = MarginWatcher(frame: CGRect(x: 0, y: 0, width: 200, height: 100)) }
        override func viewLayoutMarginsDidChange() { changes += 1 }
    }

    /// A view placed by constraints inside `superview`'s margins: between their sides, from their
    /// top, and `height` high, or down to their bottom.
    func placedInMargins(of superview: View, height: Double? = nil) -> View {
        let view = placed(in: superview)
        let margins = superview.layoutMarginsGuide
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            view.topAnchor.constraint(equalTo: margins.topAnchor),
            height.map { view.heightAnchor.constraint(equalToConstant: $0) } ?? view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return view
    }

    /// UIKit: "the system sets and manages the margins" of a view controller's root view (top and
    /// bottom 0, the sides 16 points on an iPhone), and since iOS 11 keeps them at least
    /// `systemMinimumLayoutMargins` while `viewRespectsSystemMinimumLayoutMargins` is on.
    @Test func aRootViewsMarginsAreAtLeastItsControllersMinimum() {
        #expect(View().directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let controller = MarginController()
        let root = controller.view
        #expect(controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(root.directionalLayoutMargins == controller.systemMinimumLayoutMargins)
        let inside = placedInMargins(of: root, height: 10)
        root.layoutIfNeeded()
        #expect(inside.frame == CGRect(x: 16, y: 0, width: 168, height: 10))
        // Smaller margins set: the minimum wins on the sides, the set ones on top and bottom.
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        root.layoutIfNeeded()
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
        #expect(inside.frame == CGRect(x: 16, y: 4, width: 168, height: 10))
        // Not respected: the margins set.
        let told = controller.changes
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.changes == told + 1)
        root.layoutIfNeeded()
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        #expect(inside.frame == CGRect(x: 4, y: 4, width: 192, height: 10))
        // Respected again, then the view is no longer the root view: its own margins.
        controller.viewRespectsSystemMinimumLayoutMargins = true
        root.layoutIfNeeded()
        #expect(inside.frame.minX == 16)
        controller.view = View()
        root.layoutIfNeeded()
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        #expect(inside.frame == CGRect(x: 4, y: 4, width: 192, height: 10))

        // A view laid out already becomes a root view: what is tied to its margins moves.
        let laidOut = MarginWatcher(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let content = placedInMargins(of: laidOut, height: 10)
        laidOut.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 10))
        let toldBefore = (view: laidOut.changes, controller: controller.changes)
        controller.view = laidOut
        laidOut.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 0, width: 268, height: 10))
        #expect(laidOut.changes == toldBefore.view + 1 && controller.changes == toldBefore.controller, "the view is told, not the controller loading it")
    }

    /// UIKit's `preservesSuperviewLayoutMargins`: where a view lies closer to its superview's
    /// edge than the superview's margin, its margin there grows just enough for its content to
    /// be inside the superview's margins too; it follows the view's frame.
    @Test func aViewPreservingItsSuperviewsMarginsKeepsItsContentInsideThem() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        top.directionalLayoutMargins = DirectionalEdgeInsets(top: 30, leading: 20, bottom: 30, trailing: 20)
        let card = MarginWatcher(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        top.addSubview(card)
        let content = placedInMargins(of: card)
        top.layoutIfNeeded()
        #expect(!card.preservesSuperviewLayoutMargins)
        #expect(content.frame == CGRect(x: 8, y: 8, width: 374, height: 184))

        card.preservesSuperviewLayoutMargins = true
        #expect(card.changes == 1)
        top.layoutIfNeeded()
        // Flush with the sides: the superview's 20; far from its top and bottom: its own 8.
        #expect(card.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
        #expect(content.frame == CGRect(x: 20, y: 8, width: 350, height: 184))

        // Moved 6 points in from the leading side and 18 from the trailing one.
        card.frame = CGRect(x: 6, y: 100, width: 366, height: 200)
        top.layoutIfNeeded()
        #expect(card.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 14, bottom: 8, trailing: 8))
        #expect(content.frame == CGRect(x: 14, y: 8, width: 344, height: 184))
        #expect(card.changes == 2)

        // Placed by constraints: solved with the margins its solved frame gives, in one pass.
        let placedCard = View()
        placedCard.preservesSuperviewLayoutMargins = true
        placed(placedCard, in: top)
        let inside = placed(in: placedCard)
        LayoutConstraint.activate([
            placedCard.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            placedCard.trailingAnchor.constraint(equalTo: top.trailingAnchor),
            placedCard.topAnchor.constraint(equalTo: top.topAnchor, constant: 400),
            placedCard.heightAnchor.constraint(equalToConstant: 100),
            inside.leadingAnchor.constraint(equalTo: placedCard.layoutMarginsGuide.leadingAnchor),
            inside.trailingAnchor.constraint(equalTo: placedCard.layoutMarginsGuide.trailingAnchor),
            inside.topAnchor.constraint(equalTo: placedCard.topAnchor),
            inside.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        #expect(inside.frame == CGRect(x: 20, y: 0, width: 350, height: 10))
    }

    /// A cell and its content view, both preserving their superview's margins as Interface
    /// Builder writes them, the content view's set first: each is told of its own move in the
    /// pass that makes it, superview first, and a view that stops preserving is no longer told.
    @Test func nestedViewsPreservingMarginsAreEachToldSuperviewFirst() {
        final class Telling: View {
            var order: (String) -> Void = { _ in }
            var name = ""
            override func layoutMarginsDidChange() { order(name) }
        }
        var told: [String] = []
        let table = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let cell = Telling(frame: CGRect(x: 40, y: 0, width: 350, height: 44))
        cell.name = "cell"
        cell.order = { told.append($0) }
        table.addSubview(cell)
        let content = Telling(frame: cell.bounds)
        content.name = "content"
        content.order = { told.append($0) }
        cell.addSubview(content)
        let label = placedInMargins(of: content)
        content.preservesSuperviewLayoutMargins = true
        cell.preservesSuperviewLayoutMargins = true
        table.layoutIfNeeded()
        #expect(label.frame.minX == 8)

        // Moved flush with the table's sides by its frame: both margins follow in one pass.
        told = []
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        content.frame = cell.bounds
        table.layoutIfNeeded()
        #expect(cell.directionalLayoutMargins.leading == 16 && content.directionalLayoutMargins.leading == 16)
        #expect(label.frame == CGRect(x: 16, y: 8, width: 358, height: 28))
        #expect(told == ["cell", "content"])

        // Only views that still preserve are told: the content view keeps its own 8 points.
        content.preservesSuperviewLayoutMargins = false
        told = []
        cell.frame = CGRect(x: 4, y: 0, width: 382, height: 44)
        content.frame = cell.bounds
        table.layoutIfNeeded()
        #expect(told == ["cell"])
        #expect(label.frame.minX == 8)
    }

    /// Views that preserved margins and were freed do not pile up in the list the layout pass
    /// reads.
    @Test func freedViewsThatPreservedMarginsAreDropped() {
        for _ in 0..<1_000 {
            let view = View()
            view.preservesSuperviewLayoutMargins = true
        }
        let kept = View()
        kept.preservesSuperviewLayoutMargins = true
        #expect(PreservedMargins.listedCount < 200)
        kept.preservesSuperviewLayoutMargins = false
    }

    @Test func layoutMarginsAreTheDirectionalOnesLeftToRightAndTellWhenTheyChange() {
        let controller = MarginController()
        let view = controller.view as! MarginWatcher
        // A controller's root view: its controller's minimum margins. The view was told when it
        // became the root view; the controller, loading it then, was not.
        #expect(view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(view.changes == 1 && controller.changes == 0)
        view.layoutMargins = EdgeInsets(top: 1, left: 20, bottom: 3, right: 24)
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 24))
        #expect(view.changes == 2 && controller.changes == 1)
        // The same margins again: no change to tell.
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 24)
        #expect(view.changes == 2 && controller.changes == 1)
        let inside = View()
        inside.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inside)
        let guide = view.layoutMarginsGuide
        LayoutConstraint.activate([
            inside.leadingAnchor.constraint(equalTo: guide.leadingAnchor), inside.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            inside.topAnchor.constraint(equalTo: guide.topAnchor), inside.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        view.layoutIfNeeded()
        #expect(inside.frame == CGRect(x: 20, y: 1, width: 156, height: 96))
    }

    /// UIKit's self-sizing text view: with scrolling off, its intrinsic size is its text wrapped
    /// at the width constraints give it, plus its insets, so it grows and shrinks with the text,
    /// in a layout pass and when a view around it is fitted; with scrolling on, it has none.
    @Test func aTextViewThatDoesNotScrollGrowsWithItsText() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let note = placed(TextView(), in: top)
        let long = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        note.text = long
        LayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 60),
            note.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -60),
            note.topAnchor.constraint(equalTo: top.topAnchor, constant: 10),
        ])
        #expect(note.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))

        note.isScrollEnabled = false
        top.layoutIfNeeded()
        let wrapped = long.size(withFont: note.font, constrainedToWidth: 200 - 10)
        let oneLine = "Hi".size(withFont: note.font)
        #expect(wrapped.height > 3 * oneLine.height, "the text wraps at the view's 200 points")
        // Frames are rounded to the screen's pixels.
        func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 0.5 }
        #expect(note.frame.origin == CGPoint(x: 60, y: 10) && note.frame.width == 200 && near(note.frame.height, wrapped.height + 16))

        note.text = "Hi"
        top.layoutIfNeeded()
        #expect(near(note.frame.height, oneLine.height + 16))
        note.text = ""
        top.layoutIfNeeded()
        #expect(near(note.frame.height, oneLine.height + 16), "an empty text view keeps one line")

        // Fitted in a cell-like container at a width: its text wraps there.
        let cell = View(frame: CGRect(x: 0, y: 0, width: 150, height: 10))
        let body = placed(TextView(), in: cell)
        body.isScrollEnabled = false
        body.text = long
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor), body.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            body.topAnchor.constraint(equalTo: cell.topAnchor), body.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 150, height: long.size(withFont: body.font, constrainedToWidth: 140).height + 16))
    }
}
