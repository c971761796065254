import Foundation

extension Application {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns; `userInfo` holds the
    /// launch options.
    public static let didFinishLaunchingNotification = Notification.Name("ApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("ApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("ApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("ApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("ApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("ApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("ApplicationDidReceiveMemoryWarningNotification")
}
