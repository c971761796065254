// TEMPORARY: replaced by the interop branch.
import Glibc
public struct ControlSocketError: Error, Sendable { public let message: String; public let remedy: String }
public enum ControlSocketRejection: Sendable, Equatable { case oversizedRequest(limit: Int), peerOfAnotherUser(uid: UInt32), socketFileChanged(String), notUTF8 }
public final class ControlSocketServer: Sendable {
    public init(path: String, maximumRequestLength: Int = 1 << 20, rejectionReply: @escaping @Sendable (ControlSocketRejection) -> String, onRequest: @escaping @Sendable (ControlSocketRequest) -> Void) throws(ControlSocketError) { fatalError() }
    public func close() {}
}
public struct ControlSocketRequest: Sendable { public let line: String; public func reply(_ line: String) {} }
public final class ControlSocketConnection {
    public init(path: String) throws(ControlSocketError) { fatalError() }
    public func exchange(_ line: String, timeout: Duration) throws(ControlSocketError) -> String { "" }
    public func close() {}
}
public struct StackFrame: Sendable, Equatable { public let address: UInt; public let image: String?; public let symbol: String?; public let offset: UInt }
public enum MainThreadStack { public static func prepare() {} ; public static func capture(timeout: Duration) -> [StackFrame]? { nil } }
public struct WatchdogExpiry: Sendable { public let phase: String; public let callback: String; public let limit: Duration; public let elapsed: Duration; public let mainThreadStack: [StackFrame]? }
public final class Watchdog: Sendable {
    public init(onExpiry: @escaping @Sendable (WatchdogExpiry) -> Void) {}
    public func arm(phase: String, limit: Duration) {}
    public func noteCallback(_ name: String) {}
    public func disarm() {}
}
public func exitImmediately(_ status: Int32) -> Never { _exit(status) }
public enum ProcessSignal: Sendable { case terminate, interrupt, terminalStop, continued }
public final class ProcessSignalWatcher { public init(handler: @escaping @Sendable (ProcessSignal, SignalReceipt) -> Void) {} }
public func stopThisProcess() {}
