import Dispatch
import Synchronization
import SystemInterop

/// What reaches an `apphost dev` session's main thread from the threads that watch files, run
/// builds, wait for the app and receive signals.
enum DevInput: Sendable {
    /// A file under the package's `Sources/` changed: a build is due once they are quiet.
    case sourcesChanged(String)
    /// A file under the app folder's `Assets/` changed: a reload is due, with no build.
    case assetsChanged(String)
    case buildEnded(BuildResult)
    /// The `apphost run --watch` process ended.
    case appEnded(ChildTermination)
    case signal(ProcessSignal)
}

/// How one `swift build` ended.
struct BuildResult: Sendable {
    /// `nil` when `swift` could not be started; `failure` says why.
    var termination: ChildTermination?
    var failure: String?
    /// The compiler's first error, as it printed it, when the build failed.
    var firstError: String?
    /// From the start of `swift build` to its end.
    var duration: Duration
    /// When the build process was seen to end: the host's share of an edit starts here.
    var endedAt: ContinuousClock.Instant

    var succeeded: Bool { termination == .exited(status: 0) }
}

/// The session's queue of inputs, taken on the main thread.
final class DevInbox: Sendable {
    private let inputs = Mutex<[DevInput]>([])
    private let bell = DispatchSemaphore(value: 0)

    func post(_ input: DevInput) {
        inputs.withLock { $0.append(input) }
        bell.signal()
    }

    /// What has arrived; when nothing has, waits for something until `deadline` (for ever when
    /// `nil`) and returns what arrived by then, maybe nothing.
    func take(until deadline: ContinuousClock.Instant?) -> [DevInput] {
        let waiting = takeAll()
        if !waiting.isEmpty { return waiting }
        if let deadline {
            let remaining = ContinuousClock.now.duration(to: deadline)
            if remaining > .zero { _ = bell.wait(timeout: .now() + .nanoseconds(Int(remaining.nanoseconds))) }
        } else {
            bell.wait()
        }
        return takeAll()
    }

    private func takeAll() -> [DevInput] {
        inputs.withLock { inputs in
            defer { inputs.removeAll() }
            return inputs
        }
    }
}
