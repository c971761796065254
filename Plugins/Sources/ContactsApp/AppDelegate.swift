import HostKit

/// The Contacts example's delegate: the main storyboard builds the interface. It opts in to
/// state restoration, so that `apphost run --state-file` brings back the list as the user left
/// it (deletions, scroll position, the contact on screen) after the app is ended.
public final class AppDelegate: Responder, ApplicationDelegate {
    public var window: Window?

    public func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool { true }
    public func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool { true }
}
