import HostKit

/// The application delegate of a C plugin: forwards each life-cycle callback to the C class's
/// method of that name, when it has one.
final class CApplicationDelegate: Responder, ApplicationDelegate, CAdapter {
    var binding: CBinding?
    var window: Window?

    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        launchAnswer(.willFinishLaunching, application)
    }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        launchAnswer(.didFinishLaunching, application)
    }

    func applicationDidBecomeActive(_ application: Application) { notify(.didBecomeActive, application) }
    func applicationWillResignActive(_ application: Application) { notify(.willResignActive, application) }
    func applicationDidEnterBackground(_ application: Application) { notify(.didEnterBackground, application) }
    func applicationWillEnterForeground(_ application: Application) { notify(.willEnterForeground, application) }
    func applicationWillTerminate(_ application: Application) { notify(.willTerminate, application) }
    func applicationDidReceiveMemoryWarning(_ application: Application) { notify(.applicationDidReceiveMemoryWarning, application) }

    private func notify(_ callback: CCallback, _ application: Application) {
        _ = binding?.call(callback, on: self, binding?.handle(for: application) ?? .object(0))
    }

    /// The launch callbacks' answer; `true` (UIKit's default) when the class has no such method.
    private func launchAnswer(_ callback: CCallback, _ application: Application) -> Bool {
        guard case .bool(let answer)? = binding?.call(callback, on: self, binding?.handle(for: application) ?? .object(0)) else { return true }
        return answer
    }
}
