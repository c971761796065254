import Foundation
import HostKit

/// Reports, on standard output, what the plugin sees of the SDK: whether `Application.shared` and
/// the delegate link are the host's, and which application notifications reach
/// `NotificationCenter.default`. Integration tests read these lines.
public final class SharedSDKProbeDelegate: Responder, ApplicationDelegate {
    public var window: Window?
    private var observers: [any NSObjectProtocol] = []

    public func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        let names = [
            Application.didFinishLaunchingNotification, Application.didBecomeActiveNotification,
            Application.willResignActiveNotification, Application.didEnterBackgroundNotification,
            Application.willEnterForegroundNotification, Application.willTerminateNotification,
            Application.didReceiveMemoryWarningNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { note in
                let sender = note.object.map { $0 as AnyObject === application } ?? false
                print("probe: notification \(note.name.rawValue) from-application=\(sender)")
            })
        }
        return true
    }

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        didLaunchWithNotification = launchOptions?[.remoteNotification] is [AnyHashable: Any]
        print("probe: shared-is-host-application=\(Application.shared === application)")
        print("probe: delegate-is-self=\(application.delegate === self)")
        print("probe: application-class=\(String(reflecting: type(of: Application.shared)))")
        print("probe: state-at-didFinishLaunching=\(application.applicationState)")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = ViewController()
        self.window = window
        return true
    }

    public func application(_ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping @MainActor (Application.BackgroundFetchResult) -> Void) {
        let keys = userInfo.keys.compactMap { $0 as? String }.sorted()
        print("probe: remote-notification keys=\(keys) in-launch-options=\(didLaunchWithNotification)")
        completionHandler(.newData)
    }

    private var didLaunchWithNotification = false

    public func applicationDidBecomeActive(_ application: Application) {
        print("probe: state-at-didBecomeActive=\(application.applicationState)")
    }
}

/// A principal class of the app's own.
public final class CustomApplication: Application {}
