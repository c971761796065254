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

    /// Tall enough for every label at 20 points with 2 between: `fillEqually` can hold.
    static func stackHeight(_ count: Int) -> Int { count * 22 - 2 }

    /// One scene whose view holds a stack of `count` counting labels.
    private func storyboardText(stackOf count: Int, distribution: String) -> String {
        let label = #"{"class": "Tests.CountingLabel", "text": "row", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}"#
        return """
            {"format": 1, "scenes": [{"id": "list", "class": "ViewController", "initial": true, "view": {"class": "View", "subviews": [
              {"class": "StackView", "axis": "vertical", "spacing": 2, "distribution": "\(distribution)",
               "frame": {"x": 0, "y": 0, "width": 320, "height": \(Self.stackHeight(count))},
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
    /// 2,000 labels, and seconds for a launch with 5,000): its constraints are made once, at the
    /// end, and one layout pass places each view once. 1,000 labels (the quadratic bug's 500,000
    /// writes against a bound of 2,000): the pass now solves a real constraint system, which a
    /// debug build takes seconds for at 2,000.
    @Test(arguments: ["fill", "fillEqually"])
    func aStoryboardStackPlacesEachArrangedViewAConstantNumberOfTimes(distribution: String) throws {
        let count = 1_000
        CountingLabel.frameWrites = 0
        let root = try buildRootView(storyboardText(stackOf: count, distribution: distribution))
        let stack = try #require(root.subviews.first as? StackView)
        #expect(stack.arrangedSubviews.count == count)
        stack.layoutIfNeeded()
        // Each label's own frame from the storyboard, then the one layout pass.
        #expect(CountingLabel.frameWrites <= 2 * count, "\(CountingLabel.frameWrites) frame writes for \(count) arranged views")
        // The one layout placed them all, in order, spacing 2 apart, filling the stack.
        let tolerance = 0.5 / Screen.main.scale + 1e-9
        for (previous, next) in zip(stack.arrangedSubviews, stack.arrangedSubviews.dropFirst()) {
            #expect(abs(next.frame.minY - previous.frame.maxY - 2) <= 2 * tolerance)
        }
        let last = try #require(stack.arrangedSubviews.last)
        #expect(abs(last.frame.maxY - Double(Self.stackHeight(count))) <= tolerance && last.frame.width == 320)
        if distribution == "fillEqually" {
            #expect(stack.arrangedSubviews.allSatisfy { abs($0.frame.height - 20) <= tolerance })
        }
    }
}
