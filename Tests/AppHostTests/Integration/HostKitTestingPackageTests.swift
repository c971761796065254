import Foundation
import SystemInterop
import Testing

/// HostKitTesting as its users meet it: the examples' tests (the `Plugins/` package's test
/// targets), and the plugin package of "Testing your app", built and tested in a new folder
/// outside the repository exactly as the article gives it.
@Suite("HostKitTesting: the examples' tests and a plugin author's package", .serialized)
struct HostKitTestingPackageTests {
    static let article = AppHostHarness.repositoryRoot.appendingPathComponent("Sources/HostKit/HostKit.docc/TestingYourApp.md")

    @Test func theExamplesTestsPass() async throws {
        _ = try await PluginBuilds.shared.products()  // one build of Plugins/ at a time
        let root = AppHostHarness.repositoryRoot.path
        let run = try await FirstHourTests.runTool("swift", ["test", "--package-path", "\(root)/Plugins"], in: root, timeout: .seconds(1200))
        #expect(run.status == 0, "\(run.output.suffix(6000))")
        for test in ["incrementing()", "incrementingInARunningApp()", "theCPluginTracesAsItsSwiftTwin()", "theTourSequence()"] {
            #expect(run.output.contains("✔ Test \(test) passed"), "\(test) did not pass:\n\(run.output.suffix(6000))")
        }
    }

    @Test func theArticlesPackageBuildsAndItsTestsPassOutsideTheRepository() async throws {
        let files = try Self.templateFiles(in: String(contentsOf: Self.article, encoding: .utf8))
        #expect(files.map(\.path).sorted() == ["Main.storyboard.json", "Package.swift", "Sources/Greeter/AppDelegate.swift",
                                               "Tests/GreeterTests/GreeterTests.swift", "app.json"])
        try await FirstHourTests.withScratchFolder { scratch in
            let package = "\(scratch)/Greeter"
            for file in files {
                var contents = file.contents
                if file.path == "Package.swift" {
                    let placeholder = "let appHostPath = \"../AppHost\""
                    try #require(contents.contains(placeholder), "the article's Package.swift no longer says where AppHost is")
                    contents = contents.replacingOccurrences(of: placeholder, with: "let appHostPath = \"\(AppHostHarness.repositoryRoot.path)\"")
                }
                let path = "\(package)/\(file.path)"
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try contents.write(toFile: path, atomically: true, encoding: .utf8)
            }
            // The package's build folder is kept from run to run in the repository's own, at a path
            // that does not change, so that AppHost is compiled once, not at every run; the
            // package itself is new each time. Its `.build` leads there, for app.json's plugin path.
            let kept = AppHostHarness.repositoryRoot.appendingPathComponent(".build/testing-your-app-package").path
            try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: "\(package)/.build", withDestinationPath: kept)
            let test = try await FirstHourTests.runTool("swift", ["test", "--scratch-path", kept], in: package, timeout: .seconds(1800))
            #expect(test.status == 0, "\(test.output.suffix(6000))")
            for name in ["greetingCountsTaps()", "greetingInTheRealHost()"] {
                #expect(test.output.contains("✔ Test \(name) passed"), "\(name) did not pass:\n\(test.output.suffix(6000))")
            }
        }
    }

    /// The files of the article's package: each fenced block right after a line that is a path
    /// in backquotes followed by a colon.
    static func templateFiles(in article: String) throws -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        let lines = article.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("`"), line.hasSuffix("`:"), index + 2 < lines.count, lines[index + 2].hasPrefix("```") {
                let path = String(line.dropFirst().dropLast(2))
                var body: [String] = []
                index += 3
                while index < lines.count, !lines[index].hasPrefix("```") {
                    body.append(lines[index])
                    index += 1
                }
                files.append((path, body.joined(separator: "\n") + "\n"))
            }
            index += 1
        }
        return files
    }
}
