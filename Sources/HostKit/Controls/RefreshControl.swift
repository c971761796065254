import Foundation

/// A control that refreshes a scroll view's content when it is pulled down, as
/// `UIRefreshControl` is. Set it as the scroll view's ``ScrollView/refreshControl`` (or a table
/// view controller's) and listen for ``Control/Event/valueChanged``.
///
/// A finger that drags the content down more than ``triggerDistance`` points past its top starts
/// a refresh at once, while it drags: ``isRefreshing`` turns on, `valueChanged` is sent, and the
/// scroll view holds its content ``height`` points lower, over the spinner, until
/// ``endRefreshing()``, when it springs back. ``beginRefreshing()`` starts one from code, sending
/// nothing, and scrolls nothing, as UIKit's does.
@MainActor
open class RefreshControl: Control {
    /// How far the content is held down while refreshing, in points.
    public static let height = 60.0
    /// How far past its top the content must be pulled to start a refresh, in points.
    public static let triggerDistance = 80.0

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    private let spinner = ActivityIndicatorView(style: .medium)

    public required convenience init() {
        self.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = .flexibleWidth
        addSubview(spinner)
        centerSpinner()
    }

    /// The spinner stays in the middle whatever frame the control gets (its first comes before
    /// it has a size, which autoresizing would not follow).
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            centerSpinner()
        }
    }

    private func centerSpinner() {
        let side = spinner.bounds.width
        spinner.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }

    /// Starts a refresh from code: no `valueChanged` is sent.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        setRefreshing(true)
    }

    /// Ends the refresh: the scroll view lets its content spring back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        setRefreshing(false)
    }

    /// The content is pulled `overscroll` points past its top by a finger.
    func contentWasPulled(by overscroll: Double) {
        guard !isRefreshing, isEnabled, overscroll >= Self.triggerDistance else { return }
        setRefreshing(true)
        sendActions(for: .valueChanged)
    }

    private func setRefreshing(_ refreshing: Bool) {
        isRefreshing = refreshing
        if refreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
        (superview as? ScrollView)?.refreshingDidChange()
    }
}
