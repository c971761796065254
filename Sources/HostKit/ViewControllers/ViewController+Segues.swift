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
    func hasUnwindAction(_ action: String) -> Bool {
        BindingCatalog.bindings(of: type(of: self)).actions[action]?.accepts(senderOfType: StoryboardSegue.self)
            ?? HostLink.cObject(self)?.respondsToCAction(action) ?? false
    }
}

/// Where an unwind segue goes and what lies on the way, found as UIKit finds it.
///
/// The search walks up from the source, through its parents and then the controller that
/// presents their root, and so on. At each controller on the way up, it searches first the
/// children that controller allows (``ViewController/allowedChildrenForUnwinding(from:)``: never
/// the one holding the source; a navigation controller's stack most recent first), each child's
/// own allowed children before the child itself, and then asks the controller itself
/// (``ViewController/canPerformUnwindSegueAction(_:from:sender:)``).
@MainActor
struct UnwindRoute {
    /// The controller whose unwind action runs.
    let destination: ViewController
    /// The controller on the way up where the destination was found: it is the destination,
    /// or the destination is below it.
    let junction: ViewController
    /// The last presenter the walk went through: everything it presents is dismissed.
    let presenterToDismissTo: ViewController?

    init?(from source: StoryboardUnwindSegueSource) {
        var presenter: ViewController?
        var current = source.source
        // Each controller is asked once, even if an override offers it again: no cycle loops.
        var searched: Set<ObjectIdentifier> = [ObjectIdentifier(current)]
        while let next = current.parent ?? current.directPresenter {
            if current.parent == nil { presenter = next }
            if let found = Self.search(next, for: source, skipping: &searched) {
                destination = found
                junction = next
                presenterToDismissTo = presenter
                return
            }
            current = next
        }
        return nil
    }

    /// The destination among `controller`'s allowed children (deepest and most recent first),
    /// else `controller` itself if it can perform the action.
    private static func search(_ controller: ViewController, for source: StoryboardUnwindSegueSource,
                               skipping searched: inout Set<ObjectIdentifier>) -> ViewController? {
        guard searched.insert(ObjectIdentifier(controller)).inserted else { return nil }
        for child in controller.allowedChildrenForUnwinding(from: source) {
            if let found = search(child, for: source, skipping: &searched) { return found }
        }
        let accepts = controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
        return accepts ? controller : nil
    }

    /// Shows the destination: each container from the junction down to the destination shows
    /// the child on the way (``ViewController/unwind(for:towards:)``: a navigation controller
    /// pops, a tab bar controller selects), then what the walk went through by presentation is
    /// dismissed. Containers change while still covered, so only what is really on screen gets
    /// appearance callbacks: the presented controller that leaves, and what it uncovers.
    func perform(_ segue: StoryboardSegue) {
        var path: [ViewController] = []
        var step: ViewController? = destination
        while let current = step, current !== junction {
            path.append(current)
            step = current.parent
        }
        // A custom container may offer a controller that is not its descendant: there is then
        // no chain of containers to reconfigure.
        if step == nil { path = [] }
        var container = junction
        for child in path.reversed() {
            container.unwind(for: segue, towards: child)
            container = child
        }
        presenterToDismissTo?.dismissPresentedControllers(animated: true)
    }
}
