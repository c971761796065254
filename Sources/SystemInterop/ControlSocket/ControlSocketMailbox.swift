import Synchronization

/// Where replies and the request to stop wait for the server thread, which sleeps in poll():
/// whoever posts rings a doorbell that thread polls.
final class ControlSocketMailbox: Sendable {
    struct Reply {
        let connection: UInt64
        let sequence: UInt64
        let line: String
    }

    private struct State {
        var replies: [Reply] = []
        var closing = false
    }

    /// Polled by the server thread: its descriptor lives as long as the mailbox, so a late
    /// `reply` from any thread never writes into a descriptor number the process has reused.
    let doorbell: Wakeup
    private let state = Mutex(State())

    init() throws(SystemCallError) {
        doorbell = try Wakeup(reporting: ())
    }

    /// Queues a reply for the server thread; dropped once the server is closing.
    func post(_ reply: Reply) {
        let mustWake = state.withLock { state -> Bool in
            guard !state.closing else { return false }
            state.replies.append(reply)
            // The thread clears the doorbell before taking the replies, so one ring per
            // empty-to-non-empty step is enough and a burst of replies costs one write.
            return state.replies.count == 1
        }
        if mustWake { doorbell.ring() }
    }

    /// Asks the server thread to stop.
    func close() {
        state.withLock { $0.closing = true }
        doorbell.ring()
    }

    /// For the server thread: the queued replies, and whether to stop. Clear the doorbell first.
    func take() -> (replies: [Reply], closing: Bool) {
        state.withLock { state in
            defer { state.replies.removeAll() }
            return (state.replies, state.closing)
        }
    }
}
