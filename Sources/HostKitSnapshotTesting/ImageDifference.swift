import Foundation
import Rendering
import SystemInterop

/// Why an image does not match its reference, with the files written to show it.
struct ImageDifference {
    var report: String

    /// `nil` when `actual` matches `reference`: at least `precision` of the pixels within
    /// `tolerance` on every channel, at the same size.
    static func compare(actual: Data, reference: Data, precision: Double, tolerance: Int) -> ImageDifference? {
        let actualImage: RasterImage, referenceImage: RasterImage
        do {
            referenceImage = try RasterImage(png: reference)
        } catch {
            return ImageDifference(report: "the reference is not a PNG HostKit reads: \(error)")
        }
        do {
            actualImage = try RasterImage(png: actual)
        } catch {
            return ImageDifference(report: "the app's screen is not a PNG (it could not be drawn?): \(error)")
        }
        let comparison = ImageComparison(actual: actualImage, expected: referenceImage, tolerance: max(0, min(255, tolerance)))
        let total = max(1, referenceImage.pixelWidth * referenceImage.pixelHeight)
        let allowed = Int((Double(total) * (1 - max(0, min(1, precision)))).rounded(.down))
        if !comparison.sizesDiffer, comparison.differingPixels <= allowed { return nil }
        var lines = [comparison.sizesDiffer
            ? "the screen is \(actualImage.pixelWidth)×\(actualImage.pixelHeight) pixels, the reference \(referenceImage.pixelWidth)×\(referenceImage.pixelHeight)"
            : "\(comparison.differingPixels) of \(total) pixels differ by more than \(tolerance) (at most \(allowed) may, for precision \(precision)); the largest difference is \(comparison.largestDifference)"]
        lines += writeArtifacts(actual: actual, diff: comparison.diffImage.flatMap { try? $0.pngData() })
        return ImageDifference(report: lines.joined(separator: "\n"))
    }

    /// Writes the actual image (and the diff) to a new private folder in `$SNAPSHOT_ARTIFACTS`
    /// or the temporary folder; the lines that name them.
    private static func writeArtifacts(actual: Data, diff: Data?) -> [String] {
        let folder: String
        do {
            if let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], artifacts.hasPrefix("/") {
                folder = try PrivateFiles.makeFolder(in: artifacts, prefix: "hostkit-snapshot-")
            } else {
                folder = try ScratchFolder.make(named: "hostkit-snapshot")
            }
        } catch {
            return ["(the actual and diff images could not be written: \(error))"]
        }
        var lines: [String] = []
        let actualPath = folder + "/actual.png"
        if (try? actual.write(to: URL(fileURLWithPath: actualPath))) != nil { lines.append("actual: \(actualPath)") }
        if let diff {
            let diffPath = folder + "/diff.png"
            if (try? diff.write(to: URL(fileURLWithPath: diffPath))) != nil { lines.append("diff (the reference faded, differing pixels in red): \(diffPath)") }
        }
        return lines
    }
}
