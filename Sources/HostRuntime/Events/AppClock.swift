/// The app's clock: real monotonic time, plus whatever `advance` has skipped. Timers on it fire
/// when either moves past their deadline. The host's run loop sleeps until the earliest
/// deadline, so an idle app uses no CPU.
///
/// These are the host's own timers (suspension, the background allowance, scripted waits):
/// they fire even while the app is suspended, unlike the app's timers.
///
/// A virtual clock (HostKitTesting's harness) has no real part: time moves only by `advance`.
@MainActor
package final class AppClock {
    struct TimerID: Hashable {
        fileprivate let value: Int
    }

    private struct Timer {
        let id: TimerID
        let deadline: Duration
        let action: @MainActor () -> Void
    }

    /// `nil` for a virtual clock.
    private let origin: ContinuousClock.Instant?
    private var skipped: Duration = .zero
    private var timers: [Timer] = []
    private var nextID = 0
    /// While a timer fires, the time it was due: its action sees the moment it stands for, not
    /// however much later an `advance` or a busy main thread let it run.
    private var firingDeadline: Duration?
    /// Called when a new timer is due before every other one, so that a sleeping run loop
    /// recomputes how long it may sleep.
    var earliestDeadlineDidMoveForward: @MainActor () -> Void = {}

    convenience init(origin: ContinuousClock.Instant = .now) {
        self.init(realTimeFrom: origin)
    }

    /// A clock that stands still until `advance(by:)` moves it: tests get the same times every run.
    package static func virtual() -> AppClock {
        AppClock(realTimeFrom: nil)
    }

    private init(realTimeFrom origin: ContinuousClock.Instant?) {
        self.origin = origin
    }

    /// App time since the host started.
    package var now: Duration { firingDeadline ?? ((origin.map { $0.duration(to: .now) } ?? .zero) + skipped) }

    /// How long until the earliest timer is due (zero if one is overdue); `nil` with no timers.
    var timeUntilNextDeadline: Duration? {
        guard let earliest = timers.lazy.map(\.deadline).min() else { return nil }
        return max(earliest - now, .zero)
    }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerID {
        nextID += 1
        let id = TimerID(value: nextID)
        let deadline = now + delay
        let isEarliest = timers.allSatisfy { $0.deadline > deadline }
        timers.append(Timer(id: id, deadline: deadline, action: action))
        if isEarliest { earliestDeadlineDidMoveForward() }
        return id
    }

    func cancel(_ id: TimerID) {
        timers.removeAll { $0.id == id }
    }

    /// Moves app time on by `amount`, firing every timer that falls due, in deadline order.
    package func advance(by amount: Duration) {
        // Time moves on from the present, even inside a timer's action (a script's events run
        // in the action of its `wait`): the timers that fall due must see it move.
        firingDeadline = nil
        skipped += amount
        fireDue()
    }

    /// Fires every timer whose deadline has passed, earliest first; a timer scheduled by one
    /// that fires runs in the same pass if it is already due.
    package func fireDue() {
        while let index = timers.indices.min(by: { timers[$0].deadline < timers[$1].deadline }),
              timers[index].deadline <= now {
            let timer = timers.remove(at: index)
            firingDeadline = timer.deadline
            timer.action()
            firingDeadline = nil
        }
    }
}
