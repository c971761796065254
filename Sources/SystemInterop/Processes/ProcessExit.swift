import Glibc

/// Ends the process at once with `status`, with `_exit`: no atexit handlers, no C++ or Swift
/// static destructors, no stdio flush.
///
/// For when the main thread is stuck (the watchdog) or a second signal says to stop now. The
/// stuck thread may hold a stdio stream's lock, so flushing could hang the exit it is meant to
/// precede; exit handlers would run app and library code alongside that thread, mid-operation.
/// Whatever must reach the user is written before, with `write(2)`, as the report is.
package func exitImmediately(_ status: Int32) -> Never {
    _exit(status)
}
