import Foundation
import Testing

/// Events scripts as tests: expectations, `run --strict`, `apphost test`, and the storyboard ids
/// an author reads in snapshots and types in scripts. All on the Counter example (`CounterApp`).
@Suite("Events scripts that can fail")
struct ScriptExpectationTests {
    private static let counter = "Examples/Counter"

    private func runCounter(_ events: [String], strict: Bool = true, snapshots: Bool = false) async throws -> AppHostHarness.Outcome {
        _ = try await PluginBuilds.plugin("CounterApp")
        return try await AppHostHarness.run(["run", Self.counter] + (strict ? ["--strict"] : []), events: events, snapshots: snapshots)
    }

    /// Every kind of expectation holds on a script that is right; a strict script that ends
    /// terminates the app with status 0 (no `terminate` needed).
    @Test func expectationsThatHoldPassAndTheScriptsEndEndsTheRun() async throws {
        let outcome = try await runCounter([
            #"{"expect":"state","equals":"active"}"#,
            #"{"expect":"trace","contains":"CounterViewController.viewDidLoad"}"#,
            #"{"expect":"exists","identifier":"summary","equals":false}"#,
            #"{"event":"tap","identifier":"increment"}"#,
            #"{"event":"activate","identifier":"increment"}"#,
            #"{"expect":"text","identifier":"count","equals":"2"}"#,
            #"{"expect":"text","identifier":"reset","equals":"Reset"}"#,
            #"{"event":"activate","identifier":"details"}"#,
            #"{"expect":"exists","identifier":"summary"}"#,
            #"{"expect":"trace","contains":"prepare(for:sender:)"}"#,
        ])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.hostRecords(named: "expect").count == 7)
        #expect(outcome.trace.contains { $0["name"] as? String == "applicationWillTerminate(_:)" }, "the end of a strict script terminates the app")
    }

    /// A failed expectation ends a strict run with status 24, naming the script's line, what was
    /// expected, what is, and the screen.
    @Test func aFailedExpectationEndsAStrictRunWithItsPlaceAndTheScreen() async throws {
        let outcome = try await runCounter([
            #"{"event":"tap","identifier":"increment"}"#,
            #"{"expect":"text","identifier":"count","equals":"3"}"#,
            #"{"event":"tap","identifier":"increment"}"#,
        ])
        #expect(outcome.status == 24)
        let errors = outcome.standardError
        // The place leads, as a compiler's errors do; the status (24) says which kind it is.
        #expect(errors.contains("events.jsonl:2:1: error: expected the text of the view with accessibility identifier \"count\" is \"3\"; actual: the text is \"1\""), "\(errors)")
        #expect(errors.contains("the screen:") && errors.contains(#"Label (20, 80, 350, 60) #count text="1" id="count""#), "\(errors)")
        #expect(outcome.trace.filter { $0["name"] as? String == "input" }.count == 1, "nothing after the failed line runs")
    }

    /// A step that fails (a tap on a view that is not there) fails a strict run too; without
    /// `--strict` it stays a warning and the run goes on.
    @Test func aFailedStepFailsOnlyAStrictRun() async throws {
        let events = [#"{"event":"tap","identifier":"nowhere"}"#, #"{"event":"terminate"}"#]
        let strict = try await runCounter(events)
        #expect(strict.status == 24)
        #expect(strict.standardError.contains("events.jsonl:1:1: error: \"tap\" failed (no-such-view): no visible view with"), "\(strict.standardError)")
        let lenient = try await runCounter(events, strict: false)
        #expect(lenient.status == 0, "\(lenient.standardError)")
    }

    /// A storyboard `id` finds a view that has no accessibility identifier by that name, and
    /// snapshots show it, in text and in JSON.
    @Test func storyboardIDsFindViewsAndShowInSnapshots() async throws {
        let outcome = try await runCounter([
            #"{"event":"tap","identifier":"plus"}"#,
            #"{"event":"activate","identifier":"plus"}"#,
            #"{"expect":"text","identifier":"count","equals":"2"}"#,
            #"{"event":"snapshot","label":"ids"}"#,
        ], snapshots: true)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.snapshotsByLabel["ids"]?.contains(#"Button (0, 0, 170, 44) #increment title="+1" id="plus""#) == true, "\(outcome.snapshots)")

        _ = try await PluginBuilds.plugin("CounterApp")
        let json = try await AppHostHarness.run(["run", Self.counter, "--snapshot-format", "json"], events: [#"{"event":"snapshot","label":"ids"}"#, #"{"event":"terminate"}"#],
                                                snapshots: true)
        #expect(json.snapshots.contains(#""accessibilityIdentifier":"increment","title":"+1","enabled":true,"storyboardID":"plus""#), "\(json.snapshots)")
    }

    /// `apphost test` runs each script strictly against the app folder it lives in (found
    /// upwards from the script), prints a verdict per script and a summary, and exits with the
    /// first failure's status.
    @Test func apphostTestRunsEachScriptAgainstItsAppFolder() async throws {
        let plugin = try await PluginBuilds.plugin("CounterApp")
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-test-app-\(UUID().uuidString.prefix(8))")
        let scripts = app.appendingPathComponent("tests")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.copyItem(at: AppHostHarness.repositoryRoot.appendingPathComponent("\(Self.counter)/Main.storyboard.json"),
                                         to: app.appendingPathComponent("Main.storyboard.json"))
        try #"{"format":1,"plugin":"\#(plugin)","delegate":"CounterApp.AppDelegate","mainStoryboard":"Main"}"#
            .write(to: app.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        let passing = scripts.appendingPathComponent("counts.jsonl"), failing = scripts.appendingPathComponent("wrong.jsonl")
        try "{\"event\":\"tap\",\"identifier\":\"increment\"}\n{\"expect\":\"text\",\"identifier\":\"count\",\"equals\":\"1\"}\n"
            .write(to: passing, atomically: true, encoding: .utf8)
        try "{\"expect\":\"state\",\"equals\":\"background\"}\n".write(to: failing, atomically: true, encoding: .utf8)

        let outcome = try await AppHostHarness.run(["test", passing.path, failing.path])
        #expect(outcome.status == 24, "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.contains("PASS \(passing.path)\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("FAIL \(failing.path) (exit status 24)\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.hasSuffix("1 passed, 1 failed\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardError.contains("wrong.jsonl:1:1: error: expected the app is background; actual: the app is active"), "\(outcome.standardError)")

        let alone = try await AppHostHarness.run(["test", passing.path, "--target", app.path])
        #expect(alone.status == 0 && alone.standardOutput.hasSuffix("1 passed, 0 failed\n"), "\(alone.standardOutput) \(alone.standardError)")
    }
}
