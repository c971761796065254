import Dispatch
import Synchronization

/// What the watchdog saw when a phase overran its limit.
package struct WatchdogExpiry: Sendable {
    /// The phase armed, e.g. "launch".
    package let phase: String
    /// The callback last named with `noteCallback` since the phase was armed; empty if none.
    package let callback: String
    /// The limit the phase was armed with.
    package let limit: Duration
    /// Time since `arm`, at least `limit`.
    package let elapsed: Duration
    /// The main thread's stack at expiry, innermost first; `nil` when it could not be had.
    package let mainThreadStack: [StackFrame]?

    /// An expiry as given, for hosts that test their report.
    package init(phase: String, callback: String, limit: Duration, elapsed: Duration, mainThreadStack: [StackFrame]?) {
        self.phase = phase
        self.callback = callback
        self.limit = limit
        self.elapsed = elapsed
        self.mainThreadStack = mainThreadStack
    }
}

/// Times the phases of the app's life that iOS bounds (launch, entering the background,
/// termination) from a thread of its own, so that a main thread stuck in app code is noticed
/// and reported with its stack.
///
/// The thread sleeps while nothing is armed and until the armed deadline otherwise; arming
/// and disarming only take a lock, and wake it only when it would otherwise sleep past the new
/// deadline (a futex wake-up and a switch to that thread were a visible part of a launch).
package final class Watchdog: Sendable {
    private let core: WatchdogCore

    /// `onExpiry` runs on the watchdog's own thread when an armed limit passes; the host writes
    /// its report there and ends the process. `stackCaptureTimeout` bounds the wait for the
    /// main thread's stack (see `MainThreadStack`), which needs `MainThreadStack.prepare()`.
    package init(stackCaptureTimeout: Duration = .milliseconds(500),
                onExpiry: @escaping @Sendable (WatchdogExpiry) -> Void) {
        let core = WatchdogCore(stackCaptureTimeout: stackCaptureTimeout, onExpiry: onExpiry)
        switch SystemThread.start(name: "apphost.watchdog", { core.run() }) {
        case .success(let thread):
            thread.detach()  // it ends by itself once the watchdog goes
        case .failure(let failure):
            fatalError("apphost: cannot start the watchdog thread: \(failure)")
        }
        self.core = core
    }

    deinit {
        core.stop()
    }

    /// Starts timing `phase` (e.g. "launch", "didEnterBackground", "willTerminate") with its
    /// limit, replacing any phase armed before. Called on the main thread; cheap: a lock, and
    /// a wake-up only when the thread sleeps past the new deadline, no thread creation.
    package func arm(phase: String, limit: Duration) {
        core.arm(phase: phase, limit: limit)
    }

    /// Names the callback running now, for the report (e.g.
    /// "application(_:didFinishLaunchingWithOptions:)").
    package func noteCallback(_ name: String) {
        core.noteCallback(name)
    }

    /// Stops timing; nothing fires until the next `arm`.
    package func disarm() {
        core.disarm()
    }
}

/// The state the watchdog's thread shares with the main thread; the thread holds this, not the
/// `Watchdog`, so that dropping the watchdog stops the thread.
final class WatchdogCore: Sendable {
    private struct Armed {
        let phase: String
        let limit: Duration
        let start: ContinuousClock.Instant
        var callback = ""
    }

    private struct State {
        var armed: Armed?
        var stopped = false
        /// When the thread looks at the state again without being woken: the deadline it
        /// sleeps until; `nil` while it waits for a signal (nothing armed) or has not yet looked.
        var looksAgainBy: ContinuousClock.Instant?
    }

    private let state = Mutex(State())
    /// Signalled on a change the thread would not see in time by itself; the thread re-reads
    /// the state after each wake, so surplus signals cost one loop each and none is lost.
    private let wake = DispatchSemaphore(value: 0)
    private let stackCaptureTimeout: Duration
    private let onExpiry: @Sendable (WatchdogExpiry) -> Void

    init(stackCaptureTimeout: Duration, onExpiry: @escaping @Sendable (WatchdogExpiry) -> Void) {
        self.stackCaptureTimeout = stackCaptureTimeout
        self.onExpiry = onExpiry
    }

    func arm(phase: String, limit: Duration) {
        let start = ContinuousClock.now
        let mustWake = state.withLock { state -> Bool in
            state.armed = Armed(phase: phase, limit: limit, start: start)
            guard let looksAgainBy = state.looksAgainBy else { return true }
            return looksAgainBy > start.advanced(by: limit)
        }
        if mustWake { wake.signal() }
    }

    func noteCallback(_ name: String) {
        // The deadline has not moved: no need to wake the thread.
        state.withLock { $0.armed?.callback = name }
    }

    /// The thread is not woken: at the deadline it slept for, it finds nothing armed and waits.
    func disarm() {
        state.withLock { $0.armed = nil }
    }

    func stop() {
        state.withLock { $0.stopped = true }
        wake.signal()
    }

    private enum Next {
        case stop
        case idle
        case sleep(Duration)
        case expire(WatchdogExpiry)
    }

    /// The thread's loop: sleeps until the deadline or a change, and reports an expiry once.
    func run() {
        while true {
            switch next() {
            case .stop:
                return
            case .idle:
                wake.wait()
            case .sleep(let remaining):
                _ = wake.wait(timeout: .now() + .nanoseconds(Int(remaining.clampedNanoseconds)))
            case .expire(let expiry):
                let stack = MainThreadStack.capture(timeout: stackCaptureTimeout)
                onExpiry(WatchdogExpiry(phase: expiry.phase, callback: expiry.callback, limit: expiry.limit,
                                        elapsed: expiry.elapsed, mainThreadStack: stack))
            }
        }
    }

    /// What to do now. An expired phase is disarmed here, under the lock, so it fires once even
    /// if the main thread disarms it while the stack is being captured.
    private func next() -> Next {
        let now = ContinuousClock.now
        return state.withLock { state -> Next in
            state.looksAgainBy = nil
            if state.stopped { return .stop }
            guard let armed = state.armed else { return .idle }
            let elapsed = armed.start.duration(to: now)
            guard elapsed >= armed.limit else {
                state.looksAgainBy = now.advanced(by: armed.limit - elapsed)
                return .sleep(armed.limit - elapsed)
            }
            state.armed = nil
            return .expire(WatchdogExpiry(phase: armed.phase, callback: armed.callback, limit: armed.limit,
                                          elapsed: elapsed, mainThreadStack: nil))
        }
    }
}
