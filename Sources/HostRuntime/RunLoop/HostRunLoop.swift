import Foundation

/// The main run loop, on the main thread.
///
/// Each turn handles the inbox (control requests, signals, standard input), then the host's due
/// timers, one input at a time, then sleeps until the next input or timer. While the app runs,
/// it sleeps in `RunLoop.main`, which also runs the app's `Timer`s, `DispatchQueue.main` work
/// and `@MainActor` tasks. While the app is suspended it sleeps on the inbox alone, so none of
/// that runs: it is held, and runs when the app resumes.
@MainActor
final class HostRunLoop {
    private let inbox: HostInbox
    private let clock: AppClock

    init(inbox: HostInbox, clock: AppClock) {
        self.inbox = inbox
        self.clock = clock
        clock.earliestDeadlineDidMoveForward = {
            DispatchQueue.main.async {}  // a sleeping RunLoop.main returns and sleeps again, shorter
        }
    }

    /// Runs until `isFinished` says so. `handle` gets each input; `isAppCodeHeld` is asked
    /// before each sleep.
    func run(handle: (HostInput) -> Void, isAppCodeHeld: () -> Bool, isFinished: () -> Bool, endOfTurn: () -> Void) {
        while !isFinished() {
            for input in inbox.takeAll() {
                handle(input)
                if isFinished() { return }
            }
            clock.fireDue()
            if isFinished() { return }
            endOfTurn()
            let timeout = clock.timeUntilNextDeadline
            if isAppCodeHeld() {
                inbox.waitWithoutRunLoop(timeout: timeout)
            } else {
                let limit = timeout.map { Date(timeIntervalSinceNow: Double($0.nanoseconds) / 1e9) } ?? .distantFuture
                _ = RunLoop.main.run(mode: .default, before: limit)
            }
        }
    }
}
