import HostKit

/// The delegate of the storyboard gallery the integration tests run: its main storyboard has a
/// tab bar controller, a navigation controller, a modal scene, an embedded scene and a scene in a
/// second storyboard.
public final class ProbeDelegate: Responder, ApplicationDelegate {
    public var window: Window?
}
