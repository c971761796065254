import Foundation

/// The display the app's windows fill, as `UIScreen` is in UIKit. AppHost's screen is a host
/// setting (`apphost run --screen WxH --scale N`); by default an iPhone's: 390 × 844 points at @3x.
/// Windows made by a main storyboard take its bounds.
@MainActor
public final class Screen {
    public static let main = Screen()

    /// The screen's size in points, at the origin.
    public package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point: 1, 2 or 3.
    public package(set) var scale = 3.0
    /// The screen's size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The sides a screen may have, in points.
    package nonisolated static let sideRange = 1.0...4096.0
    /// The scales a screen may have. An array, not a `Set`: every launch checks `--scale` against
    /// it, and a `Set<Double>` is the launch's only one, whose type is made at run time.
    package nonisolated static let scales: [Double] = [1, 2, 3]
}
