import HostKit

/// Water's one scene: the window is built here from `Main.storyboard.json` (the configuration
/// names no storyboard), so that the day saved in the session's restoration activity reaches the
/// controller before its view loads.
public final class SceneDelegate: Responder, WindowSceneDelegate {
    public var window: Window?

    private var todayController: TodayViewController? {
        (window?.rootViewController as? NavigationController)?.viewControllers.first as? TodayViewController
    }

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let window = Window(windowScene: windowScene)
        do {
            window.rootViewController = try Storyboard(name: "Main").instantiateInitialViewController()
        } catch {
            // As UIStoryboard(name:bundle:) does: the app is unusable without its storyboard,
            // and `apphost validate` finds the problem before a run does.
            fatalError(error.message)
        }
        self.window = window
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity,
           let restored = DailyIntake.restored(from: activity) {
            todayController?.intake = restored.intake
            todayController?.unit = restored.unit
        }
        scene.title = "Today"
        window.makeKeyAndVisible()
    }

    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        guard let todayController else { return nil }
        return todayController.intake.activity(shownIn: todayController.unit)
    }
}
