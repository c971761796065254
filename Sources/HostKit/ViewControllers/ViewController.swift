import Foundation

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
    /// How the controller covers the screen when presented (see ``present(_:animated:completion:)``).
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Made on first use of ``navigationItem`` and ``editButtonItem``.
    var ownNavigationItem: NavigationItem?
    var ownEditButtonItem: BarButtonItem?
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [BarButtonItem]? {
        didSet { parent?.childTitleDidChange(self) }
    }
    /// Whether the controller lets the user edit its content; set it through
    /// ``setEditing(_:animated:)``, which subclasses override to show editing controls.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Turns editing on or off. The default records it and retitles ``editButtonItem``
    /// ("Edit" / "Done"); an override calls `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        if let item = ownEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }
    /// The storyboard this controller was created from, if any.
    public internal(set) var storyboard: Storyboard?
    /// The scene it was created from; it builds the view and performs the segues.
    var storyboardScene: StoryboardSceneInstance?
    /// The segue, and its source, whose `prepare(for:sender:)` ran with this controller as the
    /// destination: data may have been handed to it that only restorable state keeps over a
    /// reload. Embed segues are left out: they run again when the parent's view is rebuilt.
    var preparedBySegue: (identifier: String, source: String)?

    /// The controller this one presents itself, and the one that presented this one itself:
    /// presentations belong to the root of a containment, so only roots have them.
    var directlyPresented: ViewController?
    weak var directPresenter: ViewController?

    /// The controller presented by this one or, when this one presents none, by its nearest
    /// ancestor that does, as in UIKit: a navigation controller's children see what it presents.
    public var presentedViewController: ViewController? { directlyPresented ?? parent?.presentedViewController }

    /// The controller that presented this one or, when this one was not presented, its nearest
    /// presented ancestor, as in UIKit: the children of a presented navigation controller see
    /// its presenter. `nil` when neither it nor an ancestor is presented.
    public var presentingViewController: ViewController? { directPresenter ?? parent?.presentingViewController }

    /// Where the controller is in its appearance cycle; callbacks are sent only on a change.
    var appearance = AppearanceState.disappeared
    /// The containment or presentation change under way for this controller, which its next
    /// appearance change belongs to (see ``isMovingToParent``).
    var pendingAppearanceCauses: AppearanceCauses = []
    /// The causes of the appearance change in progress, from its will-callback through its
    /// did-callback; empty at every other time.
    var activeAppearanceCauses: AppearanceCauses = []
    /// Whether the appearance change in progress is animated: the did-callback gets what the
    /// will-callback got.
    var isAppearanceAnimated = false

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
        if let oldView = loadedView {
            let before = oldView.directionalLayoutMargins
            oldView.owningViewController = nil
            oldView.layoutMarginsMayHaveMoved(from: before, tellingController: true)
        }
        let before = newView.directionalLayoutMargins
        loadedView = newView
        newView.owningViewController = self
        newView.layoutMarginsMayHaveMoved(from: before, tellingController: false)
        return newView
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// The loaded view, or `nil`, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// The presenting controller for a presented one (UIKit's responder chain: an action a
    /// modal controller leaves unhandled reaches the controller that presented it); otherwise
    /// its view's superview: the window for a window's root controller, the container's view
    /// for a child.
    open override var next: Responder? { directPresenter ?? loadedView?.superview }

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

    /// The view is about to lay out its subviews: called by the layout pass before the view's
    /// ``View/layoutSubviews()``, each time the view needs layout (its bounds changed, or
    /// something called ``View/setNeedsLayout()``). Constraints changed here are solved before
    /// the subviews are placed, as in UIKit. The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// The view has laid out its subviews: called right after its ``View/layoutSubviews()``.
    /// The subviews' own subviews may not be laid out yet: each view lays out its own. The
    /// default does nothing.
    open func viewDidLayoutSubviews() {}

    /// The view's layout margins changed. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// The view's constraints need updating: called before the layout pass that follows
    /// ``View/setNeedsUpdateConstraints()`` on the controller's view, in place of the view's
    /// ``View/updateConstraints()``, after its subviews have updated theirs. Override to add or
    /// change the constraints of the view and its subviews; change only what needs changing, and
    /// call `super` as the final step, as in UIKit: the default calls the view's
    /// ``View/updateConstraints()``.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// The least layout margins the root view gets, as UIKit's: 16 points leading and trailing,
    /// none top and bottom. (UIKit gives 20 points leading and trailing in a regular-width size
    /// class, an iPad's; AppHost has no size classes and keeps an iPhone's compact width.)
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// Whether the root view's layout margins are kept at least ``systemMinimumLayoutMargins``,
    /// as in UIKit: on by default, so that margins set smaller than the minimum read as the
    /// minimum. Off, the root view's margins are the ones set (the minimum until set).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { respectsSystemMinimumLayoutMargins }
        set {
            guard newValue != respectsSystemMinimumLayoutMargins else { return }
            let before = loadedView?.directionalLayoutMargins
            respectsSystemMinimumLayoutMargins = newValue
            if let loadedView, let before { loadedView.layoutMarginsMayHaveMoved(from: before, tellingController: true) }
        }
    }

    private var respectsSystemMinimumLayoutMargins = true

    /// Insets added to the safe area of the controller's view, and through it to its subviews'
    /// (``View/safeAreaInsets``, ``View/safeAreaLayoutGuide``), as in UIKit: a container makes room
    /// for a bar of its own over a child's content this way. A change lays the view out again.
    /// Each inset must be a finite number; a value that is not is reported and not taken.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            guard additionalSafeAreaInsets.isFinite else {
                HostLink.reportIssue("additionalSafeAreaInsets of \(self) cannot be \(additionalSafeAreaInsets): an inset is not a finite number",
                                     remedy: "give each inset a finite number of points; the insets stay as they were")
                additionalSafeAreaInsets = oldValue
                return
            }
            SafeAreaTracking.additionalInsetsDidChange(of: self)
        }
    }

    /// The safe area of the controller's view changed: its ``additionalSafeAreaInsets``, or the
    /// part of its superview's insets it lies in. Called in the layout pass that sees the change,
    /// as in UIKit. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// The view's size is about to change to `size` (the device rotates), as in UIKit. Add work to
    /// do along with the change, or after it, through `coordinator`. The default passes the news on
    /// to the ``children``; call `super` when overriding.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        for child in children { child.sendViewWillTransition(to: size, with: coordinator) }
    }

    /// The traits are about to become `newCollection` (the window's size classes change as the
    /// device turns), as in UIKit: add work to do with the change through `coordinator`. Called
    /// before ``viewWillTransition(to:with:)``. The default passes the news on to the
    /// ``children``; call `super` when overriding.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in children { child.sendWillTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Status bar (ViewController+StatusBar.swift)

    /// The status bar's look while this controller decides it: the key window's root (or what it
    /// presents on top), unless ``childForStatusBarStyle`` hands the question on. `.default`.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the status bar hides while this controller decides it; `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose ``preferredStatusBarStyle`` counts instead of this controller's; `nil`
    /// (a ``TabBarController`` hands it to its selected controller).
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` counts instead of this controller's.
    open var childForStatusBarHidden: ViewController? { nil }

    /// The orientations the interface may take while this controller decides them (the window's
    /// root, or the controller it presents on top), as in UIKit: all but upside down on a phone,
    /// all on a pad. A turn of the device to another is ignored.
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        TraitCollection.ofScreen().userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the interface follows the device when it turns; `true` by default.
    open var shouldAutorotate: Bool { true }
    /// The orientation a controller presented full screen is best shown in; portrait by default.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }

    /// The traits changed from `previousTraitCollection`, as in UIKit: change what depends on
    /// them here (the constraints that are active, say). Called before the traits' change
    /// reaches the controller's view. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Segues

    /// Whether the segue `identifier`, triggered by a control of the storyboard, should run. As in
    /// UIKit, it is not asked for segues started with ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue runs, once its destination exists: pass data along.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    // MARK: Unwind segues

    // These live in the class body so that containers and apps can override them (see the note
    // under State restoration).

    /// Whether this controller wants to be the destination of the unwind segue with `action`,
    /// started from `fromViewController`, as UIKit's `canPerformUnwindSegueAction(_:from:sender:)`.
    /// The default: it has the `@Action` named `action`, taking a ``StoryboardSegue``, and it is
    /// not `fromViewController`.
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: ViewController, sender: Any?) -> Bool {
        fromViewController !== self && hasUnwindAction(action)
    }

    /// The children to search, in this order, for the destination of the unwind segue described
    /// by `source`. The default: ``children`` without the one that holds the source
    /// (``childContaining(_:)``). Override it in a custom container to search only some children.
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let holder = childContaining(source)
        return children.filter { $0 !== holder }
    }

    /// The child of this controller that holds the source of the unwind segue (the source itself
    /// or one of its ancestors), or `nil` when the source is not below this controller.
    open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        var step: ViewController? = source.source
        while let current = step {
            if current.parent === self { return current }
            step = current.parent
        }
        return nil
    }

    /// Called on each container on the way down from where an unwind segue's destination was
    /// found to the destination: show `subsequentVC`, the child on the way to the destination. A
    /// navigation controller pops to it, a tab bar controller selects it; the default does
    /// nothing, and a controller that is not a container should not override it.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {}

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
    /// `didMove(toParent:)`, as in UIKit. While this controller is on screen and
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is true, adding the child's view to it
    /// sends the child `viewWillAppear(_:)` and `viewDidAppear(_:)`, with ``isMovingToParent`` true.
    open func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.pendingAppearanceCauses.insert(.movingToParent)
        child.pendingAppearanceCauses.remove(.movingFromParent)
        HostLink.invoke("willMove(toParent:)", on: child) { child.willMove(toParent: self) }
        child.detachFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent, calling its `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first and remove the view, as in UIKit: removing the view of a
    /// child on screen sends it `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, with
    /// ``isMovingFromParent`` true.
    open func removeFromParent() {
        guard parent != nil else { return }
        pendingAppearanceCauses.remove(.movingFromParent)
        detachFromParent()
        HostLink.invoke("didMove(toParent:)", on: self) { didMove(toParent: nil) }
    }

    private func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called before this controller is added to or removed from a container. A container
    /// calls it with `nil` before it removes a child; an override must call `super`, as in UIKit.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil { pendingAppearanceCauses.insert(.movingFromParent) }
    }

    /// Called after this controller was added to or removed from a container. A container calls
    /// it once the child's view is in place; an override must call `super`, as in UIKit.
    open func didMove(toParent parent: ViewController?) {
        if parent != nil { pendingAppearanceCauses.remove(.movingToParent) }
    }

    /// Whether this controller, as a container, sends its children the appearance callbacks
    /// when it appears and disappears and when their views enter or leave it while it is on
    /// screen. True by default, as in UIKit. A container that returns false calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its
    /// children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

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
        [self] + children.flatMap(\.subtree) + (directlyPresented?.subtree ?? [])
    }

    package func deliverMemoryWarning() {
        HostLink.invoke("didReceiveMemoryWarning()", on: self) { didReceiveMemoryWarning() }
    }
}
