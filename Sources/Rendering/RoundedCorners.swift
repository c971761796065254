/// Which corners of a rectangle are rounded, for ``RasterCanvas/addRoundedRect(_:radius:corners:)``:
/// a layer's masked corners, a path's rounded ones.
package struct RoundedCorners: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let topLeft = RoundedCorners(rawValue: 1 << 0)
    package static let topRight = RoundedCorners(rawValue: 1 << 1)
    package static let bottomLeft = RoundedCorners(rawValue: 1 << 2)
    package static let bottomRight = RoundedCorners(rawValue: 1 << 3)
    package static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
