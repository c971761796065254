internal import Rendering

/// Corners of a rectangle, as `UIRectCorner` is: the ones
/// ``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` rounds.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    var rounded: RoundedCorners { RoundedCorners(rawValue: UInt8(rawValue & 0xF)) }
}

/// The corners of a layer that its ``Layer/cornerRadius`` rounds, as `CACornerMask` is, named
/// by their place in the layer's coordinates (y grows downwards, so `MinY` is the top).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)

    /// All four corners: what a layer rounds unless told otherwise.
    static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    var rounded: RoundedCorners { RoundedCorners(rawValue: UInt8(rawValue & 0xF)) }
}
