import Foundation
import HostKit

/// A window with a plain controller, for delegates that need no storyboard.
@MainActor
private func showPlainWindow() -> Window {
    let window = Window(frame: Screen.main.bounds)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    return window
}

/// Ticks every 100 ms while it runs, and leaves main-queue work and a main-actor task behind
/// when it enters the background: a suspended app must run none of them until it returns.
public final class TickingDelegate: ApplicationDelegate {
    public var window: Window?
    private var ticks = 0
    private var timer: Timer?

    public init() {}

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = showPlainWindow()
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.ticks += 1
                AppLog.info("tick \(self.ticks)")
            }
        }
        return true
    }

    public func applicationDidEnterBackground(_ application: Application) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) {
            AppLog.info("main-queue work")
        }
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(150))
            AppLog.info("main-actor task")
        }
    }
}

/// Begins an "upload" background task when it enters the background and never ends it.
public final class StubbornUploadDelegate: ApplicationDelegate {
    public var window: Window?
    private var upload = BackgroundTaskIdentifier.invalid

    public init() {}

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = showPlainWindow()
        return true
    }

    public func applicationDidEnterBackground(_ application: Application) {
        upload = application.beginBackgroundTask(withName: "upload") {
            AppLog.info("expiring with \(Int((application.backgroundTimeRemaining * 1000).rounded())) ms left")
        }
        AppLog.info("upload began: \(upload != .invalid)")
    }
}

/// Begins an "upload" background task when it enters the background and ends it in its
/// expiration handler, as apps should.
public final class PoliteUploadDelegate: ApplicationDelegate {
    public var window: Window?
    private var upload = BackgroundTaskIdentifier.invalid

    public init() {}

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = showPlainWindow()
        return true
    }

    public func applicationDidEnterBackground(_ application: Application) {
        upload = application.beginBackgroundTask(withName: "upload") { [weak self] in
            guard let self else { return }
            AppLog.info("saving and ending the upload")
            application.endBackgroundTask(self.upload)
            self.upload = .invalid
        }
    }
}

/// Begins a "sync" task each time it enters the background, says how much background time it
/// has then, and ends the task in its expiration handler: each stay in the background must report
/// an allowance of its own.
public final class RepeatedSyncDelegate: ApplicationDelegate {
    public var window: Window?
    private var sync = BackgroundTaskIdentifier.invalid
    private var stays = 0

    public init() {}

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = showPlainWindow()
        return true
    }

    public func applicationDidEnterBackground(_ application: Application) {
        stays += 1
        sync = application.beginBackgroundTask(withName: "sync \(stays)") { [weak self] in
            guard let self else { return }
            AppLog.info("sync \(self.stays) expiring with \(Self.milliseconds(application.backgroundTimeRemaining)) left")
            application.endBackgroundTask(self.sync)
            self.sync = .invalid
        }
        AppLog.info("sync \(stays) began: \(sync != .invalid), \(Self.milliseconds(application.backgroundTimeRemaining)) left")
    }

    private static func milliseconds(_ seconds: TimeInterval) -> String {
        seconds > 1e9 ? "unlimited" : "\(Int((seconds * 1000).rounded())) ms"
    }
}

/// Answers a background fetch 200 ms later, from the main queue.
public final class FetchDelegate: ApplicationDelegate {
    public var window: Window?

    public init() {}

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = showPlainWindow()
        return true
    }

    public func application(_ application: Application, performFetchWithCompletionHandler completionHandler: @escaping @MainActor (Application.BackgroundFetchResult) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            AppLog.info("fetched")
            completionHandler(.newData)
        }
    }
}

/// Never returns from `didFinishLaunching`: the watchdog must kill it.
public final class HangingDelegate: ApplicationDelegate {
    public var window: Window?

    public init() {}

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        waitForAServerThatNeverAnswers()
        return true
    }

    @inline(never)
    private func waitForAServerThatNeverAnswers() {
        while true { Thread.sleep(forTimeInterval: 3600) }
    }
}
