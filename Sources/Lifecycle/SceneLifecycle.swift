/// A scene session's number: given by the life-cycle machine in the order sessions are made,
/// from 1; the host spells it as the session's `persistentIdentifier`.
package typealias SceneSessionID = Int

/// The states of one scene, spelled as the trace spells them (UIKit's `UIScene.ActivationState`,
/// plus `suspended`, which UIKit folds into `background`).
package enum SceneState: String, Sendable, CaseIterable, Hashable {
    /// The session lives, but no scene object is connected to it.
    case unattached
    case foregroundInactive
    case foregroundActive
    case background
    case suspended

    var isForeground: Bool { self == .foregroundInactive || self == .foregroundActive }
    var isConnected: Bool { self != .unattached }
}

/// One scene session as the machine keeps it: its configuration and its scene's state.
package struct SceneRecord: Sendable, Hashable {
    package let id: SceneSessionID
    /// The name of the configuration asked for; `nil` asks for the manifest's first (the host
    /// resolves it, after `application(_:configurationForConnecting:options:)`).
    package let configuration: String?
    package internal(set) var state: SceneState
    /// The scene's window has been shown since it last connected.
    package internal(set) var hasShownWindow: Bool
}

/// A scene-delegate method the host must call, named as in the trace.
package enum SceneCallback: Sendable, Hashable, CaseIterable {
    case willConnect
    case willEnterForeground
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case didDisconnect

    /// The method's name in Swift spelling, as it appears in the trace.
    package var swiftName: String {
        switch self {
        case .willConnect: "scene(_:willConnectTo:options:)"
        case .willEnterForeground: "sceneWillEnterForeground(_:)"
        case .didBecomeActive: "sceneDidBecomeActive(_:)"
        case .willResignActive: "sceneWillResignActive(_:)"
        case .didEnterBackground: "sceneDidEnterBackground(_:)"
        case .didDisconnect: "sceneDidDisconnect(_:)"
        }
    }

    /// The notification posted right after the callback, with the scene as its object.
    package var notification: SceneNotification {
        switch self {
        case .willConnect: .willConnect
        case .willEnterForeground: .willEnterForeground
        case .didBecomeActive: .didActivate
        case .willResignActive: .willDeactivate
        case .didEnterBackground: .didEnterBackground
        case .didDisconnect: .didDisconnect
        }
    }
}

/// A `Scene` notification, named as UIKit names `UIScene`'s.
package enum SceneNotification: String, Sendable, Hashable, CaseIterable {
    case willConnect
    case willEnterForeground
    case didActivate
    case willDeactivate
    case didEnterBackground
    case didDisconnect
}
