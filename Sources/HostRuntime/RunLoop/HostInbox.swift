import Dispatch
import Synchronization
import SystemInterop

/// What reaches the host from other threads: scripted events read from standard input,
/// control-socket requests, signals and changes to watched files.
enum HostInput: Sendable {
    /// Steps read from standard input; `endingScript` once its end is reached.
    case scriptedEvents([ScriptStep], endingScript: Bool)
    /// A bad line of standard input in a strict run: the run ends with it.
    case scriptError(HostError)
    case controlRequest(ControlSocketRequest)
    case signal(ProcessSignal, SignalReceipt)
    /// Files changed in a folder watched for reloads.
    case fileChanges([FileChange])
    /// The window system's connection has events for the `--window` window.
    case windowEvents
}

/// The host's mailbox. Inputs are taken on the main thread, in the order they were posted.
///
/// Posting wakes the main thread however it sleeps: in the run loop (an empty main-queue block
/// makes it return) or, while the app is suspended and its main-queue work is held, on the
/// doorbell.
final class HostInbox: Sendable {
    private let inputs = Mutex<[HostInput]>([])
    private let doorbell = Wakeup()

    func post(_ input: HostInput) {
        inputs.withLock { $0.append(input) }
        doorbell.ring()
        DispatchQueue.main.async {}
    }

    func takeAll() -> [HostInput] {
        inputs.withLock { inputs in
            defer { inputs.removeAll(keepingCapacity: true) }
            return inputs
        }
    }

    /// Sleeps until something is posted or `timeout` passes, without running the run loop.
    func waitWithoutRunLoop(timeout: Duration?) {
        doorbell.wait(timeout: timeout)
    }
}
