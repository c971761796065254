import Foundation

/// Which way up the interface is drawn, as `UIInterfaceOrientation` is (UIKit's raw values). The
/// landscape names are the interface's: turning the device to the left (its home button on the
/// right) shows the interface in `landscapeRight`.
public enum InterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation the interface takes once the device turns a quarter to the left
    /// (counter-clockwise), or to the right.
    func turned(left: Bool) -> InterfaceOrientation {
        let counterClockwise: [InterfaceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        guard let index = counterClockwise.firstIndex(of: self) else { return left ? .landscapeRight : .landscapeLeft }
        return counterClockwise[(index + (left ? 1 : 3)) % 4]
    }

    /// The orientation a screen of `size` is in before it turns: portrait unless it is wider
    /// than high.
    static func ofScreen(_ size: CGSize) -> InterfaceOrientation {
        size.width > size.height ? .landscapeRight : .portrait
    }
}

/// A set of orientations, as `UIInterfaceOrientationMask` is (UIKit's bits).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// Whether the set holds `orientation`.
    public func allows(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && contains(InterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}
