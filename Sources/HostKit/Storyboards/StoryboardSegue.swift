internal import StoryboardFormat

/// A transition between two scenes of a storyboard, as `UIStoryboardSegue` is in UIKit.
///
/// Subclass it for a `custom` segue and override ``perform()``; the storyboard names the subclass
/// as `Module.Class`.
@MainActor
open class StoryboardSegue {
    public let identifier: String?
    public let source: ViewController
    public let destination: ViewController
    var kind: SegueDescription.Kind = .custom
    /// Embed segues: the view of the source that holds the child's view.
    weak var containerView: View?
    /// Unwind segues: the destination and what lies between it and the source.
    var unwindRoute: UnwindRoute?

    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Carries out the transition. Built-in kinds: `show` pushes onto the source's navigation
    /// controller (or presents when there is none), `present` presents, `embed` adds the
    /// destination as a child in its container view, `unwind` goes back to the destination: the
    /// containers on the way to it show it (``ViewController/unwind(for:towards:)``), then what
    /// was presented since is dismissed.
    open func perform() {
        switch kind {
        case .show:
            if let navigation = source as? NavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        case .present:
            source.present(destination, animated: true)
        case .embed:
            source.addChild(destination)
            if let containerView {
                let childView = destination.view
                childView.frame = containerView.bounds
                containerView.addSubview(childView)
            }
            destination.didMove(toParentTraced: source)
        case .unwind:
            unwindRoute?.perform(self)
        case .custom:
            HostLink.reportIssue("\(HostLink.typeName(of: self)) does not override perform(), so segue \"\(identifier ?? "")\" does nothing",
                                       remedy: "override perform() in the custom segue class and carry out the transition there")
        }
    }
}
