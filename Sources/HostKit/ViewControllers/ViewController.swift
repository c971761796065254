/// Manages a view hierarchy, as `UIViewController` does in UIKit.
///
/// The view loads lazily, on first access of ``view``: ``loadView()`` then ``viewDidLoad()``. A
/// controller from a storyboard builds its scene's view in `loadView()`, connects its outlets and
/// runs its embed segues, all before `viewDidLoad()`. Every callback the host or HostKit makes on a
/// view controller is written to the trace.
@MainActor
open class ViewController: Responder {
    private var loadedView: View?
    public private(set) var children: [ViewController] = []
    public private(set) weak var parent: ViewController?
    open var title: String? {
        didSet { parent?.childTitleDidChange(self) }
    }
    /// Marks the controller for state preservation and restoration.
    open var restorationIdentifier: String?
    /// The storyboard this controller was created from, if any.
    public internal(set) var storyboard: Storyboard?
    /// The scene it was created from; it builds the view and performs the segues.
    var storyboardScene: StoryboardSceneInstance?
    /// The segue, and its source, whose `prepare(for:sender:)` ran with this controller as the
    /// destination: data may have been handed to it that only restorable state keeps over a
    /// reload. Embed segues are left out: they run again when the parent's view is rebuilt.
    var preparedBySegue: (identifier: String, source: String)?

    /// The controller this one presents, and the one that presented this one.
    public internal(set) var presentedViewController: ViewController?
    public internal(set) weak var presentingViewController: ViewController?

    /// Where the controller is in its appearance cycle; callbacks are sent only on a change.
    var appearance = AppearanceState.disappeared

    public required init() {
        super.init()
        // The subclass's stored properties, its outlets among them, are set before this runs.
        OutletConnector.nameOutlets(of: self)
    }

    /// The root view, loaded on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            HostLink.invoke("loadView()", on: self) { loadView() }
            let view = loadedView ?? install(View())  // a loadView() that set nothing gets a plain view
            storyboardScene?.viewDidLoadFromStoryboard(of: self)
            HostLink.invoke("viewDidLoad()", on: self) { viewDidLoad() }
            return view
        }
        set { install(newValue) }
    }

    @discardableResult
    private func install(_ newView: View) -> View {
        loadedView?.owningViewController = nil
        loadedView = newView
        newView.owningViewController = self
        return newView
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// The loaded view, or `nil`, without loading it.
    public var viewIfLoaded: View? { loadedView }

    open override var next: Responder? { loadedView?.superview }

    /// Creates the root view: the scene's view for a controller from a storyboard, else a plain
    /// ``View``. Override to build your own and assign it to ``view``, without calling `super`.
    open func loadView() {
        if let storyboardScene {
            view = storyboardScene.buildView(owner: self)
        } else {
            view = View()
        }
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func didReceiveMemoryWarning() {}

    // MARK: Segues

    /// Whether the segue `identifier`, triggered by a control of the storyboard, should run. As in
    /// UIKit, it is not asked for segues started with ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue runs, once its destination exists: pass data along.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    // MARK: State restoration

    // These two live in the class body, not in ViewController+Restoration.swift: without the
    // Objective-C runtime, a method declared in an extension cannot be overridden.

    /// Saves the controller's state into `coder`. Called only when the controller has a
    /// ``restorationIdentifier``, after its parent's, when the host preserves the app's state.
    /// The default saves nothing. See <doc:StateRestoration>.
    open func encodeRestorableState(with coder: Coder) {}

    /// Reads back what ``encodeRestorableState(with:)`` saved. Called once the interface has been
    /// re-created, after the parent's, only when the controller has the
    /// ``restorationIdentifier`` it was saved with. The view may not be loaded yet. The default
    /// reads nothing.
    ///
    /// Throwing stops the restoration; the host reports the error with this controller's class.
    /// Throw the ``RestorationError`` the coder gave you to keep the key in the report.
    open func decodeRestorableState(with coder: Coder) throws {}

    // MARK: Containment

    /// Adds `child`, calling its `willMove(toParent:)`. Add its view, then call its
    /// `didMove(toParent:)`, as in UIKit.
    open func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        HostLink.invoke("willMove(toParent:)", on: child) { child.willMove(toParent: self) }
        child.detachFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent, calling its `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first and remove the view, as in UIKit.
    open func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        HostLink.invoke("didMove(toParent:)", on: self) { didMove(toParent: nil) }
    }

    private func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    /// A child's title changed; containers show titles.
    func childTitleDidChange(_ child: ViewController) {}

    /// The children that appear and disappear with this controller. Containers show only some
    /// of theirs: a navigation controller its top, a tab bar controller its selected tab.
    func appearanceChildren() -> [ViewController] { children }

    /// The nearest navigation controller above this controller.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest tab bar controller above this controller.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    private func nearestAncestor<Container: ViewController>(_: Container.Type) -> Container? {
        var ancestor = parent
        while let current = ancestor {
            if let container = current as? Container { return container }
            ancestor = current.parent
        }
        return nil
    }

    /// This controller, every controller below it and every one it presents, parents first.
    package var subtree: [ViewController] {
        [self] + children.flatMap(\.subtree) + (presentedViewController?.subtree ?? [])
    }

    package func deliverMemoryWarning() {
        HostLink.invoke("didReceiveMemoryWarning()", on: self) { didReceiveMemoryWarning() }
    }
}
