import Foundation
import HostKitSnapshotTesting
import HostKitTesting
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies, against references recorded into a scratch folder.
@MainActor
@Suite(.appHarness)  // AppHarnessTurnTests keeps harnesses across await
struct SnapshotStrategyTests {
    private func launchedBadge() throws -> AppHarness {
        let app = try AppHarness(delegate: BadgeDelegate.self, appFolder: "Apps/Badge", screenSize: CGSize(width: 200, height: 120), scale: 1)
        try app.launch()
        return app
    }

    private func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostkit-snapshot-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        return folder
    }

    @Test func theViewTreeMatchesItsReferenceAndAChangeIsShownAsADiff() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try launchedBadge()
        let recorded = verifySnapshot(of: app, as: .viewTree, named: "launched", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true || recorded?.contains("recorded") == true, "\(recorded ?? "")")
        #expect(verifySnapshot(of: app, as: .viewTree, named: "launched", record: .never, snapshotDirectory: folder) == nil)
        try app.tap("bump")
        let failure = try #require(verifySnapshot(of: app, as: .viewTree, named: "launched", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("\"1\""), "\(failure)")
    }

    @Test func theScreenMatchesWithinTheToleranceAndAMismatchWritesTheActualAndDiffImages() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try launchedBadge()
        _ = verifySnapshot(of: app, as: .png(precision: 1), named: "screen", record: .all, snapshotDirectory: folder)
        #expect(verifySnapshot(of: app, as: .png(precision: 1), named: "screen", record: .never, snapshotDirectory: folder) == nil)
        try app.tap("bump")
        let failure = try #require(verifySnapshot(of: app, as: .png(precision: 1), named: "screen", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("pixels differ by more than 8"), "\(failure)")
        let written = failure.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": /") else { return nil }
            return String(line[line.index(before: range.upperBound)...])
        }
        #expect(written.count == 2 && written.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "\(failure)")
        written.forEach { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: $0).deletingLastPathComponent().path) }
        // A change of a few pixels passes when the precision allows it.
        #expect(verifySnapshot(of: app, as: .png(precision: 0.9), named: "screen", record: .never, snapshotDirectory: folder) == nil)
    }
}
