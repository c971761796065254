import Foundation

/// A rectangular area of the interface and the base of every view, as `UIView` is in UIKit.
@MainActor
open class View: Responder {
    open var frame: CGRect
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    open var isHidden = false
    open var alpha: Double = 1
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
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

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The first view in this subtree, this view included, whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
