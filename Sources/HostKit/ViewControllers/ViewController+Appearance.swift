/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts an appearance change: sends `viewWillAppear(_:)` or `viewWillDisappear(_:)` to this
    /// controller and the children it shows, loading the view first when it appears.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            _ = view
            appearance = .appearing
            HostLink.invoke("viewWillAppear(_:)", on: self) { viewWillAppear(animated) }
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            HostLink.invoke("viewWillDisappear(_:)", on: self) { viewWillDisappear(animated) }
        }
        for child in appearanceChildren() { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the change begun by ``beginAppearanceTransition(_:animated:)``: sends
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            for child in appearanceChildren() { child.endAppearanceTransition() }
            HostLink.invoke("viewDidAppear(_:)", on: self) { viewDidAppear(false) }
        case .disappearing:
            appearance = .disappeared
            for child in appearanceChildren() { child.endAppearanceTransition() }
            HostLink.invoke("viewDidDisappear(_:)", on: self) { viewDidDisappear(false) }
        case .appeared, .disappeared:
            break
        }
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
    static func transition(from outgoing: ViewController?, to incoming: ViewController?, whileShown isShown: Bool, swapViews: () -> Void) {
        guard isShown else {
            swapViews()
            return
        }
        if let incoming { _ = incoming.view }
        outgoing?.beginAppearanceTransition(false, animated: false)
        incoming?.beginAppearanceTransition(true, animated: false)
        swapViews()
        outgoing?.endAppearanceTransition()
        incoming?.endAppearanceTransition()
    }
}
