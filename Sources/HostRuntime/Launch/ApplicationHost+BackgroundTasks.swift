import HostKit
import Lifecycle

/// Background tasks: the app asks and is answered at once; the lifecycle machine counts them
/// and decides when the app may be suspended or must be ended.
extension ApplicationHost: BackgroundExecutionProviding {
    func beginBackgroundTask(named name: String?, expirationHandler: (@MainActor () -> Void)?) -> Int? {
        do {
            try lifecycle.beginBackgroundTask()
        } catch {
            trace.record(.host, "backgroundTaskRefused", state: currentState, ["taskName": .string(name ?? ""), "reason": .string(error.reason)])
            logger.warning("beginBackgroundTask\(name.map { " \"\($0)\"" } ?? ""): refused, \(error.reason)")
            return nil
        }
        let task = backgroundTasks.add(name: name, expirationHandler: expirationHandler)
        trace.record(.host, "backgroundTaskBegan", state: currentState, ["task": .int(Int64(task.identifier)), "taskName": .string(name ?? "")])
        return task.identifier
    }

    func endBackgroundTask(_ identifier: Int) {
        guard let task = backgroundTasks.remove(identifier) else {
            HostLink.reportIssue("endBackgroundTask(_:) was called with task \(identifier), which is not open",
                                       remedy: "end each task exactly once, with the identifier beginBackgroundTask returned")
            return
        }
        trace.record(.host, "backgroundTaskEnded", state: currentState, ["task": .int(Int64(task.identifier)), "taskName": .string(task.name ?? "")])
        let actions = lifecycle.endBackgroundTask()
        guard !actions.isEmpty else { return }
        // Ending the last task may suspend the app: that is an event, applied after the one in
        // progress (or now, when the app ended it from a timer or main-queue work).
        execute(actions)
        drainPendingEvents()
    }

    var backgroundTimeRemaining: Double {
        guard currentState == .background, let allowanceStart else { return .greatestFiniteMagnitude }
        let remaining = settings.backgroundTime - (clock.now - allowanceStart)
        return max(0, Double(remaining.nanoseconds) / 1e9)
    }

    func startBackgroundAllowance() {
        cancelBackgroundAllowance()
        allowanceStart = clock.now
        allowanceTimers = [
            clock.schedule(after: settings.expirationHandlersDue) { [weak self] in self?.send(.backgroundTimeExpiring) },
            clock.schedule(after: settings.backgroundTime) { [weak self] in self?.send(.backgroundTimeExpired) },
        ]
    }

    func cancelBackgroundAllowance() {
        allowanceTimers.forEach(clock.cancel)
        allowanceTimers = []
        allowanceStart = nil
    }

    /// Runs each open task's expiration handler once, on the main thread, as UIKit does.
    func runExpirationHandlers() {
        for (task, handler) in backgroundTasks.takeExpirationHandlers() {
            trace.record(.app, "expirationHandler", object: delegateName, state: currentState,
                         ["task": .int(Int64(task.identifier)), "taskName": .string(task.name ?? "")])
            handler()
        }
    }

    /// The app kept background tasks past the allowance: say which, and how to fix it.
    func reportOpenBackgroundTasks() {
        let names = backgroundTasks.open.map(\.displayName)
        let error = HostError(.backgroundTimeExpired,
                              "\(delegateName) still had \(names.count) background task\(names.count == 1 ? "" : "s") open when its background time of \(settings.backgroundTime.userText) ran out: \(names.joined(separator: ", "))",
                              remedy: "call endBackgroundTask(_:) when the work is done, and in the task's expiration handler at the latest")
        logger.error("\(error)")
        trace.record(.host, "error", state: currentState, [
            "code": .string(error.code.rawValue), "message": .string(error.message),
            "tasks": .strings(backgroundTasks.open.map { $0.name ?? "\($0.identifier)" }),
        ])
    }
}
