import Foundation
import HostKit

/// The scene delegate of the "Default Configuration": its window comes from `Main.storyboard.json`.
/// The tally a scene shows survives a relaunch and a hot reload in the scene's restoration
/// activity.
public final class SceneDelegate: Responder, WindowSceneDelegate {
    public var window: Window?
    static let activityType = "example.scenes.tally"

    private var tallyController: TallyViewController? { window?.rootViewController as? TallyViewController }

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard scene is WindowScene else { return }
        scene.title = "Tally \(session.persistentIdentifier)"
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity,
           activity.activityType == Self.activityType, let count = activity.userInfo?["count"] as? Int {
            tallyController?.count = count
        }
    }

    public func sceneDidBecomeActive(_ scene: Scene) {}
    public func sceneWillResignActive(_ scene: Scene) {}
    public func sceneWillEnterForeground(_ scene: Scene) {}
    public func sceneDidEnterBackground(_ scene: Scene) {}
    public func sceneDidDisconnect(_ scene: Scene) {}

    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        guard let tallyController else { return nil }
        let activity = UserActivity(activityType: Self.activityType)
        activity.userInfo = ["count": tallyController.count]
        return activity
    }
}

/// The scene delegate of the "Inspector" configuration, which has no storyboard: it builds its
/// window in code, as `scene(_:willConnectTo:options:)` does in a storyboard-less app.
public final class InspectorSceneDelegate: Responder, WindowSceneDelegate {
    public var window: Window?

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let window = Window(windowScene: windowScene)
        let controller = ViewController()
        controller.title = "Inspector"
        let label = Label(frame: CGRect(x: 20, y: 80, width: 350, height: 40))
        label.accessibilityIdentifier = "inspector"
        label.text = "Sessions: \(Application.shared.openSessions.count)"
        controller.view.addSubview(label)
        window.rootViewController = controller
        self.window = window
    }
}
