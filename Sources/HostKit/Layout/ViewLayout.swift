import Foundation

/// A view's Auto Layout settings and state, made on first use so that a view that never uses
/// Auto Layout carries one empty reference.
@MainActor
package final class ViewLayout {
    var constraints: [LayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var autoresizingMask: AutoresizingMask = []
    var contentHugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var needsUpdateConstraints = false
    /// The engine of a hierarchy, kept by its top view.
    var engine: LayoutEngine?
    /// The view's variables and solver constraints in its hierarchy's engine.
    var engineVariables: LayoutEngine.ItemVariables?
    var engineSlots: [LayoutEngine.Slot] = []
    /// The last sync pass that found the view taking part in layout.
    var takenInPass: UInt64 = 0
}

/// What a layout item (a view, by its ``ViewLayout``, or a guide) keeps for its engine.
@MainActor
protocol LayoutItemStorage: AnyObject {
    var engineVariables: LayoutEngine.ItemVariables? { get set }
    var engineSlots: [LayoutEngine.Slot] { get set }
}

extension ViewLayout: LayoutItemStorage {}
extension LayoutGuide: LayoutItemStorage {}
