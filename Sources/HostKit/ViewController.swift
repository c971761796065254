/// Manages a view hierarchy, as `UIViewController` does in UIKit.
///
/// The view loads lazily, on first access of ``view``: ``loadView()`` then ``viewDidLoad()``.
/// Every callback the host or HostKit makes on a view controller is written to the trace.
@MainActor
open class ViewController: Responder {
    private var loadedView: View?
    public private(set) var children: [ViewController] = []
    public private(set) weak var parent: ViewController?
    open var title: String?
    /// Marks the controller for state preservation and restoration.
    open var restorationIdentifier: String?

    public required init() {
        super.init()
    }

    /// The root view, loaded on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            HostKitRuntime.invoke("loadView()", on: self) { loadView() }
            let view = loadedView ?? install(View())  // a loadView() that set nothing gets a plain view
            HostKitRuntime.invoke("viewDidLoad()", on: self) { viewDidLoad() }
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

    /// Creates the root view. The default makes a plain ``View``; override to build your own and
    /// assign it to ``view``, without calling `super`.
    open func loadView() {
        view = View()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func didReceiveMemoryWarning() {}

    open func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// This controller and every controller below it, parents before children.
    package var subtree: [ViewController] {
        [self] + children.flatMap(\.subtree)
    }

    /// Sends the appearance pair to this controller and its children, loading the view first.
    package func runAppearanceTransition(appearing: Bool, animated: Bool) {
        _ = view
        if appearing {
            HostKitRuntime.invoke("viewWillAppear(_:)", on: self) { viewWillAppear(animated) }
            for child in children { child.runAppearanceTransition(appearing: true, animated: animated) }
            HostKitRuntime.invoke("viewDidAppear(_:)", on: self) { viewDidAppear(animated) }
        } else {
            HostKitRuntime.invoke("viewWillDisappear(_:)", on: self) { viewWillDisappear(animated) }
            for child in children { child.runAppearanceTransition(appearing: false, animated: animated) }
            HostKitRuntime.invoke("viewDidDisappear(_:)", on: self) { viewDidDisappear(animated) }
        }
    }

    package func deliverMemoryWarning() {
        HostKitRuntime.invoke("didReceiveMemoryWarning()", on: self) { didReceiveMemoryWarning() }
    }
}
