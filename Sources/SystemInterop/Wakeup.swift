import Glibc

/// A doorbell between threads: any thread rings it, one thread sleeps until it rings or a
/// deadline passes. It is a non-blocking pipe: a ring is one byte, and rings while the pipe is
/// full are already heard, so they cost one system call and never block.
///
/// The host's main thread waits on it while the app is suspended, when it must not run the
/// run loop (which would run the app's timers and main-queue work) yet must still hear the
/// control socket, signals and scripted events.
public final class Wakeup: Sendable {
    // Pipe ends are kernel objects; read and write on them are thread-safe system calls.
    private let readEnd: Int32
    private let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe failed: errno \(errno)")
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Rings: a waiting thread wakes, or the next wait returns at once.
    public func ring() {
        var one: UInt8 = 1
        while write(writeEnd, &one, 1) < 0, errno == EINTR {}
    }

    /// Sleeps until the bell rings or `timeout` passes (`nil`: no limit), then clears it.
    /// Returns whether it rang.
    @discardableResult
    public func wait(timeout: Duration?) -> Bool {
        var entry = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        let milliseconds: Int32 = timeout.map { duration in
            let (seconds, attoseconds) = duration.components
            let total = max(0, seconds) * 1000 + (seconds >= 0 ? (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000 : 0)
            return Int32(clamping: total)
        } ?? -1
        var ready: Int32
        repeat { ready = poll(&entry, 1, milliseconds) } while ready < 0 && errno == EINTR
        guard ready > 0 else { return false }
        clear()
        return true
    }

    /// Forgets rings that nobody waited for.
    public func clear() {
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &buffer, { read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }
}
