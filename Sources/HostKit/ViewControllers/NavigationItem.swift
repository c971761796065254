/// What a view controller shows in a navigation bar while it is on top of a navigation stack:
/// its title, prompt, bar button items and the back button, as `UINavigationItem` is in UIKit.
///
/// Every change shows at once in the bar of the navigation controller the view controller is
/// in. Left items replace the back button, as in UIKit (unless
/// ``leftItemsSupplementBackButton``).
@MainActor
open class NavigationItem {
    private var ownTitle: String?
    /// The title in the bar; by default the view controller's ``ViewController/title``.
    open var title: String? {
        get { ownTitle ?? owner?.title }
        set {
            ownTitle = newValue
            didChange()
        }
    }
    /// A line of text above the bar's buttons; the bar grows to hold it.
    open var prompt: String? {
        didSet { if prompt != oldValue { didChange() } }
    }
    open var leftBarButtonItems: [BarButtonItem]? {
        didSet { watch(leftBarButtonItems) }
    }
    /// The items at the right end, the first the rightmost.
    open var rightBarButtonItems: [BarButtonItem]? {
        didSet { watch(rightBarButtonItems) }
    }
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The item the *next* controller's back button shows while this one is below it (its title
    /// replaces this controller's title there).
    open var backBarButtonItem: BarButtonItem? {
        didSet { watch(backBarButtonItem.map { [$0] }) }
    }
    /// A title for the back button of the controller above this one, as `backButtonTitle`.
    open var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { didChange() } }
    }
    open var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { didChange() } }
    }
    /// Whether left items go after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { didChange() } }
    }
    weak var owner: ViewController?

    public init(title: String? = nil) {
        ownTitle = title
    }

    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The back button's title for the controller above this one.
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }

    private func watch(_ items: [BarButtonItem]?) {
        for item in items ?? [] {
            item.onChange = { [weak self] in self?.didChange() }
        }
        didChange()
    }

    func didChange() {
        guard let owner else { return }
        owner.parent?.childTitleDidChange(owner)
    }
}
