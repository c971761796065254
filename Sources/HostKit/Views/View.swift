import Foundation

/// A rectangular area of the interface and the base of every view, as `UIView` is in UIKit.
@MainActor
open class View: Responder {
    // A hit test reads `untransformedFrame`, `isTransformed`, `isHidden`, `alpha`,
    // `isUserInteractionEnabled` and `subviews` on every view it visits, and conversions and the
    // responder chain read `superview` and `owningViewController` at every step. Their dynamic
    // exclusivity checks (a thread-local access set, updated on every access) cost more than the
    // reads, so they are off for these properties alone. That is sound. The value-typed ones hold
    // no references, so even an overlapping access could not reach freed memory. The others are
    // only ever set by HostKit's own code (their setters are not public), each in a single
    // statement that runs no other code while the access lasts (an assignment, `append`,
    // `insert`, or a `removeAll` whose closure only compares identities), so no read can start
    // during a modification.

    /// The view's rectangle in its superview's coordinates, as `UIView.frame`: with the identity
    /// ``transform``, its ``center`` and its bounds' size; with another, the smallest rectangle
    /// that holds the transformed bounds. Setting it under a transform that is not the identity
    /// (which UIKit leaves undefined) sets ``center`` to its middle and the bounds' size to its
    /// size, as if the transform were the identity, and keeps the transform.
    open var frame: CGRect {
        get { isTransformed ? transformedFrame : untransformedFrame }
        set {
            let old = untransformedFrame
            untransformedFrame = newValue
            if newValue != old { frameDidChange(from: old) }
        }
    }
    /// The frame the view has under the identity transform: its ``center`` and its bounds'
    /// size, what ``frame``, ``bounds`` and ``center`` are read from, and what the layout engine
    /// places. Only the setter of `frame` assigns it, in one statement, so its exclusivity check
    /// is off for the reasons given at the top of the class.
    @exclusivity(unchecked) package private(set) final var untransformedFrame: CGRect
    @exclusivity(unchecked) public private(set) weak var superview: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    // What a layout pass reads or sets on every view it visits comes next, so that it shares
    // the first cache lines with the three above: on a screen too large for the cache, each
    // line more is one more miss per view and per walk.
    /// Auto Layout's settings and state (`View+Layout.swift`), made on first use.
    @exclusivity(unchecked) package var layoutStorage: ViewLayout?
    /// Set by ``setNeedsLayout()``; the next layout pass clears it.
    @exclusivity(unchecked) package private(set) var needsLayout = false
    /// Whether this view or one below it needs layout, so that a layout pass walks only there.
    @exclusivity(unchecked) package private(set) var subtreeNeedsLayout = false
    /// Whether ``owningViewController`` was last set to a controller: the layout pass and the
    /// appearance forwarding of `addSubview`/`removeFromSuperview` load that weak reference
    /// (through the view's side table, a slow path) only for such a view. Only the observer of
    /// ``owningViewController`` assigns it, in one statement, so its exclusivity check is off for
    /// the reasons given at the top of the class.
    @exclusivity(unchecked) package private(set) var mayHaveOwningViewController = false
    /// Set by ``setNeedsDisplay()``; the next display pass that shows this view clears it.
    /// Like the flags of layout above and ``layoutStorage``, read or set for every view a layout
    /// pass places, so its exclusivity check is off for the reasons given at the top: a value
    /// HostKit alone sets, each time in one assignment.
    @exclusivity(unchecked) package internal(set) var needsDisplay = true
    /// Whether ``transform`` is not the identity: the one comparison that the paths placing
    /// every view (hit tests, conversions, the screen's damage, the compositor) make for a view
    /// without one. Beside the flags above, it takes no cache line of its own. Only the observer
    /// of `transform` assigns it.
    @exclusivity(unchecked) package private(set) final var isTransformed = false
    /// What ``draw(_:)`` drew last, kept so that a frame where this view did not change needs
    /// no call to it (the layer's contents, in Core Animation's terms).
    package var drawnContents: DrawnContents?
    /// The whole subtree as one image, once it has stayed unchanged through a composite.
    package var keptSubtree: KeptSubtree?
    /// Composites of this subtree since it last changed (counted to 2).
    package var unchangedComposites = 0
    /// ``subtreeExtent`` as last measured, while screen damage is tracked; let go by the same
    /// walks up as ``keptSubtree``.
    var measuredSubtreeExtent: CGRect?
    open var backgroundColor: Color? {
        didSet {
            guard backgroundColor != oldValue else { return }
            invalidateOnScreen()
            if Animator.isWatching { Animator.propertyDidChange(self, .backgroundColor, from: .color(oldValue), to: .color(backgroundColor)) }
        }
    }
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            invalidateSubtreeOnScreen()
            // A stack collapses a hidden arranged subview.
            (superview as? StackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }
    @exclusivity(unchecked) open var alpha: Double = 1 {
        didSet {
            guard alpha != oldValue else { return }
            invalidateSubtreeOnScreen()
            if Animator.isWatching { Animator.propertyDidChange(self, .alpha, from: .number(oldValue), to: .number(alpha)) }
        }
    }
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    /// The `id` the view has in its storyboard, if it came from one. As in UIKit, it is not the
    /// accessibility identifier; event scripts fall back to it when no view has the identifier
    /// they name, and snapshots show it, so an author can see what to type.
    package internal(set) var storyboardIdentifier: String?
    /// Whether subviews are cut at this view's bounds when drawn.
    open var clipsToBounds = false {
        // Before and after: what stuck out shows only while the view does not clip.
        willSet { if clipsToBounds != newValue { invalidateSubtreeOnScreen() } }
        didSet { if clipsToBounds != oldValue { invalidateSubtreeOnScreen() } }
    }
    /// How content of another size (an image) fits the bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }
    /// How the view is scaled, turned or moved from where its ``center`` and ``bounds`` put it,
    /// as `UIView.transform`: about its center (UIKit's default anchor point), in drawing, hit
    /// testing and conversions. ``frame`` then reads as the transformed bounds' bounding box;
    /// ``center`` and ``bounds`` stay, so layout (Auto Layout too) is not affected, and a change
    /// lays nothing out. A change inside an animation block animates on screen, through a scale,
    /// a rotation (the short way round) and a translation, as Core Animation's does; touches and
    /// conversions follow the new transform at once, as UIKit's model values do.
    open var transform = CGAffineTransform.identity {
        // Before and after: the subtree is drawn again where it showed and where it shows.
        willSet { if newValue != transform { invalidateSubtreeOnScreen() } }
        didSet {
            guard transform != oldValue else { return }
            isTransformed = !transform.isIdentity
            invalidateSubtreeOnScreen()
            if Animator.isWatching { Animator.propertyDidChange(self, .transform, from: .transform(oldValue), to: .transform(transform)) }
        }
    }
    /// What the view draws besides its background: corners, border, shadow.
    public let layer = Layer()
    private var ownTintColor: Color?

    /// The colour controls draw their active parts in; a view without one of its own takes its
    /// superview's, and the top of the hierarchy takes ``Color/systemBlue``, as in UIKit.
    open var tintColor: Color! {
        get {
            var view: View? = self
            while let current = view {
                if let color = current.ownTintColor { return color }
                view = current.superview
            }
            return .systemBlue
        }
        set {
            ownTintColor = newValue
            markSubtreeNeedsDisplay()
        }
    }

    /// Draws the view's content in its own coordinates, over its background and under its
    /// subviews, as `UIView.draw(_:)` does. `GraphicsContext.current` is the place to draw. The
    /// default draws nothing; `rect` is the part that needs drawing.
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view as needing to be drawn again: the next display pass calls
    /// ``draw(_:)`` once, however many times this was called since the last one.
    open func setNeedsDisplay() {
        needsDisplay = true
        invalidateOnScreen()
    }

    /// Marks part of the view as needing to be drawn again. AppHost draws a view's content whole,
    /// so this marks all of it; only `rect` is put on screen again.
    open func setNeedsDisplay(_ rect: CGRect) {
        needsDisplay = true
        invalidateOnScreen(rect.isFinite ? rect.intersection(bounds) : bounds)
    }

    // MARK: Layout

    /// Lays out the subviews; called by the layout pass, parents before their subviews, after
    /// the window's constraints are solved. The default does nothing. Do not call it: call
    /// ``setNeedsLayout()`` or ``layoutIfNeeded()``.
    open func layoutSubviews() {}

    // MARK: Traits

    /// The traits of the environment changed from `previousTraitCollection` (the window's size
    /// classes, when the device turns), as in UIKit: change what depends on them here, such as
    /// the constraints that are active. Called on every view of the window, after its view
    /// controller's. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Marks the view as needing layout: the layout pass at the end of this run-loop turn (or a
    /// ``layoutIfNeeded()`` before it) calls ``layoutSubviews()`` once.
    open func setNeedsLayout() {
        needsLayout = true
        markSubtreeNeedsLayout()
    }

    /// The size the view's content wants (a label's text), which constraints hold it to as
    /// its hugging and compression resistance priorities say; ``noIntrinsicMetric`` for none.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The content hugging priorities a view of this class starts with: low, as UIKit's views'
    /// are, unless the class holds its size more firmly (a switch).
    package var defaultContentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority) { (.defaultLow, .defaultLow) }

    /// Where a text baseline is, from the view's vertical centre; `nil` for a view without
    /// text, whose first baseline is its top edge and whose last baseline is its bottom edge,
    /// as in UIKit.
    package var baselineOffsetFromCenterY: Double? { nil }

    /// The insets from the view's frame to its alignment rectangle, as
    /// `UIView.alignmentRectInsets`: Auto Layout places and sizes that rectangle, and its edges,
    /// centre, size and intrinsic size are the rectangle's. Override to leave out of alignment
    /// what the view draws beyond its content (a shadow, a badge); the frame is the rectangle
    /// outset by these insets. The default is none. When they change, call
    /// ``invalidateIntrinsicContentSize()`` or ``setNeedsUpdateConstraints()``.
    /// Insets that are not finite numbers count as none, and are reported.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// ``alignmentRectInsets`` if they are finite numbers; else none, reported once for the
    /// view's class.
    package var usableAlignmentRectInsets: EdgeInsets {
        let insets = alignmentRectInsets
        guard !insets.isFinite else { return insets }
        HostLink.reportIssueOnce(key: "\(ObjectIdentifier(type(of: self))).alignmentRectInsets",
                                 "\(type(of: self)).alignmentRectInsets are not finite numbers (\(insets)); the view is aligned by its frame",
                                 remedy: "return finite insets from alignmentRectInsets")
        return .zero
    }

    /// `frame` inset by ``alignmentRectInsets``: the alignment rectangle of a view with that
    /// frame, as `UIView.alignmentRect(forFrame:)`. Unlike UIKit's, it cannot be overridden:
    /// the layout engine works with the insets.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: usableAlignmentRectInsets)
    }

    /// `alignmentRect` outset by ``alignmentRectInsets``: the frame of a view with that
    /// alignment rectangle, as `UIView.frame(forAlignmentRect:)`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        alignmentRect.outset(by: usableAlignmentRectInsets)
    }

    /// The view whose first baseline stands for this view's (``firstBaselineAnchor``), as
    /// `UIView.forFirstBaselineLayout`: override it to return a text view inside this one (a
    /// label), so that constraints and stack views align this view by that text. It must be a
    /// view below this one; another is reported and this view stands for itself. The default
    /// is ``forLastBaselineLayout``.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }

    /// The view whose last baseline stands for this view's (``lastBaselineAnchor``), as
    /// `UIView.forLastBaselineLayout`; the default is the view itself.
    open var forLastBaselineLayout: View { self }

    /// Where the last line's baseline is, from the view's vertical centre: the first line's
    /// unless the view shows several lines.
    package var lastBaselineOffsetFromCenterY: Double? { baselineOffsetFromCenterY }

    /// The height of a line of the view's text, for the system spacing between baselines;
    /// `nil` for a view without text.
    package var textLineHeight: Double? { nil }

    /// Whether the view's edges, in a constraint with a view inside it, stand for its content's
    /// edges rather than its frame's: a scroll view's are, as in UIKit.
    package var edgesAreContentArea: Bool { false }

    /// The size that best fits `size`, as `UIView.sizeThatFits(_:)`: the default is the view's
    /// current size. Views with content of a natural size (a label's text, a button's title,
    /// a switch, an image view's image) answer their content's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin, as
    /// `UIView.sizeToFit()` does.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: untransformedFrame.origin, size: fitted)
    }

    /// The intrinsic content size, with the current size standing in along a dimension that
    /// has none: the size a view of natural content fits.
    package var intrinsicSizeOrCurrent: CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == View.noIntrinsicMetric ? bounds.width : intrinsic.width,
                      height: intrinsic.height == View.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    /// The view's layout margins changed (``View/directionalLayoutMargins``): set, or moved with
    /// the safe area they are measured from. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The view's ``safeAreaInsets`` changed. Called in the layout pass that sees the change, as
    /// in UIKit. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Adds or changes the view's constraints; called before the layout pass after
    /// ``setNeedsUpdateConstraints()``, subviews first. Call `super` at the end, as in UIKit.
    /// For a view controller's view, the pass calls the controller's
    /// ``ViewController/updateViewConstraints()``, whose default calls this.
    open func updateConstraints() {}

    /// Whether views of this class lay out correctly only with constraints, as UIKit's class
    /// property of the same name: `false` by default. A class that answers `true` (a custom view
    /// that makes its constraints in ``updateConstraints()``) has that method called before the
    /// first layout pass that sees the view, without a call to ``setNeedsUpdateConstraints()``,
    /// and its hierarchy is laid out by constraints from then on.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Lays out this view and the views below it that need it, now, parents first; the
    /// hierarchy's constraints are solved first if they changed.
    open func layoutIfNeeded() {
        let tellsSafeAreaChanges = SafeAreaTracking.beginPass()
        defer { if tellsSafeAreaChanges { SafeAreaTracking.endPass(self) } }
        // The views below are laid out in the same pass: only its first view solves.
        if ConstraintActivity.isInUse, !ConstraintActivity.isLayingOut {
            ConstraintActivity.isLayingOut = true
            defer { ConstraintActivity.isLayingOut = false }
            solveConstraintsIfNeeded()
            layOutSubtreeIfNeeded()
        } else {
            layOutSubtreeIfNeeded()
        }
    }

    private func layOutSubtreeIfNeeded() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            if mayHaveOwningViewController, let controller = owningViewController {
                controller.viewWillLayoutSubviews()
                // A constraint the controller changed just now places the subviews in this
                // pass, as UIKit's engine applies its layout inside `layoutSubviews()`; on a top
                // view, that is the pass the change asked for.
                if ConstraintActivity.isLayingOut {
                    solveConstraintsIfNeeded()
                    if superview == nil { needsLayout = false }
                }
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        // Without retaining each subview (a view's count lives in a side table: a slow path and,
        // on a large screen, a cache miss per view). The local list, one retain, keeps every one
        // of them alive whatever a `layoutSubviews()` below does to this view's subviews.
        let subviews = self.subviews
        View.forEachUnretained(subviews) { subview in
            if subview.subtreeNeedsLayout { subview.layoutIfNeeded() }
        }
    }

    /// A tint colour reaches every view below that has none of its own.
    private func markSubtreeNeedsDisplay() {
        setNeedsDisplay()
        for subview in subviews { subview.markSubtreeNeedsDisplay() }
    }

    private func markSubtreeNeedsLayout() {
        // This view first, without holding it in a variable: that would retain it, through its
        // side table, for every view a layout pass resizes.
        guard !subtreeNeedsLayout else { return }
        subtreeNeedsLayout = true
        var view = superview
        while let current = view, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            view = current.superview
        }
    }
    /// The gesture recognizers attached to the view (see ``addGestureRecognizer(_:)``).
    public internal(set) var gestureRecognizers: [GestureRecognizer]?
    /// Whether a recognizer of another view may recognize a gesture whose touches fall in this
    /// view, asked before it leaves `possible`, as UIKit asks the touched view. ``Control``
    /// refuses a superview's single tap, so that its own tap wins.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// True for HostKit's own private view classes, which snapshots show as a plain `View`.
    package internal(set) var isPlainViewToApps = false
    /// Set when this view is a view controller's root view: the controller is its next responder.
    @exclusivity(unchecked) package weak var owningViewController: ViewController? {
        didSet { mayHaveOwningViewController = owningViewController != nil }
    }

    public init(frame: CGRect) {
        untransformedFrame = frame
        super.init()
        layer.view = self
        if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The view's own coordinate space, as `UIView.bounds`: where its subviews' frames are
    /// measured from, and its size.
    ///
    /// Setting the origin moves what is inside the view the other way, as scrolling does: a
    /// ``ScrollView``'s bounds start at its ``ScrollView/contentOffset``, and setting either
    /// sets both. Setting the size resizes the view about its ``center``, which stays, as in
    /// UIKit; like a new frame size, it lays the view out again (autoresizing its subviews) and
    /// draws it again.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: untransformedFrame.size) }
        set {
            let frame = untransformedFrame
            if newValue.size != frame.size {
                self.frame = CGRect(x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2,
                                    width: newValue.width, height: newValue.height)
            }
            if newValue.origin != boundsOrigin { moveBoundsOrigin(to: newValue.origin) }
        }
    }

    /// The middle of the view's bounds in the superview's coordinates, as `UIView.center`: the
    /// point its ``transform`` turns and scales it about. Setting it moves the view and keeps its
    /// size.
    open var center: CGPoint {
        get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
        set {
            let size = untransformedFrame.size
            frame = CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// Where the bounds start: `.zero` until ``bounds`` (or a ``ScrollView``'s content offset)
    /// moves it. Read on every hit-test step and conversion, a plain value set only by
    /// ``moveBoundsOrigin(to:)`` and the scroll view in single assignments, so its dynamic
    /// exclusivity check is off (see `frame`).
    @exclusivity(unchecked) package internal(set) var boundsOrigin = CGPoint.zero

    /// Moves the bounds' origin, and so every subview the other way on screen; a
    /// ``ScrollView`` overrides it to scroll, so that setting its bounds sets its content offset.
    package func moveBoundsOrigin(to origin: CGPoint) {
        guard origin != boundsOrigin else { return }
        // The subviews that stick out are drawn again where they were and where they go.
        invalidateSubtreeOnScreen()
        boundsOrigin = origin
        invalidateSubtreeOnScreen()
    }

    open override var next: Responder? { owningViewController ?? superview }

    // MARK: Hit-testing

    /// The deepest view of this subtree, this view included, that contains `point` (in this
    /// view's coordinates) and takes touches: the view a finger coming down there touches.
    ///
    /// It returns `nil` when this view is hidden, has ``isUserInteractionEnabled`` off, has an
    /// ``alpha`` below 0.01, or does not contain the point (``point(inside:with:)``); so a point
    /// outside this view never reaches its subviews, even a subview whose frame sticks out.
    /// Subviews are asked front to back, the last of ``subviews`` first, each with the point in
    /// its own coordinates (through the inverse of its ``transform``); the first that answers
    /// wins. Override it to send touches elsewhere, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        return Self.frontmostResult(among: subviews) { subview in
            subview.hitTest(subview.convertFromSuperview(point), with: event)
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

    /// Calls `body` on each of `objects` (views, or a view's constraints) in order without
    /// retaining it, for walks over a whole hierarchy (the layout engine's); sound for the
    /// reasons ``frontmostResult(among:_:)`` gives: `objects` holds every element until this
    /// returns.
    nonisolated static func forEachUnretained<Object: AnyObject>(_ objects: [Object], _ body: (Object) -> Void) {
        objects.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<Object>.self) { references in
                for reference in references { reference._withUnsafeGuaranteedRef(body) }
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
        insertSubview(view, at: subviews.count)
    }

    /// Adds `view` below the others (first in ``subviews``).
    ///
    /// When `view` is the root view of a child view controller, or holds one (a container
    /// putting the child's view in a wrapper first), and enters a window through its container
    /// on screen, the child gets `viewWillAppear(_:)` before the view is added and
    /// `viewDidAppear(_:)` after, as UIKit forwards them (see
    /// ``ViewController/shouldAutomaticallyForwardAppearanceMethods``).
    open func insertSubview(_ view: View, at index: Int) {
        // Only a subtree with a controller's root view in it can start an appearance change; a
        // leaf that is no root view (most views added) skips the window look-ups, which walk up
        // the tree.
        var appearing: [ViewController] = []
        if view.mayHaveOwningViewController || !view.subviews.isEmpty, view.window == nil, window != nil {
            appearing = view.controllersRootedInSubtree().filter { $0.rootViewWillEnterWindow() }
        }
        if view.superview === self {
            // Already here: it only moves among the subviews (to the front, for `addSubview`),
            // as in UIKit, which removes a view only from another superview. It keeps its
            // constraints, and a stack view's arranged subview stays arranged.
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.invalidateSubtreeOnScreen()
            return
        }
        view.detachFromSuperview()
        // Counted after the detach: a view moved within this view has left its old place.
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didJoinSuperview()
        for controller in appearing { controller.endAppearanceTransition() }
    }

    /// Takes the view out of its superview. The root view of a child view controller on screen
    /// that leaves the window this way, itself or inside this view, gets the disappear
    /// callbacks around the removal.
    open func removeFromSuperview() {
        var disappearing: [ViewController] = []
        if mayHaveOwningViewController || !subviews.isEmpty, window != nil {
            disappearing = controllersRootedInSubtree().filter { $0.rootViewWillLeaveWindow() }
        }
        detachFromSuperview()
        for controller in disappearing { controller.endAppearanceTransition() }
    }

    /// The view controllers whose root views are this view or in its subtree, the nearest to
    /// this view only: a controller's own children's views are its to forward appearance to.
    private func controllersRootedInSubtree() -> [ViewController] {
        if mayHaveOwningViewController, let controller = owningViewController { return [controller] }
        var found: [ViewController] = []
        // Reversed, so that the controllers come in the order of their views.
        var pending = Array(subviews.reversed())
        while let view = pending.popLast() {
            if view.mayHaveOwningViewController, let controller = view.owningViewController {
                found.append(controller)
            } else {
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
        return found
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        layoutHierarchyWillChange(leaving: parent)
        (parent as? StackView)?.subviewWillLeave(self)
        parent.willRemoveSubview(self)
        invalidateSubtreeOnScreen()
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func didJoinSuperview() {
        layoutHierarchyDidChange()
        if subtreeNeedsLayout {
            // Marking stops at a view already marked: unmark this one so the walk goes up.
            subtreeNeedsLayout = false
            markSubtreeNeedsLayout()
        }
        invalidateSubtreeOnScreen()
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

    /// The frontmost view in this subtree that assistive technology can reach and that matches:
    /// later subviews (drawn on top) before earlier ones, a view's subviews before the view.
    package func frontmostAccessibleView(where predicate: (View) -> Bool) -> View? {
        guard !isHidden, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            if let found = subview.frontmostAccessibleView(where: predicate) { return found }
        }
        return predicate(self) ? self : nil
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
