import Testing

/// A plugin built in another package binds to the host's one copy of HostKit.
@Suite("One HostKit per process")
struct OneHostKitTests {
    @Test func pluginSeesTheHostsApplicationAndIsCastToTheHostsProtocol() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let outcome = try await AppHostHarness.run(["run", plugin, "--delegate", "ProbeApp.SharedSDKProbeDelegate"],
                                                   events: [#"{"event":"terminate"}"#])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        // The launch itself proves the cast to the host's ApplicationDelegate; the probe checks the rest from inside.
        #expect(outcome.story.contains("app applicationDidBecomeActive(_:) active"))
        #expect(outcome.standardOutput.contains("probe: shared-is-host-application=true"))
        #expect(outcome.standardOutput.contains("probe: delegate-is-self=true"))
        #expect(outcome.standardOutput.contains("probe: application-class=HostKit.Application"))
        #expect(outcome.standardOutput.contains("probe: state-at-didFinishLaunching=inactive"))
        #expect(outcome.standardOutput.contains("probe: state-at-didBecomeActive=active"))
    }

    @Test func principalClassFromThePlugin() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let outcome = try await AppHostHarness.run(
            ["run", plugin, "--delegate", "ProbeApp.SharedSDKProbeDelegate", "--application", "ProbeApp.CustomApplication"],
            events: [#"{"event":"terminate"}"#])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.contains("probe: application-class=ProbeApp.CustomApplication"))
        #expect(outcome.standardOutput.contains("probe: shared-is-host-application=true"))
        #expect(outcome.hostRecords(named: "pluginLoaded").first?["application"] as? String == "ProbeApp.CustomApplication")
    }

    @Test func notificationsArePostedOnTheDefaultCenterInOrder() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let outcome = try await AppHostHarness.run(["run", plugin, "--delegate", "ProbeApp.SharedSDKProbeDelegate"],
                                                   events: [#"{"event":"memoryWarning"}"#, #"{"event":"home"}"#, #"{"event":"foreground"}"#, #"{"event":"terminate"}"#])
        let received = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("probe: notification ") }
        #expect(received == [
            "ApplicationDidFinishLaunchingNotification", "ApplicationDidBecomeActiveNotification",
            "ApplicationDidReceiveMemoryWarningNotification", "ApplicationWillResignActiveNotification",
            "ApplicationDidEnterBackgroundNotification", "ApplicationWillEnterForegroundNotification",
            "ApplicationDidBecomeActiveNotification", "ApplicationWillTerminateNotification",
        ].map { "probe: notification \($0) from-application=true" })
    }

    @Test func remoteNotificationLaunchDeliversThePayload() async throws {
        let plugin = try await PluginBuilds.plugin("ProbeApp")
        let outcome = try await AppHostHarness.run(
            ["run", plugin, "--delegate", "ProbeApp.SharedSDKProbeDelegate", "--launch-reason", "remoteNotification",
             "--notification-payload", #"{"aps":{"content-available":1},"messageID":"m1"}"#],
            events: [#"{"event":"terminate"}"#])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.contains(#"probe: remote-notification keys=["aps", "messageID"] in-launch-options=true"#))
        #expect(outcome.story.contains("app application(_:didReceiveRemoteNotification:fetchCompletionHandler:) background"))
        #expect(outcome.hostRecords(named: "completionHandler").first?["result"] as? String == "newData")
    }
}
