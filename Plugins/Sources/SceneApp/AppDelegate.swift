import HostKit

/// The Scenes example's app delegate, as an Xcode 11 template writes it: launch needs nothing,
/// each new session gets the configuration it asks for, and discarded sessions are noted.
public final class AppDelegate: Responder, ApplicationDelegate {
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                            options: Scene.ConnectionOptions) -> SceneConfiguration {
        SceneConfiguration(name: connectingSceneSession.configuration.name ?? "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        AppLog.info("discarded sessions \(sceneSessions.map(\.persistentIdentifier).sorted().joined(separator: ","))")
    }
}
