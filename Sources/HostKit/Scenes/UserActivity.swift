import Foundation

/// A description of what the user is doing, as `NSUserActivity` is: scenes use one to restore
/// their state (``SceneDelegate/stateRestorationActivity(for:)``).
///
/// To survive a relaunch, `userInfo` holds what JSON can: strings, numbers, booleans, and arrays
/// and dictionaries of them.
public final class UserActivity {
    public let activityType: String
    public var title: String?
    public var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds the entries to `userInfo`.
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        merged.merge(otherDictionary) { _, new in new }
        userInfo = merged
    }
}
