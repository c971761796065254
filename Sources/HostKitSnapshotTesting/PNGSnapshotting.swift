import Foundation
import HostKitTesting
import SnapshotTesting

extension Snapshotting where Value == AppHarness, Format == Data {
    /// The screen as the app draws it, compared with the reference PNG pixel by pixel:
    /// `assertSnapshot(of: app, as: .png(precision: 0.99))`.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match (1: all of them).
    ///   - tolerance: how far (0…255) a channel of a pixel may move and still match, for the
    ///     anti-aliasing that differs from one build of Cairo and Pango to another.
    ///
    /// On a mismatch the failure names the actual image and a diff image (the reference faded,
    /// differing pixels in red), written to `$SNAPSHOT_ARTIFACTS` or a private temporary folder.
    public static func png(precision: Double = 1, tolerance: Int = 8) -> Snapshotting {
        Snapshotting<Data, Data>.png(precision: precision, tolerance: tolerance).pullback { app in
            // A screen that cannot be drawn gives no data; the diff then says so.
            MainActor.assumeIsolated { (try? app.snapshotPNG()) ?? Data() }
        }
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// A PNG (such as `try await appProcess.snapshotPNG()`) compared as ``png(precision:tolerance:)``
    /// compares a harness's screen.
    public static func png(precision: Double = 1, tolerance: Int = 8) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(precision: precision, tolerance: tolerance))
    }
}

extension Diffing where Value == Data {
    /// Compares two PNGs with a tolerance; on a mismatch, writes the actual and diff images.
    public static func png(precision: Double, tolerance: Int) -> Diffing {
        Diffing(toData: { $0 }, fromData: { $0 }) { reference, actual in
            switch ImageDifference.compare(actual: actual, reference: reference, precision: precision, tolerance: tolerance) {
            case nil: nil
            case let difference?: (difference.report, [])
            }
        }
    }
}
