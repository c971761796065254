import Foundation

/// The methods an app implements to take part in its life cycle, as `UIApplicationDelegate` is
/// in UIKit. Every method has a default that does nothing, so implement only what you need.
///
/// `apphost` creates the delegate by class name, so the class must be `public` (only public
/// classes are exported from a shared object) and have an `init()`:
///
/// ```swift
/// import HostKit
///
/// public final class AppDelegate: Responder, ApplicationDelegate {
///     public var window: Window?
///
///     public func application(_ application: Application,
///                             didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
///         let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///         window.rootViewController = ViewController()
///         window.makeKeyAndVisible()
///         self.window = window
///         return true
///     }
/// }
/// ```
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The HostKit interface version this class was compiled against. Do not implement it: the
    /// default is compiled into *your* plugin, which lets `apphost` refuse a plugin built against
    /// an incompatible HostKit before calling anything else in it.
    static var hostKitInterfaceVersion: Int { get }

    init()

    /// The window of the app's interface. A main storyboard sets it when it is `nil`.
    var window: Window? { get set }

    /// Launch has begun and the main storyboard, if any, is loaded. The return value is ignored.
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is almost done: the last chance to set up the window. The return value is ignored.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: Application)
    func applicationWillResignActive(_ application: Application)
    /// The app is in the background; it will be suspended soon after this returns.
    func applicationDidEnterBackground(_ application: Application)
    func applicationWillEnterForeground(_ application: Application)
    /// The app is about to end. Not called when a suspended app is ended.
    func applicationWillTerminate(_ application: Application)
    func applicationDidReceiveMemoryWarning(_ application: Application)
    /// The orientations the app's interface may take in `window`: intersected with those of the
    /// controller that decides them. All, by default.
    func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask
    /// The app was launched (or woken) in the background to fetch data.
    func application(_ application: Application, performFetchWithCompletionHandler completionHandler: @escaping @MainActor (Application.BackgroundFetchResult) -> Void)
    /// A remote notification arrived for the app, which may be in the background.
    func application(_ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping @MainActor (Application.BackgroundFetchResult) -> Void)

    // MARK: Scenes (see <doc:SceneLifecycle>)

    /// The configuration of a scene about to connect to `connectingSceneSession`. The default
    /// returns the manifest's configuration of the session (the one an `openScene` event names,
    /// or the manifest's first).
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: Scene.ConnectionOptions) -> SceneConfiguration
    /// The user discarded these sessions: release what the app kept for them. Called at launch for
    /// sessions discarded while the app was not running.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)

    // MARK: State preservation and restoration (see <doc:StateRestoration>)

    /// Whether the app's state should be saved now. Return `true` to opt in; the default is `false`.
    func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool
    /// Whether the saved state should be restored at this launch. Return `true` to opt in; the
    /// default is `false`.
    func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool
    /// The state is being saved: store app-wide state in `coder`. Called before any view
    /// controller's `encodeRestorableState(with:)`.
    func application(_ application: Application, willEncodeRestorableStateWith coder: Coder)
    /// The interface has been re-created and every view controller has decoded its state: read
    /// back what ``application(_:willEncodeRestorableStateWith:)`` stored. Throwing stops the
    /// restoration.
    func application(_ application: Application, didDecodeRestorableStateWith coder: Coder) throws
}

extension ApplicationDelegate {
    // Emitted into the client: the value is the one of the HostKit the *plugin* was built against.
    @_alwaysEmitIntoClient
    public static var hostKitInterfaceVersion: Int { HostKitInterface.version }

    public var window: Window? {
        get { nil }
        set {}  // no storage: a delegate that wants a window declares `var window: Window?`
    }

    public func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: Application) {}
    public func applicationWillResignActive(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
    public func applicationDidReceiveMemoryWarning(_ application: Application) {}
    public func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask { .all }
    public func application(_ application: Application, performFetchWithCompletionHandler completionHandler: @escaping @MainActor (Application.BackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping @MainActor (Application.BackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                            options: Scene.ConnectionOptions) -> SceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}
    public func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool { false }
    public func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool { false }
    public func application(_ application: Application, willEncodeRestorableStateWith coder: Coder) {}
    public func application(_ application: Application, didDecodeRestorableStateWith coder: Coder) throws {}
}
