import HostKit
import Testing

/// HostKit's objects on their own, without a host: lazy views and the responder chain.
@MainActor
@Suite("HostKit objects")
struct HostKitObjectTests {
    final class SilentLoader: ViewController {
        var loads = 0
        override func loadView() { loads += 1 }  // sets no view
    }

    @Test func aViewLoadsOnceAndOnlyOnFirstAccess() {
        let controller = SilentLoader()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.view === view)
        #expect(controller.loads == 1)
        #expect(view.next === controller, "even a fallback view leads to its controller")
    }

    @Test func responderChainFollowsUIKit() {
        let window = Window(frame: .init(x: 0, y: 0, width: 100, height: 100))
        let controller = ViewController()
        let button = View(frame: .init(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(button)
        window.addSubview(controller.view)
        #expect(button.next === controller.view, "a subview passes to its superview")
        #expect(controller.view.next === controller, "a controller's root view passes to the controller")
        #expect(controller.next === window, "a controller passes to its view's superview")
        #expect(button.window === window)
    }

    /// Apple's "Using responders and the responder chain to handle events": a presented
    /// controller passes to the controller that presented it, so that an action a modal screen
    /// leaves unhandled reaches the screen under it.
    @Test func aPresentedControllerPassesToItsPresenter() {
        let window = Window(frame: .init(x: 0, y: 0, width: 100, height: 100))
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.showRootViewController()
        let modal = ViewController()
        root.present(modal, animated: false)
        #expect(modal.presentingViewController === navigation)
        #expect(modal.next === navigation, "a presented controller passes to the controller that presented it")
        modal.dismiss(animated: false)
        #expect(modal.next == nil, "a dismissed controller's view is in no view")
    }

    final class ResponderDelegate: Responder, ApplicationDelegate {}
    final class ViewDelegate: View, ApplicationDelegate {}
    final class ControllerDelegate: ViewController, ApplicationDelegate {}

    /// The application passes to its delegate only when the delegate is a responder that is
    /// not already in the chain: a view or a view controller there would make the chain a loop.
    @Test func theApplicationPassesOnlyToADelegateOutsideTheChain() {
        let application = Application()
        let responder = ResponderDelegate(), view = ViewDelegate(), controller = ControllerDelegate()
        application.delegate = responder
        #expect(application.next === responder)
        application.delegate = view
        #expect(application.next == nil)
        application.delegate = controller
        #expect(application.next == nil)
        withExtendedLifetime((responder, view, controller)) {}
    }

    @Test func viewWithTagSearchesTheSubtree() {
        let root = View()
        let child = View()
        let grandchild = View()
        grandchild.tag = 7
        child.addSubview(grandchild)
        root.addSubview(child)
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(8) == nil)
        grandchild.removeFromSuperview()
        #expect(root.viewWithTag(7) == nil)
        #expect(child.subviews.isEmpty)
    }
}
