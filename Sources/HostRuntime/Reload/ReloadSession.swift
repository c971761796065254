import HostKit

/// Hot reload's state in one value: the reload waiting for the life cycle to run it, the one
/// whose actions are being executed, how the last one ended, and the state a restarted session
/// resumes from. The host asks it what to do at each step and executes the answer, as it does
/// with ``ApplicationLifecycle``; tests drive it with stand-in generations.
///
/// A reload goes `scheduled` (the build passed its checks) → `captureState` (the running
/// generation's state is taken, unless the reload brings its own, as a rollback does) →
/// `swapGeneration` → `restoreState` → `commit`, or `fail` at any step after the capture.
struct ReloadSession<Generation: AnyObject> {
    /// A reload, from the moment its generation is loaded until it has taken over.
    struct Reload {
        let target: Generation
        /// The generation to go back to if the reload fails.
        let fallback: Generation
        let cause: ReloadCause
        /// When the change that caused it reached the host.
        let noticedAt: ContinuousClock.Instant
        /// The state handed over: captured from the running generation, or, for a rollback, the
        /// state captured before the reload that failed.
        var archive: RestorationArchive?
        /// The old generation's delegate and controllers, to check they are released.
        var oldObjects: [WeakObject] = []
        /// The new generation's storyboards, checked against its classes before the switch and
        /// then used as they are; `nil` when there was no check (a rollback).
        var storyboards: StoryboardLibrary?
    }

    /// What a failed reload leads to.
    enum FailureOutcome {
        /// Go back to `reload.target` (the last good generation) with the state captured before
        /// the failure; `discard` is the failed generation's, unless it was the fallback itself.
        case rollBack(Reload, discard: Generation?)
        /// The rollback itself failed: nothing good is left to run.
        case giveUp(failedGeneration: Generation)
    }

    /// Ready to run at the next `reload` event (deferred while the app is suspended).
    private(set) var pending: Reload?
    /// The reload whose actions are being executed.
    private(set) var active: Reload?
    /// How the last reload ended: `nil` when it took over, else why it was rolled back.
    private(set) var lastFailure: HostError?
    /// State to restore at launch, handed over by a supervisor restarting the app after a crash.
    private var resumeArchive: RestorationArchive?

    init(resuming archive: RestorationArchive? = nil) {
        resumeArchive = archive
    }

    var isReloading: Bool { active != nil }

    /// A checked build is to take over at the next `reload` event. Returns the generation of a
    /// pending reload it replaces, to discard, unless that one is `running` or the same.
    mutating func schedule(_ reload: Reload, running: Generation?) -> Generation? {
        let replaced = pending.map(\.target).flatMap { $0 === reload.target || $0 === running ? nil : $0 }
        pending = reload
        lastFailure = nil
        return replaced
    }

    /// The life cycle refused the `reload` event: nothing happens.
    mutating func cancelPending() {
        pending = nil
    }

    /// The `captureState` action: the pending reload starts. `nil` when there is none; its
    /// `archive` is `nil` when the running generation's state must be captured now (then pass
    /// it to ``captured(_:)``).
    mutating func begin() -> Reload? {
        guard let reload = pending else { return nil }
        pending = nil
        active = reload
        return reload
    }

    mutating func captured(_ archive: RestorationArchive) {
        active?.archive = archive
    }

    /// The `swapGeneration` action: the generation to switch to and its checked storyboards,
    /// noting the old generation's objects, which must be gone once the new one has taken over.
    mutating func swap(leaving oldObjects: [WeakObject]) -> (Generation, StoryboardLibrary?)? {
        active?.oldObjects = oldObjects
        return active.map { ($0.target, $0.storyboards) }
    }

    /// What `restoreState` hands the interface: the active reload's state, else (once) the
    /// state a restarted session resumes from. `source` names it in the trace.
    mutating func stateToRestore() -> (archive: RestorationArchive, source: String, isResume: Bool)? {
        if let active {
            guard let archive = active.archive else { return nil }
            let source = active.cause == .requested || active.cause == .pluginChanged ? "reload" : active.cause.traceName
            return (archive, source, false)
        }
        guard let resumeArchive else { return nil }
        self.resumeArchive = nil
        return (resumeArchive, "crashRecovery", true)
    }

    /// Whether a launch (not a reload) restores from a saved state file: only when nothing else
    /// is to be restored.
    var restoresSavedState: Bool { active == nil && resumeArchive == nil }

    /// The `commitGeneration` action: the reload is done.
    mutating func commit() -> Reload? {
        defer { active = nil }
        return active
    }

    /// A step of the active reload failed with `error`; `failedNumber` is the failed
    /// generation's number, for the rollback's cause.
    mutating func fail(with error: HostError, failedNumber: Int) -> FailureOutcome? {
        guard let failed = active else { return nil }
        active = nil
        lastFailure = error
        if case .rollback = failed.cause { return .giveUp(failedGeneration: failed.target) }
        let rollback = Reload(target: failed.fallback, fallback: failed.fallback, cause: .rollback(failedGeneration: failedNumber),
                              noticedAt: failed.noticedAt, archive: failed.archive)
        pending = rollback
        return .rollBack(rollback, discard: failed.target === failed.fallback ? nil : failed.target)
    }
}

/// A reference that does not keep its object alive.
struct WeakObject {
    weak var object: AnyObject?
    let name: String
}
