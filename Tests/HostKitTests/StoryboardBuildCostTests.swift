import Foundation
import HostKit
import Testing

/// Building a storyboard's views does work in proportion to the views, not to their square.
/// The work is counted, not timed, so a quadratic path fails on every machine.
@Suite("Storyboard build cost", .serialized)
@MainActor
struct StoryboardBuildCostTests {
    /// A label that counts how often anything places it.
    final class CountingLabel: Label {
        static var frameWrites = 0
        override var frame: CGRect {
            didSet { Self.frameWrites += 1 }
        }
    }

    final class Catalog: ClassCatalog {
        func findClass(named name: String) -> AnyClass? { name == "Tests.CountingLabel" ? CountingLabel.self : nil }
        var classNames: [String] { ["Tests.CountingLabel"] }
    }

    /// One scene whose view holds a stack of `count` counting labels.
    private func storyboardText(stackOf count: Int, distribution: String) -> String {
        let label = #"{"class": "Tests.CountingLabel", "text": "row", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}"#
        return """
            {"format": 1, "scenes": [{"id": "list", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [
              {"class": "StackView", "axis": "vertical", "spacing": 2, "distribution": "\(distribution)",
               "frame": {"x": 0, "y": 0, "width": 320, "height": 480},
               "subviews": [\(Array(repeating: label, count: count).joined(separator: ",\n"))]}]}}]}
            """
    }

    private func buildRootView(_ text: String) throws -> View {
        let folder = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                                 appropriateFor: FileManager.default.temporaryDirectory, create: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("List.storyboard.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        StoryboardLibrary.current = StoryboardLibrary(catalog: Catalog())
        defer { StoryboardLibrary.current = StoryboardLibrary(catalog: nil) }
        let controller = try #require(try Storyboard(contentsOf: file).instantiateInitialController())
        return controller.view
    }

    /// A stack laid out after each arranged subview placed N²/2 views (2,000,000 frame writes for
    /// 2,000 labels, and seconds for a launch with 5,000): it is laid out once, at the end.
    @Test(arguments: ["fill", "fillEqually"])
    func aStoryboardStackPlacesEachArrangedViewAConstantNumberOfTimes(distribution: String) throws {
        let count = 2_000
        CountingLabel.frameWrites = 0
        let root = try buildRootView(storyboardText(stackOf: count, distribution: distribution))
        let stack = try #require(root.subviews.first as? StackView)
        #expect(stack.arrangedSubviews.count == count)
        // Each label's own frame from the storyboard, then the stack's one layout.
        #expect(CountingLabel.frameWrites <= 2 * count, "\(CountingLabel.frameWrites) frame writes for \(count) arranged views")
        // The one layout placed them all, in order.
        let last = try #require(stack.arrangedSubviews.last)
        if distribution == "fill" {
            #expect(last.frame == CGRect(x: 0, y: Double(count - 1) * 22, width: 320, height: 20))
        } else {
            let length = (480 - 2 * Double(count - 1)) / Double(count)
            #expect(last.frame.width == 320 && last.frame.height == max(0, length))
        }
    }
}
