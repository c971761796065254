import Foundation
import Testing

/// Timers held while suspended, background tasks, background launches, memory pressure and the
/// watchdog, on the BackgroundProbe and HelloApp plugins.
@Suite("Background execution")
struct BackgroundExecutionTests {
    private func run(_ delegate: String?, plugin: String = "BackgroundProbe", _ events: [String], extra: [String] = []) async throws -> AppHostHarness.Outcome {
        let path = try await PluginBuilds.plugin(plugin)
        return try await AppHostHarness.run(["run", path] + (delegate.map { ["--delegate", "BackgroundProbe.\($0)"] } ?? []) + extra, events: events)
    }

    /// Each record as `KIND NAME`, with state changes as `state FROM -> TO`, events as
    /// `event NAME` and log messages as `log MESSAGE`.
    private func story(_ outcome: AppHostHarness.Outcome) -> [String] {
        outcome.trace.compactMap { record in
            let name = record["name"] as? String ?? ""
            switch record["kind"] as? String {
            case "state": return "state \(record["from"] as? String ?? "?") -> \(record["to"] as? String ?? "?")"
            case "log": return "log \(record["message"] as? String ?? "")"
            case "app": return "app \(name)"
            case "host" where name == "event": return "event \(record["event"] as? String ?? "")"
            case "host" where ["error", "exit", "backgroundTaskBegan", "backgroundTaskEnded", "completionHandler"].contains(name): return "host \(name)"
            default: return nil
            }
        }
    }

    @Test func timersAndMainQueueWorkPauseWhileSuspendedAndResumeOnReturn() async throws {
        let outcome = try await run("TickingDelegate", [
            #"{"event":"wait","ms":350}"#, #"{"event":"home"}"#, #"{"event":"advance","ms":6000}"#,
            #"{"event":"wait","ms":600}"#, #"{"event":"foreground"}"#, #"{"event":"wait","ms":350}"#, #"{"event":"terminate"}"#,
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let story = story(outcome)
        let suspended = try #require(story.firstIndex(of: "state background -> suspended"))
        let resumed = try #require(story.firstIndex(of: "event foreground"))
        #expect(story[..<suspended].filter { $0.hasPrefix("log tick") }.count >= 2, "it ticked while active")
        #expect(story[suspended..<resumed].allSatisfy { !$0.hasPrefix("log") }, "nothing of the app ran while suspended: \(story[suspended..<resumed])")
        let afterReturn = story[resumed...]
        let active = try #require(afterReturn.firstIndex(of: "app applicationDidBecomeActive(_:)"))
        #expect(afterReturn[active...].contains("log main-queue work"), "held main-queue work runs after the return")
        #expect(afterReturn[active...].contains("log main-actor task"), "a held main-actor task resumes after the return")
        #expect(afterReturn[active...].filter { $0.hasPrefix("log tick") }.count >= 2, "the timer ticks again")
    }

    private let allowance = ["--suspend-after", "500ms", "--background-time", "2s", "--expiration-warning", "500ms"]

    @Test func anOpenTaskHoldsTheAppInTheBackgroundUntilTheAllowanceEnds() async throws {
        let outcome = try await run("StubbornUploadDelegate", [
            #"{"event":"home"}"#, #"{"event":"advance","ms":1000}"#, #"{"event":"advance","ms":600}"#, #"{"event":"advance","ms":1000}"#,
        ], extra: allowance)
        #expect(outcome.status == 22, "\(outcome.standardError)")
        let story = story(outcome)
        #expect(!story.contains("state background -> suspended"), "the open task kept it running")
        let tail = Array(story.drop { $0 != "event suspensionDue" })
        #expect(tail == [
            "event suspensionDue",  // due at 500 ms, but the task holds the app
            "event backgroundTimeExpiring", "app expirationHandler", "log expiring with 500 ms left",
            "event backgroundTimeExpired", "host error", "state background -> notRunning", "host exit",
        ])
        #expect(outcome.standardError.contains("\"upload\""))
        #expect(outcome.standardError.contains("background time of 2 s ran out"))
        let error = try #require(outcome.hostRecords(named: "error").first)
        #expect(error["code"] as? String == "background-time-expired")
        #expect(error["tasks"] as? [String] == ["upload"])
    }

    @Test func aTaskEndedByItsExpirationHandlerLetsTheAppBeSuspended() async throws {
        let outcome = try await run("PoliteUploadDelegate", [
            #"{"event":"home"}"#, #"{"event":"advance","ms":1000}"#, #"{"event":"advance","ms":600}"#, #"{"event":"terminate"}"#,
        ], extra: allowance)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let tail = Array(story(outcome).drop { $0 != "event backgroundTimeExpiring" })
        #expect(tail == [
            "event backgroundTimeExpiring", "app expirationHandler", "log saving and ending the upload", "host backgroundTaskEnded",
            "event suspensionDue", "state background -> suspended",
            "event terminate", "state suspended -> notRunning", "host exit",
        ])
    }

    /// The first stay's allowance runs out with no task open (suspension is not due yet); the
    /// second stay has a whole allowance of its own, from the moment it begins: the app reads it
    /// in `applicationDidEnterBackground(_:)`, while its new task runs.
    @Test func eachStayInTheBackgroundHasAnAllowanceOfItsOwn() async throws {
        let outcome = try await run("RepeatedSyncDelegate", [
            #"{"event":"home"}"#, #"{"event":"advance","ms":1600}"#, #"{"event":"advance","ms":600}"#, #"{"event":"foreground"}"#,
            #"{"event":"home"}"#, #"{"event":"advance","ms":1600}"#,
            #"{"event":"terminate"}"#,
        ], extra: ["--suspend-after", "5s", "--background-time", "2s", "--expiration-warning", "500ms"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let syncs = story(outcome).filter { $0.hasPrefix("log sync") }
        #expect(syncs.map(Self.withoutMilliseconds) == [
            "log sync 1 began: true, _ ms left", "log sync 1 expiring with 500 ms left",
            "log sync 2 began: true, _ ms left", "log sync 2 expiring with 500 ms left",
        ])
        // Each stay begins with a whole allowance, less the real time the host took to reach the
        // app's callback (milliseconds on a loaded machine), and more than the warning's 500 ms:
        // a second stay reading the first one's spent allowance would see 0.
        let began = syncs.filter { $0.contains("began") }.compactMap { Self.milliseconds(in: $0) }
        #expect(began.count == 2 && began.allSatisfy { (1_500 ... 2_000).contains($0) }, "\(syncs)")
    }

    /// "sync 1 began: true, 1988 ms left" → 1988.
    private static func milliseconds(in line: String) -> Int? {
        guard let end = line.range(of: " ms left") else { return nil }
        return Int(line[..<end.lowerBound].split(separator: " ").last ?? "")
    }

    /// "sync 1 began: true, 1988 ms left" → "sync 1 began: true, _ ms left"; other lines as they are.
    private static func withoutMilliseconds(_ line: String) -> String {
        guard line.contains("began"), let end = line.range(of: " ms left"), let start = line[..<end.lowerBound].lastIndex(of: " ") else { return line }
        return line[...start] + "_" + line[end.lowerBound...]
    }

    @Test func aBackgroundFetchLaunchIsSuspendedOnceItsCompletionHandlerRuns() async throws {
        let outcome = try await run("FetchDelegate", [#"{"event":"wait","ms":400}"#, #"{"event":"terminate"}"#], extra: ["--launch-reason", "backgroundFetch"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let story = story(outcome)
        #expect(!story.contains("app applicationDidBecomeActive(_:)"))
        let tail = Array(story.drop { $0 != "app applicationDidEnterBackground(_:)" })
        #expect(tail == [
            "app applicationDidEnterBackground(_:)", "host backgroundTaskBegan", "app application(_:performFetchWithCompletionHandler:)",
            "event suspensionDue",  // the fetch is still running: the app stays in the background
            "log fetched", "host completionHandler", "host backgroundTaskEnded",
            "event suspensionDue", "state background -> suspended",
            "event terminate", "state suspended -> notRunning", "host exit",
        ])
    }

    @Test func aLocationLaunchIsSuspendedAtOnce() async throws {
        let outcome = try await run(nil, plugin: "HelloApp", [#"{"event":"terminate"}"#], extra: ["--launch-reason", "location"])
        let tail = Array(story(outcome).drop { $0 != "app applicationDidEnterBackground(_:)" })
        #expect(tail == ["app applicationDidEnterBackground(_:)", "event suspensionDue", "state background -> suspended",
                         "event terminate", "state suspended -> notRunning", "host exit"])
    }

    @Test func memoryPressurePurgesASuspendedAppWithNoCallback() async throws {
        let outcome = try await run(nil, plugin: "HelloApp", [#"{"event":"home"}"#, #"{"event":"advance","ms":6000}"#, #"{"event":"memoryPressure"}"#])
        #expect(outcome.status == 0)
        let tail = Array(story(outcome).drop { $0 != "state background -> suspended" })
        #expect(tail == ["state background -> suspended", "event memoryPressure", "state suspended -> notRunning", "host exit"])
        #expect(outcome.hostRecords(named: "exit").first?["reason"] as? String == "purged")
    }

    @Test func memoryPressureWarnsARunningApp() async throws {
        let outcome = try await run(nil, plugin: "HelloApp", [#"{"event":"memoryPressure"}"#, #"{"event":"terminate"}"#])
        let story = outcome.detailedStory()
        let start = try #require(story.firstIndex { $0.hasSuffix("applicationDidReceiveMemoryWarning(_:)") })
        #expect(story[start...].contains { $0.hasPrefix("vc") && $0.hasSuffix("didReceiveMemoryWarning()") })
        #expect(outcome.hostRecords(named: "post").contains { $0["notification"] as? String == "ApplicationDidReceiveMemoryWarningNotification" })
    }

    @Test func theWatchdogKillsALaunchThatHangs() async throws {
        let outcome = try await run("HangingDelegate", [], extra: ["--watchdog-launch", "300ms"])
        #expect(outcome.status == 21)
        let report = outcome.standardError
        #expect(report.contains("0x8badf00d"))
        #expect(report.contains("BackgroundProbe.HangingDelegate.application(_:didFinishLaunchingWithOptions:) did not return within the launch limit of 300 ms"))
        #expect(report.contains("waitForAServerThatNeverAnswers"), "the main thread's stack shows where it hangs:\n\(report)")
        #expect(report.contains("--watchdog-launch"))
        let record = try #require(outcome.hostRecords(named: "watchdog").first)
        #expect(record["code"] as? String == "0x8badf00d")
        #expect(record["phase"] as? String == "launch")
        #expect((record["elapsed_ms"] as? Int ?? 0) >= 300)
        #expect(outcome.hostRecords(named: "exit").first?["status"] as? Int == 21)
    }
}
