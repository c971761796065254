extension ViewController {
    /// Runs the segue `identifier` of this controller's storyboard scene: the destination is
    /// created, ``prepare(for:sender:)`` is called, then the segue is performed.
    ///
    /// An identifier the scene does not have is reported as an issue (UIKit raises an exception)
    /// and nothing happens.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboardScene else {
            HostLink.reportIssue("\(HostLink.typeName(of: self)) was not created from a storyboard, so it has no segue \"\(identifier)\"",
                                       remedy: "create the controller with Storyboard.instantiateViewController(withIdentifier:), or present it in code")
            return
        }
        storyboardScene.performSegue(identifier, from: self, sender: sender, triggeredByStoryboard: false)
    }

    /// Whether this controller has the `@Action` named `action` for an unwind segue.
    func canUnwind(to action: String) -> Bool {
        BindingCatalog.bindings(of: type(of: self)).actions[action]?.accepts(senderOfType: StoryboardSegue.self)
            ?? (self as? any CObject)?.respondsToCAction(action) ?? false
    }

    /// The controller an unwind segue from this one with `action` returns to: walking back
    /// through the navigation stack and the presenters, the first one (not this one) that has it.
    func unwindDestination(for action: String) -> ViewController? {
        var current: ViewController? = self
        while let step = current {
            if step !== self, step.canUnwind(to: action) { return step }
            if let navigation = step.parent as? NavigationController,
               let index = navigation.viewControllers.firstIndex(where: { $0 === step }) {
                for below in navigation.viewControllers[..<index].reversed() {
                    if let found = below.subtree.first(where: { $0.canUnwind(to: action) }) { return found }
                }
            }
            current = step.parent ?? step.presentingViewController
        }
        return nil
    }

    /// Goes back to `destination`: dismisses what its containment presents, then pops its
    /// navigation stack to it.
    func unwind(to destination: ViewController) {
        let root = destination.containmentRoot
        if root.presentedViewController != nil { root.dismissPresentedControllers() }
        var step: ViewController? = destination
        while let current = step {
            if let navigation = current.parent as? NavigationController {
                navigation.popToViewController(current, animated: true)
            }
            step = current.parent
        }
    }
}
