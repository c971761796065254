/// The methods a scene's delegate implements, as `UISceneDelegate` is in UIKit. In an app with a
/// scene manifest these get the state changes that `applicationDidBecomeActive(_:)` and its kin
/// get in an app without one. Every method has a default that does nothing.
///
/// The host creates the delegate by class name (from the configuration), so the class must be
/// `public` and have an `init()`.
@MainActor
public protocol SceneDelegate: AnyObject {
    init()
    /// The scene is connecting to its session; `options` holds the session's restoration
    /// activity, if any.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene was released; its session lives on and may connect a new scene later.
    func sceneDidDisconnect(_ scene: Scene)
    func sceneDidBecomeActive(_ scene: Scene)
    func sceneWillResignActive(_ scene: Scene)
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene is in the background; save what it needs to show the same thing later.
    func sceneDidEnterBackground(_ scene: Scene)
    /// The activity that describes what the scene shows, kept in its session to restore it.
    func stateRestorationActivity(for scene: Scene) -> UserActivity?
}

extension SceneDelegate {
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: Scene) {}
    public func sceneDidBecomeActive(_ scene: Scene) {}
    public func sceneWillResignActive(_ scene: Scene) {}
    public func sceneWillEnterForeground(_ scene: Scene) {}
    public func sceneDidEnterBackground(_ scene: Scene) {}
    public func stateRestorationActivity(for scene: Scene) -> UserActivity? { nil }
}

/// The delegate of a scene with windows, as `UIWindowSceneDelegate` is in UIKit. When the
/// configuration names a storyboard, the host sets ``window`` to a window holding its initial
/// view controller before `scene(_:willConnectTo:options:)`.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    var window: Window? { get set }
}
