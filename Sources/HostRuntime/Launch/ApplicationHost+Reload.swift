import Foundation
import HostKit
import Lifecycle
import SystemInterop

typealias PreparedReload = ReloadSession<PluginGeneration>.Reload

/// Reloading: the old generation hands its state over, the new one gets a launch's callbacks
/// into the app's current state. See `Sources/HostKit/HostKit.docc/HotReload.md` for the
/// sequence and its rules.
extension ApplicationHost {
    /// Loads the plugin's current build as a new generation and switches to it.
    /// - Returns: why the build was not used (the running generation then goes on untouched),
    ///   `nil` when it took over or waits for the app to leave suspension.
    func reloadPlugin(cause: ReloadCause, noticedAt: ContinuousClock.Instant) -> BuildRejection? {
        guard let generations else {
            return .unusable(HostError(.usage, "this run cannot reload its plugin", remedy: "run the app with `apphost run --watch`"))
        }
        let next: PluginGeneration
        do {
            next = try generations.loadNextBuild()
        } catch {
            if case .unusable(let problem) = error { reportRejectedBuild(problem, generation: nil) }
            return error
        }
        return start(PreparedReload(target: next, fallback: generations.lastGood, cause: cause, noticedAt: noticedAt))
    }

    /// Rebuilds the interface from the storyboards as they are now, with the same code.
    func reloadInterface(changedStoryboard path: String, noticedAt: ContinuousClock.Instant) -> BuildRejection? {
        guard let generations else { return nil }
        let current = generations.current
        return start(PreparedReload(target: current, fallback: current, cause: .storyboardChanged(path: path), noticedAt: noticedAt))
    }

    fileprivate func start(_ reload: PreparedReload) -> BuildRejection? {
        var reload = reload
        let storyboards = StoryboardLibrary(catalog: reload.target.catalog)
        reload.storyboards = storyboards
        if let problem = interfaceProblem(for: reload.target, in: storyboards) {
            reportRejectedBuild(problem, generation: reload.target)
            if reload.target !== generations?.current { generations?.discard(reload.target) }
            return .unusable(problem)
        }
        var fields: [(String, TraceRecorder.Value)] = [("generation", .int(Int64(reload.target.number))), ("cause", .string(reload.cause.traceName))]
        if case .storyboardChanged(let path) = reload.cause { fields.append(("file", .string(path))) }
        trace.record(.host, "reload", state: currentState, fields: fields)
        logger.info("reloading: generation \(reload.target.number) (\(reload.cause.traceName))")
        if let replaced = reloadSession.schedule(reload, running: generations?.current) {
            generations?.discard(replaced)
        }
        if let refusal = send(.reload) {
            reloadSession.cancelPending()
            return .unusable(HostError(.launchRuleBroken, "the app cannot reload now: \(refusal.reason)", remedy: "reload while the app is running"))
        }
        return reloadSession.lastFailure.map { .unusable($0) }
    }

    /// Checks the main storyboard (and those it references) against the new generation's classes
    /// before the old generation lets go: a storyboard naming a class the build lacks is caught
    /// here, with nothing to roll back.
    private func interfaceProblem(for generation: PluginGeneration, in storyboards: StoryboardLibrary) -> HostError? {
        guard let path = settings.mainStoryboardPath else { return nil }
        let diagnostics = storyboards.check(path, requireInitial: true)
        guard let first = diagnostics.first else { return nil }
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return HostError(.badStoryboard, "generation \(generation.number) cannot show main storyboard '\(path)': \(first.message)\(more)",
                         notes: diagnostics.map(\.description), remedy: "correct the storyboard or the plugin at \(first.location), and build again")
    }

    private func reportRejectedBuild(_ problem: HostError, generation: PluginGeneration?) {
        logger.error("the new build was not loaded; generation \(generations?.current.number ?? 1) goes on\n\(problem)")
        var fields: [(String, TraceRecorder.Value)] = [("code", .string(problem.code.rawValue)), ("message", .string(problem.message))]
        if let generation { fields.insert(("generation", .int(Int64(generation.number))), at: 0) }
        trace.record(.host, "reloadRejected", state: currentState, fields: fields)
    }

    // MARK: Actions

    func captureState() {
        guard let reload = reloadSession.begin(), reload.archive == nil else { return }
        var archive = StateRestoration.capture(application: application, delegate: delegate, reportingLostSegueData: true)
        if settings.sceneManifest != nil {
            // A scene's state crosses the reload in its restoration activity, as across a relaunch;
            // the new generation's scenes connect to the same sessions.
            captureSceneActivities()
            archive.windows = []
        }
        reloadSession.captured(archive)
        supervisor?.send(.state(archive))
    }

    func swapGeneration() {
        let oldObjects = [WeakObject(object: delegate, name: delegateName)]
            + application.windows.flatMap { $0.rootViewController?.subtree ?? [] }.map { WeakObject(object: $0, name: Self.typeName(of: $0)) }
            + sceneRegistry.scenes.values.compactMap(\.delegate).map { WeakObject(object: $0, name: Self.typeName(of: $0)) }
        guard let (target, storyboards) = reloadSession.swap(leaving: oldObjects) else { return }
        releaseAllScenes()
        application.releaseInterface()
        storyboardWindow = nil
        StoryboardLibrary.current = storyboards ?? StoryboardLibrary(catalog: target.catalog)
        generations?.activate(target)
        trace.generation = target.number
        supervisor?.send(.starting(generation: target.number, image: target.imagePath))
        let newDelegate = target.makeDelegate()
        application.delegate = newDelegate
        delegate = newDelegate
        delegateName = Self.typeName(of: newDelegate)
    }

    func restoreState() throws(HostError) {
        if reloadSession.restoresSavedState {
            restoreSavedState()
        } else if let (archive, source, isResume) = reloadSession.stateToRestore() {
            do throws(HostError) {
                try restore(archive, source: source)
            } catch {
                // A resumed session goes on without the state it could not use; a reload rolls back.
                guard isResume else { throw error }
                reportUnusableSavedState(error)
            }
        }
    }

    func commitGeneration() {
        guard let reload = reloadSession.commit() else { return }
        generations?.commit(reload.target)
        supervisor?.send(.committed(generation: reload.target.number, image: reload.target.imagePath))
        let elapsed = reload.noticedAt.duration(to: .now)
        trace.record(.host, "reloaded", state: currentState, [
            "generation": .int(Int64(reload.target.number)),
            "ms": .double((Double(elapsed.nanoseconds) / 1e4).rounded() / 100),
        ])
        logger.info("generation \(reload.target.number) took over in \(Double(elapsed.nanoseconds) / 1e6) ms")
        let survivors = reload.oldObjects.filter { $0.object != nil }.map(\.name)
        if !survivors.isEmpty {
            HostLink.reportIssue("after the reload, objects of the old generation are still alive: \(survivors.joined(separator: ", "))",
                                       remedy: "something still holds them, usually a timer or an observer made with a strong reference: use [weak self], and invalidate timers and remove observers in deinit")
        }
    }

    /// A reload failed after the old generation let go: report it, and hand the state captured
    /// before it to the last good generation.
    func rollBack(after error: HostError) {
        guard let failed = reloadSession.active, let outcome = reloadSession.fail(with: error, failedNumber: failed.target.number) else { return }
        logger.error("generation \(failed.target.number) failed to take over; going back to generation \(failed.fallback.number)\n\(error)")
        trace.record(.host, "reloadFailed", state: currentState, [
            "generation": .int(Int64(failed.target.number)),
            "code": .string(error.code.rawValue),
            "message": .string(error.message),
        ])
        switch outcome {
        case .giveUp:
            fail(with: HostError(.restoreFailed, "the last good generation (\(failed.target.number)) could not take over again: \(error.message)",
                                 notes: error.notes, remedy: error.remedy))
        case .rollBack(let rollback, let discard):
            if let discard { generations?.discard(discard) }
            trace.record(.host, "reload", state: currentState, ["generation": .int(Int64(rollback.target.number)), "cause": .string("rollback")])
            pendingEvents.append(.reload)
        }
    }

    // MARK: Relaunch restoration

    /// Saves the state for the next launch when the app opts in, written atomically so that a
    /// crash or a `kill -9` at any moment leaves the previous file or the new one.
    func preserveState() {
        guard let path = settings.stateFilePath else { return }
        let asks = Coder(owner: delegateName)
        trace.record(.app, "application(_:shouldSaveSecureApplicationState:)", object: delegateName, state: currentState)
        let optsIn = delegate.application(application, shouldSaveSecureApplicationState: asks)
        // A scene-based app's sessions are kept whether or not it opts in to the app's state, as
        // UIKit keeps them.
        guard optsIn || settings.sceneManifest != nil else { return }
        var archive = optsIn ? StateRestoration.capture(application: application, delegate: delegate)
                             : RestorationArchive(delegateState: CoderContents(), windows: [])
        if settings.sceneManifest != nil {
            let saved = savedSceneSessions()
            archive.windows = []
            archive.sceneSessions = saved.sessions
            archive.discardedSceneSessions = saved.discarded
        }
        if optsIn { supervisor?.send(.state(archive)) }
        do {
            try RestorationArchiveFile.write(archive, to: path)
            trace.record(.host, "stateSaved", state: currentState, ["path": .string(path)])
        } catch {
            HostLink.reportIssue(error.message, remedy: error.remedy)
        }
    }

    private func restoreSavedState() {
        guard let path = settings.stateFilePath, FileManager.default.fileExists(atPath: path) else { return }
        if settings.sceneManifest != nil { adoptSavedSceneSessions(at: path) }
        let asks = Coder(owner: delegateName)
        trace.record(.app, "application(_:shouldRestoreSecureApplicationState:)", object: delegateName, state: currentState)
        guard delegate.application(application, shouldRestoreSecureApplicationState: asks) else { return }
        do throws(HostError) {
            guard let archive = try RestorationArchiveFile.read(at: path) else { return }
            try restore(archive, source: "savedState")
        } catch {
            reportUnusableSavedState(error)
        }
    }

    /// A scene-based app takes back its sessions from the state file, whether or not it restores
    /// the app's own state.
    private func adoptSavedSceneSessions(at path: String) {
        do throws(HostError) {
            guard let archive = try RestorationArchiveFile.read(at: path) else { return }
            adoptSavedSceneSessions(archive.sceneSessions ?? [], discarded: archive.discardedSceneSessions ?? [])
            if archive.sceneSessions?.isEmpty == false {
                trace.record(.host, "sceneSessionsRestored", state: currentState, ["count": .int(Int64(archive.sceneSessions?.count ?? 0))])
            }
        } catch {
            reportUnusableSavedState(error)
        }
    }

    private func restore(_ archive: RestorationArchive, source: String) throws(HostError) {
        do {
            try StateRestoration.restore(archive, application: application, delegate: delegate, windows: storyboardWindow.map { [$0] })
        } catch {
            throw HostError(.restoreFailed, "\(delegateName) could not restore its state: \(error.message)", remedy: error.remedy)
        }
        trace.record(.host, "stateRestored", state: currentState, ["source": .string(source)])
    }

    /// As UIKit does with an archive it cannot use, the launch goes on without it.
    private func reportUnusableSavedState(_ error: HostError) {
        trace.record(.host, "restoreFailed", state: currentState, ["message": .string(error.message)])
        HostLink.reportIssue("the saved state was not restored: \(error.message)", remedy: error.remedy)
    }
}

extension ApplicationHost {
    /// Rebuilds the interface of an app linked into the process (HostKitTesting's harness) with the
    /// same code, handing its state over exactly as a reload hands it to a new generation.
    func reloadInPlace(_ generation: PluginGeneration) -> BuildRejection? {
        start(PreparedReload(target: generation, fallback: generation, cause: .requested, noticedAt: .now))
    }
}
