import CSystemInterop
import Dispatch
import Glibc
import Synchronization

/// The process's one signal pipe: a C handler writes each watched signal's number to it, and a
/// Dispatch read source on a private serial queue hands the number to whoever watches that
/// signal. (Why not Dispatch signal sources: see signal_relay.c.)
///
/// The pipe is never closed, so a handler running late on another thread can never write into
/// a descriptor number the process has since given to something else.
final class SignalRelay: Sendable {
    static let shared = SignalRelay()

    /// The queue every watcher's handler runs on.
    let queue = DispatchQueue(label: "apphost.signals")

    private struct Route {
        let token: UInt64
        let deliver: @Sendable (Int32) -> Void
    }

    private struct Routes {
        var bySignal: [Int32: Route] = [:]
        var nextToken: UInt64 = 0
    }

    private let routes = Mutex(Routes())
    private let readEnd: Int32
    private let writeEnd: Int32
    // Safe without Sendable: the source is made and resumed in init and never touched again;
    // it is kept only so that it lives, and does its work on `queue`.
    nonisolated(unsafe) private let source: any DispatchSourceRead

    private init() {
        var ends: [Int32] = [-1, -1]
        if case .failure(let failure) = SystemCall.result("pipe", { pipe(&ends) }) {
            fatalError("apphost: cannot make the signal pipe: \(failure)")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: queue)
        // The relay lives as long as the process, so the cycle through the handler is harmless.
        source.setEventHandler { self.drain() }
        source.resume()
    }

    /// On `queue`: hands each signal number written since the last time to its watcher.
    private func drain() {
        var numbers = [UInt8](repeating: 0, count: 64)
        while true {
            let count = numbers.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return }  // EAGAIN: drained
            for number in numbers[..<count] {
                let route = routes.withLock { $0.bySignal[Int32(number)] }
                route?.deliver(Int32(number))
            }
        }
    }

    /// Sends `signal` to `deliver`, on `queue`, from now on (its default action no longer
    /// applies); replaces whoever watched it before. Returns the token that `stopRouting` needs.
    func route(_ signal: Int32, to deliver: @escaping @Sendable (Int32) -> Void) -> UInt64 {
        let token = routes.withLock { routes in
            defer { routes.nextToken += 1 }
            routes.bySignal[signal] = Route(token: routes.nextToken, deliver: deliver)
            return routes.nextToken
        }
        if case .failure(let failure) = SystemCall.result("sigaction", retryingInterruptions: false, { csi_signal_relay_install(signal, writeEnd) }) {
            fatalError("apphost: cannot install the handler of signal \(signal): \(failure)")
        }
        return token
    }

    /// Gives `signal` back its default action, unless a later watcher has taken it over.
    func stopRouting(_ signal: Int32, token: UInt64) {
        let wasCurrent = routes.withLock { routes in
            guard routes.bySignal[signal]?.token == token else { return false }
            routes.bySignal[signal] = nil
            return true
        }
        if wasCurrent {
            _ = csi_signal_relay_remove(signal, writeEnd)
        }
    }
}
