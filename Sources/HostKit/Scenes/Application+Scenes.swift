/// The scenes of a scene-based app (an app with a scene manifest).
extension Application {
    /// The scenes connected now, in the order their sessions were made.
    public var connectedScenes: [Scene] { openSessions.compactMap(\.scene) }

    /// Every session not discarded, connected or not.
    public var openSessions: Set<SceneSession> { Set(sceneSessions) }

    /// Whether the app's scene manifest allows more than one scene (`"supportsMultipleScenes"`).
    public var supportsMultipleScenes: Bool { SceneManifestLink.supportsMultipleScenes }
}

extension SceneManifestLink {
    package static var supportsMultipleScenes = false
}

extension Application {
    /// Forgets the windows of a scene that disconnects; another window becomes key when the key
    /// window was one of them.
    package func releaseWindows(of scene: WindowScene) {
        let leaving = scene.windows
        windows.removeAll { window in leaving.contains { $0 === window } }
        if let key = keyWindow, leaving.contains(where: { $0 === key }) {
            key.resignKey()
            keyWindow = nil
            firstResponder = nil  // it was in the key window, or nothing was
            windows.last(where: { !$0.isHidden })?.makeKeyAndVisible()
        }
    }
}
