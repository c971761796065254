import Foundation

/// What a view controller is handed while its view's size changes (the device rotates), as
/// `UIViewControllerTransitionCoordinator` is in UIKit: work to do along with the change, and
/// after it.
///
/// HostKit does not animate: the new size is applied at once, then the `alongsideTransition`
/// blocks run (with the views at their new frames, before the layout pass), then the layout pass,
/// then the `completion` blocks. Each block gets the coordinator itself as its context.
@MainActor
public final class TransitionCoordinator {
    /// Whether the change is animated: never, in HostKit.
    public let isAnimated = false
    /// How long the change takes: 0, as it is not animated.
    public let transitionDuration = 0.0
    /// Whether the change was cancelled: never, for a rotation.
    public let isCancelled = false

    private var animations: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []

    init() {}

    /// Runs `animation` along with the change and `completion` once it is over; either may be
    /// `nil`. Returns `true`: the blocks will run.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block(self) }
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

extension ViewController {
    /// Tells the controller, and through the default implementation its children, that its
    /// view's size is about to change, traced as a callback.
    func sendViewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        HostLink.invoke("viewWillTransition(to:with:)", on: self, details: ["size": "\(size.width.formatted())x\(size.height.formatted())"]) {
            viewWillTransition(to: size, with: coordinator)
        }
    }
}

extension Application {
    /// The device turns a quarter: the main screen's width and height swap. As in UIKit, each
    /// window's root view controller (and each controller it presents) gets
    /// ``ViewController/willTransition(to:with:)`` with the new traits when its window's size
    /// classes change, and ``ViewController/viewWillTransition(to:with:)`` with the new size; then
    /// the screen, the windows that filled it and the views filling those windows take the new
    /// size (the new traits reach every controller and view), the coordinator's alongside blocks
    /// run, the layout pass runs, and its completions run.
    package func rotateScreen() {
        let screen = Screen.main
        let old = screen.bounds
        let new = CGRect(x: 0, y: 0, width: old.height, height: old.width)
        let coordinator = TransitionCoordinator()
        for window in windows {
            let newTraits = window.frame == old ? TraitCollection.ofWindow(size: new.size) : nil
            let traitsChange = newTraits.map { $0 != TraitCollection.ofWindow(size: window.bounds.size) } ?? false
            var controller = window.rootViewController
            while let current = controller {
                if traitsChange, let newTraits { current.sendWillTransition(to: newTraits, with: coordinator) }
                current.sendViewWillTransition(to: new.size, with: coordinator)
                controller = current.directlyPresented
            }
        }
        screen.bounds = new
        for window in windows where window.frame == old {
            window.frame = new
            for view in window.subviews where view.frame == old { view.frame = new }
        }
        coordinator.runAnimations()
        for window in windows { window.layoutIfNeeded() }
        coordinator.runCompletions()
    }
}
