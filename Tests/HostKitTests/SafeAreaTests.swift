import Foundation
import Testing
@testable import HostKit

/// UIKit's safe area: a controller's `additionalSafeAreaInsets` inset its view's safe area and,
/// as far as they reach into them, its subviews'; the safe area guide follows; views and
/// controllers are told when their insets change.
@MainActor
@Suite struct SafeAreaTests {
    final class TellingView: View {
        var changes: [EdgeInsets] = []
        override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
    }

    final class TellingController: ViewController {
        var changes: [EdgeInsets] = []
        let banner = TellingView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let footer = TellingView(frame: CGRect(x: 0, y: 200, width: 320, height: 40))
        /// Placed by constraints, at the safe area's top and leading edges.
        let pinned = View()

        override func loadView() {
            let root = TellingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            root.addSubview(banner)
            root.addSubview(footer)
            pinned.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(pinned)
            LayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                pinned.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                pinned.widthAnchor.constraint(equalToConstant: 50),
                pinned.heightAnchor.constraint(equalToConstant: 30),
            ])
            view = root
        }

        override func viewSafeAreaInsetsDidChange() { changes.append(view.safeAreaInsets) }
    }

    /// `controller` as a 320 × 480 window's root: outside a window, a view has no safe area insets.
    @discardableResult
    private func shown(_ controller: ViewController) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.showRootViewController()
        return window
    }

    @Test func withoutAdditionalInsetsTheSafeAreaIsTheBounds() {
        let controller = TellingController()
        let window = shown(controller)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(controller.banner.safeAreaInsets == .zero)
        #expect(controller.pinned.frame.origin == .zero)
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == controller.view.bounds)
        #expect(controller.changes.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func additionalInsetsInsetTheViewAndReachIntoTheSubviewsTheyOverlap() {
        let controller = TellingController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        let window = shown(controller)
        let root = controller.view
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == EdgeInsets(top: 20, left: 10, bottom: 0, right: 0))
        // The banner starts at the top: the inset reaches 20 points into it.
        #expect(controller.banner.safeAreaInsets == EdgeInsets(top: 20, left: 10, bottom: 0, right: 0))
        // The footer is below the unsafe top edge: only the left edge reaches it.
        #expect(controller.footer.safeAreaInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        #expect(controller.pinned.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 10, y: 20, width: 310, height: 460))
        #expect(controller.changes == [EdgeInsets(top: 20, left: 10, bottom: 0, right: 0)])
        #expect(controller.banner.changes == [EdgeInsets(top: 20, left: 10, bottom: 0, right: 0)])
        withExtendedLifetime(window) {}
    }

    /// A scroll view's indicators keep out of the unsafe edges while
    /// `automaticallyAdjustsScrollIndicatorInsets` is on (UIKit's default), and not when it is off.
    @Test func scrollIndicatorsKeepOutOfTheUnsafeEdges() throws {
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 10)
        let window = shown(controller)
        let scrollView = ScrollView(frame: controller.view.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        controller.view.addSubview(scrollView)
        controller.view.layoutIfNeeded()
        #expect(scrollView.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 10))
        // At the top of the content, which the adjusted inset puts 20 points down.
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        scrollView.showIndicators()
        let indicator = try #require(scrollView.verticalIndicator)
        let top = scrollView.bounds.minY
        #expect(indicator.frame.minY == top + 20 + 3 && indicator.frame.maxX == 320 - 10 - 3)
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(indicator.frame.minY == top + 3 && indicator.frame.maxX == 320 - 3)
        withExtendedLifetime(window) {}
    }

    @Test func aSubviewReachingPastItsSuperviewsEdgeInheritsNoMoreThanTheSuperviewsInset() {
        let controller = TellingController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 10)
        let window = shown(controller)
        let root = controller.view
        // 30 points above the top and 15 past the right edge: capped at the view's 20 and 10.
        controller.banner.frame = CGRect(x: 200, y: -30, width: 135, height: 60)
        root.layoutIfNeeded()
        #expect(controller.banner.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 10))
        withExtendedLifetime(window) {}
    }

    @Test func aChangeLaysOutAgainAndTellsOnlyTheViewsWhoseInsetsChanged() {
        let controller = TellingController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let window = shown(controller)
        let root = controller.view
        root.layoutIfNeeded()
        controller.changes = []
        controller.banner.changes = []

        controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 30, right: 0)
        #expect(controller.changes.isEmpty, "told in the layout pass, not from inside the setter")
        #expect(root.safeAreaInsets.top == 44, "read at once")
        root.layoutIfNeeded()
        #expect(controller.pinned.frame.origin == CGPoint(x: 0, y: 44))
        #expect(controller.changes == [EdgeInsets(top: 44, left: 0, bottom: 30, right: 0)])
        #expect(controller.banner.changes == [EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)])
        // The footer ends 240 points down, far above the 30-point bottom inset: never told.
        #expect(controller.footer.changes.isEmpty)

        // Set to the same value: nothing is told again.
        controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 30, right: 0)
        root.layoutIfNeeded()
        #expect(controller.changes.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aViewMovedIntoTheUnsafeAreaIsToldInTheLayoutPassThatMovesIt() {
        let controller = TellingController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        let window = shown(controller)
        let root = controller.view
        root.layoutIfNeeded()
        #expect(controller.footer.changes.isEmpty)

        // Moved to end 20 points inside the 100-point unsafe bottom edge (480 - 100 = 380).
        controller.footer.frame.origin.y = 360
        root.layoutIfNeeded()
        #expect(controller.footer.safeAreaInsets.bottom == 20)
        #expect(controller.footer.changes == [EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)])
        withExtendedLifetime(window) {}
    }

    @Test func aViewConstraintsMoveIntoTheUnsafeAreaPlacesWhatIsTiedToItsGuideInTheSamePass() {
        let controller = ViewController()
        let root = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let box = TellingView()
        let inner = View()
        for view in [box, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(box)
        box.addSubview(inner)
        let boxTop = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        LayoutConstraint.activate([
            boxTop, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
            inner.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        controller.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let window = shown(controller)
        root.layoutIfNeeded()
        #expect(box.frame.origin.y == 100)
        #expect(inner.frame.origin.y == 0)

        // The box moves to 10 points from the top, 20 points into the 30-point unsafe edge: the
        // view tied to its safe area guide is placed below that edge by the same pass.
        boxTop.constant = 10
        root.layoutIfNeeded()
        #expect(box.safeAreaInsets.top == 20)
        #expect(inner.frame.origin.y == 20)
        #expect(box.changes == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        withExtendedLifetime(window) {}
    }

    @Test func aChildControllersViewInheritsItsContainersInsetsAndAddsItsOwn() {
        let container = ViewController()
        let window = shown(container)
        container.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let child = TellingController()
        container.addChild(child)
        child.view.frame = CGRect(x: 0, y: 10, width: 320, height: 400)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
        container.view.layoutIfNeeded()
        // 30 of the container's top reach 20 points into the child's view, which starts at 10.
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 8, right: 0))
        #expect(child.pinned.frame.origin == CGPoint(x: 0, y: 20))
        withExtendedLifetime(window) {}
    }

    @Test func aViewOutsideAWindowHasNoInsetsAndIsToldWhenItLeavesOne() {
        let controller = TellingController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let root = controller.view
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == .zero, "not in a window: the safe area is the bounds, as in UIKit")
        #expect(controller.pinned.frame.origin.y == 0)
        #expect(controller.changes.isEmpty)

        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(root)
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets.top == 20)
        #expect(controller.pinned.frame.origin.y == 20)
        #expect(controller.changes == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])

        root.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == .zero)
        #expect(controller.changes.last == .zero)
    }

    @Test func anInsetThatIsNotANumberIsReportedAndNotTaken() {
        let controller = TellingController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(controller.additionalSafeAreaInsets == EdgeInsets(top: 12, left: 0, bottom: 0, right: 0))
    }

    final class InsetListener: ScrollViewDelegate {
        var heard: [EdgeInsets] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { heard.append(scrollView.adjustedContentInset) }
    }

    final class ScrollingController: ViewController {
        let listener = InsetListener()
        override func loadView() {
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            scrollView.delegate = listener
            view = scrollView
        }
        var scrollView: ScrollView { view as! ScrollView }
    }

    @Test func aScrollViewAddsTheSafeAreaAlongTheAxesItScrollsAsItsBehaviourSays() {
        let controller = ScrollingController()
        let window = shown(controller)
        let scrollView = controller.scrollView
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 8, bottom: 10, right: 8)
        scrollView.layoutIfNeeded()
        // Content no larger than the view: it scrolls along no axis, so nothing is added.
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))

        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 25, left: 0, bottom: 10, right: 0))
        #expect(scrollView.minimumContentOffset == CGPoint(x: 0, y: -25))
        #expect(controller.listener.heard == [EdgeInsets(top: 25, left: 0, bottom: 10, right: 0)])

        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 25, left: 8, bottom: 10, right: 8))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(controller.listener.heard.count == 3)
        withExtendedLifetime(window) {}
    }

    @Test func automaticAdjustmentAddsTopAndBottomToAControllersViewInANavigationController() {
        let controller = ScrollingController()
        let navigation = NavigationController(rootViewController: controller)
        let window = shown(navigation)
        window.layoutIfNeeded()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 8, bottom: 10, right: 8)
        controller.scrollView.layoutIfNeeded()
        // Content no larger than the view, yet top and bottom are added; left and right are not.
        #expect(controller.scrollView.adjustedContentInset == EdgeInsets(top: 25, left: 0, bottom: 10, right: 0))
        controller.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(controller.scrollView.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        withExtendedLifetime(window) {}
    }

    final class MarginsController: ViewController {
        var marginChanges: [DirectionalEdgeInsets] = []
        /// Placed by constraints, at the margins' top and leading edges.
        let pinned = View()
        let inner = MarginsView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))

        override func loadView() {
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            pinned.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(pinned)
            root.addSubview(inner)
            LayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                pinned.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                pinned.heightAnchor.constraint(equalToConstant: 30),
            ])
            view = root
        }

        override func viewLayoutMarginsDidChange() { marginChanges.append(view.directionalLayoutMargins) }
    }

    final class MarginsView: View {
        var marginChanges = 0
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    @Test func marginsAreMeasuredFromTheSafeAreaAndFollowIt() {
        let controller = MarginsController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 0, right: 4)
        let window = shown(controller)
        let root = controller.view
        root.layoutIfNeeded()
        // A root view's margins (its controller's minimum: 16 leading and trailing, none top and
        // bottom) plus the safe area's insets.
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 20, leading: 26, bottom: 0, trailing: 20))
        #expect(root.layoutMargins == EdgeInsets(top: 20, left: 26, bottom: 0, right: 20))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 26, y: 20, width: 274, height: 460))
        #expect(controller.pinned.frame == CGRect(x: 26, y: 20, width: 274, height: 30))
        #expect(controller.marginChanges == [DirectionalEdgeInsets(top: 20, leading: 26, bottom: 0, trailing: 20)])
        // The inner view is below the unsafe top edge: only the sides reach it, and it is told so.
        #expect(controller.inner.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 18, bottom: 8, trailing: 12))
        #expect(controller.inner.marginChanges == 1)

        // The safe area grows: the margins move with it in the same pass.
        controller.additionalSafeAreaInsets = EdgeInsets(top: 40, left: 10, bottom: 0, right: 4)
        root.layoutIfNeeded()
        #expect(controller.pinned.frame.origin == CGPoint(x: 26, y: 40))
        #expect(controller.marginChanges.last == DirectionalEdgeInsets(top: 40, leading: 26, bottom: 0, trailing: 20))
        #expect(controller.inner.marginChanges == 1, "its insets did not change")

        // Setting the margins sets the part measured from the safe area, no side below the
        // controller's minimum while it respects it.
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        root.layoutIfNeeded()
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 42, leading: 26, bottom: 2, trailing: 20))
        #expect(controller.pinned.frame == CGRect(x: 26, y: 42, width: 274, height: 30))
        let changes = controller.marginChanges.count
        controller.viewRespectsSystemMinimumLayoutMargins = false
        root.layoutIfNeeded()
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 42, leading: 12, bottom: 2, trailing: 6))
        #expect(controller.pinned.frame == CGRect(x: 12, y: 42, width: 302, height: 30))
        #expect(controller.marginChanges.count == changes + 1)
        withExtendedLifetime(window) {}
    }

    @Test func marginsNotInsetFromTheSafeAreaAreMeasuredFromTheBounds() {
        let controller = MarginsController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        let window = shown(controller)
        let root = controller.view
        root.layoutIfNeeded()
        #expect(controller.pinned.frame.origin == CGPoint(x: 26, y: 20))
        let changesBefore = controller.marginChanges.count

        root.insetsLayoutMarginsFromSafeArea = false
        #expect(controller.marginChanges.count == changesBefore + 1)
        root.layoutIfNeeded()
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.pinned.frame == CGRect(x: 16, y: 0, width: 288, height: 30))
        // The safe area changes; the margins do not, and no one is told they did.
        controller.additionalSafeAreaInsets = EdgeInsets(top: 50, left: 10, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(controller.pinned.frame.origin == CGPoint(x: 16, y: 0))
        #expect(controller.marginChanges.count == changesBefore + 1)
        withExtendedLifetime(window) {}
    }

    /// UIKit's keyboard layout guide while no software keyboard is on screen (AppHost's is a
    /// hardware keyboard): across the view's bottom, its top at the safe area's bottom, or at the
    /// view's bottom once `usesBottomSafeArea` is off; content tied above it follows.
    @Test func theKeyboardGuideSitsAtTheBottomOfTheSafeArea() {
        let controller = TellingController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let window = shown(controller)
        let root = controller.view
        let field = placed(TextField(), in: root)
        let guide = root.keyboardLayoutGuide
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.widthAnchor.constraint(equalToConstant: 200),
            field.heightAnchor.constraint(equalToConstant: 30),
            field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide === guide)
        #expect(root.layoutGuides.contains { $0 === guide })
        #expect(guide.layoutFrame == CGRect(x: 0, y: 446, width: 320, height: 34))
        #expect(field.frame == CGRect(x: 16, y: 408, width: 200, height: 30))

        guide.usesBottomSafeArea = false
        guide.followsUndockedKeyboard = true
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 480, width: 320, height: 0))
        #expect(field.frame.maxY == 472)
        #expect(root.constraints.filter { $0.identifier?.hasPrefix("UIView-keyboardLayoutGuide-") == true }.count == 4)
        withExtendedLifetime(window) {}
    }
}
