import Foundation

/// How a view that does not use constraints follows its superview's size changes, as
/// `UIView.AutoresizingMask` is: the flexible parts (margins, width, height) share the change,
/// each in proportion to its length.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The frame of a view with this mask after its superview goes from `old` to `new` size.
    func resize(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        let (x, width) = Self.share(new.width - old.width, leading: frame.minX, length: frame.width,
                                    trailing: old.width - frame.maxX,
                                    flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let (y, height) = Self.share(new.height - old.height, leading: frame.minY, length: frame.height,
                                     trailing: old.height - frame.maxY,
                                     flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Splits `delta` among the flexible parts of one axis, in proportion to their lengths (in
    /// equal shares when they are all empty); returns the new origin and length.
    private static func share(_ delta: Double, leading: Double, length: Double, trailing: Double,
                              flexible: (leading: Bool, length: Bool, trailing: Bool)) -> (Double, Double) {
        let parts = [flexible.leading ? max(leading, 0) : 0, flexible.length ? max(length, 0) : 0, flexible.trailing ? max(trailing, 0) : 0]
        let count = [flexible.leading, flexible.length, flexible.trailing].filter { $0 }.count
        guard count > 0, delta != 0 else { return (leading, length) }
        let total = parts.reduce(0, +)
        let shares = total > 0
            ? parts.map { delta * $0 / total }
            : [flexible.leading, flexible.length, flexible.trailing].map { $0 ? delta / Double(count) : 0 }
        return (leading + shares[0], max(0, length + shares[1]))
    }
}
