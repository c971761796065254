import Foundation
import Testing

/// The scene-based life cycle run by the real `apphost` on `Examples/Scenes` (plugin `SceneApp`),
/// checked against `shared/uikit-semantics.md`, "Scene-based life cycle".
@Suite("Scene-based apps", .serialized)
struct SceneAppTests {
    static let example = "Examples/Scenes"

    private func run(_ events: [String], extra: [String] = []) async throws -> AppHostHarness.Outcome {
        _ = try await PluginBuilds.plugin("SceneApp")
        let outcome = try await AppHostHarness.run(["run", Self.example] + extra, events: events, snapshots: true)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        return outcome
    }

    /// `app|vc OBJECT.callback scene=N`, scene state changes and app state changes, in order.
    private func sceneStory(_ outcome: AppHostHarness.Outcome) -> [String] {
        outcome.trace.compactMap { record in
            let name = record["name"] as? String ?? "?"
            let scene = (record["scene"] as? Int).map { " scene=\($0)" } ?? ""
            switch record["kind"] as? String {
            case "state": return "state \(record["from"] as? String ?? "?") -> \(record["to"] as? String ?? "?")"
            case "app": return "\(record["object"] as? String ?? "?").\(name)\(scene)"
            case "host" where name == "sceneState": return "scene \(record["scene"] as? Int ?? 0) \(record["from"] as? String ?? "?") -> \(record["to"] as? String ?? "?")"
            case "host" where name == "post": return "post \(record["notification"] as? String ?? "?")\(scene)"
            default: return nil
            }
        }
    }

    @Test func aColdLaunchConnectsTheFirstConfigurationsSceneAfterDidFinishLaunching() async throws {
        let outcome = try await run([#"{"event":"terminate"}"#])
        #expect(sceneStory(outcome) == [
            "state notRunning -> inactive",
            "SceneApp.AppDelegate.application(_:willFinishLaunchingWithOptions:)",
            "SceneApp.AppDelegate.application(_:didFinishLaunchingWithOptions:)",
            "post ApplicationDidFinishLaunchingNotification",
            "SceneApp.AppDelegate.application(_:configurationForConnecting:options:) scene=1",
            "SceneApp.SceneDelegate.scene(_:willConnectTo:options:) scene=1",
            "post SceneWillConnectNotification scene=1",
            "SceneApp.SceneDelegate.sceneWillEnterForeground(_:) scene=1",
            "post SceneWillEnterForegroundNotification scene=1",
            "scene 1 unattached -> foregroundInactive",
            "scene 1 foregroundInactive -> foregroundActive",
            "state inactive -> active",
            "SceneApp.SceneDelegate.sceneDidBecomeActive(_:) scene=1",
            "post SceneDidActivateNotification scene=1",
            "post ApplicationDidBecomeActiveNotification",
            "SceneApp.AppDelegate.applicationWillTerminate(_:)",
            "post ApplicationWillTerminateNotification",
            "state active -> notRunning",
        ])
        #expect(outcome.snapshotsByLabel["exit"]?.contains(#"Label (20, 80, 350, 60) #count text="0""#) == true, "\(outcome.snapshots)")
    }

    @Test func homeAndForegroundGoToTheSceneDelegateNotTheAppDelegate() async throws {
        let outcome = try await run([#"{"event":"home"}"#, #"{"event":"foreground"}"#, #"{"event":"terminate"}"#])
        let story = sceneStory(outcome)
        let leaving = try #require(story.firstIndex(of: "SceneApp.SceneDelegate.sceneWillResignActive(_:) scene=1"))
        #expect(Array(story[leaving...].prefix(12)) == [
            "SceneApp.SceneDelegate.sceneWillResignActive(_:) scene=1",
            "post SceneWillDeactivateNotification scene=1",
            "scene 1 foregroundActive -> foregroundInactive",
            "post ApplicationWillResignActiveNotification",
            "state active -> inactive",
            "scene 1 foregroundInactive -> background",
            "state inactive -> background",
            "SceneApp.SceneDelegate.sceneDidEnterBackground(_:) scene=1",
            "post SceneDidEnterBackgroundNotification scene=1",
            "SceneApp.SceneDelegate.stateRestorationActivity(for:) scene=1",
            "post ApplicationDidEnterBackgroundNotification",
            "SceneApp.SceneDelegate.sceneWillEnterForeground(_:) scene=1",
        ])
        #expect(!story.contains { $0.contains("applicationDidBecomeActive") || $0.contains("applicationDidEnterBackground") })
    }

    @Test func theExampleTourPassesAsAStrictScript() async throws {
        _ = try await PluginBuilds.plugin("SceneApp")
        let outcome = try await AppHostHarness.run(["test", "\(Self.example)/tour.jsonl", "--target", Self.example])
        #expect(outcome.status == 0, "stdout: \(outcome.standardOutput)\nstderr: \(outcome.standardError)")
    }

    @Test func aSecondSceneOpensClosesAndIsReportedAsDiscarded() async throws {
        let outcome = try await run([
            #"{"event":"openScene","configuration":"Inspector"}"#, #"{"expect":"text","identifier":"inspector","equals":"Sessions: 2"}"#,
            #"{"event":"home","scene":1}"#, #"{"expect":"state","equals":"active"}"#,
            #"{"event":"closeScene","scene":2}"#, #"{"expect":"state","equals":"background"}"#, #"{"event":"terminate"}"#,
        ], extra: ["--strict"])
        let story = sceneStory(outcome)
        #expect(story.contains("SceneApp.InspectorSceneDelegate.scene(_:willConnectTo:options:) scene=2"))
        #expect(story.contains("SceneApp.InspectorSceneDelegate.sceneDidDisconnect(_:) scene=2"))
        #expect(story.contains("SceneApp.AppDelegate.application(_:didDiscardSceneSessions:)"))
        let logs = outcome.trace.filter { $0["kind"] as? String == "log" }.compactMap { $0["message"] as? String }
        #expect(logs == ["discarded sessions 2"])
    }

    @Test func anAppDelegateAppRefusesSceneEvents() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        let outcome = try await AppHostHarness.run(["run", "Examples/Counter"], events: [#"{"event":"openScene"}"#, #"{"event":"terminate"}"#])
        #expect(outcome.status == 0)
        let refused = outcome.hostRecords(named: "refused")
        #expect(refused.first?["reason"] as? String == "the app has no scene manifest (\"scenes\" in app.json)")
    }

    @Test func aScenesActivityComesBackAfterARelaunchAndDiscardsAreReportedAtTheNextLaunch() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-relaunch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateFile = folder.appendingPathComponent("state.json").path
        let first = try await run([
            #"{"event":"tap","identifier":"increment"}"#, #"{"event":"tap","identifier":"increment"}"#,
            #"{"event":"openScene","configuration":"Inspector"}"#, #"{"event":"home"}"#, #"{"event":"advance","ms":6000}"#,
            #"{"expect":"state","equals":"suspended"}"#, #"{"event":"closeScene","scene":2}"#, #"{"event":"forceQuit"}"#,
        ], extra: ["--state-file", stateFile, "--strict"])
        #expect(!sceneStory(first).contains { $0.contains("sceneDidDisconnect") }, "a suspended app runs no code")
        let second = try await run([#"{"expect":"text","identifier":"count","equals":"2"}"#, #"{"event":"terminate"}"#],
                                   extra: ["--state-file", stateFile, "--strict"])
        let discarded = second.trace.first { $0["name"] as? String == "application(_:didDiscardSceneSessions:)" }
        #expect(discarded?["sessions"] as? String == "2")
        let story = sceneStory(second)
        #expect(try #require(story.firstIndex(of: "SceneApp.AppDelegate.application(_:didDiscardSceneSessions:)"))
                < #require(story.firstIndex(of: "SceneApp.SceneDelegate.scene(_:willConnectTo:options:) scene=1")))
    }

    @Test func aHotReloadConnectsTheScenesAgainWithTheirActivities() async throws {
        let outcome = try await run([
            #"{"event":"tap","identifier":"increment"}"#, #"{"event":"reload"}"#,
            #"{"expect":"text","identifier":"count","equals":"1"}"#, #"{"event":"terminate"}"#,
        ], extra: ["--watch", "--strict"])
        let newGeneration = outcome.trace.filter { $0["gen"] as? Int == 2 && $0["kind"] as? String == "app" }.compactMap { $0["name"] as? String }
        #expect(Array(newGeneration.prefix(6)) == [
            "application(_:willFinishLaunchingWithOptions:)", "application(_:didDecodeRestorableStateWith:)",
            "application(_:didFinishLaunchingWithOptions:)", "application(_:configurationForConnecting:options:)",
            "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)",
        ])
    }
}

@Suite("Scene manifest validation", .serialized)
struct SceneManifestValidationTests {
    @Test func validateFindsEachConfigurationsDelegateClass() async throws {
        _ = try await PluginBuilds.plugin("SceneApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plugin = AppHostHarness.repositoryRoot.appendingPathComponent("Plugins/.build/debug/libSceneApp.so").path
        let manifest = """
            {"format": 1, "plugin": "\(plugin)", "delegate": "SceneApp.AppDelegate",
             "scenes": {"configurations": [{"name": "Default", "delegate": "SceneApp.SceneDelegat"}]}}
            """
        try manifest.write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        let outcome = try await AppHostHarness.run(["validate", folder.path])
        #expect(outcome.status == 11, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("scene delegate class 'SceneApp.SceneDelegat' is not in plugin"))
        #expect(outcome.standardError.contains("did you mean 'SceneApp.SceneDelegate'?"))
        let wrongKind = manifest.replacingOccurrences(of: "SceneApp.SceneDelegat\"", with: "SceneApp.TallyViewController\"")
        try wrongKind.write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        let second = try await AppHostHarness.run(["validate", folder.path])
        #expect(second.status == 12, "\(second.standardError)")
        #expect(second.standardError.contains("the delegate of scene configuration \"Default\", is a ViewController, not a scene delegate"))
    }
}
