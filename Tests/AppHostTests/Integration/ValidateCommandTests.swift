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

    /// Two app folders in one call: each is checked against its own manifest's plugin, not the
    /// first one's (which made a correct second app fail with its classes "missing").
    @Test func eachAppFolderIsCheckedAgainstItsOwnPlugin() async throws {
        _ = try await PluginBuilds.plugin("CounterApp")
        _ = try await PluginBuilds.plugin("StoryboardProbe")
        let outcome = try await AppHostHarness.run(["validate", "Examples/Counter", StoryboardAppTests.gallery])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("ok: "))
    }

    /// A storyboard with 20,000 mistakes on one line: every one is counted, the first 200 are
    /// printed, and one line says how many more there are. (The release build's figures for
    /// 100,000 are in Benchmarks/README.md; this debug build only checks the behaviour.)
    @Test func manyErrorsArePrintedUpToALimitThenCounted() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = (0..<20_000).map { "\"unknownKey\($0)\": 1" }.joined(separator: ", ")
        let text = "{\"format\": 1, \"scenes\": [{\"id\": \"main\", \"class\": \"ViewController\", \"initial\": true, \"view\": {\"class\": \"View\", \(keys)}}]}"
        let file = folder.appendingPathComponent("Main.storyboard.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try await AppHostHarness.run(["validate", file.path])
        #expect(outcome.status == 65)
        let errorLines = outcome.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errorLines.count == 200)
        #expect(outcome.standardError.contains("… and 19800 more errors, not printed"))
        #expect(outcome.standardOutput.contains("20000 errors in 1 storyboard"))
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
}
