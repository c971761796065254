import Foundation

/// The background tasks an app has open, in the order it began them.
@MainActor
struct BackgroundTaskRegistry {
    struct Task {
        let identifier: Int
        let name: String?
        var expirationHandler: (@MainActor () -> Void)?

        var displayName: String { name.map { "\"\($0)\" (\(identifier))" } ?? "\(identifier)" }
    }

    private(set) var open: [Task] = []
    private var lastIdentifier = 0

    mutating func add(name: String?, expirationHandler: (@MainActor () -> Void)?) -> Task {
        lastIdentifier += 1
        let task = Task(identifier: lastIdentifier, name: name, expirationHandler: expirationHandler)
        open.append(task)
        return task
    }

    /// Removes the task; `nil` when it is not open.
    mutating func remove(_ identifier: Int) -> Task? {
        guard let index = open.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        return open.remove(at: index)
    }

    /// Takes every open task's expiration handler, so that each runs at most once.
    mutating func takeExpirationHandlers() -> [(Task, @MainActor () -> Void)] {
        var handlers: [(Task, @MainActor () -> Void)] = []
        for index in open.indices {
            if let handler = open[index].expirationHandler {
                handlers.append((open[index], handler))
                open[index].expirationHandler = nil
            }
        }
        return handlers
    }
}
