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
}
