import Lifecycle
import Testing

/// Every reachable state of the machine, reached by real events from a fresh machine.
enum Setup: String, CaseIterable, CustomTestStringConvertible {
    case fresh, active, interrupted, background, suspended, backgroundLaunched, terminated

    var events: [LifecycleEvent] {
        switch self {
        case .fresh: []
        case .active: [.launch(.user)]
        case .interrupted: [.launch(.user), .interruptionBegan]
        case .background: [.launch(.user), .home]
        case .suspended: [.launch(.user), .home, .suspensionDue]
        case .backgroundLaunched: [.launch(.backgroundFetch)]
        case .terminated: [.launch(.user), .terminate]
        }
    }

    func machine() throws -> ApplicationLifecycle {
        var machine = ApplicationLifecycle()
        for event in events { _ = try machine.handle(event) }
        return machine
    }

    var testDescription: String { rawValue }
}

private func cb(_ callback: DelegateCallback) -> LifecycleAction { .callDelegate(callback) }
private func move(_ from: LifecycleState, _ to: LifecycleState) -> LifecycleAction { .changeState(from: from, to: to) }

/// The expected outcome of every accepted (setup, event) pair, written out by hand from
/// `shared/uikit-semantics.md`. Every pair not listed here must be refused.
private let accepted: [Setup: [LifecycleEvent: (actions: [LifecycleAction], end: LifecycleState)]] = {
    let coldLaunch: [LifecycleAction] = [
        .loadMainInterface, move(.notRunning, .inactive), .armWatchdog(.launch), cb(.willFinishLaunching), .restoreState, cb(.didFinishLaunching),
        .post(.didFinishLaunching), .showWindow, move(.inactive, .active), cb(.didBecomeActive), .post(.didBecomeActive), .disarmWatchdog,
    ]
    func backgroundLaunch(_ reason: LaunchReason) -> [LifecycleAction] {
        [.loadMainInterface, move(.notRunning, .background), .armWatchdog(.launch), cb(.willFinishLaunching), .restoreState, cb(.didFinishLaunching),
         .post(.didFinishLaunching), cb(.didEnterBackground), .post(.didEnterBackground), .deliverLaunchEvent(reason), .disarmWatchdog,
         .startBackgroundAllowance, .requestSuspension]
    }
    let memoryWarning: [LifecycleAction] = [cb(.didReceiveMemoryWarning), .post(.didReceiveMemoryWarning), .forwardMemoryWarningToViewControllers]
    let leaveBackground: [LifecycleAction] = [.cancelSuspensionTimer, .cancelBackgroundAllowance]
    func terminate(from state: LifecycleState, cancelling: Bool = false) -> [LifecycleAction] {
        (cancelling ? leaveBackground : [])
            + [.armWatchdog(.willTerminate), cb(.willTerminate), .post(.willTerminate), .disarmWatchdog, move(state, .notRunning), .exit(.terminated)]
    }
    let enterBackground: [LifecycleAction] = [
        move(.inactive, .background), .armWatchdog(.didEnterBackground), cb(.didEnterBackground), .post(.didEnterBackground),
        .keepScreenSnapshot, .preserveState, .disarmWatchdog, .startSuspensionTimer, .startBackgroundAllowance,
    ]
    /// A reload: the state stays; the new generation gets a launch's callbacks for it.
    func reload(showingWindow: Bool, then tail: [LifecycleAction], cancellingTouches: Bool = false) -> [LifecycleAction] {
        (cancellingTouches ? [.cancelTouches] : [])
            + [.captureState, .swapGeneration, .loadMainInterface, .armWatchdog(.launch), cb(.willFinishLaunching), .restoreState,
               cb(.didFinishLaunching), .post(.didFinishLaunching)]
            + (showingWindow ? [.showWindow] : []) + tail + [.disarmWatchdog, .commitGeneration]
    }
    let resignActive: [LifecycleAction] = [cb(.willResignActive), .post(.willResignActive), .cancelTouches, move(.active, .inactive)]
    let returnFromBackground: [LifecycleAction] = leaveBackground + [
        cb(.willEnterForeground), .post(.willEnterForeground), move(.background, .inactive),
        move(.inactive, .active), cb(.didBecomeActive), .post(.didBecomeActive),
    ]
    let suspend: [LifecycleAction] = [.cancelBackgroundAllowance, move(.background, .suspended), .holdAppCode]
    let background: [LifecycleEvent: (actions: [LifecycleAction], end: LifecycleState)] = [
        .foreground: (returnFromBackground, .active),
        .memoryWarning: (memoryWarning, .background),
        .memoryPressure: (memoryWarning, .background),
        .terminate: (terminate(from: .background, cancelling: true), .notRunning),
        .forceQuit: (terminate(from: .background, cancelling: true), .notRunning),
        .suspensionDue: (suspend, .suspended),
        // With no task open, the allowance passes unnoticed.
        .backgroundTimeExpiring: ([], .background),
        .backgroundTimeExpired: ([], .background),
        .reload: (reload(showingWindow: true, then: [cb(.didEnterBackground), .post(.didEnterBackground)]), .background),
    ]
    var backgroundLaunched = background
    backgroundLaunched[.reload] = (reload(showingWindow: false, then: [cb(.didEnterBackground), .post(.didEnterBackground)]), .background)
    backgroundLaunched[.foreground] = (leaveBackground + [
        cb(.willEnterForeground), .post(.willEnterForeground), move(.background, .inactive),
        .showWindow, move(.inactive, .active), cb(.didBecomeActive), .post(.didBecomeActive),
    ], .active)
    return [
        .fresh: [
            .launch(.user): (coldLaunch, .active),
            .launch(.backgroundFetch): (backgroundLaunch(.backgroundFetch), .background),
            .launch(.remoteNotification): (backgroundLaunch(.remoteNotification), .background),
            .launch(.location): (backgroundLaunch(.location), .background),
        ],
        .active: [
            .interruptionBegan: (resignActive, .inactive),
            .home: (resignActive + enterBackground, .background),
            .memoryWarning: (memoryWarning, .active),
            .memoryPressure: (memoryWarning, .active),
            .terminate: (terminate(from: .active), .notRunning),
            .forceQuit: (terminate(from: .active), .notRunning),
            .reload: (reload(showingWindow: true, then: [cb(.didBecomeActive), .post(.didBecomeActive)], cancellingTouches: true), .active),
        ],
        .interrupted: [
            .interruptionEnded: ([move(.inactive, .active), cb(.didBecomeActive), .post(.didBecomeActive)], .active),
            .home: (enterBackground, .background),
            .memoryWarning: (memoryWarning, .inactive),
            .memoryPressure: (memoryWarning, .inactive),
            .terminate: (terminate(from: .inactive), .notRunning),
            .forceQuit: (terminate(from: .inactive), .notRunning),
            .reload: (reload(showingWindow: true, then: []), .inactive),
        ],
        .background: background,
        .suspended: [
            .foreground: ([move(.suspended, .background), .resumeAppCode, cb(.willEnterForeground), .post(.willEnterForeground),
                           move(.background, .inactive), move(.inactive, .active), cb(.didBecomeActive), .post(.didBecomeActive)], .active),
            // Ending a suspended app runs none of its code.
            .terminate: ([move(.suspended, .notRunning), .exit(.terminated)], .notRunning),
            .forceQuit: ([move(.suspended, .notRunning), .exit(.terminated)], .notRunning),
            .memoryPressure: ([move(.suspended, .notRunning), .exit(.purged)], .notRunning),
            // A suspended app runs no code: the reload waits until the app is active again.
            .reload: ([.deferReload], .suspended),
        ],
        .backgroundLaunched: backgroundLaunched,
        .terminated: [:],
    ]
}()

struct StatePair: CustomTestStringConvertible, Sendable {
    let setup: Setup
    let event: LifecycleEvent
    var testDescription: String { "\(setup.rawValue) × \(event)" }
}

@Suite("Lifecycle state machine")
struct ApplicationLifecycleTests {
    static let allPairs = Setup.allCases.flatMap { setup in LifecycleEvent.allCases.map { StatePair(setup: setup, event: $0) } }

    @Test("every state × event pair", arguments: allPairs)
    func everyPair(_ pair: StatePair) throws {
        var machine = try pair.setup.machine()
        let before = machine
        if let expected = accepted[pair.setup]?[pair.event] {
            let actions = try machine.handle(pair.event)
            #expect(actions == expected.actions)
            #expect(machine.state == expected.end)
            let moves = actions.compactMap { action -> LifecycleState? in
                if case .changeState(_, let to) = action { return to }
                return nil
            }
            #expect(moves.last ?? before.state == machine.state, "the last state change is the machine's new state")
        } else {
            #expect(throws: LifecycleRefusal.self) { try machine.handle(pair.event) }
            #expect(machine == before, "a refused event changes nothing")
        }
    }

    @Test("the table covers every setup with at least one accepted event, except a terminated app")
    func tableIsMeaningful() {
        for setup in Setup.allCases where setup != .terminated {
            #expect(accepted[setup]?.isEmpty == false, "\(setup)")
        }
        let acceptedCount = accepted.values.map(\.count).reduce(0, +)
        #expect(acceptedCount == 41)
        #expect(ApplicationLifecycleTests.allPairs.count == Setup.allCases.count * LifecycleEvent.allCases.count)
    }

    @Test func stateChangesAreContinuous() throws {
        // Along a long walk, each change starts where the previous one ended.
        var machine = ApplicationLifecycle()
        var current = LifecycleState.notRunning
        let walk: [LifecycleEvent] = [.launch(.location), .foreground, .interruptionBegan, .home, .suspensionDue, .foreground,
                                      .memoryWarning, .home, .foreground, .interruptionBegan, .interruptionEnded, .forceQuit]
        for event in walk {
            for case .changeState(let from, let to) in try machine.handle(event) {
                #expect(from == current)
                current = to
            }
        }
        #expect(current == .notRunning)
        #expect(machine.isTerminated)
    }

    @Test func theWindowIsShownOnlyOnce() throws {
        var machine = ApplicationLifecycle()
        var shows = 0
        for event: LifecycleEvent in [.launch(.remoteNotification), .foreground, .home, .foreground, .home, .suspensionDue, .foreground] {
            shows += try machine.handle(event).filter { $0 == .showWindow }.count
        }
        #expect(shows == 1)
    }

    @Test func aReloadWhileSuspendedRunsOnceTheAppIsActiveAgain() throws {
        var machine = try Setup.suspended.machine()
        #expect(try machine.handle(.reload) == [.deferReload])
        #expect(machine.isReloadPending)
        let actions = try machine.handle(.foreground)
        let becameActive = try #require(actions.firstIndex(of: move(.inactive, .active)))
        let captured = try #require(actions.firstIndex(of: .captureState))
        #expect(becameActive < captured, "the old generation is active again before it hands over")
        #expect(actions.filter { $0 == .commitGeneration }.count == 1)
        // The old window was shown before the app was suspended; only the new generation's is shown now.
        #expect(actions.filter { $0 == .showWindow }.count == 1)
        #expect(try #require(actions.firstIndex(of: .showWindow)) > captured)
        #expect(!machine.isReloadPending)
        #expect(machine.state == .active)
        // Only one reload runs, however many arrived while suspended.
        var twice = try Setup.suspended.machine()
        _ = try twice.handle(.reload)
        _ = try twice.handle(.reload)
        #expect(try twice.handle(.foreground).filter { $0 == .swapGeneration }.count == 1)
    }

    @Test func refusalsExplainThemselves() throws {
        var machine = try Setup.suspended.machine()
        let refusal = #expect(throws: LifecycleRefusal.self) { try machine.handle(.memoryWarning) }
        #expect(refusal?.state == .suspended)
        #expect(refusal?.reason.contains("suspended app runs no code") == true)
        var fresh = ApplicationLifecycle()
        let early = #expect(throws: LifecycleRefusal.self) { try fresh.handle(.home) }
        #expect(early?.reason == "the app has not been launched")
    }

    @Test func callbackNamesAreSwiftSpellings() {
        #expect(DelegateCallback.didFinishLaunching.swiftName == "application(_:didFinishLaunchingWithOptions:)")
        #expect(DelegateCallback.didReceiveMemoryWarning.swiftName == "applicationDidReceiveMemoryWarning(_:)")
        #expect(Set(DelegateCallback.allCases.map(\.swiftName)).count == DelegateCallback.allCases.count)
    }
}
