import Dispatch
import Foundation
import Synchronization
import SystemInterop
import Testing

/// Signals sent to the test process itself. Only SIGTSTP and SIGCONT are watched here: the
/// termination signals must keep ending the test runner. Serialised: they share the process.
@Suite("Process signals", .serialized)
struct ProcessSignalTests {
    @Test func terminalStopIsDeliveredInsteadOfStoppingTheProcess() {
        let received = Mutex<[ProcessSignal]>([])
        let arrived = DispatchSemaphore(value: 0)
        let watcher = ProcessSignalWatcher(watching: [.terminalStop, .continued]) { signal, receipt in
            received.withLock { $0.append(signal) }
            receipt.markHandled()
            arrived.signal()
        }
        kill(getpid(), SIGTSTP)
        #expect(arrived.wait(timeout: .now() + 10) == .success)
        kill(getpid(), SIGCONT)
        #expect(arrived.wait(timeout: .now() + 10) == .success)
        #expect(received.withLock { $0 } == [.terminalStop, .continued])
        withExtendedLifetime(watcher) {}
    }

    /// In a burst of Ctrl-Z and `fg` the last one wins: once a SIGCONT has come after the last
    /// SIGTSTP, the stop that SIGTSTP asked for is not made (it would never be undone).
    @Test func aStopOvertakenByAContinueIsNotMade() {
        let arrived = DispatchSemaphore(value: 0)
        let watcher = ProcessSignalWatcher(watching: [.terminalStop, .continued]) { _, receipt in
            receipt.markHandled()
            arrived.signal()
        }
        kill(getpid(), SIGTSTP)
        #expect(arrived.wait(timeout: .now() + 10) == .success)
        #expect(isStopStillRequested())
        kill(getpid(), SIGCONT)
        #expect(arrived.wait(timeout: .now() + 10) == .success)
        #expect(!isStopStillRequested())
        #expect(!stopThisProcess(), "the process goes on: a SIGCONT came after the SIGTSTP")
        withExtendedLifetime(watcher) {}
    }

    @Test func conventionalExitStatusIs128PlusTheSignal() {
        #expect(ProcessSignal.terminate.conventionalExitStatus == 128 + SIGTERM)
        #expect(ProcessSignal.interrupt.conventionalExitStatus == 128 + SIGINT)
        #expect(ProcessSignal.hangup.conventionalExitStatus == 128 + SIGHUP)
        #expect(TerminationSignal.interrupt.conventionalExitStatus == 130)
    }
}
