import Foundation

/// What the system keeps of a scene, connected or not, as `UISceneSession` is in UIKit: it
/// survives its scene's disconnection and, with the restoration activity, a relaunch.
@MainActor
public final class SceneSession {
    /// The kind of interface a session shows, as `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's own windows on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// A name unique among the app's sessions, stable across launches: the session's number.
    public let persistentIdentifier: String
    public let role: Role
    /// The configuration the scene was connected with.
    public package(set) var configuration: SceneConfiguration
    /// The connected scene; `nil` while the session is unattached.
    public package(set) weak var scene: Scene?
    /// The activity the scene delegate's `stateRestorationActivity(for:)` gave when the scene
    /// last entered the background; handed back when a scene connects to the session again.
    public package(set) var stateRestorationActivity: UserActivity?
    /// Data of the app's own, kept with the session.
    public var userInfo: [String: Any]?

    package init(persistentIdentifier: String, role: Role, configuration: SceneConfiguration) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration
    }
}

extension SceneSession: Hashable {
    /// Sessions are equal when they are the same object, as `NSObject`s are.
    public nonisolated static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How to make a scene: its delegate's class and, optionally, a storyboard, as
/// `UISceneConfiguration` is in UIKit. `application(_:configurationForConnecting:options:)`
/// returns one; `SceneConfiguration(name:sessionRole:)` takes the rest from the app's scene
/// manifest (`"scenes"` in `app.json`).
@MainActor
public final class SceneConfiguration {
    public let name: String?
    public let role: SceneSession.Role
    /// The scene delegate's class; it must be a `Responder` with `init()` that adopts
    /// ``SceneDelegate``.
    public var delegateClass: AnyClass?
    /// The scene's class; `WindowScene` when `nil`.
    public var sceneClass: AnyClass?
    /// The storyboard whose initial view controller becomes the root of the scene's window.
    public var storyboard: Storyboard?

    /// The manifest's configuration called `name`, or an empty one when the manifest has none
    /// of that name.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        role = sessionRole
        if let name, let declared = SceneManifestLink.configurations[name] {
            delegateClass = declared.delegateClass
            storyboard = declared.storyboard
        }
    }
}

/// The scene manifest as the host read it from `app.json`, for ``SceneConfiguration/init(name:sessionRole:)``.
@MainActor
package enum SceneManifestLink {
    package struct Declared {
        package var delegateClass: AnyClass?
        package var storyboard: Storyboard?
        package init(delegateClass: AnyClass?, storyboard: Storyboard?) {
            self.delegateClass = delegateClass
            self.storyboard = storyboard
        }
    }

    /// Set by the host at launch and at each reload (the classes are the generation's).
    package static var configurations: [String: Declared] = [:]
}
