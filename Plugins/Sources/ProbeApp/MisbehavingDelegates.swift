import Foundation
import HostKit

/// Breaks the launch rule: its window has no root view controller when launch ends.
public final class WindowWithoutRootDelegate: Responder, ApplicationDelegate {
    public var window: Window?

    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        return true
    }
}

/// Stands in for a delegate compiled against a newer HostKit: it reports another interface
/// version, exactly as the value compiled into such a plugin would.
public final class FutureHostKitDelegate: Responder, ApplicationDelegate {
    public static var hostKitInterfaceVersion: Int { HostKitInterface.version + 1 }
}

/// A class that is not an application delegate at all.
public final class NotADelegate {}

/// Crashes as it launches, for the tests of how a crash is reported (HostKitTesting's AppProcess).
public final class CrashingDelegate: Responder, ApplicationDelegate {
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        fatalError("CrashingDelegate crashes on purpose")
    }
}
