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
