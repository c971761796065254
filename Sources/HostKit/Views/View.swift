import Foundation

/// A rectangular area of the interface and the base of every view, as `UIView` is in UIKit.
@MainActor
open class View: Responder {
    // A hit test reads `frame`, `isHidden`, `alpha`, `isUserInteractionEnabled` and `subviews` on
    // every view it visits, and conversions and the responder chain read `superview` and
    // `owningViewController` at every step. Their dynamic exclusivity checks (a thread-local
    // access set, updated on every access) cost more than the reads, so they are off for these
    // properties alone. That is sound. The value-typed ones hold no references, so even an
    // overlapping access could not reach freed memory. The others are only ever set by HostKit's
    // own code (their setters are not public), each in a single statement that runs no other code
    // while the access lasts (an assignment, `append`, `insert`, or a `removeAll` whose closure
    // only compares identities), so no read can start during a modification.
    @exclusivity(unchecked) open var frame: CGRect
    @exclusivity(unchecked) public private(set) weak var superview: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    open var backgroundColor: Color?
    @exclusivity(unchecked) open var isHidden = false
    @exclusivity(unchecked) open var alpha: Double = 1
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    /// The `id` the view has in its storyboard, if it came from one. As in UIKit, it is not the
    /// accessibility identifier; event scripts fall back to it when no view has the identifier
    /// they name, and snapshots show it, so an author can see what to type.
    package internal(set) var storyboardIdentifier: String?
    /// True for HostKit's own private view classes, which snapshots show as a plain `View`.
    package internal(set) var isPlainViewToApps = false
    /// Set when this view is a view controller's root view: the controller is its next responder.
    @exclusivity(unchecked) package weak var owningViewController: ViewController?

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

    // MARK: Hit-testing

    /// The deepest view of this subtree, this view included, that contains `point` (in this
    /// view's coordinates) and takes touches: the view a finger coming down there touches.
    ///
    /// It returns `nil` when this view is hidden, has ``isUserInteractionEnabled`` off, has an
    /// ``alpha`` below 0.01, or does not contain the point (``point(inside:with:)``); so a point
    /// outside this view never reaches its subviews, even a subview whose frame sticks out.
    /// Subviews are asked front to back, the last of ``subviews`` first; the first that answers
    /// wins. Override it to send touches elsewhere, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        return Self.frontmostResult(among: subviews) { subview in
            let origin = subview.frame.origin
            return subview.hitTest(CGPoint(x: point.x - origin.x, y: point.y - origin.y), with: event)
        } ?? self
    }

    /// The first non-`nil` result of `body` over `views`, last view first, calling it on each view
    /// without retaining the view.
    ///
    /// A retain and a release per view visited were most of a hit test's cost: a superview's
    /// reference count lives in a side table, since its subviews refer to it weakly. Skipping them
    /// is sound because `views` holds a strong reference to every element until this returns, and
    /// no code can change that array value: an override that adds or removes views changes the
    /// property, which is then copied on write, not this buffer. `Unmanaged<View>` is a single
    /// object pointer, laid out exactly as the array's strong references.
    ///
    /// It is `nonisolated` because a main-actor closure handed straight to the standard library
    /// gets a run-time check of the current executor on every call (the library is not compiled
    /// in Swift 6 mode), and that check cost more than the hit test itself; the closures here
    /// carry no isolation, and `body` runs synchronously on the caller's actor.
    private nonisolated static func frontmostResult<Result>(among views: [View], _ body: (View) -> Result?) -> Result? {
        views.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<View>.self) { references in
                var index = references.endIndex
                while index > references.startIndex {
                    index -= 1
                    if let result = references[index]._withUnsafeGuaranteedRef(body) { return result }
                }
                return nil
            }
        }
    }

    /// Whether `point`, in this view's coordinates, is inside the view: by default, inside its
    /// ``bounds`` (the left and top edges included, the right and bottom ones not). Override it to
    /// give a small control a larger touch area.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        let bounds = self.bounds
        // A size may be negative, as in CoreGraphics: the rectangle then extends the other way.
        let minX = min(bounds.origin.x, bounds.origin.x + bounds.size.width)
        let minY = min(bounds.origin.y, bounds.origin.y + bounds.size.height)
        return point.x >= minX && point.x < minX + abs(bounds.size.width)
            && point.y >= minY && point.y < minY + abs(bounds.size.height)
    }

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
