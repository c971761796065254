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
/// termination) with a Dispatch timer whose handler runs off the main thread, so that a main
/// thread stuck in app code is noticed and reported with its stack.
///
/// It has no thread of its own: the timer is served by the Dispatch thread that already watches
/// the signal pipe (`SignalRelay`), and a thread runs the handler only when the timer fires. A
/// thread started at every launch cost more than all the arming it was built to make cheap (on a
/// loaded two-core machine, a process's first extra thread added milliseconds to its life). Arming
/// takes a lock, and moves the timer only when it would fire after the new deadline; disarming
/// only takes the lock: a timer that fires with nothing armed does nothing.
package final class Watchdog: Sendable {
    private let core: WatchdogCore

    /// `onExpiry` runs off the main thread when an armed limit passes; the host writes its
    /// report there and ends the process. `stackCaptureTimeout` bounds the wait for the main
    /// thread's stack (see `MainThreadStack`), which needs `MainThreadStack.prepare()`.
    package init(stackCaptureTimeout: Duration = .milliseconds(500),
                onExpiry: @escaping @Sendable (WatchdogExpiry) -> Void) {
        core = WatchdogCore(stackCaptureTimeout: stackCaptureTimeout, onExpiry: onExpiry)
    }

    deinit {
        core.stop()
    }

    /// Starts timing `phase` (e.g. "launch", "didEnterBackground", "willTerminate") with its
    /// limit, replacing any phase armed before. Called on the main thread; cheap: a lock, and
    /// a new deadline for the timer only when it would fire later than this phase's.
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

/// The state the timer's handler shares with the main thread. The timer holds this through its
/// handler until `stop()` cancels it, which dropping the `Watchdog` does.
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
        /// When the timer fires next; `nil` while it is not set to fire.
        var firesBy: ContinuousClock.Instant?
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "apphost.watchdog")
    // Safe without Sendable: a Dispatch source's `schedule`, `setEventHandler` and `cancel` may
    // be called from any thread (libdispatch takes them in order); the timer is only ever
    // rescheduled under `state`'s lock, so that the deadline it holds is the one `firesBy` says.
    nonisolated(unsafe) private let timer: any DispatchSourceTimer
    private let stackCaptureTimeout: Duration
    private let onExpiry: @Sendable (WatchdogExpiry) -> Void

    init(stackCaptureTimeout: Duration, onExpiry: @escaping @Sendable (WatchdogExpiry) -> Void) {
        self.stackCaptureTimeout = stackCaptureTimeout
        self.onExpiry = onExpiry
        timer = DispatchSource.makeTimerSource(queue: queue)
        // The cycle through the handler lasts until `stop()` cancels the timer.
        timer.setEventHandler { self.fired() }
        timer.resume()
    }

    func arm(phase: String, limit: Duration) {
        let start = ContinuousClock.now
        let deadline = start.advanced(by: limit)
        state.withLock { state in
            state.armed = Armed(phase: phase, limit: limit, start: start)
            if let firesBy = state.firesBy, firesBy <= deadline { return }
            schedule(in: limit, by: deadline, &state)
        }
    }

    func noteCallback(_ name: String) {
        // The deadline has not moved: the timer stays as it is.
        state.withLock { $0.armed?.callback = name }
    }

    /// The timer is left as it is: when it fires, it finds nothing armed.
    func disarm() {
        state.withLock { $0.armed = nil }
    }

    func stop() {
        state.withLock { $0.stopped = true }
        timer.cancel()
    }

    /// Sets the timer to fire after `interval`, at `deadline`; called under the lock.
    private func schedule(in interval: Duration, by deadline: ContinuousClock.Instant, _ state: inout State) {
        state.firesBy = deadline
        timer.schedule(deadline: .now() + .nanoseconds(Int(interval.clampedNanoseconds)), repeating: .never, leeway: .milliseconds(1))
    }

    /// The timer fired, on `queue`: reports an expired phase once (it is disarmed under the
    /// lock, so it fires once even if the main thread disarms it while the stack is captured),
    /// and sets the timer again for a phase armed after it was set.
    private func fired() {
        let now = ContinuousClock.now
        let expired = state.withLock { state -> WatchdogExpiry? in
            state.firesBy = nil
            guard !state.stopped, let armed = state.armed else { return nil }
            let elapsed = armed.start.duration(to: now)
            guard elapsed >= armed.limit else {
                let remaining = armed.limit - elapsed
                schedule(in: remaining, by: now.advanced(by: remaining), &state)
                return nil
            }
            state.armed = nil
            return WatchdogExpiry(phase: armed.phase, callback: armed.callback, limit: armed.limit,
                                  elapsed: elapsed, mainThreadStack: nil)
        }
        guard let expired else { return }
        let stack = MainThreadStack.capture(timeout: stackCaptureTimeout)
        onExpiry(WatchdogExpiry(phase: expired.phase, callback: expired.callback, limit: expired.limit,
                                elapsed: expired.elapsed, mainThreadStack: stack))
    }
}
