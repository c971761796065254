import Foundation
import Testing

/// `apphost import` as a user runs it: the fixtures of `StoryboardImportTests` imported by the
/// real program, compared with their expected JSON and warnings, then checked by `apphost
/// validate` and instantiated scene by scene by `apphost render`; exit statuses; bad input
/// under a memory limit.
@Suite("apphost import", .serialized)
struct ImportCommandTests {
    static let fixtures = AppHostHarness.repositoryRoot.appendingPathComponent("Tests/StoryboardImportTests/Fixtures")
    static let names = ["Scenes", "Views", "StandIns", "Colors", "Fonts", "Connections", "Segues", "References", "AutoLayout", "Tables", "Ids"]

    /// A folder of its own holding copies of the fixtures (a reference finds `Scenes.storyboard` beside it).
    private func fixtureFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in Self.names {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("\(name).storyboard"), to: folder.appendingPathComponent("\(name).storyboard"))
        }
        return folder
    }

    @Test func everyFixtureImportsValidatesAndRenders() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        for name in Self.names {
            let outcome = try await AppHostHarness.run(["import", "\(name).storyboard", "--out", out.path], currentDirectory: folder)
            #expect(outcome.status == 0, "\(name): \(outcome.standardError)")
            let written = try String(contentsOf: out.appendingPathComponent("\(name).storyboard.json"), encoding: .utf8)
            #expect(written == (try String(contentsOf: Self.fixtures.appendingPathComponent("\(name).storyboard.json"), encoding: .utf8)), "\(name)")
            let expectedWarnings = try String(contentsOf: Self.fixtures.appendingPathComponent("\(name).warnings"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            let printed = outcome.standardError.split(separator: "\n").map(String.init)
            #expect(printed == expectedWarnings, "\(name)")
            #expect(outcome.standardOutput.contains(", \(expectedWarnings.count) warning\(expectedWarnings.count == 1 ? "" : "s")"), "\(name): \(outcome.standardOutput)")
        }
        let validate = try await AppHostHarness.run(["validate", out.path])
        #expect(validate.status == 0, "\(validate.standardError)")
        #expect(validate.standardOutput.hasPrefix("ok: \(Self.names.count) storyboards valid"))
        for name in Self.names {
            let images = folder.appendingPathComponent("render-\(name)")
            let render = try await AppHostHarness.run(["render", out.appendingPathComponent("\(name).storyboard.json").path, "--out", images.path, "--scale", "1"],
                                                      timeout: .seconds(120))
            #expect(render.status == 0, "\(name): \(render.standardError)")
            #expect(FileManager.default.fileExists(atPath: images.appendingPathComponent("overview.png").path), "\(name)")
        }
    }

    @Test func importingTwiceWritesTheSameBytesAndKeepIDsWritesTheMap() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Segues.storyboard.json")
        let first = try await AppHostHarness.run(["import", "Segues.storyboard"], currentDirectory: folder)
        #expect(first.status == 0)
        let firstBytes = try Data(contentsOf: output)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Segues.storyboard-ids.json").path))
        let second = try await AppHostHarness.run(["import", "Segues.storyboard", "--keep-ids"], currentDirectory: folder)
        #expect(second.status == 0)
        #expect(try Data(contentsOf: output) == firstBytes)
        let map = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("Segues.storyboard-ids.json"))) as? [String: String])
        #expect(map["NaV-sg-001"] == "navigationController")
        #expect(map["box-gg-001"] == "nutritionViewControllerContainer")
    }

    /// An installed prefix's `apphost` finds the importer in the prefix's `lib`.
    @Test func anInstalledApphostImports() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("prefix")
        let install = try await AppHostHarness.run(["install", "--prefix", prefix.path])
        #expect(install.status == 0, "\(install.standardError)")
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/libStoryboardImport.so").path))
        let process = Process()
        process.executableURL = prefix.appendingPathComponent("bin/apphost")
        process.arguments = ["import", "Views.storyboard"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Views.storyboard.json").path))
    }

    @Test func strictMakesWarningsAnError() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strict = try await AppHostHarness.run(["import", "Fonts.storyboard", "--strict"], currentDirectory: folder)
        #expect(strict.status == 65)
        #expect(strict.standardError.contains("Fonts.storyboard:21:29: warning: text alignment 'justified' becomes natural"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Fonts.storyboard.json").path))
        let clean = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
                <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                </viewController></objects></scene></scenes>
            </document>
            """#
        try clean.write(to: folder.appendingPathComponent("Clean.storyboard"), atomically: true, encoding: .utf8)
        let quiet = try await AppHostHarness.run(["import", "Clean.storyboard", "--strict"], currentDirectory: folder)
        #expect(quiet.status == 0, "\(quiet.standardError)")
        #expect(quiet.standardOutput.hasSuffix("1 scene, 0 warnings\n"))
    }

    @Test func missingAndMalformedFiles() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try await AppHostHarness.run(["import", "Nope.storyboard"], currentDirectory: folder)
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("'Nope.storyboard' does not exist"))
        try "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n"
            .write(to: folder.appendingPathComponent("Broken.storyboard"), atomically: true, encoding: .utf8)
        let broken = try await AppHostHarness.run(["import", "Broken.storyboard"], currentDirectory: folder)
        #expect(broken.status == 65)
        #expect(broken.standardError.hasPrefix("Broken.storyboard:4:"))
        #expect(broken.standardError.contains("error: malformed XML"))
        try "{\"format\": 1}".write(to: folder.appendingPathComponent("Json.storyboard"), atomically: true, encoding: .utf8)
        let json = try await AppHostHarness.run(["import", "Json.storyboard"], currentDirectory: folder)
        #expect(json.status == 65)
        #expect(json.standardError.hasPrefix("Json.storyboard:1:1: error: malformed XML"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Broken.storyboard.json").path))
    }

    /// The entity bomb, a 50 MB file and 10,000 nested elements, each imported by a process
    /// limited to 512 MiB of address space: a clear error (65), quickly, never a signal.
    @Test(.timeLimit(.minutes(2))) func hostileFilesAreRefusedWithBoundedMemory() async throws {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...10 { declarations += "\n<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
        let document = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#
        let files: [(name: String, text: String, message: String)] = [
            ("Bomb", "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n\(declarations)\n]>\n\(document)<scenes><scene>&lol10;</scene></scenes></document>\n", "document type"),
            ("Big", "<?xml version=\"1.0\"?>\n\(document)<scenes>" + String(repeating: "<!-- padding padding padding padding padding padding -->\n", count: 50 * 1024 * 1024 / 56) + "</scenes></document>\n", "at most 16 MiB"),
            ("Deep", "<?xml version=\"1.0\"?>\n\(document)" + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</document>\n", "nest more than 256 deep"),
        ]
        for file in files {
            try file.text.write(to: folder.appendingPathComponent("\(file.name).storyboard"), atomically: true, encoding: .utf8)
            let started = ContinuousClock.now
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v 524288; exec \"$0\" import \(file.name).storyboard", AppHostHarness.apphost.path]
            process.currentDirectoryURL = folder
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(file.name)")
            #expect(process.terminationStatus == 65, "\(file.name): \(text)")
            #expect(text.contains(file.message), "\(file.name): \(text)")
            #expect(ContinuousClock.now - started < .seconds(20), "\(file.name)")
        }
    }
}
