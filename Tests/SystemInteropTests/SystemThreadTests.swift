import Glibc
import Synchronization
import Testing

@testable import SystemInterop

@Suite("SystemInterop threads")
struct SystemThreadTests {
    /// A process-directed signal must have one thread to land on (the main thread, or for SIGTSTP
    /// and SIGCONT the job-control thread), so that the handlers of SIGTSTP and SIGCONT never run
    /// at the same time on two threads.
    @Test func aThreadStartsWithAsynchronousSignalsBlockedAndFaultsDeliverable() throws {
        let blocked = Mutex<[Int32: Bool]>([:])
        let thread = try SystemThread.start(name: "apphost.test") {
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            blocked.withLock { seen in
                for signal in [SIGTSTP, SIGCONT, SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGCHLD, SIGSEGV, SIGBUS] {
                    seen[signal] = sigismember(&mask, signal) == 1
                }
            }
        }.get()
        thread.join()
        let seen = blocked.withLock { $0 }
        for signal in [SIGTSTP, SIGCONT, SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGCHLD] {
            #expect(seen[signal] == true, "signal \(signal) is blocked on a SystemInterop thread")
        }
        #expect(seen[SIGSEGV] == false && seen[SIGBUS] == false, "faults still reach the thread that caused them")
    }

    @Test func theCreatorKeepsItsOwnMask() throws {
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &before)
        let thread = try SystemThread.start(name: "apphost.test") {}.get()
        thread.join()
        var after = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &after)
        #expect(sigismember(&before, SIGCONT) == sigismember(&after, SIGCONT))
        #expect(sigismember(&before, SIGTERM) == sigismember(&after, SIGTERM))
    }
}
