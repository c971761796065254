import Dispatch
import Synchronization

/// Watches the window system's connection and calls `readable` (on a queue of its own) when
/// events wait on it, then waits for ``rearm()``: the main thread reads the events, and until it
/// has, the connection would stay readable and wake it again and again.
///
/// This is what makes an open window cost nothing while the user does nothing: no timer, no
/// polling, the main thread sleeps until the window system writes.
package final class ConnectionWatch: Sendable {
    private enum State {
        case watching
        case waitingForRearm
        case stopped
    }

    private let state = Mutex(State.watching)
    // Safe to share: libdispatch's sources may be suspended, resumed and cancelled from any
    // thread, and every such call here is made while holding `state`, which also keeps the
    // suspensions and resumptions balanced (one resume for each suspend, none after `stop`).
    private nonisolated(unsafe) let source: any DispatchSourceRead

    package init(descriptor: Int32, readable: @escaping @Sendable () -> Void) {
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: DispatchQueue(label: "apphost.window-connection"))
        source.setEventHandler { [weak self] in
            guard let self else { return }
            let fire = self.state.withLock { state -> Bool in
                guard state == .watching else { return false }
                state = .waitingForRearm
                self.source.suspend()
                return true
            }
            if fire { readable() }
        }
        source.resume()
    }

    /// Watches again, once the events that woke the main thread have been read.
    package func rearm() {
        state.withLock { state in
            guard state == .waitingForRearm else { return }
            state = .watching
            source.resume()
        }
    }

    /// Stops watching for good (the window closed, or its connection broke).
    package func stop() {
        state.withLock { state in
            guard state != .stopped else { return }
            source.cancel()
            // A suspended source never runs its cancellation: resume it to let it go.
            if state == .waitingForRearm { source.resume() }
            state = .stopped
        }
    }

    deinit { stop() }
}
