import Foundation

/// A view's Auto Layout settings and state, made on first use so that a view that never uses
/// Auto Layout carries one empty reference.
@MainActor
package final class ViewLayout {
    // A layout pass reads `constraints`, `translatesAutoresizingMaskIntoConstraints`, `guides`,
    // `engineVariables`, `engineSlots` and `takenInPass` of every view it visits; their dynamic
    // exclusivity checks cost more than the reads, so they are off for these alone, as for
    // `View`'s hit-test properties and for the same reasons. All but `constraints` and `guides`
    // are values without references. Every modification is HostKit's own, one statement that
    // runs no other code while the access lasts: an assignment, an `append`, a `removeAll` whose
    // closure only compares identities, or the layout engine's in-place change of one slot by a
    // closure that only assigns it. So no read can start during a modification.
    //
    // They come first, so that they share the object's first cache lines: on a screen too large
    // for the cache, each line more is one more miss per view and per walk.
    /// The last sync pass that found the view taking part in layout.
    @exclusivity(unchecked) var takenInPass: UInt64 = 0
    @exclusivity(unchecked) var constraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var guides: [LayoutGuide] = []
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    /// The view's variables and solver constraints in its hierarchy's engine.
    @exclusivity(unchecked) var engineVariables: LayoutEngine.ItemVariables?
    @exclusivity(unchecked) var engineSlots = ItemSlots()
    var autoresizingMask: AutoresizingMask = []
    var autoresizesSubviews = true
    var contentHugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    /// The margins set; `nil` until set (8 points a side, or a controller's root view's minimum).
    var directionalLayoutMargins: DirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The margins of a view that preserves its superview's, as last seen: a layout pass that
    /// finds them moved (its frame, or its superview's margins, changed) solves them again.
    var preservedMargins: DirectionalEdgeInsets?
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    var keyboardGuide: KeyboardLayoutGuide?
    var needsUpdateConstraints = false
    /// ``View/semanticContentAttribute``.
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// For an arranged subview of a stack view, set by the stack: its axis, and the weight its
    /// intrinsic size pulls with along it, a little less the earlier the view is arranged (see
    /// `LayoutEngine.intrinsicConstraints(of:_:)`); `nil` for any other view.
    var arrangedPull: (horizontal: Bool, weight: Double)?
    /// The first and last baselines' offsets from the view's centre that constraints tying them
    /// (its own, or a view's it stands for) were last made with; `nil` until a constraint ties
    /// one. A change of text that moves them syncs the constraints, which hold the offsets.
    var tiedBaselineOffsets: (first: Double?, last: Double?)?
    /// The engine of a hierarchy, kept by its top view.
    var engine: LayoutEngine?
}

/// What a layout item (a view, by its ``ViewLayout``, or a guide) keeps for its engine.
@MainActor
protocol LayoutItemStorage: AnyObject {
    var engineVariables: LayoutEngine.ItemVariables? { get set }
    var engineSlots: ItemSlots { get set }
}

extension ViewLayout: LayoutItemStorage {}
extension LayoutGuide: LayoutItemStorage {}
