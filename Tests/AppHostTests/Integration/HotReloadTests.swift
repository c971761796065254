import Foundation
import Testing

/// `apphost run --watch`: real rebuilt plugins replace the running one, with the app's state.
@Suite("Hot reload", .serialized)
struct HotReloadTests {
    /// Counting by ten, and a new summary text: new behaviour that shows at once.
    static let countsByTen: [CounterBuilds.Edit] = [
        ("CounterViewController.swift", "count += 1", "count += 10"),
        ("DetailViewController.swift", "\"You counted \\(count) time", "\"You tapped \\(count) time"),
    ]

    @Test func aRebuiltPluginTakesOverWithTheCountAndTheNavigationStack() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        let version2 = try await CounterBuilds.build("v2", edits: Self.countsByTen)
        for _ in 0..<3 { _ = try await app.ctl("tap", "identifier=increment") }
        _ = try await app.ctl("activate", "identifier=details")
        #expect(try await app.snapshot().contains("You counted 3 times."))

        try app.install(version2)
        try await app.waitForGeneration(2)
        let state = try #require(try await app.ctl("state"))
        #expect(state["generation"] as? Int == 2)
        #expect(state["state"] as? String == "active", "an active app stays active")
        let pushed = try await app.snapshot()
        #expect(pushed.contains("You tapped 3 times."), "the new code shows the restored count on the restored detail screen: \(pushed)")
        #expect(pushed.contains("\"viewController\":\"CounterApp.DetailViewController\""))

        _ = try await app.ctl("activate", "identifier=navigation.back")
        _ = try await app.ctl("tap", "identifier=increment")
        #expect(WatchedCounterApp.countLabel(in: try await app.snapshot()) == "13", "3 restored, plus ten by the new code")

        // The documented sequence, in the trace: the old generation encodes, the new one gets a
        // launch's callbacks with the state decoded in between, and the old objects are gone.
        let records = app.records
        let reload = try #require(records.firstIndex { $0["name"] as? String == "reload" })
        let tail = records[reload...].filter { ["app", "vc", "host"].contains($0["kind"] as? String) }
        let names = tail.map { "\($0["gen"] as? Int ?? 0):\($0["name"] as? String ?? "")" }
        let expectedOrder = ["1:reload", "1:encodeRestorableState(with:)", "2:mainStoryboard", "2:application(_:willFinishLaunchingWithOptions:)",
                             "2:decodeRestorableState(with:)", "2:stateRestored", "2:application(_:didFinishLaunchingWithOptions:)",
                             "2:applicationDidBecomeActive(_:)", "2:reloaded"]
        var position = names.startIndex
        for name in expectedOrder {
            let found = names[position...].firstIndex(of: name)
            #expect(found != nil, "\(name) after \(names[..<position].last ?? "the start") in \(names)")
            position = (found ?? position) + 1
        }
        #expect(!app.trace.contains("still alive"), "the old generation's objects are released")
        #expect(!app.trace.contains("prepare(for:sender:) (segue"), "a controller that encodes what its segue handed it is not warned about")
    }

    /// A pushed screen that was handed its data by `prepare(for:sender:)` and encodes nothing
    /// loses that data on a reload: the reload says so, naming the class and the fix, in the
    /// trace (an `issue` record) and on standard error.
    @Test func aReloadWarnsAboutDataFromASegueThatIsNotEncoded() async throws {
        let forgetful = try await CounterBuilds.build("forgetful", edits: [
            ("DetailViewController.swift", "public override func encodeRestorableState(with coder: Coder) {", "func encodeNothing(with coder: Coder) {"),
            ("DetailViewController.swift", "public override func decodeRestorableState(with coder: Coder) throws {", "func decodeNothing(with coder: Coder) throws {"),
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-reload-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: forgetful, to: folder.appendingPathComponent("libCounterApp.so"))
        try FileManager.default.copyItem(at: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Counter/Main.storyboard.json"),
                                         to: folder.appendingPathComponent("Main.storyboard.json"))
        try #"{"format":1,"plugin":"libCounterApp.so","delegate":"CounterApp.AppDelegate","mainStoryboard":"Main"}"#
            .write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        let app = try await WatchedCounterApp.start(folder: folder)
        defer { app.stop() }
        _ = try await app.ctl("tap", "identifier=increment")
        _ = try await app.ctl("reload")
        try await app.waitForGeneration(2)
        #expect(!app.trace.contains("prepare(for:sender:) (segue"), "nothing was handed over by a segue yet")

        _ = try await app.ctl("activate", "identifier=details")
        #expect(try await app.snapshot().contains("You counted 1 time."))
        _ = try await app.ctl("reload")
        try await app.waitForGeneration(3)
        let issues = app.records.filter { $0["kind"] as? String == "host" && $0["name"] as? String == "issue" }
        let message = "CounterApp.DetailViewController was handed data by CounterApp.CounterViewController.prepare(for:sender:) (segue \"showDetail\") and encodes no restorable state: the reload re-creates it without that data"
        #expect(issues.contains { $0["message"] as? String == message }, "\(issues)")
        let warning = app.standardError.split(separator: "\n").filter { $0.contains(message) }
        #expect(warning.count == 1, "one line on stderr: \(app.standardError.suffix(2000))")
        #expect(warning.first?.contains("fix: give CounterApp.DetailViewController a restorationIdentifier and implement encodeRestorableState(with:)") == true, "\(warning)")
        #expect(try await app.snapshot().contains("You counted 0 times."), "the data is indeed lost")
    }

    @Test func aStoryboardEditIsAppliedLive() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        _ = try await app.ctl("tap", "identifier=increment")
        let original = try String(contentsOf: app.storyboard, encoding: .utf8)
        let edited = original.replacingOccurrences(of: #""title": "Details", "accessibilityIdentifier": "details""#,
                                                   with: #""title": "Show the details", "accessibilityIdentifier": "details""#)
        #expect(edited != original)
        // Written in place, as an editor saves: debounced, then applied.
        try Data(edited.utf8).write(to: app.storyboard)
        try await app.waitFor("the storyboard reload") { $0.trace.contains("\"cause\":\"storyboardChanged\"") && $0.trace.contains("\"reloaded\"") }
        let snapshot = try await app.snapshot()
        #expect(snapshot.contains("Show the details"))
        #expect(WatchedCounterApp.countLabel(in: snapshot) == "1", "the count is kept")
    }

    @Test func aTruncatedImageIsIgnoredThenTheCompleteOneIsLoaded() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        let version2 = try await CounterBuilds.build("v2-truncated", edits: Self.countsByTen)
        let bytes = try Data(contentsOf: version2)
        // A linker writing in place: half the file, closed, then the whole of it.
        try bytes.prefix(bytes.count / 2).write(to: app.plugin)
        try await app.waitFor("the incomplete build to be noticed") { $0.trace.contains("\"buildIncomplete\"") }
        #expect(try await app.ctl("state")?["generation"] as? Int == 1)
        try bytes.write(to: app.plugin)
        try await app.waitForGeneration(2)
        _ = try await app.ctl("tap", "identifier=increment")
        #expect(WatchedCounterApp.countLabel(in: try await app.snapshot()) == "10")
    }

    @Test func aBuildMissingAClassIsRolledBack() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        let broken = try await CounterBuilds.build("no-detail", edits: [
            ("DetailViewController.swift", "DetailViewController", "DetailScreen"),
            ("CounterViewController.swift", "DetailViewController", "DetailScreen"),
        ])
        for _ in 0..<2 { _ = try await app.ctl("tap", "identifier=increment") }
        try app.install(broken)
        try await app.waitFor("the build to be rejected") { $0.trace.contains("\"reloadRejected\"") }
        #expect(app.trace.contains("CounterApp.DetailViewController"), "the rejection names the missing class")
        #expect(app.standardError.contains("fix:"), "with a remedy")
        let state = try #require(try await app.ctl("state"))
        #expect(state["generation"] as? Int == 1)
        #expect(WatchedCounterApp.countLabel(in: try await app.snapshot()) == "2")
    }

    @Test func aBuildThatCrashesInViewDidLoadIsRolledBackAndTheSessionGoesOn() async throws {
        let app = try await WatchedCounterApp.start()
        defer { app.stop() }
        let crashing = try await CounterBuilds.build("crash", edits: [
            ("CounterViewController.swift", "super.viewDidLoad()\n        showCount()", "super.viewDidLoad()\n        fatalError(\"the new layout is not ready\")"),
        ])
        let version2 = try await CounterBuilds.build("v2-after-crash", edits: Self.countsByTen)
        for _ in 0..<4 { _ = try await app.ctl("tap", "identifier=increment") }
        try app.install(crashing)
        try await app.waitFor("the crash to be reported and the app restarted") {
            $0.standardError.contains("restarting with generation 1") && $0.trace.contains("\"source\":\"crashRecovery\"")
        }
        let report = app.standardError
        #expect(report.contains("the new layout is not ready"))
        #expect(report.contains("Program crashed") && report.contains("ViewController.view.getter"), "the Swift backtrace of the crash")
        #expect(report.contains("generation 2 crashed while taking over"))
        try await app.waitFor("the restarted app to answer") { (try? await $0.ctl("state")) != nil }
        #expect(WatchedCounterApp.countLabel(in: try await app.snapshot()) == "4", "the state saved before the reload is back")
        #expect(app.process.isRunning, "the session is alive")

        try app.install(version2)
        try await app.waitFor("the next build to take over") { app in
            app.records.contains { $0["name"] as? String == "reloaded" && ($0["generation"] as? Int ?? 0) >= 2 }
        }
        _ = try await app.ctl("tap", "identifier=increment")
        #expect(WatchedCounterApp.countLabel(in: try await app.snapshot()) == "14")
    }

    @Test func theStateIsRestoredOnRelaunchAfterAKill9() async throws {
        let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-state-\(UUID().uuidString.prefix(8)).json")
        defer { try? FileManager.default.removeItem(at: stateFile) }
        let first = try await WatchedCounterApp.start(extraArguments: [], stateFile: stateFile)
        for _ in 0..<2 { _ = try await first.ctl("tap", "identifier=increment") }
        _ = try await first.ctl("activate", "identifier=details")
        _ = try await first.ctl("home")
        try await first.waitFor("the state to be saved") { $0.trace.contains("\"stateSaved\"") }
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        #expect(first.process.terminationReason == .uncaughtSignal)
        #expect(FileManager.default.fileExists(atPath: stateFile.path))
        #expect(!FileManager.default.fileExists(atPath: stateFile.path + ".tmp-\(first.process.processIdentifier)"), "no temporary file is left")

        try? FileManager.default.removeItem(at: first.folder.appendingPathComponent("app.sock"))
        try? FileManager.default.removeItem(at: first.folder.appendingPathComponent("trace.jsonl"))
        let second = try await WatchedCounterApp.start(extraArguments: [], stateFile: stateFile, folder: first.folder)
        defer { second.stop() }
        let names = second.records.compactMap { $0["name"] as? String }
        let willFinish = try #require(names.firstIndex(of: "application(_:willFinishLaunchingWithOptions:)"))
        let restored = try #require(names.firstIndex(of: "stateRestored"))
        let didFinish = try #require(names.firstIndex(of: "application(_:didFinishLaunchingWithOptions:)"))
        #expect(willFinish < restored && restored < didFinish, "restoration runs between will- and did-finish-launching")
        let snapshot = try await second.snapshot()
        #expect(snapshot.contains("You counted 2 times."), "the detail screen and its count are back: \(snapshot)")
        _ = try await second.ctl("activate", "identifier=navigation.back")
        #expect(WatchedCounterApp.countLabel(in: try await second.snapshot()) == "2")
    }
}
