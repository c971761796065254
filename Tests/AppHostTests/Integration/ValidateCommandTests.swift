import Foundation
import Testing

/// `apphost validate` on storyboards that are fine as JSON and as a format, but wrong against the
/// plugin's classes, and the same mistakes stopping a launch.
@Suite("apphost validate and launch checks")
struct ValidateCommandTests {
    /// The Counter example's storyboard with one edit, in a folder of its own.
    private func counterStoryboard(editing edit: (inout String) -> Void) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = try String(contentsOf: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Counter/Main.storyboard.json"), encoding: .utf8)
        edit(&text)
        try text.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `line:column` of the first occurrence of `needle` in the Counter storyboard after `edit`.
    private func position(of needle: String, in folder: URL) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent("Main.storyboard.json"), encoding: .utf8)
        let range = try #require(text.range(of: needle))
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.unicodeScalars.count + 1
        return "\(line):\(column)"
    }

    private func validate(_ folder: URL) async throws -> AppHostHarness.Outcome {
        let plugin = try await PluginBuilds.plugin("CounterApp")
        return try await AppHostHarness.run(["validate", "--plugin", plugin, folder.appendingPathComponent("Main.storyboard.json").path])
    }

    @Test func theExamplesAreValid() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        _ = try await PluginBuilds.plugin("StoryboardProbe")
        for app in ["Examples/Counter", StoryboardAppTests.gallery] {
            let outcome = try await AppHostHarness.run(["validate", app])
            #expect(outcome.status == 0, "\(app): \(outcome.standardError)")
            #expect(outcome.standardOutput.hasPrefix("ok: "))
        }
    }

    /// Auto Layout problems are warnings at their place: a conflict between two heights of the
    /// count label (at the one broken), and a tally view whose top is left free.
    @Test func conflictingAndAmbiguousConstraintsAreWarnings() async throws {
        let folder = try counterStoryboard { text in
            text = text.replacingOccurrences(of: #"{ "firstAttribute": "height", "constant": 60 }"#,
                                             with: #"{ "firstAttribute": "height", "constant": 60 }, { "firstAttribute": "height", "constant": 70, "identifier": "taller" }"#)
            text = text.replacingOccurrences(of: #"{ "firstAttribute": "top", "second": "details", "secondAttribute": "bottom", "constant": 20 },"#, with: "")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await validate(folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Unable to simultaneously satisfy constraints"))
        #expect(outcome.standardError.contains("'taller'"))
        // At the constraint the engine breaks, the one added last.
        let taller = try position(of: #"{ "firstAttribute": "height", "constant": 70, "identifier": "taller" }"#, in: folder)
        #expect(outcome.standardError.contains("Main.storyboard.json:\(taller): warning: scene "), "\(outcome.standardError)")
        let tally = try position(of: #""tally", "accessibilityIdentifier""#, in: folder)
        #expect(outcome.standardError.contains("Main.storyboard.json:\(tally): warning: the constraints leave the frame of view \"tally\" ambiguous"))
    }

    /// Two app folders in one call: each is checked against its own manifest's plugin, not the
    /// first one's (which made a correct second app fail with its classes "missing").
    @Test func eachAppFolderIsCheckedAgainstItsOwnPlugin() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        _ = try await PluginBuilds.plugin("StoryboardProbe")
        let outcome = try await AppHostHarness.run(["validate", "Examples/Counter", StoryboardAppTests.gallery])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("ok: "))
    }

    /// A storyboard with 5,000 mistakes on one line: every one is counted, the first 200 are
    /// printed, and one line says how many more there are. (The release build's figures for
    /// 100,000 are in Benchmarks/README.md; this debug build only checks the behaviour. With
    /// 20,000 it took 12 s alone and up to 58 s beside the other suites, near the harness's
    /// 60 s limit.)
    @Test func manyErrorsArePrintedUpToALimitThenCounted() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = (0..<5_000).map { "\"unknownKey\($0)\": 1" }.joined(separator: ", ")
        let text = "{\"format\": 1, \"scenes\": [{\"id\": \"main\", \"class\": \"ViewController\", \"initial\": true, \"view\": {\"class\": \"View\", \(keys)}}]}"
        let file = folder.appendingPathComponent("Main.storyboard.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try await AppHostHarness.run(["validate", file.path])
        #expect(outcome.status == 65)
        let errorLines = outcome.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errorLines.count == 200)
        #expect(outcome.standardError.contains("… and 4800 more errors, not printed"))
        #expect(outcome.standardOutput.contains("5000 errors in 1 storyboard"))
    }

    @Test func unknownClassWithDidYouMean() async throws {
        let folder = try counterStoryboard { $0 = $0.replacingOccurrences(of: "\"CounterApp.DetailViewController\"", with: "\"CounterApp.DetailViewControler\"") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await validate(folder)
        #expect(outcome.status == 65)
        let at = try position(of: "\"CounterApp.DetailViewControler\"", in: folder)
        #expect(outcome.standardError.contains("Main.storyboard.json:\(at): error: unknown class \"CounterApp.DetailViewControler\": the plugin has no such public class"))
        #expect(outcome.standardError.contains("fix: did you mean \"CounterApp.DetailViewController\"?"))
    }

    @Test func missingOutletProperty() async throws {
        let folder = try counterStoryboard { $0 = $0.replacingOccurrences(of: "\"countLabel\": \"count\"", with: "\"countLabl\": \"count\"") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await validate(folder)
        #expect(outcome.status == 65)
        let at = try position(of: "\"countLabl\"", in: folder)
        #expect(outcome.standardError.contains("Main.storyboard.json:\(at): error: CounterApp.CounterViewController has no outlet \"countLabl\""))
        #expect(outcome.standardError.contains("did you mean \"countLabel\"?"))
    }

    @Test func outletOfTheWrongType() async throws {
        let folder = try counterStoryboard { $0 = $0.replacingOccurrences(of: "\"resetButton\": \"reset\"", with: "\"resetButton\": \"count\"") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await validate(folder)
        let at = try position(of: "\"resetButton\": \"count\"", in: folder)
        let column = Int(at.split(separator: ":")[1])! + "\"resetButton\": ".count
        #expect(outcome.standardError.contains("Main.storyboard.json:\(at.split(separator: ":")[0]):\(column): error: outlet \"resetButton\" of CounterApp.CounterViewController holds a Button, but \"count\" is a Label"))
    }

    @Test func actionWithNoHandlerAndWrongSender() async throws {
        let folder = try counterStoryboard {
            $0 = $0.replacingOccurrences(of: "\"action\": \"increment\"", with: "\"action\": \"incremnt\"")
            $0 = $0.replacingOccurrences(of: "\"action\": \"startOver\"", with: "\"action\": \"unwindToCounter\", \"target\": \"owner\"")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try await validate(folder)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("error: CounterApp.CounterViewController has no action \"incremnt\""))
        #expect(outcome.standardError.contains("error: CounterApp.DetailViewController has no action \"unwindToCounter\""))
        #expect(outcome.standardOutput.contains("2 errors in 1 storyboard"))
    }

    @Test func launchStopsWithTheSamePositions() async throws {
        let folder = try counterStoryboard { $0 = $0.replacingOccurrences(of: "\"countLabel\": \"count\"", with: "\"countLabl\": \"count\"") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let plugin = try await PluginBuilds.plugin("CounterApp")
        let outcome = try await AppHostHarness.run(["run", plugin, "--main-storyboard", folder.appendingPathComponent("Main.storyboard.json").path])
        #expect(outcome.status == 65)
        let at = try position(of: "\"countLabl\"", in: folder)
        #expect(outcome.standardError.contains("error[bad-storyboard]: main storyboard"))
        #expect(outcome.standardError.contains("Main.storyboard.json:\(at): error: CounterApp.CounterViewController has no outlet \"countLabl\""))
        #expect(!outcome.trace.contains { $0["name"] as? String == "application(_:willFinishLaunchingWithOptions:)" })
    }

    @Test func missingPathsAndEmptyFolders() async throws {
        let missing = try await AppHostHarness.run(["validate", "/nonexistent/Main.storyboard.json"])
        #expect(missing.status == 66)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let outcome = try await AppHostHarness.run(["validate", empty.path])
        #expect(outcome.status == 66)
        #expect(outcome.standardError.contains("holds no .storyboard.json file"))
    }

    /// A required outlet the storyboard never connects: `validate` names the outlet, the scene
    /// and the class's place; `run` stops before launch with the same error (status 65), where it
    /// used to trap in `viewDidLoad()`.
    @Test func unconnectedRequiredOutletStopsValidateAndLaunch() async throws {
        let folder = try counterStoryboard { $0 = $0.replacingOccurrences(of: "\"outlets\": { \"countLabel\": \"count\", ", with: "\"outlets\": { ") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let at = try position(of: "\"CounterApp.CounterViewController\"", in: folder)
        let expected = "Main.storyboard.json:\(at): error: outlet \"countLabel\" of CounterApp.CounterViewController is not connected in scene \"counter\""
        let outcome = try await validate(folder)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("fix: connect it in the scene's \"outlets\" (\"countLabel\": the id of a Label), or declare it optional: `@Outlet var countLabel: Label?`"))

        let plugin = try await PluginBuilds.plugin("CounterApp")
        let run = try await AppHostHarness.run(["run", plugin, "--main-storyboard", folder.appendingPathComponent("Main.storyboard.json").path],
                                               events: [#"{"event":"terminate"}"#])
        #expect(run.status == 65, "\(run.standardError)")
        #expect(run.standardError.contains(expected))
        #expect(!run.trace.contains { $0["name"] as? String == "viewDidLoad()" })
    }

    /// A navigation controller whose root is a reference to another file, whose tab bar holds a
    /// reference back: each file alone is fine, together they contain themselves. `validate`
    /// passed it and `run` refused it; both now give the same error at the reference that closes it.
    @Test func containmentCycleAcrossTwoFiles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-cycle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            {"format": 1, "scenes": [
              {"id": "nav", "class": "NavigationController", "initial": true, "rootViewController": "toTabs"},
              {"id": "toTabs", "reference": {"storyboard": "Tabs", "identifier": "Tabs"}}
            ]}
            """.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        try """
            {"format": 1, "scenes": [
              {"id": "tabs", "class": "TabBarController", "storyboardIdentifier": "Tabs", "viewControllers": ["home", "back"]},
              {"id": "home", "class": "ViewController"},
              {"id": "back", "reference": {"storyboard": "Main"}}
            ]}
            """.write(to: folder.appendingPathComponent("Tabs.storyboard.json"), atomically: true, encoding: .utf8)
        let expected = "Tabs.storyboard.json:4:46: error: containment cycle through storyboard references: \"nav\" (Main) contains \"toTabs\" (Main), which stands for \"tabs\" (Tabs), which contains \"back\" (Tabs), which stands for \"nav\" (Main)"

        let outcome = try await AppHostHarness.run(["validate", folder.path])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("1 error in 1 of 2 storyboards"), "reported once, though both files lead to it")

        let plugin = try await PluginBuilds.plugin("CounterApp")
        let run = try await AppHostHarness.run(["run", plugin, "--main-storyboard", folder.appendingPathComponent("Main.storyboard.json").path],
                                               events: [#"{"event":"terminate"}"#])
        #expect(run.status == 65, "\(run.standardError)")
        #expect(run.standardError.contains(expected))
    }

    /// `validate app.json` checks the app the manifest names, as `run app.json` runs it; it used to
    /// read the manifest as a storyboard ("unknown key \"plugin\"").
    @Test func validateTakesAnAppManifest() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        let outcome = try await AppHostHarness.run(["validate", "Examples/Counter/app.json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == "ok: 1 storyboard valid\n")

        // A manifest with no storyboard (an app built in code) is checked too.
        _ = try await PluginBuilds.plugin("HelloApp")
        let code = try await AppHostHarness.run(["validate", "Examples/Hello/app.json"])
        #expect(code.status == 0, "\(code.standardError)")
    }

    /// A manifest naming a delegate class the plugin lacks stops `validate` as it stops `run`
    /// (status 11, with the suggestion), where `validate` used to say "ok".
    @Test func validateFindsTheManifestsClasses() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-delegate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let counter = AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Counter")
        let manifest = try String(contentsOf: counter.appendingPathComponent("app.json"), encoding: .utf8)
            .replacingOccurrences(of: "../../Plugins", with: AppHostHarness.repositoryRoot.appendingPathComponent("Plugins").path)
            .replacingOccurrences(of: "CounterApp.AppDelegate", with: "CounterApp.AppDelegat")
        try manifest.write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: counter.appendingPathComponent("Main.storyboard.json"), to: folder.appendingPathComponent("Main.storyboard.json"))
        for command in [["validate", folder.appendingPathComponent("app.json").path], ["run", folder.path]] {
            let outcome = try await AppHostHarness.run(command, events: command[0] == "run" ? [#"{"event":"terminate"}"#] : nil)
            #expect(outcome.status == 11, "\(command): \(outcome.standardError)")
            #expect(outcome.standardError.contains("CounterApp.AppDelegat"), "\(command): \(outcome.standardError)")
            #expect(outcome.standardError.contains("did you mean 'CounterApp.AppDelegate'?"), "\(command): \(outcome.standardError)")
        }
    }

    /// The manifest's own mistakes carry `file:line:column`, from `validate` and `run` alike.
    @Test func manifestErrorsCarryLineAndColumn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("app.json")
        try "{\r\n  \"format\": 1,\r\n  \"plugin\": \"libX.so\",\r\n  \"plugin\": \"libY.so\"\r\n}\r\n".write(to: manifest, atomically: true, encoding: .utf8)
        for command in [["validate", manifest.path], ["validate", folder.path], ["run", manifest.path]] {
            let outcome = try await AppHostHarness.run(command)
            #expect(outcome.status == 65, "\(command): \(outcome.standardError)")
            #expect(outcome.standardError.contains("app.json:4:3: error: app manifest '\(manifest.path)' is not valid JSON: duplicate key \"plugin\""),
                    "\(command): \(outcome.standardError)")
        }
    }
}
