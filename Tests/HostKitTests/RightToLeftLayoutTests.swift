import Foundation
import Testing
@testable import HostKit

/// Leading and trailing follow the language's direction, as UIKit's do: a view whose content runs
/// right to left (`semanticContentAttribute = .forceRightToLeft`) has its leading edge on the
/// right, its layout margins' leading side on the right, and a horizontal stack's first view on
/// the right; left and right stay where they are.
@MainActor
@Suite struct RightToLeftLayoutTests {
    func container(_ attribute: SemanticContentAttribute = .forceRightToLeft) -> View {
        let top = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        top.semanticContentAttribute = attribute
        return top
    }

    func placed(in parent: View) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// Ties `view` across by `horizontal`, and to the top of its superview, `height` high.
    func place(_ view: View, across horizontal: [LayoutConstraint], height: Double = 40) {
        LayoutConstraint.activate(horizontal + [view.topAnchor.constraint(equalTo: view.superview!.topAnchor),
                                                view.heightAnchor.constraint(equalToConstant: height)])
    }

    @Test func directionFollowsTheSemanticContentAttributeAsUIKitDocuments() {
        #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        let view = View()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Not passed down: a subview follows its own attribute.
        let child = View()
        view.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(SemanticContentAttribute.forceRightToLeft.rawValue == 4 && UserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }

    @Test func leadingIsTheRightEdgeAndAConstantMovesTowardsTrailing() {
        let top = container()
        let view = placed(in: top)
        place(view, across: [
            view.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        top.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 180, y: 0, width: 100, height: 40))
    }

    @Test func siblingsChainedLeadingToTrailingRunLeftwards() {
        let top = container()
        let first = placed(in: top), second = placed(in: top)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(lessThanOrEqualTo: top.trailingAnchor, constant: -10),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.widthAnchor.constraint(equalToConstant: 60),
            first.topAnchor.constraint(equalTo: top.topAnchor), second.topAnchor.constraint(equalTo: top.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        #expect(first.frame.minX == 240)
        #expect(second.frame.minX == 172)
        // An inequality keeps its sense: the trailing edge at least 10 points in from the left.
        #expect(second.frame.minX >= 10)
    }

    @Test func leftAndRightDoNotFlip() {
        let top = container()
        let view = placed(in: top)
        place(view, across: [
            view.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 20),
            view.rightAnchor.constraint(equalTo: top.centerXAnchor),
        ])
        top.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 130, height: 40))
    }

    @Test func leadingToCenterXMeasuresTheOffsetTowardsTrailing() {
        let top = container()
        let view = placed(in: top)
        place(view, across: [
            view.leadingAnchor.constraint(equalTo: top.centerXAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50),
        ])
        top.layoutIfNeeded()
        // Leading (right) edge 10 points past the centre, leftwards.
        #expect(view.frame.maxX == 140)
        #expect(view.frame.minX == 90)
    }

    @Test func directionalMarginsPutTheLeadingMarginOnTheRight() {
        let top = container()
        top.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(top.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        let view = placed(in: top)
        place(view, across: [
            view.leadingAnchor.constraint(equalTo: top.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: top.layoutMarginsGuide.trailingAnchor),
        ])
        top.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 265, height: 40))
        #expect(top.layoutMarginsGuide.layoutFrame.minX == 5)
        // layoutMargins set by left and right mean the physical sides.
        top.layoutMargins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 4)
        #expect(top.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 12))
        top.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 12, y: 0, width: 284, height: 40))
    }

    @Test func changingTheAttributeLaysTheContentOutAgain() {
        let top = container(.unspecified)
        let view = placed(in: top)
        place(view, across: [
            view.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        top.layoutIfNeeded()
        #expect(view.frame.minX == 20)
        top.semanticContentAttribute = .forceRightToLeft
        top.layoutIfNeeded()
        #expect(view.frame.minX == 180)
        top.semanticContentAttribute = .playback
        top.layoutIfNeeded()
        #expect(view.frame.minX == 20)
    }

    @Test func theDirectionIsTheHoldingViewsNotASubviews() {
        // A left-to-right container inside a right-to-left one: each arranges its own content.
        let top = container()
        let inner = placed(in: top)
        inner.semanticContentAttribute = .forceLeftToRight
        let leaf = placed(in: inner)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 200),
            inner.topAnchor.constraint(equalTo: top.topAnchor), inner.heightAnchor.constraint(equalToConstant: 100),
            leaf.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 10),
            leaf.widthAnchor.constraint(equalToConstant: 50),
            leaf.topAnchor.constraint(equalTo: inner.topAnchor), leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        #expect(inner.frame.minX == 90)
        #expect(leaf.frame.minX == 10)
    }

    @Test func aHorizontalStackArrangesFromTheRight() {
        // 100-point views, whole at every screen scale.
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        stack.semanticContentAttribute = .forceRightToLeft
        stack.spacing = 10
        stack.distribution = .fillEqually
        let views = (0..<3).map { _ in View() }
        for view in views { stack.addArrangedSubview(view) }
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [220, 110, 0])
        #expect(views.allSatisfy { $0.frame.width == 100 })
    }

    @Test func theVisualFormatRunsLeadingToTrailingUnlessToldLeftToRight() {
        let top = container()
        let a = placed(in: top), b = placed(in: top)
        let views = ["a": a, "b": b]
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "H:|-(10)-[a(50)]-(8)-[b(60)]", views: views))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", views: views)
            + LayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", views: views))
        top.layoutIfNeeded()
        #expect(a.frame.minX == 240)
        #expect(b.frame.minX == 172)

        let other = container()
        let c = placed(in: other)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "H:|-(10)-[c(50)]", options: .directionLeftToRight, views: ["c": c])
            + LayoutConstraint.constraints(withVisualFormat: "V:|[c(10)]", views: ["c": c]))
        other.layoutIfNeeded()
        #expect(c.frame.minX == 10)
    }

    @Test func theSafeAreaKeepsItsPhysicalSidesAndTheMarginsAddItOnTheirOwnSide() {
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootViewController = controller
        window.showRootViewController()
        let top = controller.view
        top.semanticContentAttribute = .forceRightToLeft
        top.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let view = placed(in: top), marginal = placed(in: top)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: top.safeAreaLayoutGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: top.safeAreaLayoutGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: top.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            marginal.leadingAnchor.constraint(equalTo: top.layoutMarginsGuide.leadingAnchor),
            marginal.trailingAnchor.constraint(equalTo: top.layoutMarginsGuide.trailingAnchor),
            marginal.topAnchor.constraint(equalTo: view.bottomAnchor),
            marginal.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(top.safeAreaInsets.left == 40)
        #expect(view.frame == CGRect(x: 40, y: 0, width: 260, height: 10))
        // The unsafe left edge is the trailing side: the trailing margin is measured from it.
        #expect(top.directionalLayoutMargins.trailing == 56)
        #expect(marginal.frame == CGRect(x: 56, y: 10, width: 228, height: 10))
        withExtendedLifetime(window) {}
    }

    /// UIKit's bars arrange their items from the leading edge: right to left, the back button and
    /// the left (leading) items are on the right, the tabs run from the right.
    @Test func barsArrangeTheirItemsFromTheLeadingEdge() {
        let first = ViewController(), second = ViewController()
        first.title = "One"
        second.title = "Two"
        let navigation = NavigationController(rootViewController: first)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.showRootViewController()
        let bar = navigation.navigationBar
        bar.semanticContentAttribute = .forceRightToLeft
        navigation.pushViewController(second, animated: false)
        second.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        window.layoutIfNeeded()
        #expect(!bar.backButton.isHidden)
        #expect(bar.backButton.frame.maxX == 312)
        #expect(bar.rightButtons.first.map { $0.frame.minX } == 8)

        let tabs = TabBarController()
        tabs.tabBar.semanticContentAttribute = .forceRightToLeft
        tabs.setViewControllers([ViewController(), ViewController(), ViewController()], animated: false)
        let tabWindow = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        tabWindow.rootViewController = tabs
        tabWindow.showRootViewController()
        tabWindow.layoutIfNeeded()
        let buttons = tabs.tabBar.buttons
        #expect(buttons.map(\.frame.minX) == [200, 100, 0], "\(buttons.map(\.frame))")
        withExtendedLifetime((window, tabWindow)) {}
    }
}
