import HostKit

// Stands in for a plugin built against another HostKit: it calls a HostKit method that this
// HostKit does not have (the mangled name of `Application.removedInThisVersion()`).
@_silgen_name("$s7HostKit11ApplicationC20removedInThisVersionyyF")
func applicationMethodFromAnotherHostKit(_ application: Application)

public final class AppDelegate: Responder, ApplicationDelegate {
    public func applicationDidBecomeActive(_ application: Application) {
        applicationMethodFromAnotherHostKit(application)
    }
}
