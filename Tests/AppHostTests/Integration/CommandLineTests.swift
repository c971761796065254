import HostRuntime
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test func helpListsTheSubcommandsAndExitStatuses() async throws {
        let outcome = try await AppHostHarness.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("run"))
        #expect(outcome.standardOutput.contains("inspect"))
        let help = outcome.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("install Installs apphost and the HostKit SDK"), "\(help)")
        #expect(help.contains("init Creates a new app"), "\(help)")
        #expect(outcome.standardOutput.contains("Exit statuses"))
    }

    @Test func helpListsEveryExitStatus() async throws {
        let outcome = try await AppHostHarness.run(["--help"])
        let help = outcome.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let statuses = Set(HostError.Code.allCases.map(\.exitStatus))
        for status in statuses.sorted() {
            #expect(help.contains(": \(status) ") || help.contains("; \(status) "), "--help does not list exit status \(status)")
        }
    }

    @Test func unknownOptionIsAUsageError() async throws {
        let outcome = try await AppHostHarness.run(["run", "x.so", "--lauch-reason", "user"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--lauch-reason"))
    }

    @Test func badDurationIsAUsageError() async throws {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let outcome = try await AppHostHarness.run(["run", plugin, "--suspend-after", "soon"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--suspend-after 'soon' is not a duration"))
    }

    @Test func inspectListsClassesAndWhatTheyAre() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let outcome = try await AppHostHarness.run(["inspect", plugin])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("ProbeApp.SharedSDKProbeDelegate\tan application delegate"))
        #expect(lines.contains("ProbeApp.CustomApplication\tan Application"))
        #expect(lines.contains("ProbeApp.NotADelegate\ta plain class"))
        #expect(lines.contains("ProbeApp.CrashingDelegate\tan application delegate"))
        #expect(lines.contains("ProbeApp.AppHostIBActions\tthe table of @IBAction methods (made by the IBActions build plugin)"))
        #expect(lines.count == 7, "\(lines)")
    }
}
