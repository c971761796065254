/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// Why a controller appears or disappears, when it is because it joins or leaves a container or
/// a presentation: what ``ViewController/isMovingToParent`` and its siblings report.
struct AppearanceCauses: OptionSet {
    let rawValue: UInt8
    static let movingToParent = AppearanceCauses(rawValue: 1 << 0)
    static let movingFromParent = AppearanceCauses(rawValue: 1 << 1)
    static let beingPresented = AppearanceCauses(rawValue: 1 << 2)
    static let beingDismissed = AppearanceCauses(rawValue: 1 << 3)

    static let appearing: AppearanceCauses = [.movingToParent, .beingPresented]
    static let disappearing: AppearanceCauses = [.movingFromParent, .beingDismissed]
}

extension ViewController {
    /// True inside the appearance callbacks (`viewWillAppear(_:)`, `viewDidAppear(_:)`) of a
    /// controller that appears because it is being added to a container: pushed onto a
    /// navigation controller, or added with ``addChild(_:)`` while its container is on screen.
    /// False at every other time.
    public var isMovingToParent: Bool { activeAppearanceCauses.contains(.movingToParent) }

    /// True inside the disappearance callbacks (`viewWillDisappear(_:)`, `viewDidDisappear(_:)`)
    /// of a controller that disappears because it is being removed from its container: popped,
    /// or removed after `willMove(toParent: nil)`. False at every other time.
    public var isMovingFromParent: Bool { activeAppearanceCauses.contains(.movingFromParent) }

    /// True inside the appearance callbacks of a controller that appears because it is being
    /// presented (``present(_:animated:completion:)``); false at every other time, and for the
    /// children of the presented controller.
    public var isBeingPresented: Bool { activeAppearanceCauses.contains(.beingPresented) }

    /// True inside the disappearance callbacks of a presented controller that is being
    /// dismissed; false at every other time.
    public var isBeingDismissed: Bool { activeAppearanceCauses.contains(.beingDismissed) }

    /// Starts an appearance change: sends `viewWillAppear(_:)` or `viewWillDisappear(_:)` to this
    /// controller, loading the view first when it appears, and then, when
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is true, to the children it shows. A
    /// container that does not forward automatically calls this on its children itself; calls
    /// that would not change anything (appearing twice) are ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            _ = view
            appearance = .appearing
            activeAppearanceCauses = pendingAppearanceCauses.intersection(.appearing)
            HostLink.invoke("viewWillAppear(_:)", on: self) { viewWillAppear(animated) }
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            activeAppearanceCauses = pendingAppearanceCauses.intersection(.disappearing)
            HostLink.invoke("viewWillDisappear(_:)", on: self) { viewWillDisappear(animated) }
        }
        isAppearanceAnimated = animated
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren() { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the change begun by ``beginAppearanceTransition(_:animated:)``: sends
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, after the children's when they are forwarded.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            endChildrenAppearanceTransitions()
            HostLink.invoke("viewDidAppear(_:)", on: self) { viewDidAppear(isAppearanceAnimated) }
        case .disappearing:
            appearance = .disappeared
            endChildrenAppearanceTransitions()
            HostLink.invoke("viewDidDisappear(_:)", on: self) { viewDidDisappear(isAppearanceAnimated) }
        case .appeared, .disappeared:
            return
        }
        // The change that caused it is over: the flags read false from now on.
        pendingAppearanceCauses.subtract(activeAppearanceCauses)
        activeAppearanceCauses = []
    }

    private func endChildrenAppearanceTransitions() {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren() { child.endAppearanceTransition() }
    }

    /// Whether the controller's view is on screen (it has appeared and not begun to disappear).
    public var isAppeared: Bool { appearance == .appeared }

    /// Both halves of an appearance change, for a controller that comes or goes on its own.
    package func runAppearanceTransition(appearing: Bool, animated: Bool) {
        beginAppearanceTransition(appearing, animated: animated)
        endAppearanceTransition()
    }

    /// Replaces `outgoing` by `incoming` on screen in UIKit's order: the outgoing one's
    /// will-disappear, the incoming one's will-appear, then did-disappear, then did-appear.
    /// `swapViews` moves the views between the two halves. Only a shown container sends callbacks.
    static func transition(from outgoing: ViewController?, to incoming: ViewController?, animated: Bool, whileShown isShown: Bool, swapViews: () -> Void) {
        guard isShown else {
            swapViews()
            return
        }
        if let incoming { _ = incoming.view }
        outgoing?.beginAppearanceTransition(false, animated: animated)
        incoming?.beginAppearanceTransition(true, animated: animated)
        swapViews()
        outgoing?.endAppearanceTransition()
        incoming?.endAppearanceTransition()
    }

    // MARK: A child's view entering or leaving the screen

    /// The container whose appearance this controller follows on its own, if any.
    private var forwardingParent: ViewController? {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return nil }
        return parent
    }

    /// Before this controller's root view goes into a window: a child of a container on screen
    /// that forwards appearance (a custom container adding a child's view) begins to appear.
    /// Returns whether it did; the view ends the change once it is in place. A child that a
    /// container's own transition is already showing is left alone.
    package func rootViewWillEnterWindow() -> Bool {
        guard appearance == .disappeared, let parent = forwardingParent, parent.appearance == .appeared else { return false }
        beginAppearanceTransition(true, animated: false)
        return true
    }

    /// Before this controller's root view leaves its window: an appeared child of a container
    /// that forwards appearance begins to disappear. Returns whether it did.
    package func rootViewWillLeaveWindow() -> Bool {
        guard appearance == .appeared, forwardingParent != nil else { return false }
        beginAppearanceTransition(false, animated: false)
        return true
    }
}
