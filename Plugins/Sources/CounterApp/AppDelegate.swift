import HostKit

/// The Counter example's delegate: the main storyboard builds the whole interface, so there is
/// nothing to set up. It opts in to state restoration, so that `apphost run --state-file`
/// brings the count and the screen back after the app is killed in the background.
public final class AppDelegate: Responder, ApplicationDelegate {
    public var window: Window?

    public func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool { true }
    public func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool { true }
}
