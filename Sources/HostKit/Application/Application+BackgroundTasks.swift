import Foundation

/// Identifies a background task, as `UIBackgroundTaskIdentifier` does in UIKit.
public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Returned when no task could begin: the background time has run out, or the app is not running.
    public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
}

/// What runs background tasks: the host, which times the allowance and suspends the app.
@MainActor
package protocol BackgroundExecutionProviding: AnyObject {
    /// A new task's identifier (never 0), or `nil` when none can begin.
    func beginBackgroundTask(named name: String?, expirationHandler: (@MainActor () -> Void)?) -> Int?
    func endBackgroundTask(_ identifier: Int)
    /// Seconds of background time left; `.greatestFiniteMagnitude` in the foreground.
    var backgroundTimeRemaining: Double { get }
}

extension HostLink {
    /// The host's background execution; `nil` outside `apphost` (tasks then never begin).
    package static weak var backgroundExecution: (any BackgroundExecutionProviding)?
}

extension Application {
    /// Asks for time to finish work if the app moves to the background.
    ///
    /// While any task is open, a backgrounded app is not suspended. Shortly before the
    /// background allowance runs out (`apphost run --background-time`), `handler` runs on the
    /// main thread: end the task there. A task still open when the allowance ends gets the app
    /// terminated, with a report naming it. Balance every call with ``endBackgroundTask(_:)``.
    ///
    /// - Returns: the task's identifier, or ``BackgroundTaskIdentifier/invalid`` when the
    ///   allowance has already run out.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor () -> Void)? = nil) -> BackgroundTaskIdentifier {
        guard let host = HostLink.backgroundExecution,
              let identifier = host.beginBackgroundTask(named: taskName, expirationHandler: handler)
        else { return .invalid }
        return BackgroundTaskIdentifier(rawValue: identifier)
    }

    /// Asks for background time, with no name for the task.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil) -> BackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the end of a task begun with ``beginBackgroundTask(withName:expirationHandler:)``.
    /// Ending ``BackgroundTaskIdentifier/invalid`` does nothing; ending an unknown or already
    /// ended task is reported as an issue and ignored.
    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        guard identifier != .invalid else { return }
        HostLink.backgroundExecution?.endBackgroundTask(identifier.rawValue)
    }

    /// How much background time the app has left, in seconds: what remains of the allowance of
    /// the current stay in the background, which starts as the app enters the background (so it
    /// reads the whole allowance in `applicationDidEnterBackground(_:)`, in every stay). In the
    /// foreground it is `.greatestFiniteMagnitude`, as in UIKit.
    public var backgroundTimeRemaining: TimeInterval {
        HostLink.backgroundExecution?.backgroundTimeRemaining ?? .greatestFiniteMagnitude
    }
}
