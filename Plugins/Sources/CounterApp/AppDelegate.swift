import HostKit

/// The Counter example's delegate: the main storyboard builds the whole interface, so there is
/// nothing to set up.
public final class AppDelegate: Responder, ApplicationDelegate {
    public var window: Window?
}
