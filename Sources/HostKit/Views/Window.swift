import Foundation

/// The backdrop of the app's interface, as `UIWindow` is in UIKit.
///
/// Its ``rootViewController`` appears when the window is shown: at the end of launch for the
/// delegate's window, at once for a window made key later.
@MainActor
open class Window: View {
    public private(set) var isKeyWindow = false
    /// The part of the window, in its coordinates, that changed since the last display pass.
    package var damage: CGRect?
    private var hasShownRoot = false

    /// The scene the window belongs to, in a scene-based app.
    public weak var windowScene: WindowScene? {
        didSet { windowScene?.add(self) }
    }

    /// A window of `windowScene`, filling the screen.
    public convenience init(windowScene: WindowScene) {
        self.init(frame: Screen.main.bounds)
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// The controller whose view fills the window. Replacing it on a shown window makes the old
    /// one disappear and the new one appear.
    open var rootViewController: ViewController? {
        willSet {
            guard hasShownRoot, newValue !== rootViewController, let old = rootViewController?.topmostPresented else { return }
            old.runAppearanceTransition(appearing: false, animated: false)
            old.viewIfLoaded?.removeFromSuperview()
        }
        didSet {
            guard hasShownRoot, oldValue !== rootViewController else { return }
            hasShownRoot = false
            showRootViewController()
        }
    }

    public override var next: Responder? { Application.current }

    /// A new size may change the window's size classes: the views and controllers in it hear of
    /// it before the layout pass that follows.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            super.frame = newValue
            if bounds.size != oldSize { sizeDidChange(from: oldSize) }
        }
    }

    /// Sends an event to the responders of this window, as UIKit's `sendEvent(_:)` does: each
    /// touch that changed to the view it began in (``Touch/view``), grouped by view and phase; a
    /// motion or remote-control event to the first responder, or to the window itself when
    /// nothing is first responder. Override it to watch the window's events; call `super` or the
    /// event goes nowhere.
    open func sendEvent(_ event: Event) {
        switch event.type {
        case .touches:
            EventRouting.sendTouches(of: event, in: self)
        case .motion, .remoteControl, .presses:
            EventRouting.deliver(event, to: Application.current?.firstResponder ?? self)
        }
    }

    /// Makes this the key window and shows it. The root view controller appears now if the app
    /// has finished launching in the foreground, otherwise when launch completes.
    open func makeKeyAndVisible() {
        isHidden = false
        Application.current?.windowDidBecomeKey(self)
        isKeyWindow = true
        if Application.current?.isInterfaceShown == true { showRootViewController() }
    }

    package func resignKey() { isKeyWindow = false }

    /// Loads the root view controller's view into the window and sends it the appearance
    /// callbacks. When the root already presents a controller (state restoration links
    /// presentations before the window is shown), the top of that chain is what goes on screen,
    /// as after a `present`.
    package func showRootViewController() {
        guard !hasShownRoot, let shown = rootViewController?.topmostPresented else { return }
        hasShownRoot = true
        let shownView = shown.view
        shownView.frame = bounds
        addSubview(shownView)
        shown.runAppearanceTransition(appearing: true, animated: false)
    }
}
