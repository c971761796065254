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

    @Test func conventionalExitStatusIs128PlusTheSignal() {
        #expect(ProcessSignal.terminate.conventionalExitStatus == 128 + SIGTERM)
        #expect(ProcessSignal.interrupt.conventionalExitStatus == 128 + SIGINT)
        #expect(TerminationSignal.interrupt.conventionalExitStatus == 130)
    }
}
