import Testing

/// The exact callback and state sequences of the example app, as the trace reports them.
@Suite("Lifecycle sequences of the example app")
struct LifecycleSequenceTests {
    /// The root view controller appears, then the app becomes active: the end of every first showing.
    static let rootAppearsThenActive = [
        "vc loadView() inactive",
        "vc viewDidLoad() inactive",
        "vc viewWillAppear(_:) inactive",
        "vc viewDidAppear(_:) inactive",
        "state inactive -> active",
        "app applicationDidBecomeActive(_:) active",
    ]
    static let coldLaunch = [
        "state notRunning -> inactive",
        "app application(_:willFinishLaunchingWithOptions:) inactive",
        "app application(_:didFinishLaunchingWithOptions:) inactive",
    ] + rootAppearsThenActive
    static let backgroundLaunch = [
            "state notRunning -> background",
            "app application(_:willFinishLaunchingWithOptions:) background",
            "app application(_:didFinishLaunchingWithOptions:) background",
            "app applicationDidEnterBackground(_:) background",
    ]
    static let terminateWhileActive = [
        "app applicationWillTerminate(_:) active",
        "state active -> notRunning",
    ]
    static let home = [
        "app applicationWillResignActive(_:) active",
        "state active -> inactive",
        "state inactive -> background",
        "app applicationDidEnterBackground(_:) background",
    ]

    private func runHello(_ events: [String], extra: [String] = []) async throws -> AppHostHarness.Outcome {
        let plugin = try await PluginBuilds.plugin("HelloApp")
        let outcome = try await AppHostHarness.run(["run", plugin] + extra, events: events)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        return outcome
    }

    @Test func coldLaunchThenTerminateWhileActive() async throws {
        let outcome = try await runHello([#"{"event":"terminate"}"#])
        #expect(outcome.story == Self.coldLaunch + Self.terminateWhileActive)
        #expect(!outcome.story.contains { $0.contains("applicationWillEnterForeground") })
        #expect(outcome.hostRecords(named: "exit").first?["status"] as? Int == 0)
        #expect(outcome.standardOutput.contains("Hello: launched by the user"))
    }

    @Test func launchIntoTheBackgroundThenSuspensionThenTermination() async throws {
        let outcome = try await runHello([#"{"event":"advance","ms":5000}"#, #"{"event":"terminate"}"#],
                                         extra: ["--launch-reason", "backgroundFetch"])
        #expect(outcome.story == Self.backgroundLaunch + [
            "app application(_:performFetchWithCompletionHandler:) background",
            "state background -> suspended",
            "state suspended -> notRunning",
        ])
        #expect(outcome.hostRecords(named: "launch").first?["reason"] as? String == "backgroundFetch")
    }

    @Test func launchIntoTheBackgroundShowsTheWindowOnTheFirstForeground() async throws {
        let outcome = try await runHello([#"{"event":"foreground"}"#, #"{"event":"terminate"}"#],
                                         extra: ["--launch-reason", "location"])
        // Nothing holds a location launch in the background: it is suspended at once.
        #expect(outcome.story == Self.backgroundLaunch + [
            "state background -> suspended",
            "state suspended -> background",
            "app applicationWillEnterForeground(_:) background",
            "state background -> inactive",
        ] + Self.rootAppearsThenActive + Self.terminateWhileActive)
    }

    @Test func interruptionThatIsDismissed() async throws {
        let outcome = try await runHello([#"{"event":"interruptionBegan"}"#, #"{"event":"interruptionEnded"}"#, #"{"event":"terminate"}"#])
        #expect(outcome.story == Self.coldLaunch + [
            "app applicationWillResignActive(_:) active",
            "state active -> inactive",
            "state inactive -> active",
            "app applicationDidBecomeActive(_:) active",
        ] + Self.terminateWhileActive)
    }

    @Test func homeThenForeground() async throws {
        let outcome = try await runHello([#"{"event":"home"}"#, #"{"event":"foreground"}"#, #"{"event":"terminate"}"#])
        #expect(outcome.story == Self.coldLaunch + Self.home + [
            "app applicationWillEnterForeground(_:) background",
            "state background -> inactive",
            "state inactive -> active",
            "app applicationDidBecomeActive(_:) active",
        ] + Self.terminateWhileActive)
    }

    @Test func homeThenSuspensionThenTerminateRunsNoAppCode() async throws {
        let outcome = try await runHello([#"{"event":"home"}"#, #"{"event":"advance","ms":5000}"#, #"{"event":"terminate"}"#])
        #expect(outcome.story == Self.coldLaunch + Self.home + [
            "state background -> suspended",
            "state suspended -> notRunning",
        ])
        #expect(!outcome.standardOutput.contains("goodbye"))
    }

    @Test func suspensionWaitsForTheConfiguredTime() async throws {
        // 4.9 s of app time is not enough with the default of 5 s: the app is still running and
        // gets applicationWillTerminate(_:).
        let early = try await runHello([#"{"event":"home"}"#, #"{"event":"advance","ms":4900}"#, #"{"event":"terminate"}"#])
        #expect(early.story.suffix(2) == ["app applicationWillTerminate(_:) background", "state background -> notRunning"])
        // Real time counts too: with --suspend-after 50ms, waiting 300 ms suspends the app.
        let real = try await runHello([#"{"event":"home"}"#, #"{"event":"wait","ms":300}"#, #"{"event":"terminate"}"#],
                                      extra: ["--suspend-after", "50ms"])
        #expect(real.story.suffix(2) == ["state background -> suspended", "state suspended -> notRunning"])
    }

    @Test func memoryWarningReachesTheDelegateThenEveryViewController() async throws {
        let outcome = try await runHello([#"{"event":"memoryWarning"}"#, #"{"event":"terminate"}"#])
        #expect(outcome.story == Self.coldLaunch + [
            "app applicationDidReceiveMemoryWarning(_:) active",
            "vc didReceiveMemoryWarning() active",
        ] + Self.terminateWhileActive)
        let posts = outcome.hostRecords(named: "post").compactMap { $0["notification"] as? String }
        #expect(posts.contains("ApplicationDidReceiveMemoryWarningNotification"))
        #expect(outcome.standardOutput.contains("Hello: dropping 2 cached greetings"))
    }

    @Test func anEventThatMakesNoSenseIsRefusedAndTheAppGoesOn() async throws {
        let outcome = try await runHello([#"{"event":"foreground"}"#, #"{"event":"terminate"}"#])
        #expect(outcome.story == Self.coldLaunch + Self.terminateWhileActive)
        let refusal = try #require(outcome.hostRecords(named: "refused").first)
        #expect(refusal["event"] as? String == "foreground")
        #expect(refusal["reason"] as? String == "the app is already in the foreground")
        #expect(outcome.standardError.contains("warning: event 'foreground' ignored in state active"))
    }

    @Test func traceRecordsAreNumberedInTimeOrder() async throws {
        let outcome = try await runHello([#"{"event":"home"}"#, #"{"event":"foreground"}"#, #"{"event":"terminate"}"#])
        let sequence = outcome.trace.compactMap { $0["seq"] as? Int }
        #expect(sequence == Array(1...outcome.trace.count))
        let times = outcome.trace.compactMap { $0["t_ns"] as? Int }
        #expect(times.count == outcome.trace.count)
        #expect(times == times.sorted())
        #expect(outcome.trace.filter { $0["kind"] as? String == "app" }.allSatisfy { $0["object"] as? String == "HelloApp.AppDelegate" })
    }

    @Test func theExampleAppFolderRunsFromItsManifest() async throws {
        _ = try await PluginBuilds.plugin("HelloApp")
        let outcome = try await AppHostHarness.run(["run", "Examples/Hello"], events: [#"{"event":"terminate"}"#])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.story == Self.coldLaunch + Self.terminateWhileActive)
    }
}
