import Foundation
@testable import HostKit
import StoryboardFormat
import Testing

/// A storyboard scene's navigation item buttons and toolbar items: made with the controller, as
/// UIKit decodes them; their taps send the scene's actions and perform its segues through the
/// real navigation bar; outlets reach them; the linker checks their actions against the plugin's
/// classes.
@MainActor
@Suite("Bar button items from storyboards", .serialized)
struct StoryboardBarButtonItemTests {
    final class Catalog: ClassCatalog {
        let classes: [String: AnyClass] = ["Tests.Notes": Notes.self, "Tests.Detail": Detail.self]
        func findClass(named name: String) -> AnyClass? { classes[name] }
        var classNames: [String] { classes.keys.sorted() }
    }

    final class Notes: ViewController {
        @Outlet var addButton: BarButtonItem
        @Outlet var titleLabel: Label?
        @Action var add = Notes.add(_:)
        @Action var share = Notes.share(_:)
        @Action var bump = Notes.bump(_:)
        var log: [String] = []

        func add(_ sender: BarButtonItem) { log.append("add, sent by the outlet's item: \(sender === addButton)") }
        func share(_ sender: BarButtonItem) { log.append("share") }
        func bump(_ sender: Button) { log.append("bump") }

        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "") from \((sender as? BarButtonItem)?.title ?? "?")")
        }
    }

    final class Detail: ViewController {}

    /// The end of every responder chain: the application passes unhandled actions to it.
    final class Delegate: Responder, ApplicationDelegate {
        var shared = 0
        @Action var share = Delegate.share(_:)
        func share(_ sender: BarButtonItem) { shared += 1 }
    }

    static func storyboard(items: String) -> String {
        """
        {"format": 1, "scenes": [
          {"id": "nav", "class": "NavigationController", "initial": true, "rootViewController": "notes", "toolbarHidden": false},
          {"id": "notes", "class": "Tests.Notes", "title": "Notes", "view": {"class": "View"},
           \(items),
           "outlets": {"addButton": "addButton"},
           "segues": [{"id": "showInfo", "kind": "show", "destination": "detail"}]},
          {"id": "detail", "class": "Tests.Detail", "title": "Info"}
        ]}
        """
    }

    static let items = """
        "navigationItem": {
          "prompt": "Pick one", "backButtonTitle": "All",
          "leftBarButtonItems": [{"title": "Info", "segue": "showInfo"}],
          "rightBarButtonItems": [{"id": "addButton", "systemItem": "add", "action": "add"},
                                  {"title": "Share", "style": "done", "enabled": false, "tag": 7, "accessibilityIdentifier": "share",
                                   "tintColor": "#FF0000", "action": "share"}]},
        "toolbarItems": [{"systemItem": "flexibleSpace"}, {"systemItem": "trash", "action": "share", "target": "firstResponder"},
                         {"systemItem": "fixedSpace", "width": 12}]
        """

    private func withStoryboard<Result>(_ text: String, _ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-items-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        StoryboardLibrary.current = StoryboardLibrary(catalog: Catalog())
        defer { StoryboardLibrary.current = StoryboardLibrary(catalog: nil) }
        return try body(folder)
    }

    @Test func theControllerHasItsItemsAndItsOutletsToThemWhenMade() throws {
        try withStoryboard(Self.storyboard(items: Self.items)) { folder in
            let navigation = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController() as? NavigationController)
            let notes = try #require(navigation.topViewController as? Notes)
            #expect(!navigation.isToolbarHidden, "the scene's toolbarHidden")
            let right = notes.navigationItem.rightBarButtonItems ?? []
            #expect(!notes.isViewLoaded)
            #expect(notes.addButton === right.first, "connected with the controller, as UIKit decodes it")
            #expect(notes.navigationItem.leftBarButtonItems?.map(\.title) == ["Info"])
            #expect(notes.navigationItem.prompt == "Pick one" && notes.navigationItem.backButtonTitle == "All")
            #expect(right.count == 2 && right[0].systemItem == .add && right[0].title == "+")
            #expect(right[0].target === notes && right[0].action == "add")
            #expect(right[1].title == "Share" && right[1].style == .done && !right[1].isEnabled && right[1].tag == 7
                    && right[1].accessibilityIdentifier == "share" && right[1].tintColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
            let toolbar = notes.toolbarItems ?? []
            #expect(toolbar.map(\.systemItem) == [.flexibleSpace, .trash, .fixedSpace])
            #expect(toolbar[1].target == nil && toolbar[1].action == "share", "sent along the responder chain")
            #expect(toolbar[2].width == 12)
        }
    }

    private func tap(_ button: Button, in window: Window, _ application: Application) throws {
        window.layoutIfNeeded()
        try application.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil), timestamp: 1)
    }

    @Test func tapsOnTheBarSendTheActionsAndPerformTheSegues() throws {
        try withStoryboard(Self.storyboard(items: Self.items)) { folder in
            let navigation = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController() as? NavigationController)
            let notes = try #require(navigation.topViewController as? Notes)
            let delegate = Delegate()
            try EventTestSupport.withApp(root: navigation, delegate: delegate) { application, window, _ in
                let bar = navigation.navigationBar
                #expect(bar.leftButtons.map(\.currentTitle) == ["Info"] && bar.rightButtons.map(\.currentTitle) == ["+", "Share"])
                try tap(bar.rightButtons[0], in: window, application)
                try tap(bar.rightButtons[1], in: window, application)  // disabled: nothing is sent
                #expect(notes.log == ["add, sent by the outlet's item: true"])
                // Sent along the responder chain: nothing is first responder, so from the item's
                // button, through the toolbar and the navigation controller, to the app's delegate.
                let trash = try #require(window.frontmostAccessibleView { ($0 as? Button)?.currentTitle == "Delete" } as? Button)
                try tap(trash, in: window, application)
                #expect(delegate.shared == 1 && notes.log.count == 1)
                try tap(bar.leftButtons[0], in: window, application)
                #expect(notes.log.last == "prepare showInfo from Info")
                #expect(navigation.topViewController is Detail)
                #expect(!bar.backButton.isHidden && bar.backButton.title == "All", "the back button reads the title the scene below gave it")
            }
        }
    }

    /// Every system item the format names is one of HostKit's, under the same name.
    @Test func everySystemItemOfTheFormatIsHostKits() throws {
        let items = BarButtonItemDescription.SystemItem.allCases.map { $0.rawValue }
        // The first item has the id the scene's outlet refers to.
        let entries = items.enumerated().map { #"{\#($0.offset == 0 ? #""id": "addButton", "# : "")"systemItem": "\#($0.element)"}"# }
        let text = Self.storyboard(items: #""toolbarItems": ["# + entries.joined(separator: ", ") + "]")
        try withStoryboard(text) { folder in
            let navigation = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController() as? NavigationController)
            let toolbar = navigation.topViewController?.toolbarItems ?? []
            #expect(toolbar.map { $0.systemItem.map { "\($0)" } } == items)
        }
    }

    @Test func theLinkerChecksTheItemsActionsAndOutlets() throws {
        func problems(_ items: String, outlets: String = #"{"addButton": "addButton"}"#) throws -> [String] {
            let text = Self.storyboard(items: items).replacingOccurrences(of: #""outlets": {"addButton": "addButton"}"#, with: #""outlets": \#(outlets)"#)
            return try withStoryboard(text) { folder in
                do {
                    _ = try Storyboard(name: "Main", folder: folder)
                    return []
                } catch let error as StoryboardError {
                    return error.problems
                }
            }
        }
        let unknown = try problems(#""toolbarItems": [{"id": "addButton", "systemItem": "add", "action": "ad"}]"#)
        #expect(unknown.count == 1 && unknown[0].contains(#"has no action "ad""#) && unknown[0].contains(#"did you mean "add"?"#))
        let wrongSender = try problems(#""toolbarItems": [{"id": "addButton", "title": "Bump", "action": "bump"}]"#)
        #expect(wrongSender.count == 1 && wrongSender[0].contains(#"action "bump" of"#) && wrongSender[0].contains("takes a Button sender, but a BarButtonItem sends it"))
        #expect(wrongSender.first?.contains("(or Any?)") == true, "a bar button item is no Control")
        let wrongOutlet = try problems(#""toolbarItems": [{"id": "addButton", "title": "Add"}, {"id": "other", "title": "Other"}]"#,
                                       outlets: #"{"addButton": "addButton", "titleLabel": "other"}"#)
        #expect(wrongOutlet.count == 1 && wrongOutlet[0].contains(#"outlet "titleLabel" of"#) && wrongOutlet[0].contains(#"holds a Label, but "other" is a BarButtonItem"#))
        #expect(try problems(#""toolbarItems": [{"id": "addButton", "systemItem": "add", "action": "add"}]"#).isEmpty)
    }
}
