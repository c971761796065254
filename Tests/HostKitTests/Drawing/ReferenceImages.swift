import Foundation
import Testing
@testable import HostKit
@testable import Rendering

/// Reference PNGs under `Tests/HostKitTests/Drawing/References`: a drawing matches its reference
/// when no channel of any pixel differs by more than `tolerance` levels (anti-aliasing moves
/// edges by a few levels between library builds; anything else moves them by far more). On a
/// mismatch the actual image and a diff (the reference faded, differing pixels red) are written
/// next to the reference and named in the failure. `APPHOST_RECORD_REFERENCES=1` writes the
/// references instead.
enum ReferenceImages {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let tolerance = 24

    @MainActor
    static func expect(_ view: View, matches name: String, scale: Double = 2, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let window = Window(frame: CGRect(origin: .zero, size: view.frame.size))
        window.isHidden = false
        window.backgroundColor = .white
        view.frame.origin = .zero
        window.addSubview(view)
        let compositor = try ScreenCompositor(size: view.frame.size, scale: scale)
        compositor.display([window])
        try expect(compositor.image(), matches: name, sourceLocation: sourceLocation)
    }

    static func expect(_ actual: RasterImage, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = folder.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["APPHOST_RECORD_REFERENCES"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.pngData().write(to: reference)
            return
        }
        guard let data = FileManager.default.contents(atPath: reference.path) else {
            Issue.record("no reference image \(reference.path): run the test with APPHOST_RECORD_REFERENCES=1 to write it", sourceLocation: sourceLocation)
            return
        }
        let expected = try RasterImage(png: data)
        let comparison = ImageComparison(actual: actual, expected: expected, tolerance: tolerance)
        guard !comparison.matches else { return }
        let actualPath = folder.appendingPathComponent("\(name).actual.png")
        let diffPath = folder.appendingPathComponent("\(name).diff.png")
        try actual.pngData().write(to: actualPath)
        if let diff = comparison.diffImage { try diff.pngData().write(to: diffPath) }
        Issue.record("""
            \(name) differs from its reference: \(comparison.sizesDiffer ? "the sizes differ (\(actual.pixelWidth) × \(actual.pixelHeight) against \(expected.pixelWidth) × \(expected.pixelHeight))" : "\(comparison.differingPixels) pixels by more than \(tolerance) levels (at most \(comparison.largestDifference))")
              actual: \(actualPath.path)
              diff:   \(diffPath.path)
            """, sourceLocation: sourceLocation)
    }
}
