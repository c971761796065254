import Foundation

extension View {
    /// How far into the view, edge by edge, the area no content should be under reaches, as
    /// `UIView.safeAreaInsets` says. AppHost's screens have no notch, status bar or home
    /// indicator, and its bars sit beside the content, not over it: a window's safe area is
    /// its whole bounds. What makes it smaller is a view controller's
    /// ``ViewController/additionalSafeAreaInsets``, which insets its view's safe area and, as far
    /// as they reach into them, its subviews'. ``safeAreaLayoutGuide`` follows it. As in UIKit, a
    /// view that is not in a window has no insets: its safe area is its bounds.
    public var safeAreaInsets: EdgeInsets {
        guard SafeAreaTracking.mayBeInset else { return .zero }
        return safeAreaInsetsInWindow ?? .zero
    }

    /// The insets, each view inheriting from its superview down from the window; `nil` outside a
    /// window.
    private var safeAreaInsetsInWindow: EdgeInsets? {
        guard let superview else { return self is Window ? .zero : nil }
        return superview.safeAreaInsetsInWindow.map { safeAreaInsets(inheriting: $0) }
    }

    /// This view's insets, given its superview's: the part of the superview's unsafe edges
    /// that overlaps this view's frame, plus the additional insets of the controller whose view
    /// this is. As in UIKit, an edge's inherited inset is never more than the superview's on that
    /// edge, however far past the superview's edge the view reaches.
    /// The caller knows the view is in a window.
    fileprivate func safeAreaInsets(inheriting parentInsets: EdgeInsets) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let superview, parentInsets != .zero {
            let parent = superview.bounds
            let safe = parent.inset(by: parentInsets)
            func clamped(_ overlap: Double, _ parentInset: Double, _ size: Double) -> Double {
                min(max(overlap, 0), max(parentInset, 0), max(size, 0))
            }
            insets = EdgeInsets(top: clamped(safe.minY - frame.minY, parentInsets.top, frame.height),
                                left: clamped(safe.minX - frame.minX, parentInsets.left, frame.width),
                                bottom: clamped(frame.maxY - safe.maxY, parentInsets.bottom, frame.height),
                                right: clamped(frame.maxX - safe.maxX, parentInsets.right, frame.width))
        }
        if mayHaveOwningViewController, let controller = owningViewController {
            insets = insets + controller.additionalSafeAreaInsets
        }
        return insets
    }
}

/// Tells views whose safe area changed, and solves again the constraints tied to their safe area
/// guides. Until some controller sets ``ViewController/additionalSafeAreaInsets``, every safe area
/// is its view's bounds and nothing here runs: a layout pass pays one flag test for it.
@MainActor
enum SafeAreaTracking {
    /// Whether any safe area may be inset: set for good by the first controller given
    /// additional insets (a stale `true` costs a walk per pass; a wrong `false` would lose a
    /// change).
    private(set) static var mayBeInset = false

    /// The insets a view was last told of. Only views whose insets are not zero have one (or
    /// views whose insets were not zero and have not been told yet): the view is held weakly,
    /// and an entry whose view went counts as none.
    private struct Told {
        weak var view: View?
        var insets: EdgeInsets
    }

    private static var told: [ObjectIdentifier: Told] = [:]
    /// How many entries ``told`` had after its last purge of views that went.
    private static var toldAfterPurge = 0
    /// Layout passes begun and not ended: a pass lays out its subviews with passes of their
    /// own, and only the outermost tells.
    private static var passDepth = 0

    /// A controller's additional insets changed: its view is laid out again, and the views
    /// whose safe area changed are told in that pass, not from inside the setter.
    static func additionalInsetsDidChange(of controller: ViewController) {
        if controller.additionalSafeAreaInsets != .zero { mayBeInset = true }
        guard mayBeInset, let view = controller.viewIfLoaded else { return }
        // Safe area guides anywhere below take their insets when the constraints are synced.
        if ConstraintActivity.isInUse { view.constraintsDidChange() }
        view.setNeedsLayout()
    }

    /// A layout pass begins; returns whether its end must be reported to ``endPass(_:)``.
    static func beginPass() -> Bool {
        guard mayBeInset else { return false }
        passDepth += 1
        return true
    }

    /// The layout pass of `view` ended: when it is the outermost, the views below `view` whose
    /// safe area it changed are told.
    static func endPass(_ view: View) {
        passDepth -= 1
        if passDepth == 0 { refresh(from: view) }
    }

    /// Compares the safe area of `view` and of every view below it with what each was last
    /// told, tells the ones that changed, and marks the constraints tied to their safe area
    /// guides as changed (the layout pass solving now, or the next one, places them again).
    static func refresh(from view: View) {
        guard mayBeInset else { return }
        var changed: [View] = []
        // Outside a window every inset is zero: views told otherwise before are told so now.
        let isInWindow = view.window != nil
        func visit(_ current: View, _ insets: EdgeInsets) {
            let key = ObjectIdentifier(current)
            let previous = told[key].flatMap { $0.view === current ? $0.insets : nil } ?? .zero
            if insets != previous {
                told[key] = insets == .zero ? nil : Told(view: current, insets: insets)
                changed.append(current)
            }
            for subview in current.subviews { visit(subview, isInWindow ? subview.safeAreaInsets(inheriting: insets) : .zero) }
        }
        visit(view, view.safeAreaInsets)
        if told.count > 2 * max(toldAfterPurge, 32) {
            told = told.filter { $0.value.view != nil }
            toldAfterPurge = told.count
        }
        for view in changed {
            // Margins measured from the safe area moved with it.
            let marginsMoved = view.insetsLayoutMarginsFromSafeArea
            if view.layoutStorage?.safeAreaGuide != nil || marginsMoved && view.layoutStorage?.marginsGuide != nil {
                view.constraintsDidChange()
            }
            view.setNeedsLayout()
            view.safeAreaInsetsDidChange()
            if marginsMoved { view.layoutMarginsDidChange() }
            (view as? ScrollView)?.adjustedContentInsetMayHaveChanged()
            if view.mayHaveOwningViewController, let controller = view.owningViewController {
                controller.viewSafeAreaInsetsDidChange()
                if marginsMoved { controller.viewLayoutMarginsDidChange() }
            }
        }
    }
}
