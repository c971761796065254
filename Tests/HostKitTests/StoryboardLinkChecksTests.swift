import Foundation
@testable import HostKit
import StoryboardFormat
import Testing

/// What the storyboard library refuses before anything is created, for `apphost validate` and at
/// launch alike: containment cycles that run through storyboard references, and non-optional
/// outlets the scene leaves unconnected. Both used to pass the checks and fail only later (a
/// "nested too deep" error while instantiating, a trap in `viewDidLoad()`).
@Suite("Storyboard link checks", .serialized)
@MainActor
struct StoryboardLinkChecksTests {
    final class Catalog: ClassCatalog {
        let classes: [String: AnyClass] = ["Tests.Owner": Owner.self]
        func findClass(named name: String) -> AnyClass? { classes[name] }
        var classNames: [String] { classes.keys.sorted() }
    }

    final class Owner: ViewController {
        @Outlet var heading: Label
        @Outlet var footnote: Label?
    }

    /// Writes `files` (name → text) into a new folder and checks `Main` with a fresh library.
    private func check(_ files: [String: String]) throws -> [StoryboardDiagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("link-checks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name + StoryboardDecoder.fileSuffix), atomically: true, encoding: .utf8)
        }
        return StoryboardLibrary(catalog: Catalog()).check(folder.appendingPathComponent("Main" + StoryboardDecoder.fileSuffix).path, requireInitial: true)
    }

    @Test func containmentCycleThroughTwoFiles() throws {
        let diagnostics = try check([
            "Main": """
                {"format": 1, "scenes": [
                  {"id": "nav", "class": "NavigationController", "initial": true, "rootViewController": "toTabs"},
                  {"id": "toTabs", "reference": {"storyboard": "Tabs", "identifier": "Tabs"}}
                ]}
                """,
            "Tabs": """
                {"format": 1, "scenes": [
                  {"id": "tabs", "class": "TabBarController", "storyboardIdentifier": "Tabs",
                   "viewControllers": ["home", "back"]},
                  {"id": "home", "class": "ViewController"},
                  {"id": "back", "reference": {"storyboard": "Main"}}
                ]}
                """,
        ])
        let diagnostic = try #require(diagnostics.first, "a cycle across two files is found before launch")
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message == "containment cycle through storyboard references: \"nav\" (Main) contains \"toTabs\" (Main), which stands for \"tabs\" (Tabs), which contains \"back\" (Tabs), which stands for \"nav\" (Main)")
        // Where the cycle closes: the reference in Tabs back to Main's initial scene.
        #expect(diagnostic.location.file.hasSuffix("Tabs.storyboard.json"))
        #expect(diagnostic.location.line == 5 && diagnostic.location.column == 46, "\(diagnostic.location)")
    }

    @Test func embedSeguesAndReferencesWithoutACycleAreFine() throws {
        let diagnostics = try check([
            "Main": """
                {"format": 1, "scenes": [
                  {"id": "nav", "class": "NavigationController", "initial": true, "rootViewController": "toTabs"},
                  {"id": "toTabs", "reference": {"storyboard": "Tabs"}}
                ]}
                """,
            "Tabs": """
                {"format": 1, "scenes": [
                  {"id": "tabs", "class": "TabBarController", "initial": true, "viewControllers": ["a", "b"]},
                  {"id": "a", "class": "ViewController", "view": {"class": "View", "id": "box"},
                   "segues": [{"id": "child", "kind": "embed", "destination": "b", "container": "box"}]},
                  {"id": "b", "class": "ViewController"}
                ]}
                """,
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// The launch creates at most 64 scenes one inside the other. A longer chain passed the
    /// checks and failed when created, as if it were a cycle; now the check says what it is. A
    /// chain of exactly 64 is created.
    @Test func containerChainsLongerThanTheLaunchCreatesAreAnError() throws {
        func chain(_ count: Int) -> String {
            let navigations = (0..<count - 1).map { "{\"id\": \"s\($0)\", \"class\": \"NavigationController\", \"rootViewController\": \"s\($0 + 1)\"}" }
            return "{\"format\": 1, \"scenes\": [\n" + (navigations + ["{\"id\": \"s\(count - 1)\", \"class\": \"ViewController\", \"initial\": true}"]).joined(separator: ",\n") + "]}"
        }
        let tooLong = try check(["Main": chain(65)])
        #expect(tooLong.map(\.message) == ["scene \"s0\" holds 65 scenes one inside the other; apphost creates at most 64"])
        #expect(tooLong.first?.location.line == 2, "at the outermost scene")

        #expect(try check(["Main": chain(64)]).isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("link-checks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (count, creates) in [(64, true), (65, false)] {
            try chain(count).write(to: folder.appendingPathComponent("Chain\(count).storyboard.json"), atomically: true, encoding: .utf8)
            let storyboard = try Storyboard(name: "Chain\(count)", folder: folder)
            let outermost = (try? storyboard.instantiateScene(withID: "s0")) ?? nil
            #expect((outermost != nil) == creates, "a chain of \(count)")
        }
    }

    @Test func unconnectedNonOptionalOutletIsAnError() throws {
        let diagnostics = try check([
            "Main": """
                {"format": 1, "scenes": [
                  {"id": "owner", "class": "Tests.Owner", "initial": true,
                   "view": {"class": "View", "subviews": [{"class": "Label", "id": "title"}]}}
                ]}
                """,
        ])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "the optional outlet may stay unconnected: \(diagnostics)")
        #expect(diagnostic.message == "outlet \"heading\" of HostKitTests.StoryboardLinkChecksTests.Owner is not connected in scene \"owner\"")
        #expect(diagnostic.remedy.contains("`@Outlet var heading: Label?`"))
        #expect(diagnostic.location.line == 2 && diagnostic.location.column == 28, "\(diagnostic.location)")

        let connected = try check([
            "Main": """
                {"format": 1, "scenes": [
                  {"id": "owner", "class": "Tests.Owner", "initial": true,
                   "view": {"class": "View", "subviews": [{"class": "Label", "id": "title"}]}, "outlets": {"heading": "title"}}
                ]}
                """,
        ])
        #expect(connected.isEmpty, "\(connected)")
    }

    /// An outlet read before anything connected it (here: a controller made in code) stops the
    /// app as UIKit's nil `@IBOutlet var label: UILabel!` does, but says which class and outlet.
    @Test func outletReadBeforeItIsConnectedNamesClassAndOutlet() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = Owner().heading
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("outlet \"heading\" of HostKitTests.StoryboardLinkChecksTests.Owner was read before it was connected"), "\(output)")
        #expect(output.contains("`@Outlet var heading: Label?`"))
    }
}
