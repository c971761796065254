import Foundation

/// A view that lines up its arranged subviews in a row or a column with constraints, as
/// `UIStackView` does.
///
/// The stack makes the constraints itself (in ``updateConstraints()``, after a change of its
/// arranged subviews, of its settings or of an arranged subview's ``View/isHidden``), with
/// UIKit's identifiers, and the layout pass solves them with the window's other constraints:
/// - `UISV-canvas-connection`: the first and last visible views at the stack's edges along the
///   axis (or its margins, with ``isLayoutMarginsRelativeArrangement``), and each view's edges
///   (or centre) across it, as ``alignment`` says;
/// - `UISV-spacing`: ``spacing`` between neighbours, or the custom spacing after a view
///   (``setCustomSpacing(_:after:)``); at least that, for `equalSpacing` and `equalCentering`;
///   between baselines, with ``isBaselineRelativeArrangement`` in a vertical stack;
/// - `UISV-spacing-fit` (a HostKit addition): for `equalSpacing` and `equalCentering`, the gaps
///   no wider than ``spacing`` as far as other constraints allow, so that a stack nothing sizes
///   along its axis is as long as its content, as UIKit documents, not ambiguous;
/// - `UISV-fill-equally`, `UISV-fill-proportionally`: the lengths along the axis;
/// - `UISV-distributing`: equal gaps (`equalSpacing`) or equal distances between centres
///   (`equalCentering`), through layout guides between the views, as UIKit's are;
/// - `UISV-spanning-boundary`: a view that does not fill the stack across stays inside it;
/// - `UISV-alignment`: the baselines of `firstBaseline` and `lastBaseline`;
/// - `UISV-hiding`: a hidden view takes no room: no length, and no spacing on either side.
///
/// Each arranged subview's ``View/translatesAutoresizingMaskIntoConstraints`` is turned off, as
/// UIKit does. A view with no intrinsic size along a dimension (a plain ``View``) keeps the size
/// it had when it was arranged there, at its content hugging priority (`UISV-arranged-size`, a
/// HostKit addition: UIKit leaves such a view's size ambiguous).
@MainActor
open class StackView: View {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
    /// Where the arranged subviews go across the axis.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
        /// `leading`, for a horizontal stack.
        public static let top = Alignment.leading
        /// `trailing`, for a horizontal stack.
        public static let bottom = Alignment.trailing
    }
    /// How the arranged subviews share the stack's length along the axis.
    public enum Distribution: String, Sendable, CaseIterable {
        /// Each view at its intrinsic length; the one that hugs least grows (or resists least
        /// shrinks) to fill the stack.
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views at their intrinsic lengths, equal gaps (at least ``spacing``) between them.
        case equalSpacing
        /// Views at their intrinsic lengths, their centres equally far apart.
        case equalCentering
    }

    /// A custom spacing of this value says "no custom spacing after this view": ``spacing``
    /// applies (`UIStackView.spacingUseDefault`).
    public nonisolated static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// A spacing of this value asks for the system's standard spacing between two views,
    /// ``LayoutConstraint/systemSpacing`` points (`UIStackView.spacingUseSystem`).
    public nonisolated static let spacingUseSystem = Double.leastNormalMagnitude

    public private(set) var arrangedSubviews: [View] = []
    open var axis: Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// The gap between neighbours, unless a custom spacing follows a view; ``spacingUseSystem``
    /// for the system's standard spacing.
    open var spacing: Double = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// Whether the views are arranged inside the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }
    /// Whether a vertical stack measures the spacing between neighbours from the last baseline of
    /// one to the first baseline of the next, as `UIStackView.isBaselineRelativeArrangement`
    /// does, so that lines of text in different fonts keep an even rhythm; a view without text
    /// stands for its baselines with its edges. A horizontal stack ignores it (its
    /// ``alignment`` lines baselines up). The first and last views keep their edges at the
    /// stack's: UIKit's documentation says their baselines keep a distance from the edges but not
    /// which.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The constraints the stack made at its last update, active while it keeps them.
    public private(set) var arrangementConstraints: [LayoutConstraint] = []
    /// The guides between views that `equalSpacing` and `equalCentering` distribute.
    private var distributingGuides: [LayoutGuide] = []
    /// Each arranged subview's size when it was arranged, for `UISV-arranged-size`.
    private var arrangedSizes: [ObjectIdentifier: CGSize] = [:]
    /// The gaps after arranged subviews that ``setCustomSpacing(_:after:)`` set.
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// How many ``deferringLayout(_:)`` calls are under way on this stack.
    private var layoutDeferrals = 0

    /// A stack arranging `views` in order, as `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `index` among the arranged subviews (and adds it as a subview).
    /// `index` must be from 0 to the number of arranged subviews: UIKit throws
    /// `internalInconsistencyException` for another; HostKit reports it and leaves the
    /// arrangement as it is.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        guard index >= 0, index <= arrangedSubviews.count else {
            HostLink.reportIssue("insertArrangedSubview(_:at:) was given index \(index), outside the \(arrangedSubviews.count) arranged subviews of the stack view; the view is not arranged",
                                 remedy: "pass an index from 0 to arrangedSubviews.count, or call addArrangedSubview(_:)")
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        arrangedSizes[ObjectIdentifier(view)] = view.alignmentRect(forFrame: view.frame).size
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit, and its custom spacing goes.
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        forgetArrangement(of: view)
        arrangementDidChange()
    }

    /// Puts `spacing` points after `arrangedSubview` instead of ``spacing``, as
    /// `UIStackView.setCustomSpacing(_:after:)` does: ``spacingUseDefault`` takes the custom
    /// spacing away, ``spacingUseSystem`` asks for the standard spacing. A view that is not
    /// arranged in this stack is ignored. The spacing applies while the view is visible; a hidden
    /// view takes no room and no spacing.
    open func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let custom: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != custom else { return }
        customSpacings[key] = custom
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap the arrangement leaves after `view`, in points.
    func gap(after view: View) -> Double {
        let wanted = customSpacings[ObjectIdentifier(view)] ?? spacing
        return wanted == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : wanted
    }

    private func forgetArrangement(of view: View) {
        view.layoutStorage?.arrangedPull = nil
        arrangedSizes[ObjectIdentifier(view)] = nil
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Runs `body`, which adds arranged subviews or changes settings, and asks for one update of
    /// the stack's constraints at the end instead of one after each change.
    package func deferringLayout(_ body: () -> Void) {
        layoutDeferrals += 1
        body()
        layoutDeferrals -= 1
        arrangementDidChange()
    }

    private func arrangementDidChange() {
        if layoutDeferrals == 0 { setNeedsUpdateConstraints() }
    }

    /// The view whose first baseline stands for the stack's, as `UIStackView` documents it
    /// ("Position and size the stack view"): in a vertical stack, its first visible arranged
    /// subview (a column of labels in a row aligned by `firstBaseline` lines up by its top
    /// label); in a horizontal stack, its tallest (so text tied to a row's baseline lines up with
    /// the row's largest text). When that view is a stack view too, the one it names. A stack
    /// with no visible arranged subview stands for itself.
    open override var forFirstBaselineLayout: View { baselineView(first: true) }

    /// The view whose last baseline stands for the stack's: in a vertical stack, its last visible
    /// arranged subview; in a horizontal stack, its tallest; a nested stack's own, as for
    /// ``forFirstBaselineLayout``.
    open override var forLastBaselineLayout: View { baselineView(first: false) }

    private func baselineView(first: Bool) -> View {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let chosen: View?
        if axis == .vertical {
            chosen = first ? visible.first : visible.last
        } else {
            // The first of the tallest.
            var tallest: (view: View, height: Double)?
            for view in visible {
                let height = Self.naturalHeight(of: view)
                if tallest == nil || height > tallest!.height { tallest = (view, height) }
            }
            chosen = tallest?.view
        }
        guard let chosen else { return self }
        guard let nested = chosen as? StackView else { return chosen }
        return first ? nested.forFirstBaselineLayout : nested.forLastBaselineLayout
    }

    /// The height `view` takes in a row, to find the tallest: its intrinsic height; for a nested
    /// stack, its visible views' (stacked, or the tallest's); else the height it has. Not its
    /// frame's, which a `fill` alignment makes the same for every view.
    private static func naturalHeight(of view: View) -> Double {
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic != View.noIntrinsicMetric { return intrinsic }
        guard let stack = view as? StackView else { return view.frame.height }
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        let heights = visible.map { naturalHeight(of: $0) }
        guard stack.axis == .vertical else { return heights.max() ?? 0 }
        return heights.reduce(0, +) + visible.dropLast().reduce(0) { $0 + stack.gap(after: $1) }
    }

    /// An arranged subview was shown or hidden: it collapses or takes room again.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    /// A subview is leaving: it leaves the arranged subviews too. Called by `View` itself as
    /// the view detaches, not through ``willRemoveSubview(_:)``, which UIKit documents as doing
    /// nothing, so that subclasses override it without calling `super`.
    func subviewWillLeave(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            forgetArrangement(of: subview)
            arrangementDidChange()
        }
    }

    /// Lays the arranged subviews out now: their constraints are brought up to date and solved.
    open func layoutArrangedSubviews() {
        setNeedsUpdateConstraints()
        layoutIfNeeded()
    }

    /// Replaces the stack's constraints by the ones its arranged subviews and settings need now.
    open override func updateConstraints() {
        let old = Set(arrangementConstraints.map(ObjectIdentifier.init))
        if !old.isEmpty {
            autoLayout.constraints.removeAll { old.contains(ObjectIdentifier($0)) }
            for constraint in arrangementConstraints { constraint.didInstall(in: nil) }
        }
        for guide in distributingGuides { removeLayoutGuide(guide) }
        distributingGuides = []
        // Ties between equal priorities along the axis go by the index in the arrangement: the
        // earlier view pulls a little less, so it is the one resized. The new arrangement's
        // constraints make the engine collect every view's intrinsic-size constraints again,
        // which read these.
        for (index, view) in arrangedSubviews.enumerated() {
            view.autoLayout.arrangedPull = (axis == .horizontal, 1 + 0.001 * Double(index))
        }
        var arrangement = StackArrangement(stack: self)
        arrangementConstraints = arrangement.constraints()
        autoLayout.constraints.append(contentsOf: arrangementConstraints)
        for constraint in arrangementConstraints { constraint.didInstall(in: self) }
        constraintsDidChange()
        super.updateConstraints()
    }

    /// A new guide between two arranged subviews, kept until the next update.
    func makeDistributingGuide() -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        distributingGuides.append(guide)
        return guide
    }

    /// The size `view`'s alignment rectangle had when it was arranged (the stack's constraints
    /// size alignment rectangles).
    func arrangedSize(of view: View) -> CGSize {
        arrangedSizes[ObjectIdentifier(view)] ?? view.alignmentRect(forFrame: view.frame).size
    }
}
