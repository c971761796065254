import Synchronization

/// A value worked out on a thread of its own while the caller goes on: work a launch would
/// otherwise wait for on the main thread, started as soon as its input is known and collected
/// where it is needed.
///
/// ``value()`` waits for the thread and returns what it computed; when no thread could be
/// started, it computes the value itself, so a caller always gets the same value either way.
package final class BackgroundValue<Value: Sendable>: Sendable {
    private enum State {
        case running(SystemThread)
        case collected
    }

    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slot: Slot
    private let state: Mutex<State>
    private let compute: @Sendable () -> Value

    /// Starts `compute` on a thread called `name`. The thread takes no asynchronous signals (see
    /// ``SystemThread``), so signals still reach the main thread alone.
    package init(name: String, computing compute: @escaping @Sendable () -> Value) {
        let slot = Slot()
        self.slot = slot
        self.compute = compute
        switch SystemThread.start(name: name, { slot.value.withLock { $0 = compute() } }) {
        case .success(let thread): state = Mutex(.running(thread))
        case .failure: state = Mutex(.collected)
        }
    }

    /// A value never asked for lets its thread go when the thread ends.
    deinit {
        state.withLock { state in
            if case .running(let thread) = state { thread.detach() }
        }
    }

    /// The value: waits for the thread the first time (it is joined once, outside the lock the
    /// thread stores its value under), or computes it here when no thread ran.
    package func value() -> Value {
        let thread = state.withLock { state -> SystemThread? in
            guard case .running(let thread) = state else { return nil }
            state = .collected
            return thread
        }
        thread?.join()
        if let value = slot.value.withLock({ $0 }) { return value }
        let value = compute()
        slot.value.withLock { $0 = value }
        return value
    }
}
