import Foundation
import HostKit

/// The example app's delegate: builds its window in code and keeps a small record of its life.
public final class AppDelegate: Responder, ApplicationDelegate {
    public var window: Window?
    private var activations = 0

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = GreetingViewController()
        window.makeKeyAndVisible()
        self.window = window
        print("Hello: launched \(launchOptions == nil ? "by the user" : "in the background")")
        return true
    }

    public func applicationDidBecomeActive(_ application: Application) {
        activations += 1
        print("Hello: active (\(activations) time\(activations == 1 ? "" : "s"))")
    }

    public func applicationDidEnterBackground(_ application: Application) {
        print("Hello: in the background")
    }

    public func applicationWillTerminate(_ application: Application) {
        print("Hello: goodbye after \(activations) activation\(activations == 1 ? "" : "s")")
    }
}
