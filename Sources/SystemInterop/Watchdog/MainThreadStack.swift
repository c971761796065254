import CSystemInterop

/// The stack of the main thread, as seen from another thread: what a watchdog report shows to
/// say where the app is stuck.
///
/// The main thread is interrupted with a spare real-time signal (the highest one whose action is
/// still the default, usually SIGRTMAX = 64; SIGUSR2 if none is free) and records its own stack
/// with backtrace() in the handler. The frames are symbolised afterwards, on the capturing thread,
/// with dladdr and, for what it cannot name, the images' own symbol tables.
package enum MainThreadStack {
    /// The most frames kept, innermost first.
    static let frameLimit = 128

    /// Call once on the main thread at startup: records the main thread and installs a handler
    /// for a spare real-time signal (or SIGUSR2) that captures the stack with backtrace(). Also
    /// warms backtrace() up, since its first call loads libgcc, which is not async-signal-safe.
    ///
    /// The thread that calls it is the one `capture` interrupts; a later call moves that role
    /// to the calling thread. That thread must outlive every capture: the main thread does.
    package static func prepare() {
        _ = csi_stack_capture_prepare()
    }

    /// The signal the capture uses, once `prepare` has found one; `nil` before, or when every
    /// candidate was taken.
    package static var signal: Int32? {
        let chosen = csi_stack_capture_signal()
        return chosen > 0 ? chosen : nil
    }

    /// From another thread: interrupts the main thread, which records its own stack in the
    /// handler; waits at most `timeout`. `nil` when it could not be had: `prepare` was not
    /// called, or the thread did not run the handler in time (it may have the signal blocked,
    /// or be stuck in the kernel).
    ///
    /// Called on the main thread itself, it returns the caller's own stack.
    package static func capture(timeout: Duration) -> [StackFrame]? {
        var addresses = [UInt](repeating: 0, count: frameLimit)
        let count = addresses.withUnsafeMutableBufferPointer { buffer in
            Int(csi_stack_capture(timeout.clampedNanoseconds, buffer.baseAddress, Int32(buffer.count)))
        }
        guard count > 0 else { return nil }
        return StackFrame.symbolising(Array(addresses[..<count]))
    }
}
