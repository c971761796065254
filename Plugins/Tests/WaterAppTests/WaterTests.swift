import Foundation
import HostKit
import HostKitTesting
import Testing
@testable import WaterApp

// The Water example's tests, with HostKitTesting: in process with AppHarness (the clock moves
// only when told, so the water's rise can be stopped midway), and one real apphost run.

/// The day on screen: adding glasses, switching units, starting a new day, the rising water.
@MainActor
struct WaterTests {
    /// Made in each test: one harness runs at a time, and Swift Testing may make the next test's
    /// suite instance before it lets the last one go.
    private func launchedWater() throws -> AppHarness {
        let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/Water")
        try app.launch()
        return app
    }

    /// The controller on screen, as the scene delegate put it in its window.
    private var today: TodayViewController? {
        let window = (Application.shared.connectedScenes.first as? WindowScene)?.windows.first
        return (window?.rootViewController as? NavigationController)?.viewControllers.first as? TodayViewController
    }

    @Test func theSceneDelegateConnectsAndGetsTheStateChangesInUIKitsOrder() throws {
        let app = try launchedWater()
        try app.send(.home)
        try app.send(.foreground)
        let delegates = app.trace.callbacks.filter { $0.hasPrefix("WaterApp.AppDelegate.") || $0.hasPrefix("WaterApp.SceneDelegate.") }
        #expect(delegates == [
            "WaterApp.AppDelegate.application(_:willFinishLaunchingWithOptions:)",
            "WaterApp.AppDelegate.application(_:didFinishLaunchingWithOptions:)",
            "WaterApp.AppDelegate.application(_:configurationForConnecting:options:)",
            "WaterApp.SceneDelegate.scene(_:willConnectTo:options:)",
            "WaterApp.SceneDelegate.sceneWillEnterForeground(_:)",
            "WaterApp.SceneDelegate.sceneDidBecomeActive(_:)",
            "WaterApp.SceneDelegate.sceneWillResignActive(_:)",
            "WaterApp.SceneDelegate.sceneDidEnterBackground(_:)",
            "WaterApp.SceneDelegate.stateRestorationActivity(for:)",
            "WaterApp.SceneDelegate.sceneWillEnterForeground(_:)",
            "WaterApp.SceneDelegate.sceneDidBecomeActive(_:)",
        ], "\(delegates)")
        // The restored day reaches the controller in scene(_:willConnectTo:options:), before its view loads.
        let callbacks = app.trace.callbacks
        #expect(try #require(callbacks.firstIndex(of: "WaterApp.SceneDelegate.scene(_:willConnectTo:options:)"))
                < #require(callbacks.firstIndex(of: "WaterApp.TodayViewController.viewDidLoad()")))
        #expect(!app.trace.callbacks.contains("WaterApp.AppDelegate.applicationDidBecomeActive(_:)"), "a scene-based app's delegate gets no state callbacks")
    }

    @Test func theAddBarButtonItemAddsAGlass() throws {
        let app = try launchedWater()
        #expect(app.element("amount")?.text == "0 of 8 glasses")
        #expect(app.element("newDay")?.isEnabled == false, "nothing to clear yet")
        try app.tap("addGlass")
        try app.tap(title: "+")
        #expect(app.element("amount")?.text == "2 of 8 glasses")
        #expect(app.element("newDay")?.isEnabled == true)
        #expect(app.trace.callbacks.filter { $0 == "WaterApp.TodayViewController.addGlass" }.count == 2, "\(app.trace.callbacks)")
    }

    @Test func aTapOnTheGlassSwitchesUnits() throws {
        let app = try launchedWater()
        try app.tap(title: "+")
        try app.tap("glass")
        #expect(app.element("amount")?.text == "250 of 2000 ml")
        try app.tap("glass")
        #expect(app.element("amount")?.text == "1 of 8 glasses")
        #expect(app.trace.callbacks.filter { $0 == "WaterApp.TodayViewController.switchUnit" }.count == 2)
    }

    @Test func startingANewDayAsksFirstAndOnlyTheDestructiveActionClears() throws {
        let app = try launchedWater()
        for _ in 1...3 { try app.tap(title: "+") }
        try app.tap("newDay")
        #expect(!app.elements(withText: "The 3 glasses you drank today will be cleared.").isEmpty)
        #expect(throws: HarnessError.self, "the alert covers the screen") { try app.tap("glass") }
        try app.tap(title: "Cancel")
        #expect(app.elements(withText: "Start a new day?").isEmpty, "the alert is gone")
        #expect(app.element("amount")?.text == "3 of 8 glasses")
        try app.tap("newDay")
        try app.tap(title: "Start New Day")
        #expect(app.elements(withText: "Start a new day?").isEmpty)
        #expect(app.element("amount")?.text == "0 of 8 glasses")
        #expect(app.element("newDay")?.isEnabled == false)
    }

    /// The water's height changes in the model at once and on screen over 0.4 s of app time;
    /// once it has risen to the goal the completion fades the goal message in.
    @Test func theWaterRisesOnTheAppClockAndTheGoalMessageFollowsTheCompletion() throws {
        let app = try launchedWater()
        for _ in 1...7 {
            try app.tap(title: "+")
            app.advanceClock(by: .seconds(1))
        }
        let water = try #require(today?.waterView)
        #expect(water.frame.height == 210)
        try app.tap(title: "+")
        #expect(water.frame.height == 240, "the model is at the new height at once")
        app.advanceClock(by: .milliseconds(100))
        let midway = try #require(water.layer.presentation()?.frame.height)
        #expect(midway > 215 && midway < 235, "58% of the way up an ease-out curve: \(midway)")
        #expect(app.element("goal")?.isHidden == true, "the completion has not run yet")
        app.advanceClock(by: .milliseconds(300))
        #expect(water.layer.presentation()?.frame.height == 240)
        #expect(app.element("goal")?.isHidden == false, "the completion started the goal message's fade")
        #expect(app.element("goal")?.text == "Goal reached!")
        let fading = try #require(today?.goalLabel.layer.presentation()?.opacity)
        #expect(fading < 0.01, "the fade has only just begun: \(fading)")
        app.advanceClock(by: .milliseconds(250))
        #expect(today?.goalLabel.layer.presentation()?.opacity == 1)
    }
}

/// Water in a real `apphost run`, driven through its control socket: the alert by its actions'
/// titles, and the day kept across a relaunch by the scene's restoration activity.
@Test func theDayOutlivesARelaunchOfTheRealApp() async throws {
    let folder = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                             appropriateFor: FileManager.default.temporaryDirectory, create: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stateFile = folder.appendingPathComponent("state.json").path
    let first = try await AppProcess.launch("Examples/Water", arguments: ["--state-file", stateFile])
    for _ in 1...4 { try await first.tap(title: "+") }
    try await first.tap("newDay")
    try await first.tap(title: "Cancel")
    try await first.tap("glass")
    try await first.send(.home)
    try await first.terminate()
    let second = try await AppProcess.launch("Examples/Water", arguments: ["--state-file", stateFile])
    #expect(try await second.element("amount")?.text == "1000 of 2000 ml")
    try await second.tap("newDay")
    try await second.tap(title: "Start New Day")
    #expect(try await second.element("amount")?.text == "0 of 2000 ml")
    try await second.terminate()
    #expect(await second.exitStatus == 0)
}
