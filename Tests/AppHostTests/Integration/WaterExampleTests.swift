import Foundation
import Testing

/// The Water example (`Examples/Water`, plugin `WaterApp`), a scene-based app written as a UIKit
/// developer writes one, under the real `apphost`: its tour as a test, the scene delegate's
/// callbacks in UIKit's order, and the day as the user left it after a relaunch.
@Suite("Water example", .serialized)
struct WaterExampleTests {
    static let app = "Examples/Water"

    @Test func theTourPassesAndTheAppFolderIsValid() async throws {
        _ = try await PluginBuilds.plugin("WaterApp")
        let valid = try await AppHostHarness.run(["validate", Self.app])
        #expect(valid.status == 0, "\(valid.standardError)")
        let tour = try await AppHostHarness.run(["test", "\(Self.app)/tour.jsonl", "--target", Self.app])
        #expect(tour.status == 0, "\(tour.standardOutput)\(tour.standardError)")
        #expect(tour.standardOutput.contains("1 passed, 0 failed"))
    }

    /// `apphost render` draws the storyboard's screen without the plugin, the controller standing
    /// in as a ViewController.
    @Test func renderDrawsTheTodayScreen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("water-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await AppHostHarness.run(["render", "\(Self.app)/Main.storyboard.json", "--out", folder.path, "--scale", "1"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("note: WaterApp.TodayViewController is drawn as a ViewController"))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names.isSuperset(of: ["today.png", "today.json", "overview.png"]), "\(names)")
        let tree = try String(contentsOf: folder.appendingPathComponent("today.json"), encoding: .utf8)
        #expect(tree.contains("Start New Day") && tree.contains("0 of 8 glasses"))
    }

    /// Launch, home and foreground reach the scene delegate, in UIKit's order, and the app
    /// delegate only for launch, the configuration and termination.
    @Test func theSceneDelegatesCallbacksComeInUIKitsOrder() async throws {
        _ = try await PluginBuilds.plugin("WaterApp")
        let outcome = try await AppHostHarness.run(["run", Self.app], events: [
            #"{"event":"home"}"#, #"{"event":"foreground"}"#, #"{"event":"terminate"}"#,
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let callbacks = outcome.trace.filter { $0["kind"] as? String == "app" && ($0["object"] as? String)?.hasPrefix("WaterApp.") == true }
            .map { "\(($0["object"] as? String ?? "?").dropFirst("WaterApp.".count)).\($0["name"] as? String ?? "?")" }
        #expect(callbacks == [
            "AppDelegate.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate.application(_:didFinishLaunchingWithOptions:)",
            "AppDelegate.application(_:configurationForConnecting:options:)",
            "SceneDelegate.scene(_:willConnectTo:options:)",
            "SceneDelegate.sceneWillEnterForeground(_:)",
            "SceneDelegate.sceneDidBecomeActive(_:)",
            "SceneDelegate.sceneWillResignActive(_:)",
            "SceneDelegate.sceneDidEnterBackground(_:)",
            "SceneDelegate.stateRestorationActivity(for:)",
            "SceneDelegate.sceneWillEnterForeground(_:)",
            "SceneDelegate.sceneDidBecomeActive(_:)",
            "AppDelegate.applicationWillTerminate(_:)",
        ])
    }

    /// Three glasses shown in millilitres, sent home and ended: the next launch restores both
    /// from the scene's activity, with the water at three eighths of the glass.
    @Test func theDayAndItsUnitComeBackAfterARelaunch() async throws {
        _ = try await PluginBuilds.plugin("WaterApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("water-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateFile = folder.appendingPathComponent("state.json").path
        let first = try await AppHostHarness.run(["run", Self.app, "--state-file", stateFile, "--strict"], events: [
            #"{"event":"tap","title":"+"}"#, #"{"event":"tap","title":"+"}"#, #"{"event":"tap","title":"+"}"#,
            #"{"event":"tap","identifier":"glass"}"#, #"{"event":"home"}"#, #"{"event":"terminate"}"#,
        ])
        #expect(first.status == 0, "\(first.standardError)")
        let second = try await AppHostHarness.run(["run", Self.app, "--state-file", stateFile, "--strict"], events: [
            #"{"expect":"text","identifier":"amount","equals":"750 of 2000 ml"}"#,
            #"{"event":"snapshot","label":"relaunched"}"#, #"{"event":"terminate"}"#,
        ], snapshots: true)
        #expect(second.status == 0, "\(second.standardError)")
        let relaunched = try #require(second.snapshotsByLabel["relaunched"])
        #expect(relaunched.contains("View (0, 150, 160, 90) #water"), "\(relaunched)")
        #expect(relaunched.contains(#"#newDay title="Start New Day" id="newDay""#), "enabled: there is something to clear")
    }
}
