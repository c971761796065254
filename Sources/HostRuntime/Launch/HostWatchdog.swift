import Lifecycle
import Synchronization
import SystemInterop

/// The watchdog as the host uses it: limits per phase, and the report when a callback
/// overruns, written off the main thread (where the watchdog's timer fires) because the main
/// thread is stuck.
final class HostWatchdog: Sendable {
    /// What the report needs to know about the app, set on the main thread when arming.
    private struct Context {
        var delegateName = ""
        var state: LifecycleState = .notRunning
        var phase: WatchdogPhase = .launch
    }

    /// The exception code iOS crash reports give a watchdog kill ("ate bad food").
    static let exceptionCode = "0x8badf00d"

    /// Shared with the watchdog's timer handler, which reads it to write the report.
    private final class SharedContext: Sendable {
        let value = Mutex(Context())
    }

    private let context = SharedContext()
    private let watchdog: Watchdog

    init(trace: TraceEmergencyWriter) {
        let context = context
        watchdog = Watchdog { expiry in
            let snapshot = context.value.withLock { $0 }
            Self.report(expiry, context: snapshot, trace: trace)
            exitImmediately(HostError.Code.watchdogTimeout.exitStatus)
        }
    }

    /// The command-line option that sets a phase's limit.
    static func option(for phase: WatchdogPhase) -> String {
        switch phase {
        case .launch: "--watchdog-launch"
        case .didEnterBackground: "--watchdog-background"
        case .willTerminate: "--watchdog-terminate"
        }
    }

    func arm(_ phase: WatchdogPhase, limit: Duration, delegate: String, state: LifecycleState) {
        context.value.withLock { $0 = Context(delegateName: delegate, state: state, phase: phase) }
        watchdog.arm(phase: phase.rawValue, limit: limit)
    }

    func noteCallback(_ name: String) {
        watchdog.noteCallback(name)
    }

    func disarm() {
        watchdog.disarm()
    }

    private static func report(_ expiry: WatchdogExpiry, context: Context, trace: TraceEmergencyWriter) {
        let callback = expiry.callback.isEmpty ? "the \(expiry.phase) phase" : expiry.callback
        let stack = expiry.mainThreadStack.map { frames in frames.enumerated().map { index, frame in Self.describe(frame, index: index) } }
        var lines = [
            "error[\(HostError.Code.watchdogTimeout.rawValue)]: watchdog: \(callback) did not return within the \(expiry.phase) limit of \(expiry.limit.userText) (\(expiry.elapsed.milliseconds) ms spent); the app is killed",
            "  exception code: \(exceptionCode)",
        ]
        if let stack {
            lines.append("  main thread:")
            lines += stack.map { "    " + $0 }
        } else {
            lines.append("  main thread: its stack could not be had")
        }
        lines.append("  fix: move slow work off the main thread (DispatchQueue.global, a Task), or raise the limit with \(option(for: context.phase)) DURATION")
        writeToStandardError(lines.joined(separator: "\n") + "\n")
        trace.record(.host, "watchdog", state: context.state, [
            "code": .string(exceptionCode), "phase": .string(expiry.phase), "callback": .string(callback),
            "limit_ms": .int(expiry.limit.milliseconds), "elapsed_ms": .int(expiry.elapsed.milliseconds),
            "stack": .strings(stack ?? []),
        ])
        trace.record(.host, "exit", state: context.state, ["status": .int(Int64(HostError.Code.watchdogTimeout.exitStatus)), "reason": .string(HostError.Code.watchdogTimeout.rawValue)])
    }

    private static func describe(_ frame: StackFrame, index: Int) -> String {
        let symbol = frame.symbol.map { "\($0) + \(frame.offset)" } ?? "0x" + String(frame.address, radix: 16)
        let image = frame.image.map { " (\($0.split(separator: "/").last.map(String.init) ?? $0))" } ?? ""
        return "\(index)  \(symbol)\(image)"
    }
}
