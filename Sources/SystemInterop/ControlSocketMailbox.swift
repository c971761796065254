import CSystemInterop
import Glibc
import Synchronization

/// Where replies and the request to stop wait for the server thread, which sleeps in poll():
/// whoever posts writes to an eventfd that thread polls.
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

    /// Polled by the server thread. Closed only when the mailbox goes, so a late `reply` from
    /// any thread can never write into a descriptor number the process has since reused.
    let wakeDescriptor: Int32
    private let state = Mutex(State())

    init() throws(SystemCallError) {
        wakeDescriptor = csi_eventfd_create()
        guard wakeDescriptor >= 0 else { throw .lastError("eventfd") }
    }

    deinit {
        UnixSocket.close(wakeDescriptor)
    }

    /// Queues a reply for the server thread; dropped once the server is closing.
    func post(_ reply: Reply) {
        let mustWake = state.withLock { state -> Bool in
            guard !state.closing else { return false }
            state.replies.append(reply)
            // The thread drains the eventfd before taking the replies, so one wake per
            // empty-to-non-empty step is enough and a burst of replies costs one write.
            return state.replies.count == 1
        }
        if mustWake { wake() }
    }

    /// Asks the server thread to stop.
    func close() {
        state.withLock { $0.closing = true }
        wake()
    }

    /// For the server thread: the queued replies, and whether to stop. Drain the eventfd first.
    func take() -> (replies: [Reply], closing: Bool) {
        state.withLock { state in
            defer { state.replies.removeAll() }
            return (state.replies, state.closing)
        }
    }

    /// For the server thread: resets the eventfd after poll() saw it readable.
    func drainWake() {
        var count: UInt64 = 0
        _ = read(wakeDescriptor, &count, MemoryLayout<UInt64>.size)
    }

    private func wake() {
        var one: UInt64 = 1
        // EAGAIN means the counter is already non-zero: the thread is woken either way.
        _ = write(wakeDescriptor, &one, MemoryLayout<UInt64>.size)
    }
}
