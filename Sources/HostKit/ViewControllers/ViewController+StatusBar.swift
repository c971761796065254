import Foundation

/// The status bar's look, as `UIStatusBarStyle` is (UIKit's raw values).
public enum StatusBarStyle: Int, Sendable, CaseIterable {
    /// Dark content in a light interface.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// Which controller decides the status bar, as UIKit asks: the key window's root view controller,
/// or the one it presents on top, then each `childForStatusBarStyle` (or `…Hidden`) it names.
/// AppHost's screens draw no status bar; ``Application/statusBarStyle`` and
/// ``Application/isStatusBarHidden`` say what the app asks for, and the trace shows each time the
/// host asks (after ``ViewController/setNeedsStatusBarAppearanceUpdate()``).
extension ViewController {
    /// Tells the system that the status bar's look may have changed: the deciding controller is
    /// asked again, as in UIKit.
    public func setNeedsStatusBarAppearanceUpdate() {
        guard let application = Application.current else { return }
        _ = application.statusBarStyle
        _ = application.isStatusBarHidden
    }

    /// The controller that decides, following `child` from this one.
    fileprivate func decidingController(_ child: (ViewController) -> ViewController?) -> ViewController {
        var controller = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = child(controller), seen.insert(ObjectIdentifier(next)).inserted { controller = next }
        return controller
    }
}

extension Application {
    /// The status bar style the app asks for now (`.default` without a window).
    public var statusBarStyle: StatusBarStyle {
        guard let controller = topController?.decidingController({ $0.childForStatusBarStyle }) else { return .default }
        return HostLink.invoke("preferredStatusBarStyle", on: controller) { controller.preferredStatusBarStyle }
    }

    /// Whether the app asks for the status bar to be hidden now.
    public var isStatusBarHidden: Bool {
        guard let controller = topController?.decidingController({ $0.childForStatusBarHidden }) else { return false }
        return HostLink.invoke("prefersStatusBarHidden", on: controller) { controller.prefersStatusBarHidden }
    }
}
