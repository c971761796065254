import Foundation

/// A rectangle in a view that constraints can tie to without a view of its own, as
/// `UILayoutGuide` is. A view's ``View/safeAreaLayoutGuide`` and ``View/layoutMarginsGuide``
/// are guides the view keeps at its safe area and its margins. Not `open`: HostKit's own
/// ``KeyboardLayoutGuide`` is its only subclass.
@MainActor
public class LayoutGuide: LayoutAnchoring {
    /// The view the guide is in (``View/addLayoutGuide(_:)``).
    public package(set) weak var owningView: View?
    public var identifier = ""
    /// Where the guide is, in its owning view's coordinates, after the last layout.
    public package(set) var layoutFrame = CGRect.zero
    /// How a view's own guide follows the view.
    package enum Placement {
        /// Inside the view by the insets the view gives (safe area, margins, a scroll view's
        /// visible frame).
        case inset((View) -> DirectionalEdgeInsets)
        /// At the scroll view's content origin, as large as constraints make it, else as its
        /// ``ScrollView/contentSize``; its solved size becomes the content size.
        case scrollContent
    }

    /// How a view's own guide follows it; `nil` for a guide the app places with constraints.
    package let placement: Placement?
    /// The guide's variables and solver constraints in its hierarchy's engine.
    var engineVariables: LayoutEngine.ItemVariables?
    var engineSlots = ItemSlots()

    public init() { placement = nil }

    package init(identifier: String, owningView: View, placement: Placement) {
        self.identifier = identifier
        self.owningView = owningView
        self.placement = placement
    }

    package convenience init(identifier: String, owningView: View, inset: @escaping (View) -> DirectionalEdgeInsets) {
        self.init(identifier: identifier, owningView: owningView, placement: .inset(inset))
    }
}

/// Insets by side, leading and trailing rather than left and right, as
/// `NSDirectionalEdgeInsets` is.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = DirectionalEdgeInsets()

    /// `insets` by side for content laid out in `direction`: left is leading left to right,
    /// trailing right to left.
    init(_ insets: EdgeInsets, _ direction: UserInterfaceLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
                  trailing: rightToLeft ? insets.left : insets.right)
    }

    /// Each side the larger of this one's and `other`'s.
    func atLeast(_ other: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: max(top, other.top), leading: max(leading, other.leading),
                              bottom: max(bottom, other.bottom), trailing: max(trailing, other.trailing))
    }
}
