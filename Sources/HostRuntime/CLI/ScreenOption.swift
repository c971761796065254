import Foundation
import HostKit

/// Reads `--screen WxH` and `--scale N`.
enum ScreenOption {
    static func size(_ text: String) throws(HostError) -> CGSize {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
              Screen.sideRange.contains(width), Screen.sideRange.contains(height),
              width == width.rounded(), height == height.rounded() else {
            throw HostError(.usage, "--screen '\(text)' is not a screen size",
                            remedy: "give WIDTHxHEIGHT in whole points from \(Int(Screen.sideRange.lowerBound)) to \(Int(Screen.sideRange.upperBound)), such as 390x844")
        }
        return CGSize(width: width, height: height)
    }

    static func scale(_ value: Double) throws(HostError) -> Double {
        guard Screen.scales.contains(value) else { throw notAScale(value) }
        return value
    }

    /// Apart, so that the format style's metadata, which the optimizer fetched at the top of
    /// `scale(_:)` whether or not it threw, costs nothing at a launch with a valid scale.
    @inline(never)
    private static func notAScale(_ value: Double) -> HostError {
        HostError(.usage, "--scale \(value.formatted()) is not a screen scale", remedy: "use 1, 2 or 3")
    }
}

extension CGSize {
    /// `WxH`, as `--screen` takes it.
    var formattedAsOption: String { "\(Int(width))x\(Int(height))" }
}
