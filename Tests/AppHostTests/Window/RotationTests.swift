import Foundation
import Testing

/// `{"event":"rotate"}`, which Ctrl+Left/Right sends from a window, run headless from a script.
@Suite("Rotation")
struct RotationTests {
    @Test("A rotation swaps the screen's sides, tells the controllers first, then lays out")
    func rotationSwapsTheScreenAndTellsTheControllers() async throws {
        _ = try await PluginBuilds.shared.products()
        let outcome = try await AppHostHarness.run(
            ["run", "Examples/Counter", "--snapshot-format", "json"],
            events: [#"{"event":"rotate","direction":"left"}"#, #"{"event":"snapshot","label":"turned"}"#,
                     #"{"event":"rotate","direction":"right"}"#, #"{"event":"snapshot","label":"back"}"#, #"{"event":"terminate"}"#],
            snapshots: true)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let transitions = outcome.trace.filter { $0["name"] as? String == "viewWillTransition(to:with:)" }
        // The root (a navigation controller) and, through the default implementation, its child.
        #expect(transitions.map { $0["object"] as? String } == ["HostKit.NavigationController", "CounterApp.CounterViewController",
                                                               "HostKit.NavigationController", "CounterApp.CounterViewController"])
        #expect(transitions.map { $0["size"] as? String } == ["844x390", "844x390", "390x844", "390x844"])
        // Turned, the phone's height is compact: the controllers hear of the new traits before
        // the new size, then each controller in the window gets traitCollectionDidChange.
        let traitTransitions = outcome.trace.filter { $0["name"] as? String == "willTransition(to:with:)" }
        #expect(traitTransitions.map { $0["traits"] as? String } == ["w:compact h:compact", "w:compact h:compact",
                                                                    "w:compact h:regular", "w:compact h:regular"])
        let names = outcome.trace.compactMap { $0["name"] as? String }
        #expect(names.firstIndex(of: "willTransition(to:with:)").map { $0 < names.firstIndex(of: "viewWillTransition(to:with:)")! } == true)
        let traitChanges = outcome.trace.filter { $0["name"] as? String == "traitCollectionDidChange(_:)" }
        #expect(traitChanges.contains { $0["object"] as? String == "CounterApp.CounterViewController" && $0["traits"] as? String == "w:compact h:compact" })
        #expect(traitChanges.contains { $0["object"] as? String == "CounterApp.CounterViewController" && $0["traits"] as? String == "w:compact h:regular" })
        let lines = outcome.snapshots.split(separator: "\n")
        let turned = try #require(lines.first { $0.contains("\"turned\"") })
        #expect(turned.contains("\"frame\":[0,0,844,390]"), "the window fills the turned screen: \(turned.prefix(300))")
        let back = try #require(lines.first { $0.contains("\"back\"") })
        #expect(back.contains("\"frame\":[0,0,390,844]"))
    }
}
