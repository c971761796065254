import Foundation
import HostKitTesting
import Testing
@testable import CounterApp

// The Counter example's tests, with HostKitTesting (its tour.jsonl stays for the CLI). The first
// two are the snippets, as written.

@Test @MainActor func incrementing() throws {
    let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/Counter")
    try app.launch()                       // to active; the trace is kept in app.trace
    try app.tap("increment")              // by accessibility identifier
    #expect(app.element("count")?.text == "1")
    try app.send(.home)                    // any system event of the events script
    app.advanceClock(by: .seconds(30))     // background time passes, instantly
    #expect(app.state == .suspended)
}

@Test func incrementingInARunningApp() async throws {
    let app = try await AppProcess.launch("Examples/Counter")
    try await app.tap("increment")
    #expect(try await app.element("count")?.text == "1")
    try await app.send(.home)
    #expect(try await app.state == .background)
    let png = try await app.snapshotPNG()
    try await app.terminate()                 // waits for exit; the exit status and trace are kept
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(await app.exitStatus == 0)
    #expect(await app.trace.callbacks.last == "CounterApp.AppDelegate.applicationWillTerminate(_:)")
}

/// The tour, in process: counting, the detail screen and its summary, back, and the unwind.
@MainActor
struct CounterTourTests {
    /// Made in each test, not in the suite's `init`: Swift Testing may make the next test's
    /// suite instance before it lets the last one go, and one harness runs at a time.
    private func launchedCounter() throws -> AppHarness {
        let app = try AppHarness(delegate: AppDelegate.self, appFolder: "Examples/Counter")
        try app.launch()
        return app
    }

    @Test func resetIsDisabledUntilTheFirstCount() throws {
        let app = try launchedCounter()
        let error = try #require(throws: HarnessError.self) { try app.tap("reset") }
        #expect(error.errorCode == "disabled")
        try app.tap("increment")
        #expect(app.element("reset")?.isEnabled == true)
        try app.tap("reset")
        #expect(app.element("count")?.text == "0")
    }

    @Test func theDetailScreenShowsTheCountAndStartOverUnwinds() throws {
        let app = try launchedCounter()
        for _ in 1...3 { try app.tap("increment") }
        #expect(app.element("tally") != nil)
        try app.tap("details")
        #expect(app.element("summary")?.text == "You counted 3 times.")
        #expect(app.element("increment") == nil)
        try app.tap("navigation.back")
        #expect(app.element("count")?.text == "3")
        try app.tap("details")
        try app.tap("startOver")
        #expect(app.element("count")?.text == "0")
        let order = app.trace.callbacks.filter { $0.hasSuffix("prepare(for:sender:)") || $0.hasSuffix("unwindToCounter(_:)") || $0.hasPrefix("CounterApp.DetailViewController.viewDidLoad") }
        #expect(order.first == "CounterApp.CounterViewController.prepare(for:sender:)")
    }

    @Test func aReloadKeepsTheCountAndTheScreen() throws {
        let app = try launchedCounter()
        try app.tap("increment")
        try app.tap("increment")
        try app.tap("details")
        try app.reload()
        #expect(app.element("summary")?.text == "You counted 2 times.")
        try app.tap("navigation.back")
        #expect(app.element("count")?.text == "2")
    }

    @Test func aMistypedIdentifierNamesTheClosestOnScreen() throws {
        let app = try launchedCounter()
        let error = try #require(throws: HarnessError.self) { try app.tap("incremnt") }
        #expect(error.facts.first?.hasPrefix("identifiers on screen, closest first: \"increment\"") == true)
    }
}
