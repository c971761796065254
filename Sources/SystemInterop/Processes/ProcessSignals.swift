import Glibc
import Synchronization

/// The signals the host acts upon itself instead of leaving them their default action.
package enum ProcessSignal: Sendable, CaseIterable, Hashable {
    /// SIGTERM: the host turns it into the `terminate` event.
    case terminate
    /// SIGINT (Ctrl-C): as `terminate`.
    case interrupt
    /// SIGTSTP (Ctrl-Z): no longer stops the process by itself; the host delivers `home`, then
    /// calls `stopThisProcess()` so that the shell gets its prompt back.
    case terminalStop
    /// SIGCONT: the process was continued (`fg`, `bg`, `kill -CONT`) after a stop.
    case continued

    var number: Int32 {
        switch self {
        case .terminate: SIGTERM
        case .interrupt: SIGINT
        case .terminalStop: SIGTSTP
        case .continued: SIGCONT
        }
    }

    /// The conventional exit status of a process ended by this signal: 128 + its number.
    package var conventionalExitStatus: Int32 { 128 + number }

    /// Whether the signal asks the process to end; a second one while the first is unhandled
    /// ends it at once.
    var asksToEnd: Bool { self == .terminate || self == .interrupt }
}

/// Delivers SIGTERM, SIGINT, SIGTSTP and SIGCONT to a handler on a private serial queue,
/// instead of letting them end or stop the process.
///
/// A main thread stuck in app code cannot act on a signal, so the watcher does when one is
/// repeated: a second SIGTERM or SIGINT while the first is unhandled ends the process at once
/// (Ctrl-C twice always works), and a second SIGTSTP while the first is unhandled stops it at
/// once (Ctrl-Z twice always gives the shell back).
///
/// Create it on the main thread: that thread unblocks the watched signals, so they arrive even
/// when the process inherited a mask that blocks them (as one started from a Dispatch worker
/// does). One watcher per signal at a time: a new watcher of a signal takes it over. When the
/// watcher goes, its signals get their default action back.
package final class ProcessSignalWatcher {
    private let tokens: [(signal: Int32, token: UInt64)]

    /// Starts watching `signals` at once: a signal sent after this returns is delivered.
    /// `handler` runs on a private serial queue, once per signal; for `terminate`, `interrupt`
    /// and `terminalStop` it must call `markHandled()` on the receipt once the signal has been
    /// acted on (for `terminalStop`, before calling `stopThisProcess()`).
    package init(watching signals: Set<ProcessSignal> = Set(ProcessSignal.allCases),
                handler: @escaping @Sendable (ProcessSignal, SignalReceipt) -> Void) {
        let endRequests = SignalCounter()
        let stopRequests = SignalCounter()
        tokens = ProcessSignal.allCases.filter(signals.contains).map { kind in
            let token = SignalRelay.shared.route(kind.number) { _ in
                switch kind {
                case .terminate, .interrupt:
                    if endRequests.receive() > 1 {
                        writeToStandardError("apphost: a second signal arrived while the app is busy; exiting now\n")
                        exitImmediately(kind.conventionalExitStatus)
                    }
                    handler(kind, SignalReceipt(counter: endRequests))
                case .terminalStop:
                    if stopRequests.receive() > 1 {
                        writeToStandardError("apphost: a second Ctrl-Z arrived while the app is busy; stopping now\n")
                        // This one is acted upon here; the first stays unhandled, so a third
                        // Ctrl-Z after `fg` stops at once too.
                        stopRequests.markHandled()
                        stopThisProcess()
                        return
                    }
                    handler(kind, SignalReceipt(counter: stopRequests))
                case .continued:
                    handler(kind, SignalReceipt(counter: nil))
                }
            }
            return (kind.number, token)
        }
    }

    deinit {
        for (signal, token) in tokens {
            SignalRelay.shared.stopRouting(signal, token: token)
        }
    }
}

/// Stops the whole process with SIGSTOP, which cannot be caught, as SIGTSTP's default action
/// would have: the shell sees the job stopped and prints its prompt. `fg` or `bg` continue it,
/// and SIGCONT arrives as `ProcessSignal.continued`.
package func stopThisProcess() {
    raise(SIGSTOP)
}

/// Handed out with each signal, to say when it has been acted on.
package struct SignalReceipt: Sendable {
    fileprivate let counter: SignalCounter?

    /// Says the signal has been acted on, so that the next one of its kind is not taken as a
    /// repeat sent because the app seemed stuck.
    package func markHandled() {
        counter?.markHandled()
    }
}

/// Counts signals received and not yet handled; shared between the signal queue and main.
private final class SignalCounter: Sendable {
    private let pending = Atomic<Int>(0)

    /// Records a signal and returns how many are now unhandled.
    func receive() -> Int { pending.add(1, ordering: .sequentiallyConsistent).newValue }

    func markHandled() { pending.subtract(1, ordering: .sequentiallyConsistent) }
}

// MARK: - Termination only

/// The signals that ask a process to end, which `apphost` turns into the `terminate` event.
package enum TerminationSignal: Sendable, CaseIterable {
    case terminate  // SIGTERM
    case interrupt  // SIGINT

    var processSignal: ProcessSignal {
        switch self {
        case .terminate: .terminate
        case .interrupt: .interrupt
        }
    }

    /// The conventional exit status of a process ended by this signal: 128 + its number.
    package var conventionalExitStatus: Int32 { processSignal.conventionalExitStatus }
}

/// A `ProcessSignalWatcher` of SIGTERM and SIGINT only, which leaves SIGTSTP and SIGCONT their
/// default actions: for hosts that do not handle a terminal stop themselves.
package final class TerminationSignalWatcher {
    private let watcher: ProcessSignalWatcher

    /// Starts watching. `handler` runs on a private serial queue, once per signal; it must call
    /// `markHandled()` on the receipt once the signal has been acted on.
    package init(handler: @escaping @Sendable (TerminationSignal, SignalReceipt) -> Void) {
        watcher = ProcessSignalWatcher(watching: [.terminate, .interrupt]) { signal, receipt in
            handler(signal == .terminate ? .terminate : .interrupt, receipt)
        }
    }
}
