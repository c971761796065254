import CSystemInterop
import Glibc
import Synchronization

/// The signals the host acts upon itself instead of leaving them their default action.
package enum ProcessSignal: Sendable, CaseIterable, Hashable {
    /// SIGTERM: the host turns it into the `terminate` event.
    case terminate
    /// SIGINT (Ctrl-C): as `terminate`.
    case interrupt
    /// SIGHUP (the terminal went away): as `terminate`, so that the app saves its state and the
    /// host removes what it created, as a terminal program should.
    case hangup
    /// SIGTSTP (Ctrl-Z): no longer stops the process by itself; the host delivers `home`, then
    /// calls `stopThisProcess()` so that the shell gets its prompt back.
    case terminalStop
    /// SIGCONT: the process was continued (`fg`, `bg`, `kill -CONT`) after a stop.
    case continued
    /// SIGPIPE: the reader of a pipe this process writes to (its trace or snapshots on standard
    /// output, say) went away. Watched, the write fails with EPIPE instead of the signal killing
    /// the process on the spot; the host then ends the app as a hang-up does.
    case brokenPipe
    /// SIGUSR1, which the kernel sends a supervised app when its supervisor ends however it ends
    /// (see `terminateWhenParentEnds()`): as `terminate`. A signal of its own, because the kernel
    /// may send it more than once (once for each of the dying parent's threads the app is handed
    /// to), and a repeated SIGTERM would read as a user's second Ctrl-C and end the app at once.
    case parentEnded

    var number: Int32 {
        switch self {
        case .terminate: SIGTERM
        case .interrupt: SIGINT
        case .hangup: SIGHUP
        case .terminalStop: SIGTSTP
        case .continued: SIGCONT
        case .brokenPipe: SIGPIPE
        case .parentEnded: SIGUSR1
        }
    }

    /// The conventional exit status of a process ended by this signal: 128 + its number.
    package var conventionalExitStatus: Int32 { 128 + number }

    /// Whether the signal asks the process to end; a second one while the first is unhandled
    /// ends it at once.
    package var asksToEnd: Bool { self == .terminate || self == .interrupt || self == .hangup }

    /// The signal's name, as traces and messages show it.
    package var name: String {
        switch self {
        case .terminate: "SIGTERM"
        case .interrupt: "SIGINT"
        case .hangup: "SIGHUP"
        case .terminalStop: "SIGTSTP"
        case .continued: "SIGCONT"
        case .brokenPipe: "SIGPIPE"
        case .parentEnded: "SIGUSR1"
        }
    }

    /// Sends this signal to the process `processID`.
    package func send(to processID: Int32) {
        kill(processID, number)
    }
}

/// Delivers SIGTERM, SIGINT, SIGHUP, SIGTSTP, SIGCONT and SIGPIPE to a handler on a private serial queue,
/// instead of letting them end or stop the process.
///
/// A main thread stuck in app code cannot act on a signal, so the watcher does when one is
/// repeated: a second SIGTERM, SIGINT or SIGHUP while the first is unhandled ends the process at once
/// (Ctrl-C twice always works), and a second SIGTSTP while the first is unhandled stops it at
/// once, from its signal handler (Ctrl-Z twice always gives the shell back).
///
/// Create it on the main thread, before the app starts threads of its own: that thread unblocks
/// the watched signals, so they arrive even when the process inherited a mask that blocks them
/// (as one started from a Dispatch worker does), except SIGTSTP and SIGCONT, which it blocks for
/// itself and every thread it starts later; one thread of their own takes those two, so that
/// their handlers run in the order they were sent (see signal_relay.c). One watcher per signal at
/// a time: a new watcher of a signal takes it over. When the watcher goes, its signals get their
/// default action back.
package final class ProcessSignalWatcher {
    private let tokens: [(signal: Int32, token: UInt64)]

    /// Starts watching `signals` at once: a signal sent after this returns is delivered.
    /// `handler` runs on a private serial queue, once per signal; for `terminate`, `interrupt`,
    /// `hangup` and `terminalStop` it must call `markHandled()` on the receipt once the signal has been
    /// acted on (for `terminalStop`, before calling `stopThisProcess()`).
    package init(watching signals: Set<ProcessSignal> = Set(ProcessSignal.allCases),
                handler: @escaping @Sendable (ProcessSignal, SignalReceipt) -> Void) {
        let endRequests = SignalCounter()
        tokens = ProcessSignal.allCases.filter(signals.contains).map { kind in
            let token = SignalRelay.shared.route(kind.number) { _ in
                switch kind {
                case .terminate, .interrupt, .hangup:
                    if endRequests.receive() > 1 {
                        writeToStandardError("apphost: a second signal arrived while the app is busy; exiting now\n")
                        exitImmediately(kind.conventionalExitStatus)
                    }
                    handler(kind, SignalReceipt(counter: endRequests))
                case .terminalStop:
                    // A repeated Ctrl-Z while this one is unhandled is never relayed: its handler
                    // stops the process itself (signal_relay.c).
                    handler(kind, SignalReceipt(counter: nil, isStopRequest: true))
                case .continued, .brokenPipe, .parentEnded:
                    // Every write to a closed pipe raises one, and a parent's end may come more
                    // than once: they are no repeated request.
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

/// Stops the whole process as SIGTSTP's default action would have: the shell sees the job
/// stopped and prints its prompt. `fg` or `bg` continue it, and SIGCONT arrives as
/// `ProcessSignal.continued`.
///
/// Does nothing when a SIGCONT came after the last SIGTSTP (in a burst of Ctrl-Z and `fg`, the
/// last one wins), and a SIGCONT sent while it runs is never lost: the process cannot stay
/// stopped once the last of those signals was a SIGCONT (see signal_relay.c). Returns whether
/// the process stopped.
@discardableResult
package func stopThisProcess() -> Bool {
    csi_stop_unless_continued() == 1
}

/// Whether the last SIGTSTP or SIGCONT the process received is a SIGTSTP: a stop request that no
/// SIGCONT has overtaken yet, so that `stopThisProcess()` would stop.
package func isStopStillRequested() -> Bool {
    csi_latest_job_control_signal() != SIGCONT
}

/// Handed out with each signal, to say when it has been acted on.
package struct SignalReceipt: Sendable {
    fileprivate let counter: SignalCounter?
    fileprivate var isStopRequest = false

    /// Says the signal has been acted on, so that the next one of its kind is not taken as a
    /// repeat sent because the app seemed stuck.
    package func markHandled() {
        counter?.markHandled()
        if isStopRequest {
            csi_stop_request_handled()
        }
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
