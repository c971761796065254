import Foundation

/// Distances inward from the edges of a rectangle, as `UIEdgeInsets` is in UIKit.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The sum of the two, edge by edge.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// `directional`'s sides for content laid out in `direction`: leading is left left to right,
    /// right right to left.
    init(_ directional: DirectionalEdgeInsets, _ direction: UserInterfaceLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(top: directional.top, left: rightToLeft ? directional.trailing : directional.leading, bottom: directional.bottom,
                  right: rightToLeft ? directional.leading : directional.trailing)
    }

    /// Whether every edge is a finite number.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension CGRect {
    /// This rectangle with each edge moved in by `insets`'s, as UIKit's `CGRect.inset(by:)`.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// This rectangle with each edge moved out by `insets`'s: what ``inset(by:)`` undoes.
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX - insets.left, y: minY - insets.top,
               width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }
}
