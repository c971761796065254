import Foundation

/// A container that shows a stack of controllers, one at a time, as `UINavigationController`
/// does. Its view holds a ``NavigationBar`` at the top and the top controller's view below it.
///
/// Pushing and popping on a controller that is on screen sends the appearance callbacks in
/// UIKit's order: the old top's will-disappear, the new top's will-appear, the old top's
/// did-disappear, the new top's did-appear.
@MainActor
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public let navigationBar = NavigationBar()
    private static let barHeight = 44.0

    public var topViewController: ViewController? { viewControllers.last }

    /// The top controller, or what it presents.
    public var visibleViewController: ViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    public required init() {
        super.init()
        navigationBar.backButton.addHandler(for: .touchUpInside) { [weak self] _ in
            self?.popViewController(animated: true)
        }
    }

    open override func loadView() {
        let container = ContainerView()
        container.layout = { [weak self] in self?.layoutContent() }
        container.addSubview(navigationBar)
        view = container
        if let top = topViewController { container.addSubview(top.view) }
        layoutContent()
    }

    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            HostLink.reportIssue("\(HostLink.typeName(of: viewController)) is already on the navigation stack and cannot be pushed again",
                                       remedy: "push a new instance, or pop back to it with popToViewController(_:animated:)")
            return
        }
        let outgoing = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        replaceTop(outgoing, with: viewController)
        viewController.didMove(toParentTraced: self)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?.first
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController`; returns them, top last, or `nil` when
    /// `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        guard let outgoing = popped.last else { return [] }
        for controller in popped { controller.willMove(toParentTraced: nil) }
        viewControllers.removeSubrange((index + 1)...)
        replaceTop(outgoing, with: viewController)
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    /// Replaces the whole stack; the new top appears if the navigation controller is on screen.
    open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        let outgoing = topViewController
        let leaving = viewControllers.filter { old in !newControllers.contains { $0 === old } }
        for controller in leaving { controller.willMove(toParentTraced: nil) }
        let arriving = newControllers.filter { $0.parent !== self }
        for controller in arriving { addChild(controller) }
        viewControllers = newControllers
        if outgoing !== topViewController { replaceTop(outgoing, with: topViewController) }
        for controller in leaving { controller.removeFromParent() }
        for controller in arriving { controller.didMove(toParentTraced: self) }
    }

    override func appearanceChildren() -> [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    override func childTitleDidChange(_ child: ViewController) {
        layoutContent()
    }

    private func replaceTop(_ outgoing: ViewController?, with incoming: ViewController?) {
        guard isViewLoaded else { return }
        Self.transition(from: outgoing, to: incoming, whileShown: isAppeared) {
            if let incoming { view.addSubview(incoming.view) }
            if let outgoing, outgoing !== incoming { outgoing.viewIfLoaded?.removeFromSuperview() }
            layoutContent()
        }
    }

    open override var title: String? {
        didSet { layoutContent() }
    }

    /// The bar across the top, the top controller's view below it.
    private func layoutContent() {
        guard let bounds = viewIfLoaded?.bounds else { return }
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
        topViewController?.viewIfLoaded?.frame = CGRect(x: 0, y: Self.barHeight, width: bounds.width, height: max(0, bounds.height - Self.barHeight))
        let previous = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(title: topViewController?.title, backTitle: previous.map { $0.title ?? "Back" })
    }
}

/// The bar at the top of a navigation controller: the top controller's title, and a back
/// button (accessibility identifier `navigation.back`) when there is somewhere to go back to.
@MainActor
open class NavigationBar: View {
    public let titleLabel = Label()
    public let backButton = Button()

    public required init() {
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: Font.systemFontSize, weight: .semibold)
        backButton.contentHorizontalAlignment = .leading
        backButton.leadingTitleInset = 18
        backButton.accessibilityIdentifier = "navigation.back"
        backButton.isHidden = true
        addSubview(backButton)
        addSubview(titleLabel)
    }

    public override var frame: CGRect {
        didSet {
            backButton.frame = CGRect(x: 8, y: 0, width: 96, height: frame.height)
            titleLabel.frame = CGRect(x: 112, y: 0, width: max(0, frame.width - 224), height: frame.height)
        }
    }

    open override func draw(_ rect: CGRect) {
        drawBar(in: bounds)
    }

    func show(title: String?, backTitle: String?) {
        titleLabel.text = title
        backButton.title = backTitle
        backButton.isHidden = backTitle == nil
    }
}

extension ViewController {
    /// `willMove(toParent:)`, written to the trace.
    func willMove(toParentTraced parent: ViewController?) {
        HostLink.invoke("willMove(toParent:)", on: self) { willMove(toParent: parent) }
    }

    /// `didMove(toParent:)`, written to the trace.
    func didMove(toParentTraced parent: ViewController?) {
        HostLink.invoke("didMove(toParent:)", on: self) { didMove(toParent: parent) }
    }
}
