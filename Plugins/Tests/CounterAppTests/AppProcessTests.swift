import Foundation
import HostKitTesting
import Testing

/// A running apphost's failures reach the test as errors that say what happened.
struct AppProcessTests {
    @Test func aCrashAtLaunchIsReportedWithTheAppsStandardError() async throws {
        let error = await #expect(throws: HarnessError.self) {
            _ = try await AppProcess.launch("Plugins/.build/debug/libProbeApp.so", arguments: ["--delegate", "ProbeApp.CrashingDelegate"])
        }
        #expect(error?.errorCode == "app-ended")
        #expect(error?.message.contains("killed by signal") == true, "\(String(describing: error))")
        #expect(error?.facts.first?.contains("CrashingDelegate crashes on purpose") == true, "\(String(describing: error))")
    }

    @Test func anAppLetGoWithoutTerminateIsEndedAndItsSocketRemoved() async throws {
        var app: AppProcess? = try await AppProcess.launch("Examples/Counter")
        let pid = try #require(app?.processIdentifier)
        let socket = try #require(app?.controlSocketPath)
        #expect(FileManager.default.fileExists(atPath: socket))
        app = nil
        let deadline = ContinuousClock.now + .seconds(20)
        while FileManager.default.fileExists(atPath: "/proc/\(pid)/status"), (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8))?.contains("State:\tZ") != true,
              ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(!FileManager.default.fileExists(atPath: socket))
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? "gone"
        #expect(status == "gone" || status.contains("State:\tZ"))
    }

    @Test func anUnknownIdentifierListsTheOnesOnScreen() async throws {
        let app = try await AppProcess.launch("Examples/Counter")
        let error = await #expect(throws: HarnessError.self) { try await app.tap("incremnt") }
        #expect(error?.facts.first?.hasPrefix("identifiers on screen, closest first: \"increment\"") == true)
        let disabled = await #expect(throws: HarnessError.self) { try await app.tap("reset") }
        #expect(disabled?.errorCode == "disabled")
        try await app.terminate()
        let ended = await #expect(throws: HarnessError.self) { try await app.tap("increment") }
        #expect(ended?.errorCode == "app-ended")
        #expect(await app.exitStatus == 0)
    }

    @Test func pressKeyWorksTheAppsKeyCommandsAndPresses() async throws {
        let app = try await AppProcess.launch("Tests/AppHostTests/Storyboards/Events")
        try await app.pressKey("upArrow")
        try await app.pressKey("upArrow")
        #expect(try await app.element("count")?.text == "2", "the controller's key command, twice")
        try await app.pressKey("escape")
        #expect(try await app.element("count")?.text == "0", "a press the controller handles")
        let bad = await #expect(throws: HarnessError.self) { try await app.pressKey("up") }
        #expect(bad?.errorCode == "bad-request")
        #expect(bad?.message.contains("\"up\" is no key") == true, "\(String(describing: bad))")
        try await app.terminate()
    }
}
