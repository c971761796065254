import CSystemInterop
import Glibc

/// A doorbell between threads: any thread rings it, one thread sleeps until it rings or a
/// deadline passes, waiting on it alone (``wait(timeout:)``) or among other descriptors in its
/// own `poll` (``descriptor``, then ``clear()``). It is an `eventfd`, so rings coalesce, cost one
/// system call and never block.
///
/// The host's main thread waits on one while the app is suspended, when it must not run the run
/// loop (which would run the app's timers and main-queue work) yet must still hear the control
/// socket, signals and scripted events; the control socket's thread polls another beside its
/// sockets.
package final class Wakeup: Sendable {
    /// Readable while the bell has rung and not been cleared. Closed only when the doorbell goes,
    /// so a late `ring` from any thread never writes into a number the process has reused.
    package let descriptor: Int32

    /// A doorbell for the host's main thread, which has no way to go on without one: the process
    /// is out of descriptors at start-up.
    package convenience init() {
        do {
            try self.init(reporting: ())
        } catch {
            preconditionFailure("\(error)")
        }
    }

    init(reporting: Void) throws(SystemCallError) {
        descriptor = try SystemCall.check("eventfd") { csi_eventfd_create() }
    }

    deinit {
        close(descriptor)
    }

    /// Rings: a waiting thread wakes, or the next wait returns at once.
    package func ring() {
        var one: UInt64 = 1
        // EAGAIN means the counter is already non-zero: the bell has rung either way.
        _ = SystemCall.result("write") { write(descriptor, &one, MemoryLayout<UInt64>.size) }
    }

    /// Sleeps until the bell rings or `timeout` passes (`nil`: no limit), then clears it.
    /// Returns whether it rang.
    @discardableResult
    package func wait(timeout: Duration?) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout?.pollMilliseconds ?? -1
        var ready: Int32
        ready = (try? SystemCall.check("poll") { poll(&entry, 1, milliseconds) }) ?? -1
        guard ready > 0 else { return false }
        clear()
        return true
    }

    /// Forgets rings that nobody waited for; for a thread that saw ``descriptor`` readable.
    package func clear() {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    }
}
