import Lifecycle
import Testing

private func move(_ from: LifecycleState, _ to: LifecycleState) -> LifecycleAction { .changeState(from: from, to: to) }

/// Background tasks, the allowance and memory pressure: the parts of the machine that depend on
/// what the app asked for, not only on events.
@Suite("Lifecycle: background tasks")
struct BackgroundTaskLifecycleTests {
    private func machine(_ events: [LifecycleEvent]) throws -> ApplicationLifecycle {
        var machine = ApplicationLifecycle()
        for event in events { _ = try machine.handle(event) }
        return machine
    }

    @Test func anOpenTaskHoldsTheAppInTheBackgroundUntilItEnds() throws {
        var machine = try machine([.launch(.user)])
        try machine.beginBackgroundTask()
        _ = try machine.handle(.home)
        #expect(try machine.handle(.suspensionDue) == [])
        #expect(machine.state == .background)
        #expect(machine.isSuspensionPending)
        #expect(machine.endBackgroundTask() == [.requestSuspension])
        #expect(try machine.handle(.suspensionDue) == [.cancelBackgroundAllowance, move(.background, .suspended), .holdAppCode])
        #expect(machine.state == .suspended)
    }

    @Test func endingOneOfTwoTasksKeepsTheAppRunning() throws {
        var machine = try machine([.launch(.user), .home])
        try machine.beginBackgroundTask()
        try machine.beginBackgroundTask()
        _ = try machine.handle(.suspensionDue)
        #expect(machine.endBackgroundTask() == [])
        #expect(machine.state == .background)
        #expect(machine.endBackgroundTask() == [.requestSuspension])
    }

    @Test func endingATaskBeforeSuspensionIsDueChangesNothing() throws {
        var machine = try machine([.launch(.user), .home])
        try machine.beginBackgroundTask()
        #expect(machine.endBackgroundTask() == [])
        #expect(machine.isSuspensionScheduled, "the suspension timer still runs")
        #expect(machine.endBackgroundTask() == [], "an unbalanced end is ignored")
        #expect(machine.openBackgroundTasks == 0)
    }

    @Test func expiryRunsHandlersThenEndsTheApp() throws {
        var machine = try machine([.launch(.user), .home])
        try machine.beginBackgroundTask()
        _ = try machine.handle(.suspensionDue)
        #expect(try machine.handle(.backgroundTimeExpiring) == [.runExpirationHandlers])
        #expect(try machine.handle(.backgroundTimeExpired) == [.reportOpenBackgroundTasks, move(.background, .notRunning), .exit(.backgroundTimeExpired)])
        #expect(machine.isTerminated)
    }

    @Test func expiryBeforeSuspensionIsDueAlsoStopsTheSuspensionTimer() throws {
        var machine = try machine([.launch(.user), .home])
        try machine.beginBackgroundTask()
        #expect(try machine.handle(.backgroundTimeExpired) == [.reportOpenBackgroundTasks, .cancelSuspensionTimer, move(.background, .notRunning), .exit(.backgroundTimeExpired)])
    }

    @Test func tasksEndedByTheirHandlersLetTheAppBeSuspended() throws {
        var machine = try machine([.launch(.user)])
        try machine.beginBackgroundTask()
        _ = try machine.handle(.home)
        _ = try machine.handle(.suspensionDue)
        _ = try machine.handle(.backgroundTimeExpiring)
        #expect(machine.endBackgroundTask() == [.requestSuspension], "the handler ended its task")
        #expect(try machine.handle(.suspensionDue).last == .holdAppCode)
        #expect(machine.state == .suspended)
    }

    @Test func noTaskBeginsOnceTheAllowanceHasRunOut() throws {
        var machine = try machine([.launch(.user), .home])
        _ = try machine.handle(.backgroundTimeExpired)
        #expect(machine.state == .background)
        let refusal = #expect(throws: LifecycleRefusal.self) { try machine.beginBackgroundTask() }
        #expect(refusal?.reason == "the background time allowance has run out")
        _ = try machine.handle(.foreground)
        try machine.beginBackgroundTask()
        #expect(machine.openBackgroundTasks == 1, "a new stay in the foreground resets the allowance")
    }

    /// `backgroundTimeRemaining` counts from the allowance's start, so every stay in the
    /// background (the second one too, after the first ran out) must start its own before the
    /// app's code runs there: `applicationDidEnterBackground(_:)` is where apps begin tasks.
    @Test func eachStayInTheBackgroundStartsItsAllowanceBeforeTheAppRuns() throws {
        var machine = try machine([.launch(.user), .home, .backgroundTimeExpired, .foreground])
        let second = try machine.handle(.home)
        let start = try #require(second.firstIndex(of: .startBackgroundAllowance))
        let callback = try #require(second.firstIndex(of: .callDelegate(.didEnterBackground)))
        #expect(start < callback)
        #expect(second[start - 1] == move(.inactive, .background), "the period starts as the state changes")
        try machine.beginBackgroundTask()

        var launched = ApplicationLifecycle()
        let launch = try launched.handle(.launch(.backgroundFetch))
        #expect(launch.prefix(3) == [.loadMainInterface, move(.notRunning, .background), .startBackgroundAllowance],
                "a background launch's period starts before willFinishLaunching")
    }

    @Test func aSuspendedOrEndedAppBeginsNoTask() throws {
        var suspended = try machine([.launch(.user), .home, .suspensionDue])
        #expect(throws: LifecycleRefusal.self) { try suspended.beginBackgroundTask() }
        var fresh = ApplicationLifecycle()
        #expect(throws: LifecycleRefusal.self) { try fresh.beginBackgroundTask() }
    }

    @Test func aBackgroundLaunchIsSuspendedOnceItsLaunchEventIsDelivered() throws {
        var machine = ApplicationLifecycle()
        let launch = try machine.handle(.launch(.backgroundFetch))
        #expect(launch.suffix(2) == [.disarmWatchdog, .requestSuspension])
        #expect(try machine.handle(.suspensionDue).contains(.holdAppCode))
    }

    @Test func aBackgroundLaunchThatBeginsATaskStaysInTheBackground() throws {
        var machine = ApplicationLifecycle()
        _ = try machine.handle(.launch(.remoteNotification))
        try machine.beginBackgroundTask()  // from inside the launch event's handler
        #expect(try machine.handle(.suspensionDue) == [])
        #expect(machine.state == .background)
        #expect(machine.endBackgroundTask() == [.requestSuspension])
    }

    @Test func aLateSuspensionRequestIsRefusedAfterReturningToTheForeground() throws {
        var machine = ApplicationLifecycle()
        _ = try machine.handle(.launch(.location))
        _ = try machine.handle(.foreground)
        #expect(throws: LifecycleRefusal.self) { try machine.handle(.suspensionDue) }
        #expect(machine.state == .active)
    }

    @Test func memoryPressurePurgesOnlyASuspendedApp() throws {
        var suspended = try machine([.launch(.user), .home, .suspensionDue])
        #expect(try suspended.handle(.memoryPressure) == [move(.suspended, .notRunning), .exit(.purged)])
        var active = try machine([.launch(.user)])
        #expect(try active.handle(.memoryPressure).contains(.callDelegate(.didReceiveMemoryWarning)))
        #expect(active.state == .active)
    }

    @Test func appCodeRunsOnlyWhileRunning() throws {
        #expect(!ApplicationLifecycle().runsAppCode)
        #expect(try machine([.launch(.user)]).runsAppCode)
        #expect(try machine([.launch(.user), .home]).runsAppCode)
        #expect(try !machine([.launch(.user), .home, .suspensionDue]).runsAppCode)
        #expect(try machine([.launch(.user), .home, .suspensionDue, .foreground]).runsAppCode)
    }
}
