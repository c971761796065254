import Foundation
import HostKit
import Lifecycle

/// The host's documented settings for one run; see `apphost run --help`.
struct HostSettings {
    var launchReason: LaunchReason = .user
    /// How long a backgrounded app with no background task runs before it is suspended.
    var suspendAfter: Duration = .seconds(5)
    /// The background time allowance: how long background tasks may keep a backgrounded app
    /// running. iOS does not document its own; 30 s is what recent releases give.
    var backgroundTime: Duration = .seconds(30)
    /// How long before the allowance ends the expiration handlers run.
    var expirationWarning: Duration = .seconds(5)
    /// The watchdog's limit for each phase.
    var watchdogLimits = WatchdogLimits()
    /// The payload of the remote notification that launches the app with `remoteNotification`.
    var remoteNotificationPayload: [AnyHashable: Any] = [:]
    /// The main storyboard file, built before `willFinishLaunching`.
    var mainStoryboardPath: String?
    /// The app's scene manifest: with one, the app has the scene-based life cycle.
    var sceneManifest: SceneManifest?
    /// Where the app's state is saved when it enters the background and restored from at
    /// launch, if the app opts in; `nil`: never.
    var stateFilePath: String?
    /// The screen's size in points, and its scale (`--screen`, `--scale`).
    var screenSize = CGSize(width: 390, height: 844)
    var screenScale = 3.0
    /// The direction of the app's language (`--layout-direction`).
    var layoutDirection = UserInterfaceLayoutDirection.leftToRight

    /// When the expiration handlers run, measured from entering the background: the warning
    /// before the end, or halfway through an allowance shorter than twice the warning.
    var expirationHandlersDue: Duration {
        max(backgroundTime - expirationWarning, backgroundTime / 2)
    }
}
