import Foundation
import HostKit

/// The Swift twin of the C example plugin (`CounterTwinC`): the same app, written against HostKit,
/// so that tests can check the C plugin's run traces exactly as this one's does.
public final class AppDelegate: Responder, ApplicationDelegate {
    public var window: Window?
    private var observer: (any NSObjectProtocol)?

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        AppLog.info("launched")
        observer = NotificationCenter.default.addObserver(forName: CounterViewController.countChanged, object: nil, queue: nil) { [weak self] notification in
            // Safe: posted synchronously on the main thread, which `assumeIsolated` checks.
            nonisolated(unsafe) let sender = notification.object
            MainActor.assumeIsolated { self?.countChanged(sender) }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        return true
    }

    private func countChanged(_ sender: Any?) {
        AppLog.info("count changed by \(sender.map { String(reflecting: type(of: $0)) } ?? "nil")")
    }

    private func tick() {
        AppLog.info("tick")
    }

    public func applicationDidBecomeActive(_ application: Application) {
        AppLog.info("active, state \(application.applicationState.rawValue)")
    }

    public func applicationDidEnterBackground(_ application: Application) {
        let task = application.beginBackgroundTask(withName: "save") {
            AppLog.info("save expired")
        }
        AppLog.info("saving")
        application.endBackgroundTask(task)
    }

    public func applicationWillEnterForeground(_ application: Application) {
        AppLog.info("back")
    }

    public func applicationWillTerminate(_ application: Application) {
        AppLog.info("bye")
    }
}
