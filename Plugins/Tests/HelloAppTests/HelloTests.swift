import HostKitTesting
import Testing
@testable import HelloApp

// The Hello example's tests, with HostKitTesting (its tour.jsonl stays for the CLI): the window
// built in code, and the life cycle of the tour with its callbacks in order.
@MainActor
struct HelloTests {
    @Test func theWindowBuiltInCodeShowsTheGreetingScreen() throws {
        let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/Hello")
        try app.launch()
        #expect(app.state == .active)
        let header = try #require(app.element("header"))
        #expect(header.frame.height == 88)
        #expect(app.trace.callbacks.contains("HelloApp.GreetingViewController.viewDidLoad()"))
    }

    @Test func theTourSequence() throws {
        let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/Hello")
        try app.launch()
        let launched = app.trace.count
        try app.send(.interruptionBegan)
        #expect(app.state == .inactive)
        try app.send(.interruptionEnded)
        try app.send(.memoryWarning)
        try app.send(.home)
        app.advanceClock(by: .seconds(6))
        #expect(app.state == .suspended)
        try app.send(.foreground)
        try app.terminate()
        let delegate = "HelloApp.AppDelegate."
        let callbacks = app.trace.dropFirst(launched).filter { $0.kind == .app }.map(\.callback)
        #expect(callbacks == [
            delegate + "applicationWillResignActive(_:)",
            delegate + "applicationDidBecomeActive(_:)",
            delegate + "applicationDidReceiveMemoryWarning(_:)",
            delegate + "applicationWillResignActive(_:)",
            delegate + "applicationDidEnterBackground(_:)",
            delegate + "applicationWillEnterForeground(_:)",
            delegate + "applicationDidBecomeActive(_:)",
            delegate + "applicationWillTerminate(_:)",
        ])
        #expect(app.exitStatus == 0)
    }
}
