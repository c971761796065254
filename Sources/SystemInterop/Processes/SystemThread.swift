import CSystemInterop
import Glibc

/// A POSIX thread of SystemInterop's own, for loops that block in poll() or a timed wait:
/// on a Dispatch or Swift-concurrency worker such a wait would hold a shared thread for good.
struct SystemThread: Sendable {
    // pthread_t is an integer handle on Linux; it names the thread and owns nothing.
    private let id: pthread_t

    /// Starts `body` on a new, joinable thread called `name` (15 bytes are kept);
    /// fails only when the system has no thread to spare.
    static func start(name: String, _ body: @escaping @Sendable () -> Void) -> Result<SystemThread, SystemCallError> {
        final class Start {
            let name: String
            let body: @Sendable () -> Void
            init(name: String, body: @escaping @Sendable () -> Void) {
                self.name = name
                self.body = body
            }
        }
        let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        // The thread starts with asynchronous signals blocked (it inherits the mask in force at
        // pthread_create), so that their handlers run on the threads meant for them (the main
        // thread, and for SIGTSTP and SIGCONT the job-control thread of signal_relay.c). Two
        // threads that both took process-directed signals could run SIGTSTP's and SIGCONT's
        // handlers at the same time, and a Ctrl-Z/fg burst could then end with the stop recorded
        // last. Faults stay deliverable: they belong to the thread that caused them.
        var asynchronousSignals = sigset_t()
        csi_asynchronous_signals(&asynchronousSignals)
        var creatorsMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &asynchronousSignals, &creatorsMask)
        defer { pthread_sigmask(SIG_SETMASK, &creatorsMask, nil) }
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
            csi_thread_set_name(start.name)
            start.body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            return .failure(SystemCallError(call: "pthread_create", code: status))
        }
        return .success(SystemThread(id: thread))
    }

    /// Whether the caller is this thread, which must not join itself.
    var isCurrent: Bool { pthread_equal(pthread_self(), id) != 0 }

    /// Waits for the thread to end.
    func join() {
        pthread_join(id, nil)
    }

    /// Lets the thread's resources go when it ends, for a thread nobody will join.
    func detach() {
        pthread_detach(id)
    }
}
