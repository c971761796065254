import Foundation
import HostKit
import Testing

/// State preservation and restoration in-process: one "generation" of the app is launched from a
/// storyboard, used and captured; a fresh one is launched as the host does (new objects, the
/// storyboard read again) and the archive is restored into it before its window is shown.
@Suite("State restoration", .serialized)
@MainActor
struct StateRestorationTests {
    /// A page that saves a note.
    class Page: ViewController {
        var note = ""
        override func encodeRestorableState(with coder: Coder) {
            coder.encode(note, forKey: "note")
        }
        override func decodeRestorableState(with coder: Coder) throws {
            note = try coder.decode(String.self, forKey: "note")
        }
        var caption: String? { (view.firstView { $0.accessibilityIdentifier == "caption" } as? Label)?.text }
    }

    /// A page whose decoding expects a number where older builds saved text.
    final class Counter: Page {
        override func encodeRestorableState(with coder: Coder) {
            coder.encode("seven", forKey: "count")
        }
        override func decodeRestorableState(with coder: Coder) throws {
            _ = try coder.decode(Int.self, forKey: "count")
        }
    }

    /// A page only ever created in code, and not in the catalog: a class a new build lacks.
    final class Scratch: Page {}

    struct AppError: Error, CustomStringConvertible {
        var description: String { "the saved draft is from the future" }
    }

    /// A page that fails with an error of the app's own.
    final class Picky: Page {
        override func decodeRestorableState(with coder: Coder) throws { throw AppError() }
    }

    final class Delegate: Responder, ApplicationDelegate {
        var window: Window?
        var launches = 0
        func application(_ application: Application, willEncodeRestorableStateWith coder: Coder) {
            coder.encode(launches, forKey: "launches")
        }
        func application(_ application: Application, didDecodeRestorableStateWith coder: Coder) throws {
            launches = try coder.decode(Int.self, forKey: "launches") + 1
        }
    }

    final class Catalog: ClassCatalog {
        var classes: [String: AnyClass] = [:]
        init(_ types: [ViewController.Type]) {
            for type in types {
                classes[String(reflecting: type)] = type
                classes["Tests.\(type)"] = type
            }
        }
        func findClass(named name: String) -> AnyClass? { classes[name] }
        var classNames: [String] { classes.keys.sorted() }
    }

    /// One launched app: its objects, before its window is shown.
    @MainActor
    struct Generation {
        let application: Application
        let delegate: Delegate
        let window: Window
        var root: ViewController { window.rootViewController! }
        var navigation: NavigationController { root as! NavigationController }

        func show() {
            application.isInterfaceShown = true
            window.makeKeyAndVisible()
        }

        func capture() -> RestorationArchive {
            StateRestoration.capture(application: application, delegate: delegate)
        }

        func restore(_ archive: RestorationArchive) throws(RestorationError) {
            try StateRestoration.restore(archive, application: application, delegate: delegate)
        }
    }

    static func page(_ id: String, caption: String, className: String = "Tests.Page") -> String {
        """
        {"id": "\(id)", "class": "\(className)", "title": "\(id)", "storyboardIdentifier": "\(id)", "restorationIdentifier": "\(id)",
         "view": {"class": "View", "subviews": [{"class": "Label", "accessibilityIdentifier": "caption", "text": "\(caption)"}]}}
        """
    }

    static func storyboard(initial: String, _ scenes: [String]) -> String {
        #"{"format": 1, "scenes": ["# + ([initial] + scenes).joined(separator: ",\n") + "]}"
    }

    static let navigationStoryboard = storyboard(
        initial: #"{"id": "nav", "class": "NavigationController", "initial": true, "restorationIdentifier": "nav", "rootViewController": "list"}"#,
        [page("list", caption: "List"), page("detail", caption: "Detail v1"), page("more", caption: "More"), page("modal", caption: "Modal"),
         page("counter", caption: "Counter", className: "Tests.Counter"), page("picky", caption: "Picky", className: "Tests.Picky")])

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-restoration-\(UUID().uuidString)")
    let recorder = EventTestSupport.Recorder()

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
    }

    /// Writes the storyboard, installs the recorder and the classes, and cleans up after `body`.
    private func withStoryboard(_ text: String, classes: [ViewController.Type] = [Page.self, Counter.self, Picky.self],
                                _ body: () throws -> Void) throws {
        try write(text)
        let catalog = Catalog(classes)
        StoryboardLibrary.current = StoryboardLibrary(catalog: catalog)
        HostLink.observer = recorder
        defer {
            HostLink.observer = nil
            StoryboardLibrary.current = StoryboardLibrary(catalog: nil)
            Application.current = nil
            StoryboardLibrary.current.removeAll()
            try? FileManager.default.removeItem(at: folder)
        }
        try body()
    }

    /// Launches the app as the host does: the storyboard is read afresh (a new generation links
    /// its classes again) and its initial controller becomes the window's root.
    private func launch() throws -> Generation {
        StoryboardLibrary.current.removeAll()
        let application = Application()
        Application.current = application
        let delegate = Delegate()
        application.delegate = delegate
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        delegate.window = window
        window.rootViewController = try #require(try Storyboard(name: "Main", folder: folder).instantiateInitialViewController())
        return Generation(application: application, delegate: delegate, window: window)
    }

    private func instantiate(_ identifier: String) throws -> Page {
        try #require(try Storyboard(name: "Main", folder: folder).instantiateViewController(withIdentifier: identifier) as? Page)
    }

    /// A shown app with `identifiers` pushed above the root, each page's note its identifier.
    private func launchAndPush(_ identifiers: [String]) throws -> Generation {
        let generation = try launch()
        generation.show()
        (generation.navigation.topViewController as? Page)?.note = "list"
        for identifier in identifiers {
            let page = try instantiate(identifier)
            page.note = identifier
            generation.navigation.pushViewController(page, animated: true)
        }
        generation.delegate.launches = 1
        return generation
    }

    private func receivers(of name: String) -> [ObjectIdentifier] { recorder.receivers(of: name) }
    private func ids(_ objects: [AnyObject]) -> [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    // MARK: Navigation

    @Test func aNavigationStackThreeDeepIsRecreatedAndDecodedParentsFirst() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let archive = try launchAndPush(["detail", "more"]).capture()
            #expect(archive.windows.first?.children.map(\.scene?.sceneID) == ["list", "detail", "more"])

            let next = try launch()
            recorder.calls.removeAll()
            try next.restore(archive)
            let stack = next.navigation.viewControllers.map { $0 as! Page }
            #expect(stack.map(\.title) == ["list", "detail", "more"])
            #expect(stack.map(\.note) == ["list", "detail", "more"])
            #expect(next.delegate.launches == 2)
            #expect(stack.allSatisfy { $0.parent === next.navigation })
            #expect(receivers(of: "willMove(toParent:)") == ids([stack[1], stack[2]]))
            #expect(receivers(of: "didMove(toParent:)") == ids([stack[1], stack[2]]))
            #expect(receivers(of: "decodeRestorableState(with:)") == ids([next.navigation] + stack), "parents first")
            #expect(recorder.calls.last?.name == "application(_:didDecodeRestorableStateWith:)")
            #expect(!recorder.calls.contains { $0.name.contains("Appear") || $0.name.contains("prepare") }, "nothing appears before the window is shown")
            #expect(recorder.issues.isEmpty)

            recorder.calls.removeAll()
            next.show()
            #expect(receivers(of: "viewWillAppear(_:)") == ids([next.navigation, stack[2]]), "only the top appears")
            #expect(receivers(of: "viewDidAppear(_:)") == ids([stack[2], next.navigation]))
            #expect(!stack[0].isViewLoaded && !stack[1].isViewLoaded)
            #expect(next.navigation.navigationBar.backButton.title == "detail")
        }
    }

    @Test func theControllersTheNewLaunchAlreadyHasAreKept() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let archive = try launchAndPush(["detail"]).capture()
            let next = try launch()
            let root = try #require(next.navigation.topViewController)
            try next.restore(archive)
            #expect(next.navigation.viewControllers.first === root, "the root from the storyboard stays; only what was pushed is created")
            #expect((root as? Page)?.note == "list")
        }
    }

    @Test func aControllerCreatedInCodeIsRecreatedByClassWithItsIdentifier() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let first = try launchAndPush([])
            let coded = Page()
            coded.restorationIdentifier = "coded"
            coded.note = "made in code"
            first.navigation.pushViewController(coded, animated: false)
            let archive = first.capture()

            let next = try launch()
            try next.restore(archive)
            let top = try #require(next.navigation.topViewController as? Page)
            #expect(top !== coded && type(of: top) == Page.self)
            #expect(top.restorationIdentifier == "coded" && top.note == "made in code")
        }
    }

    @Test func aClassTheNewBuildLacksCutsTheStackThereWithAnIssue() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let first = try launchAndPush([])
            first.navigation.pushViewController(Scratch(), animated: false)
            first.navigation.pushViewController(Page(), animated: false)
            let archive = first.capture()

            let next = try launch()  // the catalog, the new build's classes, has no Scratch
            try next.restore(archive)
            #expect(next.navigation.viewControllers.count == 1)
            #expect(recorder.issues.count == 1)
            #expect(recorder.issues.first?.contains("class HostKitTests.StateRestorationTests.Scratch is not in the app any more") == true)
            #expect(recorder.issues.first?.contains("cut at position 1: the 2 saved controllers from there are not restored") == true)
            #expect(next.delegate.launches == 2, "an interface cut short is not fatal")
        }
    }

    // MARK: Edited storyboards

    @Test func aSceneRemovedFromTheStoryboardCutsTheStackWithAnIssue() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let archive = try launchAndPush(["detail", "more"]).capture()
            try write(Self.navigationStoryboard.replacingOccurrences(of: Self.page("detail", caption: "Detail v1") + ",", with: ""))

            let next = try launch()
            try next.restore(archive)
            #expect(next.navigation.viewControllers.map(\.title) == ["list"], "nothing above a missing scene: it would have nowhere to go back to")
            #expect(recorder.issues.count == 1)
            let issue = try #require(recorder.issues.first)
            #expect(issue.contains("scene \"detail\" of storyboard \(folder.appendingPathComponent("Main.storyboard.json").standardizedFileURL.path)"))
            #expect(issue.contains("no longer exists"))
            #expect(issue.contains("cut at position 1: the 2 saved controllers from there are not restored"))
            #expect((next.navigation.topViewController as? Page)?.note == "list", "what was restored is decoded")
        }
    }

    @Test func anEditedSceneShowsItsNewContent() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let archive = try launchAndPush(["detail"]).capture()
            try write(Self.navigationStoryboard.replacingOccurrences(of: "Detail v1", with: "Detail v2"))

            let next = try launch()
            try next.restore(archive)
            next.show()
            let detail = try #require(next.navigation.topViewController as? Page)
            #expect(detail.caption == "Detail v2")
            #expect(detail.note == "detail")
            #expect(detail.view.window === next.window)
        }
    }

    @Test func aRootFromAnotherSceneIsLeftAsTheStoryboardMadeIt() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let archive = try launchAndPush(["detail"]).capture()
            try write(Self.storyboard(initial: Self.page("list", caption: "alone").replacingOccurrences(of: "\"id\": \"list\",", with: "\"id\": \"list\", \"initial\": true,"), []))

            let next = try launch()
            try next.restore(archive)
            #expect(next.root is Page && next.root.children.isEmpty)
            #expect(recorder.issues.first?.contains("the window's root view controller is now HostKitTests.StateRestorationTests.Page (scene \"list\")") == true)
            #expect(!recorder.calls.contains { $0.name == "decodeRestorableState(with:)" })
            #expect(next.delegate.launches == 2, "the delegate's state does not depend on the interface")
        }
    }

    // MARK: Tabs and presentations

    static let tabStoryboard = storyboard(
        initial: #"{"id": "tabs", "class": "TabBarController", "initial": true, "restorationIdentifier": "tabs", "viewControllers": ["a", "b", "c"]}"#,
        [page("a", caption: "A"), page("b", caption: "B"), page("c", caption: "C")])

    @Test func theSelectedTabIsRestoredAndOnlyItAppears() throws {
        try withStoryboard(Self.tabStoryboard) {
            let first = try launch()
            first.show()
            let tabs = try #require(first.root as? TabBarController)
            tabs.selectedIndex = 2
            (tabs.viewControllers[2] as? Page)?.note = "third"
            let archive = first.capture()
            #expect(archive.windows.first?.selectedIndex == 2)

            let next = try launch()
            let nextTabs = try #require(next.root as? TabBarController)
            recorder.calls.removeAll()
            try next.restore(archive)
            #expect(nextTabs.selectedIndex == 2)
            #expect((nextTabs.viewControllers[2] as? Page)?.note == "third")
            #expect(!recorder.calls.contains { $0.name.contains("Appear") })

            recorder.calls.removeAll()
            next.show()
            #expect(receivers(of: "viewDidAppear(_:)") == ids([nextTabs.viewControllers[2], nextTabs]))
            #expect(!nextTabs.viewControllers[0].isViewLoaded)
        }
    }

    @Test func aPresentedControllerIsOnScreenWhenTheWindowIsShown() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let first = try launchAndPush(["detail"])
            let modal = try instantiate("modal")
            modal.note = "modal"
            first.navigation.topViewController?.present(modal, animated: true)
            let archive = first.capture()
            #expect(archive.windows.first?.presented?.scene?.sceneID == "modal")

            let next = try launch()
            recorder.calls.removeAll()
            try next.restore(archive)
            let restoredModal = try #require(next.navigation.presentedViewController as? Page)
            #expect(restoredModal.presentingViewController === next.navigation)
            #expect(restoredModal.note == "modal")
            #expect(next.navigation.viewControllers.count == 2)
            #expect(receivers(of: "decodeRestorableState(with:)").last == ObjectIdentifier(restoredModal), "a presenter decodes before what it presents")
            #expect(!recorder.calls.contains { $0.name.contains("Appear") })

            recorder.calls.removeAll()
            next.show()
            #expect(receivers(of: "viewWillAppear(_:)") == ids([restoredModal]))
            #expect(receivers(of: "viewDidAppear(_:)") == ids([restoredModal]))
            #expect(next.window.subviews.map(ObjectIdentifier.init) == ids([restoredModal.view]), "full screen: only the presented view is in the window")
            #expect(!next.navigation.isViewLoaded)

            recorder.calls.removeAll()
            restoredModal.dismiss(animated: true)
            let detail = try #require(next.navigation.topViewController)
            #expect(receivers(of: "viewDidAppear(_:)") == ids([detail, next.navigation]))
            #expect(receivers(of: "viewDidDisappear(_:)") == ids([restoredModal]))
            #expect(next.window.subviews.map(ObjectIdentifier.init) == ids([next.navigation.view]))
        }
    }

    // MARK: Errors and the archive

    @Test func aThrowingDecodeStopsTheRestorationNamingTheClassAndTheKey() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let archive = try launchAndPush(["counter", "more"]).capture()
            let next = try launch()
            let error = try #require(throws: RestorationError.self) { try next.restore(archive) }
            #expect(error.code == .decodeFailed)
            #expect(error.key == "count")
            #expect(error.message.hasPrefix(#"decodeRestorableState(with:) of HostKitTests.StateRestorationTests.Counter (restoration path "nav/counter") failed on key "count": "#))
            #expect(error.message.contains(#"cannot be read as Int: found a string "seven""#))
            #expect(!recorder.calls.contains { $0.name == "application(_:didDecodeRestorableStateWith:)" }, "nothing is decoded after the failure")
            #expect((next.navigation.topViewController as? Page)?.note == "", "the controller above it was not decoded")
        }
    }

    @Test func anAppErrorKeepsItsText() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let archive = try launchAndPush(["picky"]).capture()
            let error = try #require(throws: RestorationError.self) { try launch().restore(archive) }
            #expect(error.code == .decodeFailed && error.key == nil)
            #expect(error.message == #"decodeRestorableState(with:) of HostKitTests.StateRestorationTests.Picky (restoration path "nav/picky") failed: the saved draft is from the future"#)
        }
    }

    @Test func theArchiveRoundTripsThroughReadableJSON() throws {
        try withStoryboard(Self.navigationStoryboard) {
            let first = try launchAndPush(["detail"])
            first.navigation.topViewController?.present(try instantiate("modal"), animated: false)
            let archive = first.capture()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let data = try encoder.encode(archive)
            #expect(try JSONDecoder().decode(RestorationArchive.self, from: data) == archive)
            let text = try #require(String(data: data, encoding: .utf8))
            #expect(text.contains(#""note" : "detail""#), "values are plain JSON, not base64")
            #expect(text.contains(#""launches" : 1"#))
            #expect(text.contains(#""sceneID" : "modal""#))

            var future = archive
            future.format = RestorationArchive.currentFormat + 1
            let error = try #require(throws: RestorationError.self) { try launch().restore(future) }
            #expect(error.code == .unsupportedFormat)
        }
    }
}
