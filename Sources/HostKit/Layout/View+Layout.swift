import Foundation

/// Whether any view has used Auto Layout in this process: until one has, the layout pass and
/// frame changes skip every constraint check.
@MainActor
enum ConstraintActivity {
    static var isInUse = false
    /// Set while a layout pass runs, whose first view solved the constraints.
    static var isLayingOut = false
    /// How many views wait for ``View/updateConstraints()``.
    static var pendingUpdates = 0
}

extension LayoutConstraint {
    /// The two axes, for content hugging and compression resistance.
    public enum Axis: Sendable, Hashable { case horizontal, vertical }
}

extension View {
    /// A size that is not there: a view without an intrinsic width or height.
    public nonisolated static let noIntrinsicMetric = -1.0
    /// The smallest size `systemLayoutSizeFitting(_:)` can find.
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    package var autoLayout: ViewLayout {
        if let existing = layoutStorage { return existing }
        let made = ViewLayout()
        made.contentHugging = defaultContentHugging
        layoutStorage = made
        ConstraintActivity.isInUse = true
        return made
    }

    // MARK: Constraints

    /// The active constraints this view keeps (those whose nearest common ancestor it is).
    public var constraints: [LayoutConstraint] { layoutStorage?.constraints ?? [] }

    /// The active constraints of this view's hierarchy that tie it (or one of its layout guides)
    /// along `axis`, as UIKit's debugging method of the same name lists them: positions and
    /// widths for `horizontal`, positions, heights and baselines for `vertical`.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        func collect(_ view: View) {
            for constraint in view.constraints {
                let ties = constraint.tiesItem { item, attribute in
                    attribute.axis == axis && LayoutConstraint.view(of: item) === self
                }
                if ties { found.append(constraint) }
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(topView)
        return found
    }

    /// Keeps `constraint` here and activates it; prefer ``LayoutConstraint/activate(_:)``,
    /// which finds the view.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if let other = constraint.installedView, other !== self { other.removeConstraint(constraint) }
        guard constraint.installedView !== self else { return }
        autoLayout.constraints.append(constraint)
        constraint.didInstall(in: self)
        constraintActivityDidChange(constraint)
    }

    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedView === self else { return }
        layoutStorage?.constraints.removeAll { $0 === constraint }
        constraint.didInstall(in: nil)
        constraintActivityDidChange(constraint)
    }

    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the view's frame (and its autoresizing mask) places it, as constraints made from
    /// them, instead of constraints of its own; turn it off for views placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            constraintsDidChange()
        }
    }

    /// How the view follows its superview's size changes while it translates its autoresizing
    /// mask into constraints.
    public var autoresizingMask: AutoresizingMask {
        get { layoutStorage?.autoresizingMask ?? [] }
        set { autoLayout.autoresizingMask = newValue }
    }

    /// Whether the subviews' ``autoresizingMask``s apply when the view's size changes, as
    /// `UIView.autoresizesSubviews`: on by default. Off, a subview placed by its frame keeps that
    /// frame whatever its mask says; subviews placed by constraints are not concerned.
    public var autoresizesSubviews: Bool {
        get { layoutStorage?.autoresizesSubviews ?? true }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    /// Says the intrinsic size changed (new text, new font): the next layout pass uses the new one.
    public func invalidateIntrinsicContentSize() {
        guard ConstraintActivity.isInUse else { return }
        layoutDidChange { $0.intrinsicSizeDidChange(of: self) }
    }

    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let hugging = layoutStorage?.contentHugging ?? defaultContentHugging
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.contentHugging.horizontal = priority } else { autoLayout.contentHugging.vertical = priority }
        constraintsDidChange()
    }

    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let resistance = layoutStorage?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compressionResistance.horizontal = priority } else { autoLayout.compressionResistance.vertical = priority }
        constraintsDidChange()
    }

    // MARK: Guides

    /// The guides added to this view, its own safe-area and margins guides included once used.
    public var layoutGuides: [LayoutGuide] { layoutStorage?.guides ?? [] }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self || !autoLayout.guides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
        constraintsDidChange()
    }

    /// Takes `guide` out of the view; the active constraints that tie it are deactivated, as a
    /// view's are when it leaves its hierarchy: a guide without a view has no place to be.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        Self.removeConstraints(heldFrom: self) { item in item === guide }
        layoutStorage?.guides.removeAll { $0 === guide }
        guide.owningView = nil
        constraintsDidChange()
    }

    /// The part of the view no bar or screen edge covers: its bounds inset by
    /// ``safeAreaInsets``. AppHost's screens have no notch or status bar over the app, so it is
    /// the view's bounds unless a controller's ``ViewController/additionalSafeAreaInsets`` say
    /// otherwise.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = LayoutGuide(identifier: "SafeAreaLayoutGuide", owningView: self) { DirectionalEdgeInsets($0.safeAreaInsets, $0.effectiveUserInterfaceLayoutDirection) }
        autoLayout.safeAreaGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    /// The view's bounds inset by ``directionalLayoutMargins``: inside the safe area too while
    /// ``insetsLayoutMarginsFromSafeArea`` is on.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = LayoutGuide(identifier: "LayoutMarginsGuide", owningView: self) { $0.directionalLayoutMargins }
        autoLayout.marginsGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    /// The widest ``readableContentGuide`` gets: a comfortable line of body text at the default
    /// text size, as UIKit's readable width is on an iPad.
    public static let readableContentWidth = 672.0

    /// An area a line of text stays readable in, as UIKit's: the ``layoutMarginsGuide``'s height,
    /// and its width up to ``readableContentWidth``, centred between the margins. On an iPhone's
    /// screen it is the margins guide itself; on a wide one, text tied to it keeps short lines.
    /// The guide is one of the view's ``layoutGuides``, placed by constraints the view holds
    /// (identified `UIView-readableContentGuide-…`).
    public var readableContentGuide: LayoutGuide {
        if let guide = layoutStorage?.readableGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "ReadableContentGuide"
        autoLayout.readableGuide = guide
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let asWideAsTheMargins = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        asWideAsTheMargins.priority = LayoutPriority(999)
        let placing: [(String, LayoutConstraint)] = [
            ("top", guide.topAnchor.constraint(equalTo: margins.topAnchor)),
            ("bottom", guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor)),
            ("centerX", guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor)),
            ("within-margins", guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor)),
            ("readable-width", guide.widthAnchor.constraint(lessThanOrEqualToConstant: View.readableContentWidth)),
            ("margins-width", asWideAsTheMargins),
        ]
        for (name, constraint) in placing { constraint.identifier = "UIView-readableContentGuide-\(name)" }
        LayoutConstraint.activate(placing.map(\.1))
        return guide
    }

    /// The margins ``layoutMarginsGuide`` keeps: 8 points on every side unless set, measured
    /// from the safe area while ``insetsLayoutMarginsFromSafeArea`` is on. As in UIKit, the value
    /// read is the one set plus ``safeAreaInsets`` then: a view whose top is 20 points into the
    /// unsafe area, its margins set to 8, reads a top margin of 28, and its guide starts there.
    ///
    /// A view controller's root view has UIKit's margins instead: its controller's
    /// ``ViewController/systemMinimumLayoutMargins`` (16 points leading and trailing, none top and
    /// bottom) unless set, and while the controller's
    /// ``ViewController/viewRespectsSystemMinimumLayoutMargins`` is on, no side less than that
    /// minimum even when set smaller.
    ///
    /// A change calls ``layoutMarginsDidChange()`` (and, on a view controller's view,
    /// ``ViewController/viewLayoutMarginsDidChange()``), as does a change of the safe area that
    /// moves the margins.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let margins = marginsInsideSafeArea
            guard let layout = layoutStorage, layout.preservesSuperviewLayoutMargins, let superview else { return margins }
            return Self.margins(margins, keepingInside: EdgeInsets(superview.directionalLayoutMargins, superview.effectiveUserInterfaceLayoutDirection),
                                of: superview.bounds, frame: frame, direction: effectiveUserInterfaceLayoutDirection)
        }
        set {
            let before = directionalLayoutMargins
            autoLayout.directionalLayoutMargins = newValue
            layoutMarginsMayHaveMoved(from: before, tellingController: true)
        }
    }

    /// The margins set (or the default), plus the safe area while they are measured from it.
    private var marginsInsideSafeArea: DirectionalEdgeInsets {
        let margins = marginsBeforeSafeArea
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let physicalSafeArea = safeAreaInsets
        guard physicalSafeArea != .zero else { return margins }
        let safeArea = DirectionalEdgeInsets(physicalSafeArea, effectiveUserInterfaceLayoutDirection)
        return DirectionalEdgeInsets(top: margins.top + safeArea.top, leading: margins.leading + safeArea.leading,
                                     bottom: margins.bottom + safeArea.bottom, trailing: margins.trailing + safeArea.trailing)
    }

    /// `margins` grown where a view at `frame` lies closer to an edge of its superview's
    /// `bounds` than the superview's margin there (`outer`, by physical side), by as much as
    /// needed for content inside the view's margins to be inside the superview's too; the view's
    /// content runs in `direction`.
    static func margins(_ margins: DirectionalEdgeInsets, keepingInside outer: EdgeInsets, of bounds: CGRect,
                        frame: CGRect, direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        let needed = EdgeInsets(top: outer.top - (frame.minY - bounds.minY), left: outer.left - (frame.minX - bounds.minX),
                                bottom: outer.bottom - (bounds.maxY - frame.maxY), right: outer.right - (bounds.maxX - frame.maxX))
        return margins.atLeast(DirectionalEdgeInsets(needed, direction))
    }

    /// Whether the view's margins also keep its content inside its superview's margins, as
    /// `UIView.preservesSuperviewLayoutMargins`: where the view lies closer to an edge of its
    /// superview than the superview's margin there, its own margin on that side grows by as much
    /// as needed (a cell flush with a table's sides takes the table's 16-point margins). Read
    /// from the frame the view has; a layout pass that moves the view solves what is tied to its
    /// margins again in the same pass. Off by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            let before = directionalLayoutMargins
            autoLayout.preservesSuperviewLayoutMargins = newValue
            if newValue { PreservedMargins.add(self) } else { PreservedMargins.remove(self) }
            autoLayout.preservedMargins = newValue ? directionalLayoutMargins : nil
            layoutMarginsMayHaveMoved(from: before, tellingController: true)
        }
    }

    /// Tells a view that preserves its superview's margins, and its controller, that they moved
    /// since last seen, and solves what is tied to them again. (For ``PreservedMargins``.)
    func preservedMarginsMayHaveMoved() {
        guard let layout = layoutStorage, layout.preservesSuperviewLayoutMargins else { return }
        guard directionalLayoutMargins != layout.preservedMargins else { return }
        layoutMarginsDidMove()
    }

    /// The margins before the safe area is added: as set, or the default; for a controller's
    /// root view, its controller's minimum.
    private var marginsBeforeSafeArea: DirectionalEdgeInsets {
        let set = layoutStorage?.directionalLayoutMargins
        guard mayHaveOwningViewController, let controller = owningViewController else {
            return set ?? DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        let minimum = controller.systemMinimumLayoutMargins
        guard let set else { return minimum }
        return controller.viewRespectsSystemMinimumLayoutMargins ? set.atLeast(minimum) : set
    }

    /// Something the margins depend on changed (the margins set, whether they are measured from
    /// the safe area or preserve the superview's, the view becoming or leaving a controller's
    /// root view, its controller's minimum rule): if they moved from `before`, what is tied to
    /// them is solved again (or the view laid out again) and the view is told, and its controller
    /// too with `tellingController`. A controller whose view
    /// it has just become is not told: it may be loading the view, before `viewDidLoad()`.
    package func layoutMarginsMayHaveMoved(from before: DirectionalEdgeInsets, tellingController: Bool) {
        guard directionalLayoutMargins != before else { return }
        layoutMarginsDidMove(tellingController: tellingController)
    }

    /// Whether the layout margins are measured from the edges of the safe area rather than from
    /// the bounds, as `UIView.insetsLayoutMarginsFromSafeArea`: on by default, so that content
    /// placed at the margins stays clear of whatever covers the view
    /// (``ViewController/additionalSafeAreaInsets``). Off, the margins are the ones set.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            let before = directionalLayoutMargins
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsMayHaveMoved(from: before, tellingController: true)
        }
    }

    /// The margins' edges moved: what is tied to the margins guide is solved again (or the view
    /// laid out again), and the view is told, and its controller with `tellingController`.
    func layoutMarginsDidMove(tellingController: Bool = true) {
        if let layout = layoutStorage, layout.preservesSuperviewLayoutMargins { layout.preservedMargins = directionalLayoutMargins }
        if layoutStorage?.marginsGuide != nil { constraintsDidChange() } else { setNeedsLayout() }
        layoutMarginsDidChange()
        if tellingController { owningViewController?.viewLayoutMarginsDidChange() }
    }

    /// The margins with left and right sides, as `UIView.layoutMargins`: left is leading while
    /// the view's content runs left to right (``effectiveUserInterfaceLayoutDirection``), and
    /// trailing while it runs right to left.
    public var layoutMargins: EdgeInsets {
        get { EdgeInsets(directionalLayoutMargins, effectiveUserInterfaceLayoutDirection) }
        set { directionalLayoutMargins = DirectionalEdgeInsets(newValue, effectiveUserInterfaceLayoutDirection) }
    }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout.
    public func setNeedsUpdateConstraints() {
        guard !autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = true
        ConstraintActivity.pendingUpdates += 1
        constraintsDidChange()
    }

    public func needsUpdateConstraints() -> Bool { layoutStorage?.needsUpdateConstraints ?? false }

    /// Calls ``updateConstraints()`` on the views of this subtree that asked for it, subviews
    /// first; a view controller's view asks its controller instead
    /// (``ViewController/updateViewConstraints()``), as in UIKit.
    public func updateConstraintsIfNeeded() {
        guard ConstraintActivity.pendingUpdates > 0 else { return }
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if let layout = layoutStorage, layout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = false
            ConstraintActivity.pendingUpdates -= 1
            if mayHaveOwningViewController, let controller = owningViewController {
                controller.updateViewConstraints()
            } else {
                updateConstraints()
            }
        }
    }

    // MARK: The engine

    /// `constraint`'s constant or priority changed: the next layout pass re-solves it alone,
    /// unless the hierarchy needs a full sync anyway.
    package func constraintValueDidChange(_ constraint: LayoutConstraint) {
        layoutDidChange { $0.constraintDidChange(constraint) }
    }

    /// `constraint` was activated or deactivated here: the next layout pass adds or removes it
    /// alone, unless the hierarchy needs a full sync anyway.
    private func constraintActivityDidChange(_ constraint: LayoutConstraint) {
        layoutDidChange { $0.activityDidChange(of: constraint) }
    }

    /// Tells the hierarchy's engine of a change through `note`, which answers whether the engine
    /// can re-solve that change alone; if it cannot (or there is no engine yet), the next pass
    /// syncs the hierarchy's constraints.
    private func layoutDidChange(_ note: (LayoutEngine) -> Bool) {
        let top = topView
        if let engine = top.layoutStorage?.engine, note(engine) {
            top.setNeedsLayout()
        } else {
            constraintsDidChange()
        }
    }

    /// The hierarchy's constraints changed: the next layout pass syncs and solves them.
    package func constraintsDidChange() {
        ConstraintActivity.isInUse = true
        let top = topView
        if top.autoLayout.engine == nil { top.autoLayout.engine = LayoutEngine() }
        top.autoLayout.engine!.needsSync = true
        top.setNeedsLayout()
    }

    var topView: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// The nearest view both this view and `other` are in (either may be it).
    ///
    /// Both chains are brought to the same depth, then climbed together: no set of ancestors,
    /// which every constraint's activation made and threw away.
    public func nearestCommonAncestor(with other: View) -> View? {
        var mine: View = self
        var theirs: View = other
        var myDepth = mine.depth
        var theirDepth = theirs.depth
        while myDepth > theirDepth, let superview = mine.superview { mine = superview; myDepth -= 1 }
        while theirDepth > myDepth, let superview = theirs.superview { theirs = superview; theirDepth -= 1 }
        while mine !== theirs {
            guard let mySuperview = mine.superview, let theirSuperview = theirs.superview else { return nil }
            mine = mySuperview
            theirs = theirSuperview
        }
        return mine
    }

    /// How many superviews are above this view.
    private var depth: Int {
        var count = 0
        var view = self
        while let superview = view.superview { view = superview; count += 1 }
        return count
    }

    /// Solves the hierarchy's constraints, if they changed, and places the views they lay out:
    /// the start of the layout pass on a top view.
    func solveConstraintsIfNeeded() {
        guard ConstraintActivity.isInUse else { return }
        let top = topView
        top.updateConstraintsIfNeeded()
        guard let engine = top.layoutStorage?.engine else { return }
        // Frames set since the last pass (a table's cells) can move preserved margins.
        PreservedMargins.refresh(from: top)
        // Frames set can change intrinsic sizes (a multi-line label wraps at the width it got),
        // so the pass solves again, a few rounds at most, as UIKit's engine does: the height
        // wrapped at a width leaves that width as it was.
        var rounds = 0
        while engine.needsUpdate, rounds < Self.layoutRounds {
            rounds += 1
            engine.dropPulls()
            if engine.needsSync {
                engine.sync(top: top)
            } else {
                engine.updateChanged(top: top)
            }
            engine.reportTopSizeConflict(top)
            engine.applyFrames()
            // Frames just set can move views into or out of an unsafe edge: a safe area guide
            // that moves with them is solved again in this pass.
            SafeAreaTracking.refresh(from: top)
            // And move margins that preserve their superview's.
            PreservedMargins.refresh(from: top)
        }
    }

    /// How many times one layout pass solves at most.
    private static let layoutRounds = 4

    /// A frame that changed: subviews with autoresizing masks follow a new size; a view that
    /// constraints see by its frame makes them re-solve.
    ///
    /// A view that had no size yet (a storyboard's root view, before its controller sizes it)
    /// does not resize its subviews: their frames are written for the size it gets, as Interface
    /// Builder's canvas would have given it. Nor does a view that ``autoresizesSubviews`` is off for.
    func layoutFrameDidChange(from old: CGRect) {
        let frame = untransformedFrame
        if old.size != frame.size, old.width > 0, old.height > 0, autoresizesSubviews {
            // Unretained (a retain and a release of each through its side table, for every view a
            // resize changes the size of): the list, a copy, holds every subview meanwhile.
            View.forEachUnretained(subviews) { subview in
                guard subview.translatesAutoresizingMaskIntoConstraints else { return }
                let mask = subview.autoresizingMask
                if !mask.isEmpty { subview.frame = mask.resize(subview.untransformedFrame, from: old.size, to: frame.size) }
            }
        }
        guard ConstraintActivity.isInUse, !LayoutEngine.isApplyingFrames, translatesAutoresizingMaskIntoConstraints else { return }
        // A top view's new size (a window's resize or rotation, or new bounds, which resize it
        // about its center) is suggested to the solver as it stands, wherever the view moved:
        // the solver places the top view at the origin. A moved subview's frame is a constraint
        // that changed.
        if superview == nil, old.size != frame.size, let engine = layoutStorage?.engine, engine.followsTopSize {
            engine.needsTopResize = true
            setNeedsLayout()
        } else if topView.layoutStorage?.engine != nil {
            constraintsDidChange()
        }
    }

    /// The view joined or left a hierarchy: both hierarchies solve again; constraints that tied
    /// a view leaving to one staying are deactivated, as in UIKit.
    func layoutHierarchyWillChange(leaving superview: View) {
        guard ConstraintActivity.isInUse else { return }
        Self.removeConstraints(heldFrom: superview) { item in LayoutConstraint.view(of: item)?.isDescendant(of: self) == true }
        superview.constraintsDidChange()
    }

    /// Removes the constraints held by `holder` and its ancestors (where a constraint on an item
    /// below `holder` can be held) that tie an item meeting `condition`.
    private static func removeConstraints(heldFrom holder: View, tying condition: (AnyObject?) -> Bool) {
        var current: View? = holder
        while let view = current {
            for constraint in view.constraints where constraint.tiesItem(where: { item, _ in condition(item) }) {
                view.removeConstraint(constraint)
            }
            current = view.superview
        }
    }

    func layoutHierarchyDidChange() {
        guard ConstraintActivity.isInUse else { return }
        // A top view that joins another hierarchy gives its engine up to the new top.
        layoutStorage?.engine = nil
        constraintsDidChange()
    }

    // MARK: Fitting and ambiguity

    /// The size the view's constraints give it, as close to `targetSize` as they allow: pass
    /// ``layoutFittingCompressedSize`` for the smallest, ``layoutFittingExpandedSize`` for the largest.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, holding its width to `targetSize`'s at
    /// `horizontalFittingPriority` and its height at `verticalFittingPriority`, as UIKit's method
    /// of the same name: ``LayoutPriority/required`` for a width that must be the target's (a
    /// table cell's, to find its height), ``LayoutPriority/fittingSizeLevel`` for one as close to
    /// it as the view's constraints allow. A required size its constraints cannot take is
    /// reported as a conflict.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> CGSize {
        // The constraints as they will be at the next layout pass: a view that makes its own in
        // `updateConstraints()` (a stack view just given its arranged subviews) is measured by
        // them, as UIKit's engine updates constraints before it measures.
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(detached: true)
        let own = engine.variables(for: self)
        // The target is a frame's size; the variables are the alignment rectangle's.
        let target = alignmentRect(forFrame: CGRect(origin: .zero, size: targetSize))
        let fitting = [
            LayoutSolverConstraints.equal(own.x, target.minX), LayoutSolverConstraints.equal(own.y, target.minY),
            LayoutSolverConstraints.equal(own.width, target.width, LayoutEngine.strength(horizontalFittingPriority)),
            LayoutSolverConstraints.equal(own.height, target.height, LayoutEngine.strength(verticalFittingPriority)),
        ]
        engine.sync(top: self, rootFrame: fitting)
        wrapLabels(atWidthsOf: engine) { engine.sync(top: self, rootFrame: fitting) }
        guard let frame = engine.frame(of: self) else { return frame.size }
        return CGSize(width: frame.width, height: frame.height)
    }

    /// Solves `engine` again while multi-line labels (and text views that do not scroll) below
    /// this view would wrap at other widths than the ones it gave them, as the layout pass does
    /// with their frames: a self-sizing cell's height is its text wrapped at the cell's width.
    private func wrapLabels(atWidthsOf engine: LayoutEngine, syncingWith sync: () -> Void) {
        var wrapping: [any OwnWidthWrapping] = []
        func collect(_ view: View) {
            if let view = view as? any OwnWidthWrapping, view.wrapsAtOwnWidth { wrapping.append(view) }
            for subview in view.subviews { collect(subview) }
        }
        for subview in subviews { collect(subview) }
        guard !wrapping.isEmpty else { return }
        defer { for view in wrapping { view.fittingWrapWidth = nil } }
        for _ in 0 ..< Self.layoutRounds {
            var changed = false
            for view in wrapping {
                guard let width = engine.frame(of: view)?.width, width > 0, width != view.intrinsicWrapWidth else { continue }
                view.fittingWrapWidth = width
                if engine.intrinsicSizeDidChange(of: view) { changed = true }
            }
            guard changed, engine.needsUpdate else { return }
            if engine.needsSync { sync() } else { engine.updateChanged(top: self) }
        }
    }

    /// Whether the constraints leave this view's frame more than one possible value.
    public var hasAmbiguousLayout: Bool {
        guard ConstraintActivity.isInUse, let engine = topView.layoutStorage?.engine else { return false }
        if engine.needsSync { topView.solveConstraintsIfNeeded() }
        return engine.isAmbiguous(self)
    }

    /// Moves an ambiguous view to another frame its constraints allow, to show where the
    /// ambiguity is, as UIKit does; the next change of the hierarchy's constraints undoes it.
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout, let engine = topView.layoutStorage?.engine else { return }
        engine.exerciseAmbiguity(of: self)
        engine.applyFrames()
    }
}
