import Foundation
import Testing

/// The C example plugin (`Plugins/Sources/CounterTwinC`) and its Swift twin (`CounterTwin`) run
/// the same storyboard (`Examples/CounterTwin`) through the whole life cycle under the real
/// `apphost`: their traces must be the same, record for record, but for the time stamps and the
/// plugin's path.
@Suite("C plugins: the C example traces exactly as its Swift twin", .serialized)
struct CPluginTwinTests {
    static let storyboard = "Examples/CounterTwin/Main.storyboard.json"
    static let tour = "Examples/CounterTwin/tour.jsonl"

    private func run(_ plugin: String) async throws -> AppHostHarness.Outcome {
        let events = try String(contentsOfFile: AppHostHarness.repositoryRoot.appendingPathComponent(Self.tour).path, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let outcome = try await AppHostHarness.run(["run", plugin, "--main-storyboard", Self.storyboard], events: events, snapshots: true)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.hostRecords(named: "issue").isEmpty, "unexpected issues: \(outcome.hostRecords(named: "issue"))")
        return outcome
    }

    /// Every record as sorted-key JSON, without what differs between any two runs (`t_ns`) and
    /// between two plugins (the plugin's path).
    private func comparable(_ outcome: AppHostHarness.Outcome) throws -> [String] {
        try outcome.trace.map { record in
            var record = record
            record["t_ns"] = nil
            if record["name"] as? String == "pluginLoaded" { record["path"] = nil }
            return String(decoding: try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]), as: UTF8.self)
        }
    }

    @Test func cPluginBuiltBySwiftPMTracesLikeItsSwiftTwin() async throws {
        let swiftTwin = try await run(PluginBuilds.plugin("CounterTwin"))
        let cTwin = try await run(PluginBuilds.plugin("CounterTwinC"))
        #expect(try comparable(cTwin) == comparable(swiftTwin))
        #expect(cTwin.snapshots == swiftTwin.snapshots)

        // The shared trace is the app's whole story, with the C class names in it.
        let story = cTwin.detailedStory()
        for line in [
            "app CounterTwin.AppDelegate.application(_:didFinishLaunchingWithOptions:)",
            "vc CounterTwin.CounterViewController.viewDidLoad()",
            "vc CounterTwin.CounterViewController.increment",
            "vc CounterTwin.CounterViewController.resetCounter",
            "vc CounterTwin.CounterViewController.prepare(for:sender:) segue=showDetail destination=CounterTwin.DetailViewController",
            "vc CounterTwin.DetailViewController.viewDidLoad()",
            "app CounterTwin.AppDelegate.applicationDidEnterBackground(_:)",
            "app CounterTwin.AppDelegate.applicationDidReceiveMemoryWarning(_:)",
            "app CounterTwin.AppDelegate.applicationWillTerminate(_:)",
            "state background -> inactive",
        ] {
            #expect(story.contains(line), "missing \(line)")
        }
        // What the C code did through the host functions: logs, a timer, a notification
        // observer, application state, state handed over in prepareForSegue, a background task.
        let logs = cTwin.trace.filter { $0["kind"] as? String == "log" }.compactMap { $0["message"] as? String }
        #expect(logs == [
            "launched", "counter appears, count 0", "active, state 0", "tick",
            "count changed by CounterTwin.CounterViewController", "count changed by CounterTwin.CounterViewController",
            "count changed by CounterTwin.CounterViewController", "counter appears, count 1", "active, state 0", "saving",
            "back", "active, state 0", "bye",
        ])
        #expect(cTwin.hostRecords(named: "pluginLoaded").first?["delegate"] as? String == "CounterTwin.AppDelegate")
        #expect(cTwin.snapshotsByLabel["counted to 2"]?.contains("#count text=\"2\"") == true)
        #expect(cTwin.snapshotsByLabel["details"]?.contains("text=\"You counted 1 time.\"") == true)
    }

    /// The same source, built by hand as `apphost.h` shows (`cc -shared -fPIC -I …`), is the
    /// same plugin.
    @Test func cPluginBuiltWithPlainCCTracesTheSame() async throws {
        let source = AppHostHarness.repositoryRoot.appendingPathComponent("Plugins/Sources/CounterTwinC/counter_twin.c")
        let handBuilt = try CPluginCompiler.compile(file: source, named: "CounterTwinC")
        let bySwiftPM = try await run(PluginBuilds.plugin("CounterTwinC"))
        let byCC = try await run(handBuilt)
        #expect(try comparable(byCC) == comparable(bySwiftPM))
    }

    /// `apphost validate` checks a storyboard's actions against a C class's methods and the
    /// plugin's exported functions.
    @Test func validateChecksActionsOfCClasses() async throws {
        _ = try await PluginBuilds.plugin("CounterTwinC")
        let valid = try await AppHostHarness.run(["validate", "Examples/CounterTwin"])
        #expect(valid.status == 0, "stdout: \(valid.standardOutput) stderr: \(valid.standardError)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-c-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOfFile: AppHostHarness.repositoryRoot.appendingPathComponent(Self.storyboard).path, encoding: .utf8)
        let misspelled = folder.appendingPathComponent("Main.storyboard.json")
        try original.replacingOccurrences(of: "\"action\": \"showDetails\"", with: "\"action\": \"showDetale\"")
            .write(to: misspelled, atomically: true, encoding: .utf8)
        let outcome = try await AppHostHarness.run(["validate", "--plugin", PluginBuilds.plugin("CounterTwinC"), misspelled.path])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("C class CounterTwin.CounterViewController has no action \"showDetale\""), "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains("did you mean \"showDetails\"?"))
    }
}
