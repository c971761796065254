import HostKit
@testable import HostRuntime
import Testing

/// Hot reload's state machine, driven with stand-in generations: no plugin, no host.
@Suite("Reload session")
struct ReloadSessionTests {
    final class Generation {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    typealias Session = ReloadSession<Generation>

    let one = Generation(1), two = Generation(2), three = Generation(3)
    let archive = RestorationArchive(delegateState: CoderContents(), windows: [])

    func reload(_ target: Generation, fallback: Generation, cause: ReloadCause = .pluginChanged, archive: RestorationArchive? = nil) -> Session.Reload {
        Session.Reload(target: target, fallback: fallback, cause: cause, noticedAt: .now, archive: archive)
    }

    @Test func aReloadRunsScheduledCapturedSwappedRestoredCommitted() throws {
        var session = Session()
        let replacedNothing = session.schedule(reload(two, fallback: one), running: one)
        #expect(replacedNothing == nil)
        #expect(session.pending?.target === two && !session.isReloading)
        let begunReload = session.begin()
        let begun = try #require(begunReload)
        #expect(begun.archive == nil, "the running generation's state is still to capture")
        #expect(session.pending == nil && session.isReloading)
        session.captured(archive)
        let swapped = session.swap(leaving: [])
        #expect(swapped?.0 === two)
        #expect(swapped?.1 == nil, "no storyboards were checked for this reload")
        let toRestore = session.stateToRestore()
        let restored = try #require(toRestore)
        #expect(restored.source == "reload" && !restored.isResume)
        #expect(!session.restoresSavedState)
        let committed = session.commit()
        #expect(committed?.target === two)
        #expect(!session.isReloading && session.lastFailure == nil)
        let nothing = session.commit()
        #expect(nothing == nil, "a commit with nothing under way does nothing")
    }

    @Test func aNewerBuildReplacesAPendingOneWhoseGenerationIsDiscarded() {
        var session = Session()
        _ = session.schedule(reload(two, fallback: one), running: one)
        let replaced = session.schedule(reload(three, fallback: one), running: one)
        #expect(replaced === two)
        #expect(session.pending?.target === three)
    }

    @Test func theRunningGenerationIsNeverDiscarded() {
        var session = Session()
        _ = session.schedule(reload(one, fallback: one, cause: .storyboardChanged(path: "Main.storyboard.json")), running: one)
        let replaced = session.schedule(reload(one, fallback: one, cause: .requested), running: one)
        #expect(replaced == nil)
    }

    @Test func aRefusedReloadLeavesNothingPending() {
        var session = Session()
        _ = session.schedule(reload(two, fallback: one), running: one)
        session.cancelPending()
        let begun = session.begin()
        #expect(begun == nil)
    }

    @Test func aFailureRollsBackWithTheStateCapturedBeforeIt() throws {
        var session = Session()
        _ = session.schedule(reload(two, fallback: one), running: one)
        _ = session.begin()
        session.captured(archive)
        _ = session.swap(leaving: [])
        let error = HostError(.restoreFailed, "decode failed", remedy: "fix it")
        guard case .rollBack(let rollback, let discard)? = session.fail(with: error, failedNumber: 2) else {
            Issue.record("no rollback")
            return
        }
        #expect(discard === two)
        #expect(rollback.target === one && rollback.cause == .rollback(failedGeneration: 2))
        #expect(rollback.archive != nil)
        #expect(session.lastFailure == error && !session.isReloading)
        #expect(session.pending?.target === one, "the rollback runs at the next reload event")
        let begunAgain = session.begin()
        let again = try #require(begunAgain)
        #expect(again.archive != nil, "a rollback brings its own state: nothing is captured")
    }

    @Test func aFailedStoryboardReloadDiscardsNothing() {
        var session = Session()
        _ = session.schedule(reload(one, fallback: one, cause: .storyboardChanged(path: "Main.storyboard.json")), running: one)
        _ = session.begin()
        guard case .rollBack(_, let discard)? = session.fail(with: HostError(.badStoryboard, "x", remedy: "y"), failedNumber: 1) else {
            Issue.record("no rollback")
            return
        }
        #expect(discard == nil)
    }

    @Test func aFailedRollbackGivesUp() {
        var session = Session()
        _ = session.schedule(reload(one, fallback: one, cause: .rollback(failedGeneration: 2), archive: archive), running: one)
        _ = session.begin()
        guard case .giveUp(let failed)? = session.fail(with: HostError(.restoreFailed, "x", remedy: "y"), failedNumber: 1) else {
            Issue.record("a failed rollback must give up")
            return
        }
        #expect(failed === one)
        #expect(session.pending == nil)
    }

    @Test func aResumedSessionRestoresItsStateOnceThenSavedStateAgain() throws {
        var session = Session(resuming: archive)
        #expect(!session.restoresSavedState)
        let first = session.stateToRestore()
        let resumed = try #require(first)
        #expect(resumed.source == "crashRecovery" && resumed.isResume)
        let second = session.stateToRestore()
        #expect(second == nil)
        #expect(session.restoresSavedState)
    }

    @Test func failingWithNothingUnderWayDoesNothing() {
        var session = Session()
        let outcome = session.fail(with: HostError(.usage, "x", remedy: "y"), failedNumber: 1)
        #expect(outcome == nil)
    }
}
