import Foundation
import HostKit
import Lifecycle
import SystemInterop

/// A reload, from the moment its generation is loaded until it has taken over.
struct PreparedReload {
    let target: PluginGeneration
    /// The generation to go back to if the reload fails.
    let fallback: PluginGeneration
    let cause: ReloadCause
    /// When the change that caused it reached the host.
    let noticedAt: ContinuousClock.Instant
    /// The state handed over: captured from the running generation, or, for a rollback, the
    /// state captured before the reload that failed.
    var archive: RestorationArchive?
    /// The old generation's delegate and controllers, to check they are released.
    var oldObjects: [WeakObject] = []
}

/// A reference that does not keep its object alive.
struct WeakObject {
    weak var object: AnyObject?
    let name: String
}

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

    private func start(_ reload: PreparedReload) -> BuildRejection? {
        if let problem = interfaceProblem(for: reload.target) {
            reportRejectedBuild(problem, generation: reload.target)
            if reload.target !== generations?.current { generations?.discard(reload.target) }
            return .unusable(problem)
        }
        var fields: [(String, TraceRecorder.Value)] = [("generation", .int(Int64(reload.target.number))), ("cause", .string(reload.cause.traceName))]
        if case .storyboardChanged(let path) = reload.cause { fields.append(("file", .string(path))) }
        trace.record(.host, "reload", state: currentState, fields: fields)
        logger.info("reloading: generation \(reload.target.number) (\(reload.cause.traceName))")
        if let replaced = pendingReload, replaced.target !== reload.target, replaced.target !== generations?.current {
            generations?.discard(replaced.target)
        }
        pendingReload = reload
        lastReloadFailure = nil
        if let refusal = send(.reload) {
            pendingReload = nil
            return .unusable(HostError(.launchRuleBroken, "the app cannot reload now: \(refusal.reason)", remedy: "reload while the app is running"))
        }
        return lastReloadFailure.map { .unusable($0) }
    }

    /// Checks the main storyboard (and those it references) against the new generation's classes
    /// before the old generation lets go: a storyboard naming a class the build lacks is caught
    /// here, with nothing to roll back.
    private func interfaceProblem(for generation: PluginGeneration) -> HostError? {
        guard let path = settings.mainStoryboardPath else { return nil }
        let running = HostLink.classCatalog
        HostLink.classCatalog = generation.catalog
        StoryboardLibrary.shared.removeAll()
        let diagnostics = StoryboardLibrary.shared.check(path, requireInitial: true)
        HostLink.classCatalog = running
        StoryboardLibrary.shared.removeAll()
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
        guard var reload = pendingReload else { return }
        pendingReload = nil
        if reload.archive == nil {
            let archive = StateRestoration.capture(application: application, delegate: delegate)
            reload.archive = archive
            supervisor?.send(.state(archive))
        }
        activeReload = reload
    }

    func swapGeneration() {
        guard var reload = activeReload else { return }
        reload.oldObjects = [WeakObject(object: delegate, name: delegateName)]
            + application.windows.flatMap { $0.rootViewController?.subtree ?? [] }.map { WeakObject(object: $0, name: Self.typeName(of: $0)) }
        application.releaseInterface()
        storyboardWindow = nil
        HostLink.classCatalog = reload.target.catalog
        StoryboardLibrary.shared.removeAll()
        generations?.activate(reload.target)
        trace.generation = reload.target.number
        supervisor?.send(.starting(generation: reload.target.number, image: reload.target.imagePath))
        let newDelegate = reload.target.makeDelegate()
        application.delegate = newDelegate
        delegate = newDelegate
        delegateName = Self.typeName(of: newDelegate)
        activeReload = reload
    }

    func restoreState() throws(HostError) {
        if let reload = activeReload {
            guard let archive = reload.archive else { return }
            try restore(archive, source: reload.cause == .requested || reload.cause == .pluginChanged ? "reload" : reload.cause.traceName)
        } else if let resumeArchive {
            self.resumeArchive = nil
            do {
                try restore(resumeArchive, source: "crashRecovery")
            } catch {
                reportUnusableSavedState(error)
            }
        } else {
            restoreSavedState()
        }
    }

    func commitGeneration() {
        guard let reload = activeReload else { return }
        activeReload = nil
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
        guard let failed = activeReload else { return }
        activeReload = nil
        lastReloadFailure = error
        logger.error("generation \(failed.target.number) failed to take over; going back to generation \(failed.fallback.number)\n\(error)")
        trace.record(.host, "reloadFailed", state: currentState, [
            "generation": .int(Int64(failed.target.number)),
            "code": .string(error.code.rawValue),
            "message": .string(error.message),
        ])
        if case .rollback = failed.cause {
            fail(with: HostError(.restoreFailed, "the last good generation (\(failed.target.number)) could not take over again: \(error.message)",
                                 notes: error.notes, remedy: error.remedy))
            return
        }
        if failed.target !== failed.fallback { generations?.discard(failed.target) }
        pendingReload = PreparedReload(target: failed.fallback, fallback: failed.fallback, cause: .rollback(failedGeneration: failed.target.number),
                                       noticedAt: failed.noticedAt, archive: failed.archive)
        trace.record(.host, "reload", state: currentState, ["generation": .int(Int64(failed.fallback.number)), "cause": .string("rollback")])
        pendingEvents.append(.reload)
    }

    // MARK: Relaunch restoration

    /// Saves the state for the next launch when the app opts in, written atomically so that a
    /// crash or a `kill -9` at any moment leaves the previous file or the new one.
    func preserveState() {
        guard let path = settings.stateFilePath else { return }
        let asks = Coder(owner: delegateName)
        trace.record(.app, "application(_:shouldSaveSecureApplicationState:)", object: delegateName, state: currentState)
        guard delegate.application(application, shouldSaveSecureApplicationState: asks) else { return }
        let archive = StateRestoration.capture(application: application, delegate: delegate)
        supervisor?.send(.state(archive))
        do {
            try RestorationArchiveFile.write(archive, to: path)
            trace.record(.host, "stateSaved", state: currentState, ["path": .string(path)])
        } catch {
            HostLink.reportIssue(error.message, remedy: error.remedy)
        }
    }

    private func restoreSavedState() {
        guard let path = settings.stateFilePath, FileManager.default.fileExists(atPath: path) else { return }
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
