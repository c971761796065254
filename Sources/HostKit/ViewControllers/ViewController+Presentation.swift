extension ViewController {
    /// The controller at the top of this one's containment: the one that presents for it.
    var containmentRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// Presents `viewController` full screen over this controller's window, as UIKit's
    /// `.fullScreen` style does: the presenting controller's view leaves the window, so it gets
    /// the disappear callbacks while the presented one gets the appear callbacks. With
    /// ``ModalPresentationStyle/overFullScreen`` (an ``AlertController``'s), the presenting
    /// controller's view stays on screen under it, and it gets no appearance callbacks.
    ///
    /// The presentation belongs to the root of this controller's containment (a navigation or
    /// tab bar controller, say). Presenting while that root already presents is refused with a
    /// reported issue, as UIKit refuses it with a warning.
    public func present(_ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let presenter = containmentRoot
        if let current = presenter.directlyPresented {
            HostLink.reportIssue("\(HostLink.typeName(of: presenter)) is already presenting \(HostLink.typeName(of: current)); \(HostLink.typeName(of: viewController)) was not presented",
                                       remedy: "dismiss the presented controller first, or present from the presented one")
            return
        }
        guard viewController.parent == nil, viewController.directPresenter == nil else {
            HostLink.reportIssue("\(HostLink.typeName(of: viewController)) is already shown elsewhere and cannot be presented",
                                       remedy: "present a controller that has no parent and is not presented")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            HostLink.reportIssue("\(HostLink.typeName(of: presenter)) is not in a window, so it cannot present \(HostLink.typeName(of: viewController))",
                                       remedy: "present from a controller whose view is on screen")
            return
        }
        presenter.directlyPresented = viewController
        viewController.directPresenter = presenter
        viewController.pendingAppearanceCauses.insert(.beingPresented)
        let keepsPresenter = viewController.modalPresentationStyle.keepsPresenterOnScreen
        Self.transition(from: keepsPresenter ? nil : presenter, to: viewController, animated: animated, whileShown: presenter.isAppeared) {
            let presentedView = viewController.view
            presentedView.frame = window.bounds
            window.addSubview(presentedView)
            if !keepsPresenter { presenter.view.removeFromSuperview() }
        }
        viewController.pendingAppearanceCauses.remove(.beingPresented)
        completion?()
    }

    /// The end of the presentation chain that starts here: what is on screen in its place.
    var topmostPresented: ViewController {
        var top = self
        while let presented = top.directlyPresented { top = presented }
        return top
    }

    /// Links `viewController` as presented by this one without showing anything, for state
    /// restoration before the window is shown: showing the window then shows the top of the
    /// chain, which alone gets the appearance callbacks.
    func attachPresentation(of viewController: ViewController) {
        directlyPresented = viewController
        viewController.directPresenter = self
    }

    /// Dismisses the controller this one (or the root of its containment, which presents for it)
    /// presented, with everything that presented in turn; if it presents nothing, asks its
    /// presenter to dismiss it, as UIKit does.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let root = containmentRoot
        let presenter: ViewController
        if root.directlyPresented != nil {
            presenter = root
        } else if let presenting = root.directPresenter {
            presenter = presenting
        } else {
            HostLink.reportIssue("\(HostLink.typeName(of: self)) neither presents nor is presented; there is nothing to dismiss",
                                       remedy: "call dismiss(animated:completion:) on a presented controller or on its presenter")
            return
        }
        presenter.dismissPresentedControllers(animated: animated)
        completion?()
    }

    /// Takes down every controller above this one in the presentation chain. The ones on screen
    /// (the top, and each under a controller that kept its presenter on screen) leave the window
    /// and get the disappear callbacks; this one gets the appear callbacks if it was covered.
    func dismissPresentedControllers(animated: Bool) {
        guard let first = directlyPresented else { return }
        var chain = [first]
        while let next = chain.last?.directlyPresented { chain.append(next) }
        let top = chain.last!
        let window = top.viewIfLoaded?.window
        // The top is on screen, and under it every controller its presented one kept there;
        // this one's view stayed too when every controller of the chain kept its presenter.
        var onScreen = [top]
        while onScreen.count < chain.count, onScreen.last!.modalPresentationStyle.keepsPresenterOnScreen {
            onScreen.append(chain[chain.count - 1 - onScreen.count])
        }
        let presenterStayed = onScreen.count == chain.count && first.modalPresentationStyle.keepsPresenterOnScreen
        let covered = onScreen.dropFirst().filter(\.isAppeared)
        for controller in onScreen { controller.pendingAppearanceCauses.insert(.beingDismissed) }
        for controller in covered { controller.beginAppearanceTransition(false, animated: false) }
        Self.transition(from: top, to: presenterStayed ? nil : self, animated: animated, whileShown: top.isAppeared) {
            if let window, !presenterStayed {
                self.view.frame = window.bounds
                window.addSubview(self.view)
            }
            for controller in onScreen { controller.viewIfLoaded?.removeFromSuperview() }
        }
        for controller in covered { controller.endAppearanceTransition() }
        for controller in onScreen { controller.pendingAppearanceCauses.remove(.beingDismissed) }
        for presented in chain {
            presented.directPresenter?.directlyPresented = nil
            presented.directPresenter = nil
        }
    }
}

/// How a presented controller covers the screen, as `UIModalPresentationStyle` is in UIKit.
public enum ModalPresentationStyle: Int, Sendable {
    /// The system's choice: full screen in AppHost (iOS 13's sheets are not drawn).
    case automatic = -2
    /// The presented view replaces the presenting one, which leaves the window.
    case fullScreen = 0
    /// The presented view covers the presenting one, which stays in the window underneath and
    /// gets no appearance callbacks (an alert's style).
    case overFullScreen = 5

    var keepsPresenterOnScreen: Bool { self == .overFullScreen }
}
