import Foundation
import HostKit
import StoryboardImport
import Testing

/// An imported scene is laid out by the constraints Interface Builder gave it, at any window
/// size: the JSON the importer writes is the layout, not only its frames.
@Suite(.serialized) @MainActor
struct ImportedLayoutTests {
    @Test func anImportedSceneIsLaidOutByItsConstraintsAtEveryWindowSize() throws {
        // The fixture's controllers are the app's classes, which no plugin provides here.
        let json = try FixtureImportTests.importFixture("AutoLayout").json
            .replacingOccurrences(of: "\"Layout.CenteredViewController\"", with: "\"ViewController\"")
            .replacingOccurrences(of: "\"Layout.FramesViewController\"", with: "\"ViewController\"")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imported-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try json.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        let controller = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController())
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root: View = controller.view
        root.frame = window.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.layoutIfNeeded()
        let label = root.subviews[0], bar = root.subviews[1], image = root.subviews[2]
        // Pinned to the safe area's bottom and both edges, 50 high.
        #expect(bar.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
        // Below the top layout guide by 20, between the margins, twice as wide as high.
        #expect(image.frame == CGRect(x: 8, y: 20, width: 374, height: 187))
        #expect(abs(label.center.x - 195) <= 0.5 && abs(label.center.y - 422) <= 0.5)
        #expect(!label.translatesAutoresizingMaskIntoConstraints && root.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentHuggingPriority(for: .vertical) == LayoutPriority(251))
        #expect(image.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(749))

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 340, width: 844, height: 50))
        #expect(image.frame == CGRect(x: 8, y: 20, width: 828, height: 414))
        #expect(abs(label.center.x - 422) <= 0.5 && abs(label.center.y - 195) <= 0.5)
        withExtendedLifetime(window) {}
    }
}
