import Foundation
import HostKit
import HostKitTesting
import Testing

/// The in-process harness on an app linked into this test (`FormApp.swift`, `Apps/Form`).
@MainActor
@Suite(.appHarness)  // AppHarnessTurnTests keeps harnesses across await
struct AppHarnessTests {
    private func launchedForm() throws -> AppHarness {
        let app = try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/Form")
        try app.launch()
        return app
    }

    @Test func launchesToActiveWithTheCallbacksInOrder() throws {
        let app = try launchedForm()
        #expect(app.state == .active)
        let callbacks = app.trace.callbacks
        let expected = [
            "HostKitTestingTests.FormDelegate.application(_:willFinishLaunchingWithOptions:)",
            "HostKitTestingTests.FormDelegate.application(_:didFinishLaunchingWithOptions:)",
            "HostKitTestingTests.FormViewController.viewDidLoad()",
            "HostKitTestingTests.FormDelegate.applicationDidBecomeActive(_:)",
        ]
        let positions = expected.map { callbacks.firstIndex(of: $0) }
        #expect(positions.allSatisfy { $0 != nil }, "callbacks: \(callbacks)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(app.trace.contains { $0.kind == .state && $0["to"] == "active" })
    }

    /// Haptic feedback the app plays is a trace record: a test can check the app buzzed.
    @Test func feedbackTheAppPlaysIsInTheTrace() throws {
        let app = try launchedForm()
        ImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 0.25)
        NotificationFeedbackGenerator().notificationOccurred(.error)
        let played = app.trace.filter { $0.name == "feedback" }
        #expect(played.map { $0["feedback"] } == ["impact", "notification"])
        #expect(played.first?["style"] == "rigid" && played.first?["intensity"] == "0.25")
        #expect(played.last?["type"] == "error")
    }

    @Test func tapSendsTheButtonsActionAndTheLabelShowsIt() throws {
        let app = try launchedForm()
        try app.tap("greet")
        try app.tap("greet")
        #expect(app.element("greeting")?.text == "Greeted 2")
        let greet = try #require(app.element("greet"))
        #expect(greet.className == "Button" && greet.text == "Greet" && greet.isEnabled && !greet.isHidden)
        #expect(greet.frame == CGRect(x: 20, y: 130, width: 350, height: 44))
    }

    @Test func queriesByClassByTextAndTheTree() throws {
        let app = try launchedForm()
        #expect(app.elements(ofClass: TextField.self).map(\.identifier) == ["name"])
        #expect(app.elements(ofClass: Button.self).count == 5)
        #expect(app.elements(ofClassNamed: "Label").count == 3)
        #expect(app.elements(withText: "two").map(\.identifier) == ["twin"])
        let root = try #require(app.windows.first?.allElements.first { $0.identifier == "greeting" })
        #expect(root.text == "Hello")
        #expect(app.snapshotText().contains("Label"))
    }

    @Test func backgroundTimePassesOnTheVirtualClock() throws {
        let app = try launchedForm()
        try app.send(.home)
        #expect(app.state == .background)
        #expect(app.clock == .zero)
        app.advanceClock(by: .seconds(30))
        #expect(app.state == .suspended)
        #expect(app.clock == .seconds(30))
        try app.send(.foreground)
        #expect(app.state == .active)
    }

    @Test func everySystemEventIsDelivered() throws {
        let app = try launchedForm()
        try app.send(.interruptionBegan)
        #expect(app.state == .inactive)
        try app.send(.interruptionEnded)
        try app.send(.memoryWarning)
        #expect(app.trace.callbacks.contains("HostKitTestingTests.FormDelegate.applicationDidReceiveMemoryWarning(_:)"))
        try app.send(.memoryPressure)
        try app.send(.home)
        try app.send(.foreground)
        try app.send(.forceQuit)
        #expect(app.state == .notRunning)
        #expect(app.exitStatus == 0)
        let error = try #require(throws: HarnessError.self) { try app.send(.foreground) }
        #expect(error.errorCode == "app-ended")
    }

    @Test func anEventTheStateRefusesFailsWithTheReason() throws {
        let app = try launchedForm()
        let error = try #require(throws: HarnessError.self) { try app.send(.foreground) }
        #expect(error.errorCode == "refused")
        #expect(error.message.contains("active"))
    }

    @Test func typeTextAndClearTextEditTheField() throws {
        let app = try launchedForm()
        try app.typeText("Ada", into: "name")
        #expect(app.element("name")?.text == "Ada")
        try app.clearText("name")
        #expect(app.element("name")?.text?.isEmpty ?? true)
        let error = try #require(throws: HarnessError.self) { try app.typeText("x", into: "greeting") }
        #expect(error.errorCode == "not-a-text-field")
    }

    @Test func pressKeyTypesIntoTheFieldAndWorksKeyCommands() throws {
        let app = try launchedForm()
        try app.typeText("Ad", into: "name")
        try app.pressKey("a")
        #expect(app.element("name")?.text == "Ada")
        try app.pressKey("g", modifiers: .command)
        #expect(app.element("greeting")?.text == "Greeted 1", "the controller's Command+G, from the field's chain")
        #expect(app.element("name")?.text == "Ada", "a shortcut types nothing")
        let error = try #require(throws: HarnessError.self) { try app.pressKey("G") }
        #expect(error.errorCode == "bad-key")
    }

    @Test func reloadRebuildsTheInterfaceAndRestoresItsState() throws {
        let app = try launchedForm()
        try app.tap("greet")
        try app.tap("greet")
        try app.reload()
        #expect(app.element("greeting")?.text == "Greeted 2")
        #expect(app.state == .active)
        #expect(app.trace.contains { $0.name == "reloaded" })
        #expect(app.trace.filter { $0.callback == "HostKitTestingTests.FormViewController.viewDidLoad()" }.count == 2)
    }

    @Test func terminateKeepsTheTraceAndTheExitStatus() throws {
        let app = try launchedForm()
        try app.terminate()
        #expect(app.state == .notRunning)
        #expect(app.exitStatus == 0)
        #expect(app.trace.callbacks.last == "HostKitTestingTests.FormDelegate.applicationWillTerminate(_:)")
        // The next harness starts from nothing of the first one's.
        let next = try launchedForm()
        #expect(next.element("greeting")?.text == "Hello")
        #expect(next.trace.first?.sequence == 1)
    }

    /// What a test of HostKit's own does while a harness's test awaits: it sets HostKit's
    /// globals for itself, then clears them. The harness takes them again at its next use.
    @Test func theHarnessTakesHostKitsGlobalsAgainAfterOtherCodeSetThem() throws {
        let app = try launchedForm()
        Application.current = Application()
        HostLink.observer = nil
        StoryboardLibrary.current = StoryboardLibrary(catalog: nil)
        Application.current = nil
        try app.tap("greet")
        #expect(app.element("greeting")?.text == "Greeted 1")
        #expect(app.trace.contains { $0.kind == .vc && $0.name.hasPrefix("greet") } || app.trace.contains { $0.name == "input" })
        try app.reload()
        #expect(app.element("greeting")?.text == "Greeted 1")
    }

    @Test func aSecondHarnessWhileTheFirstRunsIsRefused() throws {
        let first = try launchedForm()
        let error = try #require(throws: HarnessError.self) { try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/Form") }
        #expect(error.errorCode == "harness-in-use")
        #expect(error.remedy.contains(".appHarness"))
        try first.terminate()
        _ = try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/Form")
    }

    @Test func aMissingAppFolderIsNamed() throws {
        let error = try #require(throws: HarnessError.self) { try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/Nowhere") }
        #expect(error.errorCode == "bad-app-folder")
        #expect(error.message.contains("Apps/Nowhere"))
    }

    /// A button with no identifier, by the title it shows, as alerts' actions and bar button
    /// items are tapped; a title nothing shows is refused.
    @Test func tapByTitleWorksTheButtonShowingIt() throws {
        let app = try launchedForm()
        try app.tap(title: "Greet")
        #expect(app.element("greeting")?.text == "Greeted 1")
        let error = try #require(throws: HarnessError.self) { try app.tap(title: "Gret") }
        #expect(error.message.contains("Gret"), "\(error)")
    }

    /// An app with a scene manifest runs its scene-based life cycle in the harness, as under
    /// `apphost run`: the scene delegate connects, its window comes from the configuration's
    /// storyboard, and home goes to the scene delegate.
    @Test func aSceneBasedAppConnectsItsSceneAndShowsItsWindow() throws {
        let app = try AppHarness(delegate: FormDelegate.self, appFolder: "Apps/SceneForm")
        try app.launch()
        #expect(app.state == .active)
        try app.tap(title: "Greet")
        #expect(app.element("greeting")?.text == "Greeted 1")
        try app.send(.home)
        let sceneCallbacks = app.trace.callbacks.filter { $0.hasPrefix("HostKitTestingTests.FormSceneDelegate.") }
        #expect(sceneCallbacks == [
            "HostKitTestingTests.FormSceneDelegate.scene(_:willConnectTo:options:)",
            "HostKitTestingTests.FormSceneDelegate.sceneWillEnterForeground(_:)",
            "HostKitTestingTests.FormSceneDelegate.sceneDidBecomeActive(_:)",
            "HostKitTestingTests.FormSceneDelegate.sceneWillResignActive(_:)",
            "HostKitTestingTests.FormSceneDelegate.sceneDidEnterBackground(_:)",
            "HostKitTestingTests.FormSceneDelegate.stateRestorationActivity(for:)",
        ])
    }

    @Test func snapshotPNGDrawsTheScreen() throws {
        let app = try launchedForm()
        let png = try app.snapshotPNG()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 390 * 3)
    }
}
