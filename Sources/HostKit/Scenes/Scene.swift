import Foundation

/// One instance of the app's interface, as `UIScene` is in UIKit: a window of the app on the
/// screen, with a state of its own. The host creates it, and its delegate from the configuration's
/// class name, when a session connects (see <doc:SceneLifecycle>).
@MainActor
open class Scene: Responder {
    /// The states of a scene, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes to `scene(_:willConnectTo:options:)`.
    public struct ConnectionOptions {
        /// The activities the scene is connected for: the session's restoration activity, when it
        /// has one.
        public let userActivities: [UserActivity]

        package init(userActivities: [UserActivity]) {
            self.userActivities = userActivities
        }
    }

    public static let willConnectNotification = Notification.Name("SceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("SceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("SceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("SceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("SceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("SceneDidEnterBackgroundNotification")

    /// The session the scene is connected to; it outlives the scene.
    public let session: SceneSession
    /// The scene's state; the host changes it.
    public package(set) var activationState: ActivationState = .unattached
    /// The scene's delegate. The scene holds it strongly, as UIKit does.
    public var delegate: (any SceneDelegate)?
    /// A title for the scene's window in the app switcher.
    public var title: String?

    /// Made by the host when a session connects.
    public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene with a session of its own that the app does not know, as a test makes one.
    public required init() {
        session = SceneSession(persistentIdentifier: "unconnected", role: .windowApplication,
                               configuration: SceneConfiguration(name: nil, sessionRole: .windowApplication))
        super.init()
    }

    open override var next: Responder? { Application.current }
}

/// A scene that shows windows, as `UIWindowScene` is in UIKit.
@MainActor
open class WindowScene: Scene {
    /// The scene's windows, in the order they were made.
    public package(set) var windows: [Window] = []

    /// The scene's key window.
    public var keyWindow: Window? { windows.first(where: \.isKeyWindow) }

    /// Which way up the scene's interface is: the screen's until the device turns, then what the
    /// app and its controllers let it follow.
    public var interfaceOrientation: InterfaceOrientation {
        Application.current?.interfaceOrientation ?? InterfaceOrientation.ofScreen(Screen.main.bounds.size)
    }

    package func add(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
}
