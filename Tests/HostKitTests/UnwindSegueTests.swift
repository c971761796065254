import Foundation
import HostKit
import Testing

/// Unwind segues in-process, as `shared/uikit-semantics.md` has them: the destination is found by
/// walking up from the source through parents and presenters, asking each container for its
/// children (most recent first, never the one holding the source) and each controller whether
/// it takes the action; then the source's `prepare`, the destination's action, and a transition
/// that dismisses and pops exactly what lies between.
@Suite("Unwind segues", .serialized)
@MainActor
struct UnwindSegueTests {
    typealias Recorder = HostKitContainmentTests.Recorder

    final class Catalog: ClassCatalog {
        let classes: [String: AnyClass] = [
            "Tests.List": List.self, "Tests.Item": Item.self, "Tests.Editor": Editor.self, "Tests.Other": Other.self,
            "Tests.Split": Split.self, "Tests.Pane": Pane.self, "Tests.Orphan": Orphan.self,
        ]
        func findClass(named name: String) -> AnyClass? { classes[name] }
        var classNames: [String] { classes.keys.sorted() }
    }

    /// Records the unwind actions it receives, with the segue's source.
    class Destination: ViewController {
        var unwound: [String] = []
        func note(_ segue: StoryboardSegue) { unwound.append("\(segue.identifier ?? "?") from \(segue.source.title ?? "?")") }
    }

    final class List: Destination {
        @Action var unwindToList = List.unwindToList(_:)
        @Action var unwindShared = List.unwindShared(_:)
        func unwindToList(_ segue: StoryboardSegue) { note(segue) }
        func unwindShared(_ segue: StoryboardSegue) { note(segue) }
    }

    final class Item: Destination {
        var refusesUnwinding = false
        @Action var unwindToItem = Item.unwindToItem(_:)
        @Action var unwindShared = Item.unwindShared(_:)
        func unwindToItem(_ segue: StoryboardSegue) { note(segue) }
        func unwindShared(_ segue: StoryboardSegue) { note(segue) }

        override func canPerformUnwindSegueAction(_ action: String, from fromViewController: ViewController, sender: Any?) -> Bool {
            !refusesUnwinding && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
        }
    }

    final class Editor: ViewController {
        var prepared: [String] = []
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            prepared.append("\(segue.identifier ?? "?") to \(segue.destination.title ?? "?")")
        }
    }

    final class Other: Destination {
        @Action var unwindToOther = Other.unwindToOther(_:)
        func unwindToOther(_ segue: StoryboardSegue) { note(segue) }
    }

    /// A scene nothing leads to: its action is in the storyboard, but never on the way back.
    final class Orphan: Destination {
        @Action var unwindToOrphan = Orphan.unwindToOrphan(_:)
        func unwindToOrphan(_ segue: StoryboardSegue) { note(segue) }
    }

    /// A custom container with two embedded panes; it can offer its children in reverse.
    final class Split: ViewController {
        var offersRightFirst = false
        var sources: [StoryboardUnwindSegueSource] = []
        override func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
            sources.append(source)
            let allowed = super.allowedChildrenForUnwinding(from: source)
            return offersRightFirst ? allowed.reversed() : allowed
        }
    }

    final class Pane: Destination {
        @Action var unwindToPane = Pane.unwindToPane(_:)
        func unwindToPane(_ segue: StoryboardSegue) { note(segue) }
    }

    static let storyboardText = """
        {"format": 1, "scenes": [
          {"id": "tabs", "class": "TabBarController", "title": "tabs", "initial": true, "viewControllers": ["nav", "other"]},
          {"id": "nav", "class": "NavigationController", "title": "nav", "rootViewController": "list"},
          {"id": "list", "class": "Tests.List", "title": "list", "segues": [{"id": "showItem", "kind": "show", "destination": "item"}]},
          {"id": "item", "class": "Tests.Item", "title": "item", "segues": [
            {"id": "edit", "kind": "present", "destination": "editorNav"},
            {"id": "backToList", "kind": "unwind", "action": "unwindToList"}]},
          {"id": "editorNav", "class": "NavigationController", "title": "editorNav", "storyboardIdentifier": "EditorNav", "rootViewController": "editor"},
          {"id": "editor", "class": "Tests.Editor", "title": "editor", "segues": [
            {"id": "toList", "kind": "unwind", "action": "unwindToList"},
            {"id": "toItem", "kind": "unwind", "action": "unwindToItem"},
            {"id": "toShared", "kind": "unwind", "action": "unwindShared"},
            {"id": "toOther", "kind": "unwind", "action": "unwindToOther"},
            {"id": "toPane", "kind": "unwind", "action": "unwindToPane"},
            {"id": "nowhere", "kind": "unwind", "action": "unwindToOrphan"}]},
          {"id": "other", "class": "Tests.Other", "title": "other"},
          {"id": "split", "class": "Tests.Split", "title": "split", "storyboardIdentifier": "Split",
           "view": {"class": "View", "subviews": [{"class": "View", "id": "left"}, {"class": "View", "id": "right"}]},
           "segues": [{"id": "embedLeft", "kind": "embed", "destination": "leftPane", "container": "left"},
                      {"id": "embedRight", "kind": "embed", "destination": "rightPane", "container": "right"}]},
          {"id": "leftPane", "class": "Tests.Pane", "title": "left"},
          {"id": "rightPane", "class": "Tests.Pane", "title": "right"},
          {"id": "orphan", "class": "Tests.Orphan", "title": "orphan"}
        ]}
        """

    /// The tab bar interface on screen, `item` pushed over `list`, and the editor (in a
    /// navigation controller) presented over all of it.
    struct Interface {
        let storyboard: Storyboard
        let window: Window
        let tabs: TabBarController
        let navigation: NavigationController
        let list: List
        let item: Item
        let other: Other
        let editorNavigation: NavigationController
        let editor: Editor
    }

    private func withInterface(presentingEditor: Bool = true, _ body: (Interface, Recorder) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.storyboardText.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        StoryboardLibrary.current = StoryboardLibrary(catalog: Catalog())
        defer { StoryboardLibrary.current = StoryboardLibrary(catalog: nil) }
        let recorder = Recorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }

        let storyboard = try Storyboard(name: "Main", folder: folder)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? TabBarController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = tabs
        window.showRootViewController()
        let navigation = try #require(tabs.viewControllers.first as? NavigationController)
        let list = try #require(navigation.topViewController as? List)
        let other = try #require(tabs.viewControllers.last as? Other)
        list.performSegue(withIdentifier: "showItem", sender: nil)
        let item = try #require(navigation.topViewController as? Item)
        item.performSegue(withIdentifier: "edit", sender: nil)
        let editorNavigation = try #require(tabs.presentedViewController as? NavigationController)
        let editor = try #require(editorNavigation.topViewController as? Editor)
        if !presentingEditor { editor.dismiss(animated: false) }
        recorder.calls.removeAll()
        try body(Interface(storyboard: storyboard, window: window, tabs: tabs, navigation: navigation, list: list, item: item,
                           other: other, editorNavigation: editorNavigation, editor: editor), recorder)
    }

    /// The appearance callbacks of the presented editor leaving and the tab bar interface coming
    /// back with `shown` (the navigation controller and its top, or another tab) on screen.
    private func dismissal(showing shown: [String]) -> [String] {
        ["editorNav.viewWillDisappear(_:)", "editor.viewWillDisappear(_:)", "tabs.viewWillAppear(_:)"]
            + shown.map { "\($0).viewWillAppear(_:)" }
            + ["editor.viewDidDisappear(_:)", "editorNav.viewDidDisappear(_:)"]
            + shown.reversed().map { "\($0).viewDidAppear(_:)" } + ["tabs.viewDidAppear(_:)"]
    }

    @Test func fromAControllerPresentedOverANavigationControllerToTheRootOfItsStack() throws {
        try withInterface { ui, recorder in
            ui.editor.performSegue(withIdentifier: "toList", sender: nil)
            #expect(ui.editor.prepared == ["toList to list"])
            #expect(ui.list.unwound == ["toList from editor"])
            #expect(recorder.calls == [
                "editor.prepare(for:sender:)", "list.unwindToList",
                // popped while the presentation still covers it: no appearance callbacks
                "item.willMove(toParent:)", "item.didMove(toParent:)",
            ] + dismissal(showing: ["nav", "list"]))
            #expect(ui.navigation.viewControllers.map(\.title) == ["list"])
            #expect(ui.tabs.presentedViewController == nil && ui.editorNavigation.presentingViewController == nil)
            #expect(ui.window.subviews.map { $0 === ui.tabs.view } == [true])
            #expect(recorder.issues.isEmpty)
        }
    }

    @Test func fromAPresentedControllerToTheTopOfTheStackUnderneathOnlyDismisses() throws {
        try withInterface { ui, recorder in
            ui.editor.performSegue(withIdentifier: "toItem", sender: nil)
            #expect(ui.item.unwound == ["toItem from editor"])
            #expect(recorder.calls == ["editor.prepare(for:sender:)", "item.unwindToItem"] + dismissal(showing: ["nav", "item"]))
            #expect(ui.navigation.viewControllers.map(\.title) == ["list", "item"])
        }
    }

    @Test func theMostRecentControllerWithTheActionWinsUnlessItDeclines() throws {
        try withInterface { ui, _ in
            ui.editor.performSegue(withIdentifier: "toShared", sender: nil)
            #expect(ui.item.unwound == ["toShared from editor"] && ui.list.unwound.isEmpty)
        }
        try withInterface { ui, _ in
            ui.item.refusesUnwinding = true
            ui.editor.performSegue(withIdentifier: "toShared", sender: nil)
            #expect(ui.item.unwound.isEmpty && ui.list.unwound == ["toShared from editor"],
                    "canPerformUnwindSegueAction(_:from:sender:) is asked, and its answer is kept")
            #expect(ui.navigation.viewControllers.map(\.title) == ["list"])
        }
    }

    @Test func toAnotherTabSelectsItWhileCoveredThenDismisses() throws {
        try withInterface { ui, recorder in
            ui.editor.performSegue(withIdentifier: "toOther", sender: nil)
            #expect(ui.other.unwound == ["toOther from editor"])
            #expect(recorder.calls == ["editor.prepare(for:sender:)", "other.unwindToOther", "other.loadView()", "other.viewDidLoad()"]
                + dismissal(showing: ["other"]))
            #expect(ui.tabs.selectedViewController === ui.other)
            #expect(ui.navigation.viewControllers.map(\.title) == ["list", "item"], "the other tab's stack stays as it was")
        }
    }

    @Test func withinANavigationStackItPopsOnScreen() throws {
        try withInterface(presentingEditor: false) { ui, recorder in
            ui.item.performSegue(withIdentifier: "backToList", sender: nil)
            #expect(ui.list.unwound == ["backToList from item"])
            #expect(recorder.calls == [
                "item.prepare(for:sender:)", "list.unwindToList", "item.willMove(toParent:)",
                "item.viewWillDisappear(_:)", "list.viewWillAppear(_:)", "item.viewDidDisappear(_:)", "list.viewDidAppear(_:)",
                "item.didMove(toParent:)",
            ])
        }
    }

    @Test func noDestinationIsAnIssueAndChangesNothing() throws {
        try withInterface { ui, recorder in
            ui.editor.performSegue(withIdentifier: "nowhere", sender: nil)
            #expect(recorder.issues.count == 1)
            #expect(recorder.issues.first?.contains("found no controller with the action \"unwindToOrphan\"") == true)
            #expect(recorder.calls.isEmpty, "not even prepare(for:sender:)")
            #expect(ui.tabs.presentedViewController === ui.editorNavigation)
        }
    }

    @Test func aCustomContainerOffersItsChildrenInItsOwnOrder() throws {
        try withInterface(presentingEditor: false) { ui, _ in
            let split = try #require(try ui.storyboard.instantiateViewController(withIdentifier: "Split") as? Split)
            ui.window.rootViewController = split  // loads its view: the embed segues add the panes
            let panes = split.children.compactMap { $0 as? Pane }
            #expect(panes.map(\.title) == ["left", "right"])
            for offersRightFirst in [false, true] {
                split.offersRightFirst = offersRightFirst
                let editorNavigation = try #require(try ui.storyboard.instantiateViewController(withIdentifier: "EditorNav") as? NavigationController)
                split.present(editorNavigation, animated: false)
                let editor = try #require(editorNavigation.topViewController)
                let sender = Button()
                editor.performSegue(withIdentifier: "toPane", sender: sender)
                #expect(split.presentedViewController == nil)
                let source = try #require(split.sources.last)
                #expect(source.source === editor && source.unwindAction == "unwindToPane" && source.sender as? Button === sender)
                #expect(editorNavigation.childContaining(source) === editor)
                #expect(split.childContaining(source) == nil, "a presented source is in none of the presenter's children")
            }
            #expect(panes.map(\.unwound) == [["toPane from editor"], ["toPane from editor"]], "left first by default, then right first")
            #expect(split.sources.count == 2, "asked once per unwind")
        }
    }
}
