import Dispatch

/// The app's clock: real monotonic time, plus whatever `advance` has skipped. Timers on it fire
/// when either moves past their deadline; between deadlines nothing runs, so an idle app sleeps.
@MainActor
final class AppClock {
    struct TimerID: Hashable {
        fileprivate let value: Int
    }

    private struct Timer {
        let id: TimerID
        let deadline: Duration
        let action: @MainActor () -> Void
    }

    private let origin = ContinuousClock.now
    private var skipped: Duration = .zero
    private var timers: [Timer] = []
    private var nextID = 0
    private var armedGeneration = 0

    /// App time since the host started.
    var now: Duration { origin.duration(to: .now) + skipped }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerID {
        nextID += 1
        let id = TimerID(value: nextID)
        timers.append(Timer(id: id, deadline: now + delay, action: action))
        fireDueAndRearm()
        return id
    }

    func cancel(_ id: TimerID) {
        timers.removeAll { $0.id == id }
        fireDueAndRearm()
    }

    /// Moves app time on by `amount`, firing every timer that falls due, in deadline order.
    func advance(by amount: Duration) {
        skipped += amount
        fireDueAndRearm()
    }

    private func fireDueAndRearm() {
        while let index = timers.indices.min(by: { timers[$0].deadline < timers[$1].deadline }),
              timers[index].deadline <= now {
            timers.remove(at: index).action()
        }
        arm()
    }

    /// Wakes the main queue at the earliest deadline; a newer arming makes older wake-ups no-ops.
    private func arm() {
        armedGeneration += 1
        guard let earliest = timers.map(\.deadline).min() else { return }
        let generation = armedGeneration
        let delay = max(earliest - now, .zero)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(delay.nanoseconds))) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.armedGeneration == generation else { return }
                self.fireDueAndRearm()
            }
        }
    }
}
