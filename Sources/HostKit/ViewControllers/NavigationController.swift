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
    /// The bar at the bottom that shows the top controller's ``ViewController/toolbarItems``,
    /// while ``isToolbarHidden`` is off.
    public let toolbar = Toolbar()
    private static let barHeight = 44.0
    /// The bar's height with a prompt line above its buttons.
    private static let barHeightWithPrompt = 74.0

    /// Whether the toolbar is hidden (the default, as in UIKit).
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set {
            toolbar.isHidden = newValue
            // A hidden toolbar is not in the view at all, so snapshots stay as they were.
            if newValue {
                toolbar.removeFromSuperview()
            } else if let container = viewIfLoaded, toolbar.superview == nil {
                container.addSubview(toolbar)
            }
            layoutContent()
        }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

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
        toolbar.isHidden = true
        navigationBar.backButton.addHandler(for: .touchUpInside) { [weak self] _ in
            self?.popViewController(animated: true)
        }
    }

    open override func loadView() {
        let container = ContainerView()
        container.layout = { [weak self] in self?.layoutContent() }
        container.addSubview(navigationBar)
        if !toolbar.isHidden { container.addSubview(toolbar) }
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
        replaceTop(outgoing, with: viewController, animated: animated)
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
        replaceTop(outgoing, with: viewController, animated: animated)
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
        if outgoing !== topViewController { replaceTop(outgoing, with: topViewController, animated: animated) }
        for controller in leaving { controller.removeFromParent() }
        for controller in arriving { controller.didMove(toParentTraced: self) }
    }

    override func appearanceChildren() -> [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    override func childTitleDidChange(_ child: ViewController) {
        layoutContent()
    }

    /// The stack below the controller that holds the unwind segue's source, most recent first
    /// (the whole stack when the source is presented over this controller rather than in it).
    open override func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let holder = childContaining(source)
        let below = holder.flatMap { holder in viewControllers.firstIndex { $0 === holder } } ?? viewControllers.count
        return viewControllers[..<below].reversed()
    }

    /// Pops back to `subsequentVC`, the controller of the stack on the way to the destination.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {
        popToViewController(subsequentVC, animated: true)
    }

    private func replaceTop(_ outgoing: ViewController?, with incoming: ViewController?, animated: Bool) {
        guard isViewLoaded else { return }
        Self.transition(from: outgoing, to: incoming, animated: animated, whileShown: isAppeared) {
            if let incoming { view.addSubview(incoming.view) }
            if let outgoing, outgoing !== incoming { outgoing.viewIfLoaded?.removeFromSuperview() }
            layoutContent()
        }
    }

    open override var title: String? {
        didSet { layoutContent() }
    }

    /// The bar across the top, the toolbar (when shown) across the bottom, the top controller's
    /// view between them.
    private func layoutContent() {
        guard let bounds = viewIfLoaded?.bounds else { return }
        let top = topViewController
        let item = top?.navigationItem
        let barHeight = item?.prompt == nil ? Self.barHeight : Self.barHeightWithPrompt
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
        let toolbarHeight = toolbar.isHidden ? 0 : Self.barHeight
        toolbar.frame = CGRect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        top?.viewIfLoaded?.frame = CGRect(x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight - toolbarHeight))
        let previous = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(item, backTitle: previous?.navigationItem.backTitle)
        toolbar.items = top?.toolbarItems
    }
}

/// The bar at the top of a navigation controller: the top controller's navigation item (its
/// title, prompt and bar button items) and a back button (accessibility identifier
/// `navigation.back`) when there is somewhere to go back to and the item does not hide it.
@MainActor
open class NavigationBar: View {
    public let titleLabel = Label()
    public let backButton = Button()
    let promptLabel = Label()
    /// The buttons of the item's left and right bar button items, in the item's order.
    private(set) var leftButtons: [Button] = []
    private(set) var rightButtons: [Button] = []

    public required init() {
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: Font.systemFontSize, weight: .semibold)
        promptLabel.textAlignment = .center
        promptLabel.font = .systemFont(ofSize: 13)
        backButton.contentHorizontalAlignment = .leading
        backButton.leadingTitleInset = 18
        backButton.accessibilityIdentifier = "navigation.back"
        backButton.isHidden = true
        addSubview(backButton)
        addSubview(titleLabel)
    }

    public override var frame: CGRect {
        didSet { layOutItems() }
    }

    /// A bar's height, as UIKit's: 44 points high, 74 with a prompt line above its buttons, as
    /// wide as constraints make it.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: promptLabel.superview == nil ? 44 : 74)
    }

    open override func draw(_ rect: CGRect) {
        drawBar(in: bounds)
    }

    /// Shows `item`, with a back button titled `backTitle` when there is a controller below.
    func show(_ item: NavigationItem?, backTitle: String?) {
        titleLabel.text = item?.title
        promptLabel.text = item?.prompt
        // The prompt's label is there only while there is a prompt.
        let hadPrompt = promptLabel.superview != nil
        if item?.prompt == nil {
            promptLabel.removeFromSuperview()
        } else if promptLabel.superview == nil {
            addSubview(promptLabel)
        }
        if hadPrompt != (promptLabel.superview != nil) { invalidateIntrinsicContentSize() }
        let lefts = item?.leftBarButtonItems ?? []
        let showsBack = backTitle != nil && item?.hidesBackButton != true && (lefts.isEmpty || item?.leftItemsSupplementBackButton == true)
        backButton.title = backTitle
        backButton.isHidden = !showsBack
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = lefts.filter { !$0.isSpace }.map { $0.makeButton() }
        rightButtons = (item?.rightBarButtonItems ?? []).filter { !$0.isSpace }.map { $0.makeButton() }
        for button in leftButtons + rightButtons { addSubview(button) }
        layOutItems()
        setNeedsDisplay()
    }

    /// The back button (when shown) and the left items from the left edge, the right items from
    /// the right edge inwards, the title centred in the bar (moved aside when the items reach
    /// it); a prompt takes the top 30 points. Right to left, the sides swap.
    private func layOutItems() {
        let contentTop = promptLabel.superview == nil ? 0.0 : 30.0
        let height = max(0, frame.height - contentTop)
        promptLabel.frame = CGRect(x: 8, y: 4, width: max(0, frame.width - 16), height: 22)
        var left = 8.0
        backButton.frame = CGRect(x: left, y: contentTop, width: 96, height: height)
        if !backButton.isHidden { left += 96 + 8 }
        for button in leftButtons {
            let width = Self.width(of: button)
            button.frame = CGRect(x: left, y: contentTop, width: width, height: height)
            left += width + 8
        }
        var right = frame.width - 8
        for button in rightButtons {
            let width = Self.width(of: button)
            right -= width
            button.frame = CGRect(x: right, y: contentTop, width: width, height: height)
            right -= 8
        }
        let inset = max(left, frame.width - right, 112)
        titleLabel.frame = CGRect(x: inset, y: contentTop, width: max(0, frame.width - 2 * inset), height: height)
        // UIKit's left items are its leading ones, on the right in a right-to-left language.
        mirrorForLayoutDirection([backButton] + leftButtons + rightButtons)
        // The back button is the bar's own: it takes the bar's direction, its chevron and title
        // turning with the bar's.
        backButton.semanticContentAttribute = semanticContentAttribute
    }

    /// A bar button's width: its title and image, with room around them.
    static func width(of button: Button) -> Double {
        let titleWidth = (button.currentTitle ?? "").size(withFont: button.titleFont).width
        let imageWidth = button.currentImage?.size.width ?? 0
        return (titleWidth + imageWidth + (titleWidth > 0 && imageWidth > 0 ? 4 : 0)).rounded(.up) + 8
    }
}

/// A bar of items side by side, as `UIToolbar`: a navigation controller's (with the top
/// controller's toolbar items), or one of a screen's own; flexible spaces share the room left, as
/// UIKit lays them out.
@MainActor
open class Toolbar: View {
    open var items: [BarButtonItem]? {
        didSet { rebuild() }
    }
    private var buttons: [(item: BarButtonItem, button: Button?)] = []

    public required init() {
        super.init(frame: .zero)
    }

    /// 44 points high, as wide as constraints make it, as UIKit's toolbar.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 44) }

    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }

    public override var frame: CGRect {
        didSet { layOutItems() }
    }

    open override func draw(_ rect: CGRect) {
        drawToolbar(in: bounds)
    }

    private func rebuild() {
        for entry in buttons { entry.button?.removeFromSuperview() }
        buttons = (items ?? []).map { item in (item, item.isSpace ? nil : item.makeButton()) }
        for entry in buttons { if let button = entry.button { addSubview(button) } }
        layOutItems()
    }

    private func layOutItems() {
        let widths = buttons.map { entry -> Double in
            if let button = entry.button { return entry.item.width > 0 ? entry.item.width : NavigationBar.width(of: button) }
            return entry.item.systemItem == .fixedSpace ? entry.item.width : 0
        }
        let flexible = buttons.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + 8 * Double(max(0, buttons.count - 1))
        let spare = max(0, frame.width - 16 - used)
        var x = 8.0
        for (index, entry) in buttons.enumerated() {
            var width = widths[index]
            if entry.item.systemItem == .flexibleSpace { width = spare / Double(flexible) }
            entry.button?.frame = CGRect(x: x, y: 0, width: width, height: frame.height)
            x += width + 8
        }
        mirrorForLayoutDirection(buttons.compactMap(\.button))
    }
}

extension ViewController {
    /// `willMove(toParent:)`, written to the trace. HostKit's containers mark the move
    /// themselves, so an override that forgets `super` still sees ``isMovingFromParent``.
    func willMove(toParentTraced parent: ViewController?) {
        if parent == nil { pendingAppearanceCauses.insert(.movingFromParent) }
        HostLink.invoke("willMove(toParent:)", on: self) { willMove(toParent: parent) }
    }

    /// `didMove(toParent:)`, written to the trace.
    func didMove(toParentTraced parent: ViewController?) {
        HostLink.invoke("didMove(toParent:)", on: self) { didMove(toParent: parent) }
        if parent != nil { pendingAppearanceCauses.remove(.movingToParent) }
    }
}
