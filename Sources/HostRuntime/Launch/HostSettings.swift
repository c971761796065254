import Lifecycle

/// The host's documented settings for one run; see `apphost run --help`.
struct HostSettings {
    var launchReason: LaunchReason = .user
    /// How long a backgrounded app with no background task runs before it is suspended.
    var suspendAfter: Duration = .seconds(5)
    /// The payload of the remote notification that launches the app with `remoteNotification`.
    var remoteNotificationPayload: [AnyHashable: Any] = [:]
    /// The main storyboard file, built before `willFinishLaunching`.
    var mainStoryboardPath: String?
}
