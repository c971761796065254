import Foundation
import Testing

/// A class that exists but is not public gets one message, with its fix, from `run`,
/// `validate --plugin` and `inspect`. The builds here are compiled without `-enable-testing`, as
/// a release build is: a debug build made with it exports internal classes like public ones
/// (see `NonPublicClass`), and there the mistake cannot be seen.
@Suite("Classes that are not public")
struct NonPublicClassTests {
    /// A Counter app folder whose plugin declares `DetailViewController` (named by the main
    /// storyboard) internal.
    private func appWithInternalDetail() async throws -> (folder: URL, plugin: String) {
        let build = try await CounterBuilds.build("internal-detail", edits: [
            ("DetailViewController.swift", "public final class DetailViewController", "final class DetailViewController"),
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-nonpublic-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plugin = folder.appendingPathComponent("libCounterApp.so")
        try FileManager.default.copyItem(at: build, to: plugin)
        try FileManager.default.copyItem(at: AppHostHarness.repositoryRoot.appendingPathComponent("Examples/Counter/Main.storyboard.json"),
                                         to: folder.appendingPathComponent("Main.storyboard.json"))
        try #"{"format":1,"plugin":"libCounterApp.so","delegate":"CounterApp.AppDelegate","mainStoryboard":"Main"}"#
            .write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        return (folder, plugin.path)
    }

    @Test func runValidateAndInspectSayTheSame() async throws {
        let (folder, plugin) = try await appWithInternalDetail()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = "class 'CounterApp.DetailViewController' is in plugin '\(plugin)' but is not public"
        let fix = "fix: declare it 'public final class DetailViewController' (or 'open class'), with a public init()"

        let run = try await AppHostHarness.run(["run", plugin, "--delegate", "CounterApp.AppDelegate", "--main-storyboard",
                                                folder.appendingPathComponent("Main.storyboard.json").path], events: [#"{"event":"terminate"}"#])
        #expect(run.status == 65, "stderr: \(run.standardError)")
        #expect(run.standardError.contains(message) && run.standardError.contains(fix), "\(run.standardError)")
        #expect(!run.standardError.contains("did you mean"), "no suggestion of another class: \(run.standardError)")

        let validate = try await AppHostHarness.run(["validate", "--plugin", plugin, folder.appendingPathComponent("Main.storyboard.json").path])
        #expect(validate.status == 65)
        #expect(validate.standardError.contains("Main.storyboard.json:") && validate.standardError.contains(": error: \(message)"), "\(validate.standardError)")
        #expect(validate.standardError.contains(fix), "\(validate.standardError)")

        let inspect = try await AppHostHarness.run(["inspect", plugin])
        #expect(inspect.status == 0)
        #expect(inspect.standardOutput.contains("CounterApp.DetailViewController\tnot public: \(message) (\(fix))"), "\(inspect.standardOutput)")
    }

    @Test func anInternalDelegateGetsTheSameMessage() async throws {
        let build = try await CounterBuilds.build("internal-delegate", edits: [
            ("AppDelegate.swift", "public final class AppDelegate", "final class AppDelegate"),
        ])
        let run = try await AppHostHarness.run(["run", build.path, "--delegate", "CounterApp.AppDelegate"], events: [#"{"event":"terminate"}"#])
        #expect(run.status == 11)
        #expect(run.standardError.contains("error[class-not-found]: delegate class 'CounterApp.AppDelegate' is in plugin '\(build.path)' but is not public"), "\(run.standardError)")
        #expect(run.standardError.contains("fix: declare it 'public final class AppDelegate' (or 'open class'), with a public init()"), "\(run.standardError)")
        let inspect = try await AppHostHarness.run(["inspect", build.path])
        #expect(inspect.standardOutput.contains("CounterApp.AppDelegate\tnot public: class 'CounterApp.AppDelegate' is in plugin '\(build.path)' but is not public"), "\(inspect.standardOutput)")
    }
}
