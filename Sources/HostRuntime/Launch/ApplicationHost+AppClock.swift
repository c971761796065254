import HostKit

/// HostKit's animations and gesture recognizers run on the app clock. What falls due while the
/// app is suspended waits until it runs again: a suspended app runs no code.
extension ApplicationHost: AppClockProviding {
    var now: Double { Double(clock.now.nanoseconds) / 1e9 }

    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        let nanoseconds = delay.isFinite ? Int64(min(max(delay, 0), 1e9) * 1e9) : 0
        clock.schedule(after: .nanoseconds(nanoseconds)) { [weak self] in
            guard let self else { return }
            if isAppCodeHeld {
                heldClockActions.append(action)
            } else {
                action()
                endRunLoopTurn()
            }
        }
    }

    /// Runs what fell due while the app was suspended, in order.
    func runHeldClockActions() {
        let actions = heldClockActions
        heldClockActions.removeAll()
        for action in actions { action() }
    }
}
