import HostKit

// A plugin that refers to a function no library defines, as one linked against a library that is
// missing at run time would. `dlopen` must fail with "undefined symbol".
@_silgen_name("apphost_plugin_dependency_that_is_not_loaded")
func functionFromAMissingLibrary()

public final class AppDelegate: Responder, ApplicationDelegate {
    public func applicationDidBecomeActive(_ application: Application) {
        functionFromAMissingLibrary()
    }
}
