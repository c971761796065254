import Foundation
import Testing

/// Every way a plugin can be unusable gets its own message and exit status, never a crash.
@Suite("Broken plugins")
struct BrokenPluginTests {
    private func runExpectingFailure(_ arguments: [String], status: Int32) async throws -> String {
        let outcome = try await AppHostHarness.run(["run"] + arguments, events: [#"{"event":"terminate"}"#])
        #expect(outcome.status == status, "stderr: \(outcome.standardError)")
        #expect(outcome.story.isEmpty, "no app code runs")
        #expect(outcome.standardError.contains("  fix: "), "every error suggests a fix")
        return outcome.standardError
    }

    private func temporaryCopy(of path: String, named name: String, patch: (inout Data) -> Void = { _ in }) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var data = try Data(contentsOf: URL(fileURLWithPath: path))
        patch(&data)
        let copy = folder.appendingPathComponent(name)
        try data.write(to: copy)
        return copy.path
    }

    @Test func missingFile() async throws {
        let message = try await runExpectingFailure(["/nonexistent/libNothing.so"], status: 66)
        #expect(message.contains("error[file-not-found]: '/nonexistent/libNothing.so' does not exist"))
    }

    @Test func fileThatIsNotAnELFSharedObject() async throws {
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-notelf-\(UUID().uuidString).so")
        try "this is not a plugin\n".write(to: text, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: text) }
        let message = try await runExpectingFailure([text.path], status: 10)
        #expect(message.contains("error[plugin-not-loadable]: '\(text.path)' is not an ELF shared object"))
        #expect(message.contains("dlopen: "), "the loader's own words are kept")
    }

    @Test func imageForAnotherArchitecture() async throws {
        let real = try await PluginBuilds.plugin("HelloApp")
        let foreign = try temporaryCopy(of: real, named: "libForeign.so") { data in
            // e_machine = EM_AARCH64 (or EM_X86_64 on an arm64 host): the same image, for another machine.
            let other: UInt16 = ELFMachineForTests.host == 183 ? 62 : 183
            data[18] = UInt8(other & 0xFF)
            data[19] = UInt8(other >> 8)
        }
        defer { try? FileManager.default.removeItem(atPath: (foreign as NSString).deletingLastPathComponent) }
        let message = try await runExpectingFailure([foreign], status: 10)
        #expect(message.contains("is built for \(ELFMachineForTests.host == 183 ? "x86_64" : "aarch64"), but this host runs"))
        #expect(message.contains("dlopen: "))
    }

    @Test func unresolvedSymbol() async throws {
        let plugin = try await PluginBuilds.plugin("BrokenMissingSymbol")
        let message = try await runExpectingFailure([plugin], status: 10)
        #expect(message.contains("uses 'apphost_plugin_dependency_that_is_not_loaded', which no loaded library defines"))
        #expect(message.contains("undefined symbol: apphost_plugin_dependency_that_is_not_loaded"))
    }

    @Test func pluginLinkedAgainstAnotherHostKit() async throws {
        let plugin = try await PluginBuilds.plugin("BrokenOldHostKit")
        let message = try await runExpectingFailure([plugin], status: 13)
        #expect(message.contains("error[incompatible-hostkit]: plugin '\(plugin)' was built against an incompatible HostKit"))
        #expect(message.contains("HostKit.Application.removedInThisVersion()"))
    }

    @Test func delegateCompiledAgainstAnotherHostKitInterface() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let message = try await runExpectingFailure([plugin, "--delegate", "ProbeApp.FutureHostKitDelegate"], status: 13)
        #expect(message.contains("was built against HostKit interface 3; this apphost has interface 2"))
    }

    @Test func classNotFoundSuggestsTheClosestName() async throws {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let message = try await runExpectingFailure([plugin, "--delegate", "HelloApp.AppDelegat"], status: 11)
        #expect(message.contains("error[class-not-found]: delegate class 'HelloApp.AppDelegat' is not in plugin '\(plugin)'"))
        #expect(message.contains("did you mean 'HelloApp.AppDelegate'?"))
        #expect(message.contains("classes in this plugin: HelloApp.AppDelegate, HelloApp.GreetingViewController"))
    }

    @Test func unqualifiedClassName() async throws {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let message = try await runExpectingFailure([plugin, "--delegate", "AppDelegate"], status: 11)
        #expect(message.contains("delegate class 'AppDelegate' is not qualified with its module"))
        #expect(message.contains("did you mean 'HelloApp.AppDelegate'?"))
    }

    @Test func delegateOfTheWrongKind() async throws {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let message = try await runExpectingFailure([plugin, "--delegate", "HelloApp.GreetingViewController"], status: 12)
        #expect(message.contains("error[wrong-class-kind]: class 'HelloApp.GreetingViewController' is a ViewController, not an application delegate"))
        #expect(message.contains("application delegates in this plugin: HelloApp.AppDelegate"))
    }

    @Test func plainClassAsDelegate() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let message = try await runExpectingFailure([plugin, "--delegate", "ProbeApp.NotADelegate"], status: 12)
        #expect(message.contains("class 'ProbeApp.NotADelegate' is a plain class, not an application delegate"))
    }

    @Test func principalClassOfTheWrongKind() async throws {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let message = try await runExpectingFailure([plugin, "--application", "HelloApp.AppDelegate"], status: 12)
        #expect(message.contains("principal class 'HelloApp.AppDelegate' is an application delegate, not Application or a subclass of it"))
    }

    @Test func pluginWithSeveralDelegatesNeedsToBeTold() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let message = try await runExpectingFailure([plugin], status: 11)
        #expect(message.contains("has several application delegates"))
        #expect(message.contains("ProbeApp.SharedSDKProbeDelegate"))
    }

    @Test func windowWithoutRootViewControllerAtTheEndOfLaunch() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let outcome = try await AppHostHarness.run(["run", plugin, "--delegate", "ProbeApp.WindowWithoutRootDelegate"],
                                                   events: [#"{"event":"terminate"}"#])
        #expect(outcome.status == 20)
        #expect(outcome.standardError.contains("error[launch-rule-broken]: the window of ProbeApp.WindowWithoutRootDelegate has no root view controller at the end of launch"))
        #expect(outcome.story.last == "app application(_:didFinishLaunchingWithOptions:) inactive")
        #expect(outcome.hostRecords(named: "exit").first?["status"] as? Int == 20)
    }

    @Test func badManifestInAnAppFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"format": 1, "plugin": "libX.so", "delgate": "X.AppDelegate"}"#.write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        let message = try await runExpectingFailure([folder.path], status: 65)
        #expect(message.contains("has an unknown key \"delgate\""))
        #expect(message.contains("did you mean \"delegate\"?"))
    }

    @Test func badEventsScriptStopsBeforeLaunch() async throws {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let outcome = try await AppHostHarness.run(["run", plugin], events: [#"{"event":"home"}"#, #"{"event":"foregrund"}"#])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("events.jsonl:2:1: error: unknown event \"foregrund\""), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("did you mean \"foreground\"?"))
        #expect(outcome.story.isEmpty)
    }
}

enum ELFMachineForTests {
    static var host: UInt16 {
        #if arch(arm64)
        183
        #else
        62
        #endif
    }
}
