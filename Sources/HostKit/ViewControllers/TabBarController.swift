import Foundation

/// A container that shows one of several controllers, chosen by tab, as `UITabBarController`
/// does. Its view holds the selected controller's view above a ``TabBar``.
///
/// Every tab is a child; only the selected one appears, and switching tabs on screen sends the
/// old tab's disappear callbacks and the new tab's appear callbacks, interleaved as a push's are.
@MainActor
open class TabBarController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public let tabBar = TabBar()

    /// The selected controller decides the status bar, as in UIKit.
    open override var childForStatusBarStyle: ViewController? { selectedViewController }
    open override var childForStatusBarHidden: ViewController? { selectedViewController }
    private var selection = 0
    private static let barHeight = 49.0

    public var selectedIndex: Int {
        get { selection }
        set { select(newValue) }
    }

    public var selectedViewController: ViewController? {
        get { viewControllers.indices.contains(selection) ? viewControllers[selection] : nil }
        set {
            guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// Replaces the tabs. As in UIKit's containment order, a tab that goes gets
    /// `willMove(toParent: nil)`, leaves the screen if it was selected, then `didMove(toParent: nil)`.
    open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        let outgoing = selectedViewController
        let leaving = viewControllers.filter { old in !newControllers.contains { $0 === old } }
        for controller in leaving { controller.willMove(toParentTraced: nil) }
        for controller in newControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParentTraced: self)
        }
        viewControllers = newControllers
        selection = min(selection, max(newControllers.count - 1, 0))
        if outgoing !== selectedViewController { show(from: outgoing, animated: animated) }
        for controller in leaving { controller.removeFromParent() }
        rebuildTabBar()
    }

    open override func loadView() {
        let container = ContainerView()
        container.layout = { [weak self] in self?.layoutContent() }
        container.addSubview(tabBar)
        view = container
        if let selected = selectedViewController { container.insertSubview(selected.view, at: 0) }
        layoutContent()
    }

    override func appearanceChildren() -> [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override func childTitleDidChange(_ child: ViewController) {
        rebuildTabBar()
    }

    /// Selects the tab on the way to the unwind segue's destination.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        selectedViewController = subsequentVC
    }

    private func select(_ index: Int) {
        guard viewControllers.indices.contains(index) else {
            HostLink.reportIssue("tab index \(index) is out of range: the tab bar controller has \(viewControllers.count) tabs",
                                       remedy: "select an index from 0 to \(max(viewControllers.count - 1, 0))")
            return
        }
        guard index != selection else { return }
        let outgoing = selectedViewController
        selection = index
        show(from: outgoing, animated: false)
        rebuildTabBar()
    }

    private func show(from outgoing: ViewController?, animated: Bool) {
        guard isViewLoaded else { return }
        let incoming = selectedViewController
        Self.transition(from: outgoing, to: incoming, animated: animated, whileShown: isAppeared) {
            if let incoming { view.insertSubview(incoming.view, at: 0) }
            if outgoing !== incoming { outgoing?.viewIfLoaded?.removeFromSuperview() }
            layoutContent()
        }
    }

    /// The selected tab's view above, the tab bar across the bottom.
    private func layoutContent() {
        guard let bounds = viewIfLoaded?.bounds else { return }
        selectedViewController?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
        tabBar.frame = CGRect(x: 0, y: max(0, bounds.height - Self.barHeight), width: bounds.width, height: Self.barHeight)
        rebuildTabBar()
    }

    private func rebuildTabBar() {
        guard isViewLoaded else { return }
        tabBar.show(titles: viewControllers.enumerated().map { $0.element.title ?? "Item \($0.offset + 1)" }, selected: selection) { [weak self] index in
            self?.selectedIndex = index
        }
    }
}

/// The row of tabs at the bottom of a tab bar controller: one button per tab, with accessibility
/// identifiers `tab.0`, `tab.1`, …
@MainActor
open class TabBar: View {
    public private(set) var buttons: [Button] = []

    /// 49 points high, as wide as constraints make it, as UIKit's tab bar.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 49) }

    open override func draw(_ rect: CGRect) {
        drawBar(in: bounds)
    }

    func show(titles: [String], selected: Int, onSelect: @escaping @MainActor (Int) -> Void) {
        for button in buttons { button.removeFromSuperview() }
        let width = titles.isEmpty ? 0 : frame.width / Double(titles.count)
        buttons = titles.enumerated().map { index, title in
            let button = Button(frame: CGRect(x: width * Double(index), y: 0, width: width, height: frame.height))
            button.title = title
            button.accessibilityIdentifier = "tab.\(index)"
            button.titleColor = index == selected ? .systemBlue : .gray
            button.titleFont = .systemFont(ofSize: 10, weight: .medium)
            button.addHandler(for: .touchUpInside) { _ in onSelect(index) }
            return button
        }
        for button in buttons { addSubview(button) }
        mirrorForLayoutDirection(buttons)
    }
}
