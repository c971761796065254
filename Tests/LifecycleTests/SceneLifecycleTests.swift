import Lifecycle
import Testing

private func cb(_ callback: DelegateCallback) -> LifecycleAction { .callDelegate(callback) }
private func move(_ from: LifecycleState, _ to: LifecycleState) -> LifecycleAction { .changeState(from: from, to: to) }
private func scene(_ id: SceneSessionID, _ from: SceneState, _ to: SceneState) -> LifecycleAction { .changeSceneState(id, from: from, to: to) }
private func call(_ callback: SceneCallback, _ id: SceneSessionID) -> [LifecycleAction] {
    [.callSceneDelegate(callback, id), .postScene(callback.notification, id)]
}

private func machine(_ events: [LifecycleEvent]) throws -> ApplicationLifecycle {
    var machine = ApplicationLifecycle(sceneBased: true)
    for event in events { _ = try machine.handle(event) }
    return machine
}

/// The scene-based life cycle, each sequence written out by hand from `shared/uikit-semantics.md`
/// ("Scene-based life cycle").
@Suite("Scene life cycle: sequences")
struct SceneLifecycleSequenceTests {
    static let connectFirst: [LifecycleAction] = [.connectScene(1)] + call(.willConnect, 1) + call(.willEnterForeground, 1)
        + [scene(1, .unattached, .foregroundInactive), .showSceneWindow(1), scene(1, .foregroundInactive, .foregroundActive),
           move(.inactive, .active)] + call(.didBecomeActive, 1) + [.post(.didBecomeActive)]

    @Test func aColdLaunchConnectsOneSceneAfterDidFinishLaunching() throws {
        var machine = ApplicationLifecycle(sceneBased: true)
        let actions = try machine.handle(.launch(.user))
        #expect(actions == [move(.notRunning, .inactive), .armWatchdog(.launch), cb(.willFinishLaunching), .restoreState,
                            cb(.didFinishLaunching), .post(.didFinishLaunching), .reportDiscardedSessions]
                + Self.connectFirst + [.disarmWatchdog])
        #expect(machine.state == .active)
        #expect(machine.scenes.map(\.state) == [.foregroundActive])
        #expect(!actions.contains(.loadMainInterface), "the scene's configuration, not the app, names the storyboard")
    }

    @Test func homeSendsTheSceneToTheBackgroundAndTheAppFollows() throws {
        var machine = try machine([.launch(.user)])
        let actions = try machine.handle(.home)
        #expect(actions == call(.willResignActive, 1) + [scene(1, .foregroundActive, .foregroundInactive), .post(.willResignActive), .cancelTouches,
                                                        move(.active, .inactive), scene(1, .foregroundInactive, .background),
                                                        move(.inactive, .background), .startBackgroundAllowance, .armWatchdog(.didEnterBackground)]
                + call(.didEnterBackground, 1) + [.saveSceneActivity(1), .disarmWatchdog, .post(.didEnterBackground), .keepScreenSnapshot,
                                                  .preserveState, .startSuspensionTimer])
        #expect(machine.state == .background)
    }

    @Test func foregroundBringsTheSceneBackWithoutConnectingAgain() throws {
        var machine = try machine([.launch(.user), .home])
        let actions = try machine.handle(.foreground)
        #expect(actions == [.cancelSuspensionTimer, .cancelBackgroundAllowance] + call(.willEnterForeground, 1)
                + [scene(1, .background, .foregroundInactive), .post(.willEnterForeground), move(.background, .inactive),
                   scene(1, .foregroundInactive, .foregroundActive), move(.inactive, .active)] + call(.didBecomeActive, 1) + [.post(.didBecomeActive)])
    }

    @Test func theAppDelegateGetsNoStateCallbacks() throws {
        var machine = ApplicationLifecycle(sceneBased: true)
        var actions: [LifecycleAction] = []
        for event: LifecycleEvent in [.launch(.user), .interruptionBegan, .interruptionEnded, .home, .suspensionDue, .foreground, .memoryWarning, .terminate] {
            actions += try machine.handle(event)
        }
        let forbidden: Set<DelegateCallback> = [.didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground]
        #expect(actions.allSatisfy { action in
            if case .callDelegate(let callback) = action { return !forbidden.contains(callback) }
            return true
        })
        #expect(actions.contains(cb(.didReceiveMemoryWarning)) && actions.contains(cb(.willTerminate)))
    }

    @Test func aSecondSceneKeepsTheAppActiveWhileTheFirstLeaves() throws {
        var machine = try machine([.launch(.user)])
        let opened = try machine.handle(.openScene(configuration: "Second"))
        #expect(opened == [.connectScene(2)] + call(.willConnect, 2) + call(.willEnterForeground, 2)
                + [scene(2, .unattached, .foregroundInactive), .showSceneWindow(2), scene(2, .foregroundInactive, .foregroundActive)]
                + call(.didBecomeActive, 2))
        #expect(machine.scenes.map(\.configuration) == [nil, "Second"])
        let left = try machine.handle(.homeScene(1))
        #expect(left == call(.willResignActive, 1) + [scene(1, .foregroundActive, .foregroundInactive), scene(1, .foregroundInactive, .background),
                                                     .armWatchdog(.didEnterBackground)] + call(.didEnterBackground, 1) + [.saveSceneActivity(1), .disarmWatchdog])
        #expect(machine.state == .active)
        // The last one leaving takes the app with it.
        let last = try machine.handle(.homeScene(2))
        #expect(last.contains(move(.inactive, .background)) && last.contains(.startSuspensionTimer))
        #expect(machine.state == .background)
    }

    @Test func disconnectingKeepsTheSessionAndForegroundConnectsItAgain() throws {
        var machine = try machine([.launch(.user), .home])
        #expect(try machine.handle(.disconnectScene(1)) == [scene(1, .background, .unattached)] + call(.didDisconnect, 1) + [.releaseScene(1)])
        #expect(machine.scenes.map(\.id) == [1])
        let back = try machine.handle(.foreground)
        #expect(Array(back.prefix(6)) == [.cancelSuspensionTimer, .cancelBackgroundAllowance, .connectScene(1)] + call(.willConnect, 1) + [.callSceneDelegate(.willEnterForeground, 1)])
        #expect(back.contains(.showSceneWindow(1)), "a scene connected again gets a new window")
        #expect(machine.nextSessionID == 2, "no new session")
    }

    @Test func closingASceneDiscardsItsSessionAndReportsIt() throws {
        var machine = try machine([.launch(.user), .openScene(configuration: nil)])
        let actions = try machine.handle(.closeScene(2))
        #expect(Array(actions.suffix(6)) == [scene(2, .background, .unattached)] + call(.didDisconnect, 2) + [.releaseScene(2), .discardSession(2), .reportDiscardedSessions])
        #expect(machine.scenes.map(\.id) == [1])
        #expect(throws: LifecycleRefusal.self) { try machine.handle(.foregroundScene(2)) }
    }

    @Test func aSuspendedAppsScenesAreSuspendedAndDiscardsWaitUntilItRuns() throws {
        var machine = try machine([.launch(.user), .home])
        #expect(try machine.handle(.suspensionDue) == [.cancelBackgroundAllowance, move(.background, .suspended), scene(1, .background, .suspended), .holdAppCode])
        #expect(try machine.handle(.closeScene(1)) == [scene(1, .suspended, .unattached), .releaseScene(1), .discardSession(1)])
        #expect(machine.hasUnreportedDiscards)
        let back = try machine.handle(.foreground)
        #expect(Array(back.prefix(4)) == [move(.suspended, .background), .resumeAppCode, .reportDiscardedSessions, .connectScene(2)])
        #expect(!machine.hasUnreportedDiscards)
    }

    @Test func aBackgroundLaunchConnectsNoSceneUntilForeground() throws {
        var machine = ApplicationLifecycle(sceneBased: true)
        let actions = try machine.handle(.launch(.backgroundFetch))
        #expect(actions == [move(.notRunning, .background), .startBackgroundAllowance, .armWatchdog(.launch), cb(.willFinishLaunching), .restoreState,
                            cb(.didFinishLaunching), .post(.didFinishLaunching), .reportDiscardedSessions, .post(.didEnterBackground),
                            .deliverLaunchEvent(.backgroundFetch), .disarmWatchdog, .requestSuspension])
        #expect(machine.scenes.isEmpty)
        let foreground = try machine.handle(.foreground)
        #expect(foreground.contains(.connectScene(1)) && machine.state == .active)
    }

    @Test func anInterruptionResignsEveryActiveScene() throws {
        var machine = try machine([.launch(.user), .openScene(configuration: nil)])
        let began = try machine.handle(.interruptionBegan)
        #expect(began == call(.willResignActive, 1) + [scene(1, .foregroundActive, .foregroundInactive)]
                + call(.willResignActive, 2) + [scene(2, .foregroundActive, .foregroundInactive), .post(.willResignActive), .cancelTouches, move(.active, .inactive)])
        let ended = try machine.handle(.interruptionEnded)
        #expect(ended == [scene(1, .foregroundInactive, .foregroundActive), move(.inactive, .active)] + call(.didBecomeActive, 1) + [.post(.didBecomeActive),
                          scene(2, .foregroundInactive, .foregroundActive)] + call(.didBecomeActive, 2))
    }

    @Test func aReloadConnectsEachSceneAgainInItsState() throws {
        var machine = try machine([.launch(.user), .openScene(configuration: nil), .homeScene(1)])
        let actions = try machine.handle(.reload)
        #expect(actions == [.cancelTouches, .captureState, .swapGeneration, .armWatchdog(.launch), cb(.willFinishLaunching), .restoreState,
                            cb(.didFinishLaunching), .post(.didFinishLaunching), .connectScene(1)] + call(.willConnect, 1) + call(.didEnterBackground, 1)
                + [.connectScene(2)] + call(.willConnect, 2) + call(.willEnterForeground, 2) + [.showSceneWindow(2)] + call(.didBecomeActive, 2)
                + [.disarmWatchdog, .commitGeneration])
        #expect(machine.scenes.map(\.state) == [.background, .foregroundActive], "a reload changes no state")
    }

    @Test func anAppDelegateAppRefusesSceneEvents() throws {
        var machine = ApplicationLifecycle()
        _ = try machine.handle(.launch(.user))
        for event in LifecycleEvent.sceneCases {
            let refusal = #expect(throws: LifecycleRefusal.self) { try machine.handle(event) }
            #expect(refusal?.reason.contains("no scene manifest") == true)
        }
    }

    @Test func refusalsNameTheSession() throws {
        var machine = try machine([.launch(.user)])
        let refusal = #expect(throws: LifecycleRefusal.self) { try machine.handle(.closeScene(7)) }
        #expect(refusal?.reason == "the app has no scene session 7 (sessions: 1)")
        #expect(throws: LifecycleRefusal.self) { try machine.handle(.disconnectScene(1)) }
        #expect(throws: LifecycleRefusal.self) { try machine.handle(.discardSession(1)) }
        #expect(throws: LifecycleRefusal.self) { try machine.handle(.foregroundScene(1)) }
    }
}

/// Every sequence of events up to a depth, from each launch: the rules that hold after every step.
@Suite("Scene life cycle: every sequence")
struct SceneLifecycleExhaustiveTests {
    static let allowedSceneMoves: Set<[SceneState]> = [
        [.unattached, .foregroundInactive], [.foregroundInactive, .foregroundActive], [.foregroundActive, .foregroundInactive],
        [.foregroundInactive, .background], [.background, .foregroundInactive], [.background, .suspended], [.suspended, .background],
        [.background, .unattached], [.suspended, .unattached],
    ]

    /// The state a scene must be in when each callback runs (a `will…` in the state it leaves, a
    /// `did…` in the state it enters), outside a reload.
    static func callbackRunsIn(_ callback: SceneCallback, _ state: SceneState) -> Bool {
        switch callback {
        case .willConnect: state == .unattached
        case .willEnterForeground: state == .unattached || state == .background
        case .didBecomeActive, .willResignActive: state == .foregroundActive
        case .didEnterBackground: state == .background
        case .didDisconnect: state == .unattached
        }
    }

    /// Checks one accepted step; returns the problems found.
    static func problems(before: ApplicationLifecycle, actions: [LifecycleAction], after: ApplicationLifecycle) -> [String] {
        var problems: [String] = []
        var sceneStates = Dictionary(uniqueKeysWithValues: before.scenes.map { ($0.id, $0.state) })
        var appState = before.state
        var isReloading = false
        var holdsCode = before.state == .suspended
        for (index, action) in actions.enumerated() {
            switch action {
            case .changeSceneState(let id, let from, let to):
                if (sceneStates[id] ?? .unattached) != from { problems.append("scene \(id) moves from \(from), but is \(sceneStates[id] ?? .unattached)") }
                if !allowedSceneMoves.contains([from, to]) { problems.append("scene \(id): \(from) → \(to) is no transition") }
                sceneStates[id] = to
            case .changeState(let from, let to):
                if from != appState { problems.append("the app moves from \(from), but is \(appState)") }
                appState = to
            case .swapGeneration:
                isReloading = true
            case .holdAppCode: holdsCode = true
            case .resumeAppCode: holdsCode = false
            case .callSceneDelegate(let callback, let id):
                if holdsCode || appState == .suspended { problems.append("\(callback) runs in a suspended app") }
                if actions.indices.contains(index + 1), actions[index + 1] != .postScene(callback.notification, id) {
                    problems.append("\(callback) is not followed by its notification")
                }
                if !isReloading, !callbackRunsIn(callback, sceneStates[id] ?? .unattached) {
                    problems.append("\(callback) runs with scene \(id) \(sceneStates[id] ?? .unattached)")
                }
            case .callDelegate(let callback):
                if [.didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground].contains(callback) {
                    problems.append("the app delegate gets \(callback)")
                }
            default: break
            }
        }
        if appState != after.state { problems.append("the last change leaves the app \(appState), the machine says \(after.state)") }
        for record in after.scenes where sceneStates[record.id] != record.state && !(sceneStates[record.id] == nil && record.state == .unattached) {
            problems.append("scene \(record.id) is \(record.state), its changes say \(String(describing: sceneStates[record.id]))")
        }
        // The application's state follows its scenes.
        let states = after.scenes.map(\.state)
        switch after.state {
        case .active: if !states.contains(.foregroundActive) { problems.append("active with no active scene") }
        case .inactive:
            if states.contains(.foregroundActive) || !states.contains(.foregroundInactive) { problems.append("inactive with scenes \(states)") }
        case .background:
            if states.contains(where: { $0 != .background && $0 != .unattached }) { problems.append("background with scenes \(states)") }
        case .suspended:
            if states.contains(where: { $0 != .suspended && $0 != .unattached }) { problems.append("suspended with scenes \(states)") }
        case .notRunning: break
        }
        return problems
    }

    static let depth = 4

    @Test("every sequence from a launch", arguments: [LaunchReason.user, .backgroundFetch])
    func everySequence(_ reason: LaunchReason) throws {
        var start = ApplicationLifecycle(sceneBased: true)
        let launchActions = try start.handle(.launch(reason))
        #expect(Self.problems(before: ApplicationLifecycle(sceneBased: true), actions: launchActions, after: start) == [])
        var frontier: [ApplicationLifecycle] = [start]
        var seen: Set<ApplicationLifecycle> = [start]
        var accepted = 0
        var refused = 0
        for _ in 0..<Self.depth {
            var next: [ApplicationLifecycle] = []
            for machine in frontier {
                for event in LifecycleEvent.allCases {
                    var copy = machine
                    do {
                        let actions = try copy.handle(event)
                        accepted += 1
                        let found = Self.problems(before: machine, actions: actions, after: copy)
                        #expect(found.isEmpty, "\(event) from \(machine.state) \(machine.scenes.map(\.state)): \(found)")
                        if seen.insert(copy).inserted { next.append(copy) }
                    } catch {
                        refused += 1
                        #expect(copy == machine, "a refused \(event) changes nothing")
                    }
                }
            }
            frontier = next
        }
        #expect(accepted > 300 && refused > 300, "the walk reaches many states: \(accepted) accepted, \(refused) refused")
    }
}
