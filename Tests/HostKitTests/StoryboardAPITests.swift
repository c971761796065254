import Foundation
import HostKit
import Testing

/// The `Storyboard` API in-process, with the test's own classes standing in for a plugin's.
@Suite("Storyboard API", .serialized)
@MainActor
struct StoryboardAPITests {
    final class Catalog: ClassCatalog {
        let classes: [String: AnyClass] = ["Tests.Counter": Counter.self, "Tests.Badge": Badge.self]
        func findClass(named name: String) -> AnyClass? { classes[name] }
        var classNames: [String] { classes.keys.sorted() }
    }

    final class Badge: Label {
        var awoke = false
        override func awakeFromStoryboard() { awoke = true }
    }

    final class Counter: ViewController {
        @Outlet var badge: Badge
        @Action var bump = Counter.bump(_:)
        var labelTextAtViewDidLoad: String?
        var bumps = 0

        override func viewDidLoad() {
            labelTextAtViewDidLoad = badge.text  // outlets are connected before viewDidLoad
        }

        func bump(_ sender: Button) { bumps += 1 }
    }

    static let storyboardText = """
        {"format": 1, "scenes": [
          {"id": "nav", "class": "NavigationController", "initial": true, "rootViewController": "counter"},
          {"id": "counter", "class": "Tests.Counter", "storyboardIdentifier": "Counter", "title": "Count",
           "view": {"class": "View", "subviews": [
             {"class": "Tests.Badge", "id": "badge", "text": "7"},
             {"class": "Button", "accessibilityIdentifier": "bump", "actions": [{"event": "touchUpInside", "action": "bump"}]}]},
           "outlets": {"badge": "badge"}}
        ]}
        """

    private func withStoryboard(_ text: String = storyboardText, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        StoryboardLibrary.current = StoryboardLibrary(catalog: Catalog())
        defer { StoryboardLibrary.current = StoryboardLibrary(catalog: nil) }
        try body(folder)
    }

    @Test func instantiatesTheInitialControllerWithItsChildrenAndOutlets() throws {
        try withStoryboard { folder in
            let storyboard = try Storyboard(name: "Main", folder: folder)
            #expect(storyboard.name == "Main")
            let navigation = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
            let counter = try #require(navigation.topViewController as? Counter)
            #expect(counter.title == "Count" && counter.storyboard === storyboard)
            #expect(!counter.isViewLoaded, "the view loads lazily")
            _ = counter.view
            #expect(counter.labelTextAtViewDidLoad == "7")
            #expect(counter.badge.awoke)
        }
    }

    @Test func aStoryboardsURLIsItsFileStandardized() throws {
        try withStoryboard { folder in
            let file = folder.appendingPathComponent("Main.storyboard.json").standardizedFileURL
            let roundabout = try Storyboard(contentsOf: folder.appendingPathComponent("elsewhere/../Main.storyboard.json"))
            #expect(roundabout.url == file)
            #expect(try Storyboard(name: "Main", folder: folder).url == file)
        }
    }

    @Test func controlsSendTheirActionsToTheOwner() throws {
        try withStoryboard { folder in
            let application = Application()
            Application.current = application
            defer { Application.current = nil }
            let counter = try #require(try Storyboard(name: "Main", folder: folder).instantiateViewController(withIdentifier: "Counter") as? Counter)
            let button = try #require(counter.view.firstView { $0.accessibilityIdentifier == "bump" } as? Button)
            button.sendActions(for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(counter.bumps == 2)
        }
    }

    @Test func anUnknownIdentifierIsAClearError() throws {
        try withStoryboard { folder in
            let storyboard = try Storyboard(name: "Main", folder: folder)
            let error = try #require(throws: StoryboardError.self) { try storyboard.instantiateViewController(withIdentifier: "Countr") }
            #expect(error.code == .unknownIdentifier)
            #expect(error.message.contains("has no scene with storyboardIdentifier \"Countr\""))
            #expect(error.message.contains(folder.appendingPathComponent("Main.storyboard.json").path))
            #expect(error.remedy.hasPrefix("did you mean \"Counter\"?"))
        }
    }

    @Test func missingAndInvalidFilesAreErrors() throws {
        try withStoryboard(#"{"format": 1, "scenes": [{"id": "a", "class": "Tests.Countr"}]}"#) { folder in
            let missing = try #require(throws: StoryboardError.self) { try Storyboard(name: "Other", folder: folder) }
            #expect(missing.code == .fileNotFound)
            let invalid = try #require(throws: StoryboardError.self) { try Storyboard(name: "Main", folder: folder) }
            #expect(invalid.code == .invalidStoryboard)
            #expect(invalid.problems.first?.contains("Main.storyboard.json:1:47: error: unknown class \"Tests.Countr\"") == true)
            #expect(invalid.problems.first?.contains("did you mean \"Tests.Counter\"?") == true)
        }
    }

    /// A file cannot contain itself (the reader refuses it), but two files can, through references:
    /// the embedding stops at a depth limit with a reported issue, instead of overflowing the stack.
    @Test func aContainmentCycleThroughReferencesStopsWithAnIssue() throws {
        let outer = #"{"format": 1, "scenes": [{"id": "nav", "class": "NavigationController", "initial": true, "storyboardIdentifier": "Nav", "rootViewController": "inner"}, {"id": "inner", "reference": {"storyboard": "Inner"}}]}"#
        let inner = #"{"format": 1, "scenes": [{"id": "page", "class": "ViewController", "initial": true, "view": {"class": "View", "id": "box"}, "segues": [{"id": "loop", "kind": "embed", "destination": "outer", "container": "box"}]}, {"id": "outer", "reference": {"storyboard": "Main", "identifier": "Nav"}}]}"#
        try withStoryboard(outer) { folder in
            try inner.write(to: folder.appendingPathComponent("Inner.storyboard.json"), atomically: true, encoding: .utf8)
            let recorder = IssueRecorder()
            HostLink.observer = recorder
            defer { HostLink.observer = nil }
            let navigation = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController() as? NavigationController)
            _ = navigation.topViewController?.view
            #expect(recorder.issues.count == 1)
            #expect(recorder.issues.first?.contains("a containment cycle through storyboard references") == true)
        }
    }
}
