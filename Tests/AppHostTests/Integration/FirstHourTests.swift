import Foundation
import SystemInterop
import Testing

/// What CI does for a plugin author's first hour, in a scratch folder outside the repository:
/// `apphost install --prefix`, `apphost init`, `swift build`, `apphost run . --events tour.jsonl`,
/// `swift test`. The new package must build against the installed SDK without compiling AppHost.
@Suite("First hour: install, init, build, run, test", .serialized)
struct FirstHourTests {
    /// A process's exit status and its standard output and error, together.
    struct ToolOutcome {
        let status: Int32
        let output: String
    }

    /// Runs `executable ARGUMENTS` in `folder` with `path` in front of PATH, its output in a file
    /// (a pipe could fill up), and fails the test rather than hang past `timeout`.
    static func runTool(_ executable: String, _ arguments: [String], in folder: String, path: String? = nil,
                        timeout: Duration = .seconds(600)) async throws -> ToolOutcome {
        let log = "\(folder)/.tool-\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
        process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = "\(path):\(environment["PATH"] ?? "/usr/bin:/bin")" }
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardError = process.standardOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try await AppHostHarness.waitForExit(process, timeout: timeout)
        return ToolOutcome(status: process.terminationStatus, output: (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    static func withScratchFolder(_ body: (String) async throws -> Void) async throws {
        let scratch = try ScratchFolder.make(named: "apphost-first-hour")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(!scratch.hasPrefix(AppHostHarness.repositoryRoot.path))
        try await body(scratch)
    }

    /// Every `libHostKit.so` under `folder`.
    static func hostKitCopies(under folder: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix("/libHostKit.so") || $0 == "libHostKit.so" }
    }

    @Test func installInitBuildRunAndTestANewApp() async throws {
        try await Self.withScratchFolder { scratch in
            let prefix = "\(scratch)/prefix"
            let install = try await Self.runTool(AppHostHarness.apphost.path, ["install", "--prefix", prefix], in: scratch)
            #expect(install.status == 0, "\(install.output)")
            for file in ["bin/apphost", "lib/libHostKit.so", "lib/swift/linux/HostKit.swiftmodule", "include/apphost.h"] {
                #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "install did not write \(file)")
            }
            #expect(FileManager.default.isExecutableFile(atPath: "\(prefix)/bin/apphost"))

            // From here on, only the prefix's apphost, found through PATH as the README says.
            let bin = "\(prefix)/bin"
            let initialized = try await Self.runTool("apphost", ["init", "Greeter"], in: scratch, path: bin)
            try #require(initialized.status == 0, "\(initialized.output)")
            let app = "\(scratch)/Greeter"
            for file in ["Package.swift", "app.json", "tour.jsonl", "Main.storyboard.json", ".gitignore", "README.md",
                         "Sources/Greeter/AppDelegate.swift", "Sources/Greeter/MainViewController.swift",
                         "Tests/GreeterTests/MainViewControllerTests.swift"] {
                #expect(FileManager.default.fileExists(atPath: "\(app)/\(file)"), "init did not write \(file)")
            }

            let build = try await Self.runTool("swift", ["build"], in: app, path: bin)
            try #require(build.status == 0, "\(build.output.suffix(4000))")
            #expect(!build.output.contains("Compiling HostKit"), "the plugin's build compiled AppHost's sources")
            #expect(FileManager.default.fileExists(atPath: "\(app)/.build/debug/libGreeter.so"))
            #expect(Self.hostKitCopies(under: "\(app)/.build").isEmpty, "the plugin's build made a second libHostKit.so")

            let run = try await Self.runTool("apphost", ["run", ".", "--events", "tour.jsonl", "--snapshot", "-"], in: app, path: bin, timeout: .seconds(60))
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("#greeting text=\"Hello!\""), "\(run.output)")
            #expect(run.output.contains("#greeting text=\"Greeted 3 times\""), "\(run.output)")

            let scriptTest = try await Self.runTool("apphost", ["test", "tour.jsonl"], in: app, path: bin, timeout: .seconds(60))
            #expect(scriptTest.status == 0, "\(scriptTest.output)")

            let test = try await Self.runTool("swift", ["test"], in: app, path: bin)
            #expect(test.status == 0, "\(test.output.suffix(4000))")
            #expect(test.output.contains("greetingCountsEachTap() passed"), "\(test.output.suffix(4000))")
        }
    }

    /// The other templates, made by the checkout's own apphost: they build against the build
    /// folder's HostKit as they would against a prefix.
    @Test(arguments: ["code", "c"])
    func otherTemplatesBuildRunAndPass(template: String) async throws {
        try await Self.withScratchFolder { scratch in
            let initialized = try await Self.runTool(AppHostHarness.apphost.path, ["init", "Sample", "--template", template], in: scratch)
            try #require(initialized.status == 0, "\(initialized.output)")
            let app = "\(scratch)/Sample"
            let build = try await Self.runTool("swift", ["build"], in: app)
            try #require(build.status == 0, "\(build.output.suffix(4000))")
            #expect(Self.hostKitCopies(under: "\(app)/.build").isEmpty)
            let run = try await Self.runTool(AppHostHarness.apphost.path, ["run", ".", "--events", "tour.jsonl", "--snapshot", "-"], in: app, timeout: .seconds(60))
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("#greeting text=\"Greeted 3 times\""), "\(run.output)")
            let test = try await Self.runTool("swift", ["test"], in: app)
            #expect(test.status == 0, "\(test.output.suffix(4000))")
            #expect(test.output.contains("greetingCountsEachTap() passed"), "\(test.output.suffix(4000))")
        }
    }

    @Test func initRefusesANonEmptyFolderAndABadName() async throws {
        try await Self.withScratchFolder { scratch in
            try FileManager.default.createDirectory(atPath: "\(scratch)/Taken", withIntermediateDirectories: false)
            _ = FileManager.default.createFile(atPath: "\(scratch)/Taken/notes.txt", contents: Data("mine".utf8))
            let taken = try await Self.runTool(AppHostHarness.apphost.path, ["init", "Taken"], in: scratch)
            #expect(taken.status == 73)
            #expect(taken.output.contains("error[cannot-write]: the folder 'Taken' already exists and is not empty"), "\(taken.output)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: "\(scratch)/Taken") == ["notes.txt"])

            for badName in ["9lives", "my-app", "../Escape", "class", ""] {
                let refused = try await Self.runTool(AppHostHarness.apphost.path, ["init", badName], in: scratch)
                #expect(refused.status == 64, "\(badName): \(refused.output)")
                #expect(refused.output.contains("error[usage]: '\(badName)'"), "\(refused.output)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).sorted() == ["Taken"])


            // A prefix that lost part of its SDK says what is missing, before writing anything.
            let prefix = "\(scratch)/prefix"
            let install = try await Self.runTool(AppHostHarness.apphost.path, ["install", "--prefix", prefix], in: scratch)
            try #require(install.status == 0, "\(install.output)")
            try FileManager.default.removeItem(atPath: "\(prefix)/lib/swift/linux/HostKit.swiftmodule")
            let incomplete = try await Self.runTool("\(prefix)/bin/apphost", ["init", "Partial"], in: scratch)
            #expect(incomplete.status == 66, "\(incomplete.output)")
            #expect(incomplete.output.contains("missing: \(prefix)/lib/swift/linux/HostKit.swiftmodule"), "\(incomplete.output)")
            #expect(!FileManager.default.fileExists(atPath: "\(scratch)/Partial"))

            // An empty folder is fine: it may have been made for the app.
            try FileManager.default.createDirectory(atPath: "\(scratch)/Empty", withIntermediateDirectories: false)
            let intoEmpty = try await Self.runTool(AppHostHarness.apphost.path, ["init", "Empty", "--template", "code"], in: scratch)
            #expect(intoEmpty.status == 0, "\(intoEmpty.output)")
            #expect(FileManager.default.fileExists(atPath: "\(scratch)/Empty/Package.swift"))
        }
    }

    /// WritingAPlugin.md's Package.swift for a package that depends on the checkout names the
    /// dependency after the checkout's folder, whatever it is called ("unknown package 'AppHost'"
    /// before). Loading the package graph is enough: nothing is compiled.
    @Test func documentedCheckoutPackageLoadsWhateverTheCheckoutIsCalled() async throws {
        let article = try String(contentsOf: AppHostHarness.repositoryRoot.appendingPathComponent("Sources/HostKit/HostKit.docc/WritingAPlugin.md"), encoding: .utf8)
        let section = try #require(article.components(separatedBy: "### Depending on the checkout instead").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(block.contains("let appHostCheckout = \"../AppHost\""))
        try await Self.withScratchFolder { scratch in
            // The checkout seen through a folder of another name, as a clone into `trial/` is.
            let checkout = "\(scratch)/some-other-name"
            try FileManager.default.createSymbolicLink(atPath: checkout, withDestinationPath: AppHostHarness.repositoryRoot.path)
            let app = "\(scratch)/MyApp"
            try FileManager.default.createDirectory(atPath: "\(app)/Sources/MyApp", withIntermediateDirectories: true)
            try "import HostKit\n".write(toFile: "\(app)/Sources/MyApp/MyApp.swift", atomically: true, encoding: .utf8)
            try block.replacingOccurrences(of: "\"../AppHost\"", with: "\"\(checkout)\"")
                .write(toFile: "\(app)/Package.swift", atomically: true, encoding: .utf8)
            let graph = try await Self.runTool("swift", ["package", "show-dependencies"], in: app)
            #expect(graph.status == 0, "\(graph.output)")
            #expect(graph.output.contains("some-other-name"), "\(graph.output)")
        }
    }
}
