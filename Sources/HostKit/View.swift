import Foundation

/// A rectangular area of the interface and the base of every view, as `UIView` is in UIKit.
@MainActor
open class View: Responder {
    open var frame: CGRect
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    open var backgroundColor: Color?
    open var isHidden = false
    open var alpha: Double = 1
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    /// True for HostKit's own private view classes, which snapshots show as a plain `View`.
    package internal(set) var isPlainViewToApps = false
    /// Set when this view is a view controller's root view: the controller is its next responder.
    package weak var owningViewController: ViewController?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The view's own coordinate space: its frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    open override var next: Responder? { owningViewController ?? superview }

    /// The window the view is in, if any.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Adds `view` below the others (first in ``subviews``).
    open func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Called before `subview` leaves this view.
    open func willRemoveSubview(_ subview: View) {}

    /// The first view in this subtree, this view included, whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        firstView { $0.tag == tag }
    }

    /// The first view in this subtree that assistive technology can reach (not hidden, not
    /// transparent, nor inside such a view) and that matches, depth first.
    package func firstAccessibleView(where predicate: (View) -> Bool) -> View? {
        guard !isHidden, alpha >= 0.01 else { return nil }
        if predicate(self) { return self }
        for subview in subviews {
            if let found = subview.firstAccessibleView(where: predicate) { return found }
        }
        return nil
    }

    /// The first view in this subtree, this view included, depth first, that matches.
    public func firstView(where predicate: (View) -> Bool) -> View? {
        if predicate(self) { return self }
        for subview in subviews {
            if let found = subview.firstView(where: predicate) { return found }
        }
        return nil
    }
}
