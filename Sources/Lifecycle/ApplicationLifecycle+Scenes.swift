/// The scene-based life cycle (iOS 13 and later), for an app whose manifest has scenes.
///
/// Rules (see `Sources/HostKit/HostKit.docc/SceneLifecycle.md`):
/// - each scene has its own state; the app's follows them: `active` while any scene is foreground
///   active, `inactive` while any other is in the foreground, `background` when none is;
/// - the scene delegates get the state callbacks; the app delegate gets launch, memory warnings,
///   termination and discarded sessions, never `applicationDidBecomeActive(_:)` and the other
///   three state methods; the `Application` notifications are still posted as the app's state
///   changes, each after the scene callback that caused it;
/// - a launch into the foreground connects one new session with the manifest's first
///   configuration; a launch into the background connects none, and the first `foreground` does;
/// - `home` sends every foreground scene to the background, `foreground` brings back every
///   connected scene (or, with none, reconnects the latest session, or makes a new one);
/// - a scene's restoration activity is saved each time it enters the background;
/// - a suspended app's scenes are suspended with it; disconnecting or closing one then runs no
///   app code, and its discarded session is reported when the app runs again.
extension ApplicationLifecycle {
    /// The actions of `event` in a scene-based app; `nil` when the event works as in an
    /// app-delegate app (memory warnings, termination, background time).
    mutating func handleInSceneBasedApp(_ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction]? {
        switch event {
        case .launch(let reason): return try launchScenes(reason, event)
        case .interruptionBegan:
            guard state == .active else {
                throw refusal(event, isInterrupted ? "an interruption is already in progress" : "only an app in the foreground can be interrupted")
            }
            isInterrupted = true
            return scenes.filter { $0.state == .foregroundActive }.flatMap { resignActive(scene: $0.id) }
        case .interruptionEnded:
            guard state == .inactive, isInterrupted else { throw refusal(event, "no interruption is in progress") }
            isInterrupted = false
            return scenes.filter { $0.state == .foregroundInactive }.flatMap { activate(scene: $0.id) }
        case .home:
            guard state == .active || state == .inactive else { throw refusal(event, "the app is already in the background") }
            return sendToBackground(scenes.filter(\.state.isForeground).map(\.id))
        case .foreground:
            guard state == .background || state == .suspended else { throw refusal(event, "the app is already in the foreground") }
            let connected = scenes.filter(\.state.isConnected).map(\.id)
            if !connected.isEmpty { return bringToForeground(connected) }
            if let latest = scenes.last { return bringToForeground([latest.id]) }
            return bringToForeground([newSession(configuration: nil)])
        case .openScene(let configuration):
            return bringToForeground([newSession(configuration: configuration)])
        case .homeScene(let id):
            guard try scene(id, event).state.isForeground else { throw refusal(event, "scene \(id) is not in the foreground") }
            return sendToBackground([id])
        case .foregroundScene(let id):
            guard try !scene(id, event).state.isForeground else { throw refusal(event, "scene \(id) is already in the foreground") }
            return bringToForeground([id])
        case .disconnectScene(let id):
            let sceneState = try scene(id, event).state
            guard sceneState == .background || sceneState == .suspended else {
                throw refusal(event, sceneState == .unattached ? "scene \(id) is not connected" : "only a scene in the background can be disconnected")
            }
            return disconnect(id)
        case .closeScene(let id):
            let sceneState = try scene(id, event).state
            guard sceneState.isConnected else { throw refusal(event, "scene \(id) is not connected; discard its session instead") }
            let leaving = sceneState.isForeground ? sendToBackground([id]) : []
            return leaving + disconnect(id) + discard(id)
        case .discardSession(let id):
            guard try scene(id, event).state == .unattached else { throw refusal(event, "scene \(id) is connected; close it instead") }
            return discard(id)
        case .reload:
            return reload()
        case .memoryWarning, .memoryPressure, .terminate, .forceQuit, .suspensionDue, .backgroundTimeExpiring, .backgroundTimeExpired:
            return nil
        }
    }

    // MARK: Events

    private mutating func launchScenes(_ reason: LaunchReason, _ event: LifecycleEvent) throws(LifecycleRefusal) -> [LifecycleAction] {
        guard !hasLaunched else { throw refusal(event, "the app is already running") }
        hasLaunched = true
        var actions: [LifecycleAction] = [move(to: reason.launchesIntoBackground ? .background : .inactive)]
        if reason.launchesIntoBackground { actions.append(startBackgroundAllowance()) }
        actions += [.armWatchdog(.launch), .callDelegate(.willFinishLaunching), .restoreState, .callDelegate(.didFinishLaunching),
                    .post(.didFinishLaunching), .reportDiscardedSessions]
        if reason.launchesIntoBackground {
            // No scene connects: the app is woken for the event alone.
            return actions + [.post(.didEnterBackground), .deliverLaunchEvent(reason), .disarmWatchdog, requestSuspension()]
        }
        return actions + bringToForeground([newSession(configuration: nil)]) + [.disarmWatchdog]
    }

    private func scene(_ id: SceneSessionID, _ event: LifecycleEvent) throws(LifecycleRefusal) -> SceneRecord {
        guard let record = scenes.first(where: { $0.id == id }) else {
            let known = scenes.map { String($0.id) }.joined(separator: ", ")
            throw refusal(event, "the app has no scene session \(id)" + (known.isEmpty ? "" : " (sessions: \(known))"))
        }
        return record
    }

    // MARK: Building blocks

    private mutating func newSession(configuration: String?) -> SceneSessionID {
        let id = nextSessionID
        nextSessionID += 1
        scenes.append(SceneRecord(id: id, configuration: configuration, state: .unattached, hasShownWindow: false))
        return id
    }

    private func sceneState(_ id: SceneSessionID) -> SceneState {
        scenes.first { $0.id == id }?.state ?? .unattached
    }

    private mutating func moveScene(_ id: SceneSessionID, to newState: SceneState) -> LifecycleAction {
        let index = scenes.firstIndex { $0.id == id }!
        defer { scenes[index].state = newState }
        return .changeSceneState(id, from: scenes[index].state, to: newState)
    }

    private func call(_ callback: SceneCallback, _ id: SceneSessionID) -> [LifecycleAction] {
        [.callSceneDelegate(callback, id), .postScene(callback.notification, id)]
    }

    /// The app's state as its scenes make it, in the foreground; `nil` when no scene is there.
    private var foregroundState: LifecycleState? {
        if scenes.contains(where: { $0.state == .foregroundActive }) { return .active }
        if scenes.contains(where: { $0.state == .foregroundInactive }) { return .inactive }
        return nil
    }

    /// Brings the scenes to the foreground, in order, connecting those that are unattached, and
    /// the app with them when it was in the background.
    private mutating func bringToForeground(_ ids: [SceneSessionID]) -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        let appWasInBackground = state == .background || state == .suspended
        if state == .suspended {
            actions += [move(to: .background)] + resumeScenes() + [.resumeAppCode]
            if hasUnreportedDiscards {
                hasUnreportedDiscards = false
                actions.append(.reportDiscardedSessions)
            }
        } else if state == .background {
            actions += cancelBackgroundTimers()
        }
        if appWasInBackground {
            isSuspensionScheduled = false
            isSuspensionPending = false
            hasBackgroundTimeExpired = false
        }
        for id in ids {
            if sceneState(id) == .unattached { actions += connect(id) }
            actions += call(.willEnterForeground, id) + [moveScene(id, to: .foregroundInactive)]
            if state == .background {
                actions += [.post(.willEnterForeground), move(to: .inactive)]
            }
            let index = scenes.firstIndex { $0.id == id }!
            if !scenes[index].hasShownWindow {
                scenes[index].hasShownWindow = true
                actions.append(.showSceneWindow(id))
            }
        }
        if !isInterrupted {
            for id in ids { actions += activate(scene: id) }
        }
        if appWasInBackground, isReloadPending, state == .active {
            isReloadPending = false
            actions += reloadSequence()
        }
        return actions
    }

    private mutating func connect(_ id: SceneSessionID) -> [LifecycleAction] {
        [.connectScene(id)] + call(.willConnect, id)
    }

    private mutating func activate(scene id: SceneSessionID) -> [LifecycleAction] {
        var actions: [LifecycleAction] = [moveScene(id, to: .foregroundActive)]
        let appBecomesActive = state != .active
        if appBecomesActive { actions.append(move(to: .active)) }
        actions += call(.didBecomeActive, id)
        if appBecomesActive { actions.append(.post(.didBecomeActive)) }
        return actions
    }

    private mutating func resignActive(scene id: SceneSessionID) -> [LifecycleAction] {
        var actions = call(.willResignActive, id) + [moveScene(id, to: .foregroundInactive)]
        if state == .active, foregroundState != .active {
            actions += [.post(.willResignActive), .cancelTouches, move(to: .inactive)]
        }
        return actions
    }

    /// Sends the scenes to the background, in order, and the app with them when none is left in
    /// the foreground.
    private mutating func sendToBackground(_ ids: [SceneSessionID]) -> [LifecycleAction] {
        var actions: [LifecycleAction] = []
        for id in ids where sceneState(id) == .foregroundActive { actions += resignActive(scene: id) }
        var appEntersBackground = false
        for id in ids {
            actions.append(moveScene(id, to: .background))
            if foregroundState == nil, state != .background {
                appEntersBackground = true
                isInterrupted = false
                actions += [move(to: .background), startBackgroundAllowance()]
            }
            // Apps begin their background tasks and save their data in the scene's callback,
            // as they did in `applicationDidEnterBackground(_:)`: the same limit applies.
            actions += [.armWatchdog(.didEnterBackground)] + call(.didEnterBackground, id) + [.saveSceneActivity(id), .disarmWatchdog]
        }
        if appEntersBackground {
            actions += [.post(.didEnterBackground), .keepScreenSnapshot, .preserveState]
            isSuspensionScheduled = true
            actions.append(.startSuspensionTimer)
        }
        return actions
    }

    private mutating func disconnect(_ id: SceneSessionID) -> [LifecycleAction] {
        // A scene that connects again gets a new window.
        if let index = scenes.firstIndex(where: { $0.id == id }) { scenes[index].hasShownWindow = false }
        // A suspended app runs no code: its scene goes without a callback, as a purged app does.
        guard state != .suspended else { return [moveScene(id, to: .unattached), .releaseScene(id)] }
        return [moveScene(id, to: .unattached)] + call(.didDisconnect, id) + [.releaseScene(id)]
    }

    private mutating func discard(_ id: SceneSessionID) -> [LifecycleAction] {
        scenes.removeAll { $0.id == id }
        guard runsAppCode else {
            hasUnreportedDiscards = true
            return [.discardSession(id)]
        }
        return [.discardSession(id), .reportDiscardedSessions]
    }

    /// The background scenes follow the app into suspension.
    mutating func suspendScenes() -> [LifecycleAction] {
        scenes.filter { $0.state == .background }.map { moveScene($0.id, to: .suspended) }
    }

    private mutating func resumeScenes() -> [LifecycleAction] {
        scenes.filter { $0.state == .suspended }.map { moveScene($0.id, to: .background) }
    }

    /// A reload in a scene-based app: the new generation's delegate launches, then each connected
    /// scene connects again (with the activity its old scene delegate gave when the state was
    /// captured) and gets the callbacks that bring a new scene to its state.
    mutating func sceneReloadSequence() -> [LifecycleAction] {
        var actions: [LifecycleAction] = state == .active ? [.cancelTouches] : []
        actions += [.captureState, .swapGeneration, .armWatchdog(.launch), .callDelegate(.willFinishLaunching), .restoreState,
                    .callDelegate(.didFinishLaunching), .post(.didFinishLaunching)]
        for scene in scenes where scene.state.isConnected {
            actions += connect(scene.id)
            switch scene.state {
            case .foregroundActive, .foregroundInactive:
                actions += call(.willEnterForeground, scene.id)
                if scene.hasShownWindow { actions.append(.showSceneWindow(scene.id)) }
                if scene.state == .foregroundActive { actions += call(.didBecomeActive, scene.id) }
            case .background, .suspended:
                actions += call(.didEnterBackground, scene.id)
            case .unattached:
                break
            }
        }
        return actions + [.disarmWatchdog, .commitGeneration]
    }
}
