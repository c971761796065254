import Dispatch
import Glibc
import Synchronization

/// The signals that ask a process to end, which `apphost` turns into the `terminate` event.
public enum TerminationSignal: Sendable, CaseIterable {
    case terminate  // SIGTERM
    case interrupt  // SIGINT

    var number: Int32 {
        switch self {
        case .terminate: SIGTERM
        case .interrupt: SIGINT
        }
    }

    /// The conventional exit status of a process ended by this signal: 128 + its number.
    public var conventionalExitStatus: Int32 { 128 + number }
}

/// Delivers termination signals to a handler on a queue of its own, instead of letting them kill
/// the process. A second signal while the first is still unhandled (the main thread is stuck in
/// app code) ends the process at once, so Ctrl-C twice always works.
public final class TerminationSignalWatcher {
    private let sources: [any DispatchSourceSignal]
    private let counter = SignalCounter()

    /// Starts watching. `handler` runs on a private serial queue, once per signal; it must call
    /// `markHandled()` on the receipt once the signal has been acted on.
    public init(handler: @escaping @Sendable (TerminationSignal, SignalReceipt) -> Void) {
        let queue = DispatchQueue(label: "apphost.signals")
        let counter = counter
        sources = TerminationSignal.allCases.map { signalKind in
            signal(signalKind.number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalKind.number, queue: queue)
            source.setEventHandler {
                if counter.receive() > 1 {
                    writeToStandardError("apphost: a second signal arrived while the app is busy; exiting now\n")
                    _exit(signalKind.conventionalExitStatus)
                }
                handler(signalKind, SignalReceipt(counter: counter))
            }
            source.resume()
            return source
        }
    }
}

/// Handed out with each signal, to say when it has been acted on.
public struct SignalReceipt: Sendable {
    fileprivate let counter: SignalCounter

    public func markHandled() {
        counter.markHandled()
    }
}

/// Counts signals received and not yet handled; shared between the signal queue and main.
private final class SignalCounter: Sendable {
    private let pending = Atomic<Int>(0)

    /// Records a signal and returns how many are now unhandled.
    func receive() -> Int { pending.add(1, ordering: .sequentiallyConsistent).newValue }

    func markHandled() { pending.subtract(1, ordering: .sequentiallyConsistent) }
}
