import HostKit

/// Water's app delegate, as Xcode's template writes it since iOS 13: launch needs nothing, and
/// each new session connects with the configuration it was made with.
public final class AppDelegate: Responder, ApplicationDelegate {
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                            options: Scene.ConnectionOptions) -> SceneConfiguration {
        SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
