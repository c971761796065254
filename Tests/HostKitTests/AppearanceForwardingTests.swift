import Foundation
import HostKit
import Testing

/// `shared/uikit-semantics.md`, "Containment, presentation flags and unwinding": a custom
/// container's children get the appearance callbacks as their views come and go
/// (`shouldAutomaticallyForwardAppearanceMethods`), a container that opts out sends them with
/// `beginAppearanceTransition`/`endAppearanceTransition`, and `isMovingToParent`,
/// `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed` are true exactly inside the
/// callbacks of a push, a pop, a present and a dismiss.
@Suite("Appearance forwarding and presentation flags", .serialized)
@MainActor
struct AppearanceForwardingTests {
    typealias Recorder = HostKitContainmentTests.Recorder

    final class Journal {
        var lines: [String] = []
    }

    /// Writes each appearance callback to its journal with the flags it sees then, and
    /// `(animated)` when it is animated.
    class Probe: ViewController {
        var journal: Journal?

        static func make(_ title: String, _ journal: Journal) -> Self {
            let probe = Self()
            probe.title = title
            probe.journal = journal
            return probe
        }

        var flags: [String] {
            [("movingToParent", isMovingToParent), ("movingFromParent", isMovingFromParent),
             ("beingPresented", isBeingPresented), ("beingDismissed", isBeingDismissed)].filter(\.1).map(\.0)
        }

        private func note(_ callback: String, _ animated: Bool) {
            let details = flags + (animated ? ["(animated)"] : [])
            journal?.lines.append("\(title ?? "?").\(callback)" + (details.isEmpty ? "" : " " + details.joined(separator: " ")))
        }

        override func viewWillAppear(_ animated: Bool) { note("willAppear", animated) }
        override func viewDidAppear(_ animated: Bool) { note("didAppear", animated) }
        override func viewWillDisappear(_ animated: Bool) { note("willDisappear", animated) }
        override func viewDidDisappear(_ animated: Bool) { note("didDisappear", animated) }
    }

    /// A container that sends its children's appearance callbacks itself.
    final class ManualContainer: Probe {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    private func shown(_ root: ViewController) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.showRootViewController()
        return window
    }

    private func withRecorder(_ body: (Recorder) throws -> Void) rethrows {
        try Recorder.recording(body)
    }

    private func expectNoFlags(_ controllers: [Probe], sourceLocation: SourceLocation = #_sourceLocation) {
        for controller in controllers {
            #expect(controller.flags.isEmpty, "\(controller.title ?? "?") outside its callbacks", sourceLocation: sourceLocation)
        }
    }

    // MARK: Flags

    @Test func pushAndPopAreMovesToAndFromTheParentOnlyInsideTheirCallbacks() {
        let journal = Journal()
        let root = Probe.make("root", journal), next = Probe.make("next", journal)
        let navigation = NavigationController(rootViewController: root)
        let window = shown(navigation)
        #expect(journal.lines == ["root.willAppear", "root.didAppear"], "showing the window moves nothing to a parent")

        journal.lines.removeAll()
        navigation.pushViewController(next, animated: true)
        #expect(journal.lines == [
            "root.willDisappear (animated)", "next.willAppear movingToParent (animated)",
            "root.didDisappear (animated)", "next.didAppear movingToParent (animated)",
        ])
        expectNoFlags([root, next])

        journal.lines.removeAll()
        navigation.popViewController(animated: false)
        #expect(journal.lines == [
            "next.willDisappear movingFromParent", "root.willAppear",
            "next.didDisappear movingFromParent", "root.didAppear",
        ])
        expectNoFlags([root, next])
        withExtendedLifetime(window) {}
    }

    @Test func pushingOffScreenLeavesNoFlagForTheLaterAppearance() {
        let journal = Journal()
        let root = Probe.make("root", journal), next = Probe.make("next", journal)
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(next, animated: false)
        let window = shown(navigation)
        #expect(journal.lines == ["next.willAppear", "next.didAppear"])
        withExtendedLifetime(window) {}
    }

    @Test func presentAndDismissAreBeingPresentedAndDismissedOnlyInsideTheirCallbacks() {
        let journal = Journal()
        let root = Probe.make("root", journal), modal = Probe.make("modal", journal)
        let window = shown(root)
        journal.lines.removeAll()

        root.present(modal, animated: true)
        #expect(journal.lines == [
            "root.willDisappear (animated)", "modal.willAppear beingPresented (animated)",
            "root.didDisappear (animated)", "modal.didAppear beingPresented (animated)",
        ])
        expectNoFlags([root, modal])

        journal.lines.removeAll()
        modal.dismiss(animated: false)
        #expect(journal.lines == [
            "modal.willDisappear beingDismissed", "root.willAppear",
            "modal.didDisappear beingDismissed", "root.didAppear",
        ])
        expectNoFlags([root, modal])
        withExtendedLifetime(window) {}
    }

    @Test func theChildOfAPresentedContainerIsNotItselfBeingPresented() {
        let journal = Journal()
        let root = Probe.make("root", journal), top = Probe.make("top", journal)
        let window = shown(root)
        let navigation = NavigationController(rootViewController: top)
        journal.lines.removeAll()
        root.present(navigation, animated: false)
        #expect(journal.lines == ["root.willDisappear", "top.willAppear", "root.didDisappear", "top.didAppear"],
                "the navigation controller is presented; its top is neither presented nor moving to it")
        withExtendedLifetime(window) {}
    }

    // MARK: Custom containers

    @Test func aChildAddedToAContainerOnScreenAppearsAndDisappearsWithItsView() {
        withRecorder { recorder in
            let journal = Journal()
            let container = Probe.make("container", journal), child = Probe.make("child", journal)
            let window = shown(container)
            journal.lines.removeAll()
            recorder.calls.removeAll()

            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            #expect(recorder.calls == [
                "child.willMove(toParent:)", "child.loadView()", "child.viewDidLoad()",
                "child.viewWillAppear(_:)", "child.viewDidAppear(_:)",
            ])
            #expect(journal.lines == ["child.willAppear movingToParent", "child.didAppear movingToParent"])
            #expect(child.isAppeared)
            expectNoFlags([container, child])

            journal.lines.removeAll()
            recorder.calls.removeAll()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(recorder.calls == ["child.viewWillDisappear(_:)", "child.viewDidDisappear(_:)", "child.didMove(toParent:)"])
            #expect(journal.lines == ["child.willDisappear movingFromParent", "child.didDisappear movingFromParent"])
            #expect(!child.isAppeared)
            expectNoFlags([container, child])
            withExtendedLifetime(window) {}
        }
    }

    @Test func aChildAddedOffScreenAppearsWithItsContainerWithNoFlag() {
        let journal = Journal()
        let container = Probe.make("container", journal), child = Probe.make("child", journal)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(journal.lines.isEmpty, "nothing is on screen")
        let window = shown(container)
        #expect(journal.lines == ["container.willAppear", "child.willAppear", "child.didAppear", "container.didAppear"])

        journal.lines.removeAll()
        let subview = View()
        container.view.addSubview(subview)
        subview.addSubview(child.view)
        #expect(journal.lines.isEmpty, "moving a child's view within the window is no appearance change")
        withExtendedLifetime(window) {}
    }

    @Test func aContainerThatOptsOutSendsItsChildrensCallbacksItself() {
        let journal = Journal()
        let container = ManualContainer.make("container", journal), child = Probe.make("child", journal)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = shown(container)
        #expect(journal.lines == ["container.willAppear", "container.didAppear"], "no automatic forwarding")

        journal.lines.removeAll()
        let late = Probe.make("late", journal)
        container.addChild(late)
        container.view.addSubview(late.view)
        #expect(journal.lines.isEmpty, "a view added while on screen is not forwarded either")

        // The container's own transitions, as UIKit's documentation has them: the late child's
        // (between addChild and didMove) is its move to the parent; the first child's is not.
        late.beginAppearanceTransition(true, animated: false)
        late.endAppearanceTransition()
        late.didMove(toParent: container)
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(journal.lines == [
            "late.willAppear movingToParent", "late.didAppear movingToParent",
            "child.willAppear (animated)", "child.didAppear (animated)",
        ], "a repeated begin or end changes nothing")
        #expect(child.isAppeared && late.isAppeared)
        expectNoFlags([container, child, late])
        withExtendedLifetime(window) {}
    }

    // MARK: Siblings

    @Test func childrenSeeWhatTheirContainerPresentsAndWhoPresentedIt() {
        let journal = Journal()
        let top = Probe.make("top", journal), modalTop = Probe.make("modalTop", journal)
        let navigation = NavigationController(rootViewController: top)
        let window = shown(navigation)
        let modalNavigation = NavigationController(rootViewController: modalTop)
        top.present(modalNavigation, animated: false)
        #expect(navigation.presentedViewController === modalNavigation)
        #expect(top.presentedViewController === modalNavigation, "the nearest ancestor's presentation, as in UIKit")
        #expect(modalTop.presentingViewController === navigation, "the presenter of the nearest presented ancestor")
        #expect(navigation.visibleViewController === modalNavigation)
        #expect(navigation.subtree.filter { $0 === modalNavigation }.count == 1, "listed once, by its presenter")
        top.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil && top.presentedViewController == nil && modalTop.presentingViewController == nil)
        withExtendedLifetime(window) {}
    }

    @Test func dismissOnTheChildOfAPresentingContainerDismissesWhatItPresentsNotTheContainer() {
        let journal = Journal()
        let root = Probe.make("root", journal), top = Probe.make("top", journal), modal = Probe.make("modal", journal)
        let window = shown(root)
        let navigation = NavigationController(rootViewController: top)
        root.present(navigation, animated: false)
        top.present(modal, animated: false)
        #expect(navigation.presentedViewController === modal && root.presentedViewController === navigation)
        journal.lines.removeAll()
        top.dismiss(animated: false)
        #expect(root.presentedViewController === navigation, "the navigation controller stays presented")
        #expect(navigation.presentedViewController == nil)
        #expect(journal.lines == ["modal.willDisappear beingDismissed", "top.willAppear", "modal.didDisappear beingDismissed", "top.didAppear"])
        withExtendedLifetime(window) {}
    }

    @Test func aTabThatIsRemovedWhileSelectedLeavesTheScreenBeforeItsDidMove() {
        withRecorder { recorder in
            let journal = Journal()
            let first = Probe.make("first", journal), second = Probe.make("second", journal)
            let tabs = TabBarController()
            tabs.setViewControllers([first, second], animated: false)
            let window = shown(tabs)
            journal.lines.removeAll()
            recorder.calls.removeAll()

            tabs.setViewControllers([second], animated: false)
            #expect(recorder.calls.filter { $0.hasPrefix("first.") } == [
                "first.willMove(toParent:)", "first.viewWillDisappear(_:)", "first.viewDidDisappear(_:)", "first.didMove(toParent:)",
            ])
            #expect(journal.lines == [
                "first.willDisappear movingFromParent", "second.willAppear", "first.didDisappear movingFromParent", "second.didAppear",
            ])
            #expect(first.parent == nil && tabs.selectedViewController === second)
            withExtendedLifetime(window) {}
        }
    }

    /// A container that puts a child's view in a wrapper view, then adds the wrapper: the
    /// child's view enters (and later leaves) the window all the same.
    @Test func aChildWhoseViewComesInAWrapperAppearsAndDisappearsWithIt() {
        let journal = Journal()
        let container = Probe.make("container", journal), child = Probe.make("child", journal)
        let window = shown(container)
        journal.lines.removeAll()

        container.addChild(child)
        let wrapper = View()
        wrapper.addSubview(child.view)
        #expect(journal.lines.isEmpty, "the wrapper is not in a window yet")
        container.view.addSubview(wrapper)
        child.didMove(toParent: container)
        #expect(journal.lines == ["child.willAppear movingToParent", "child.didAppear movingToParent"])
        #expect(child.isAppeared)

        journal.lines.removeAll()
        child.willMove(toParent: nil)
        wrapper.removeFromSuperview()
        child.removeFromParent()
        #expect(journal.lines == ["child.willDisappear movingFromParent", "child.didDisappear movingFromParent"])
        #expect(!child.isAppeared)
        expectNoFlags([container, child])
        withExtendedLifetime(window) {}
    }

    /// Dismissing a chain takes every controller of it off the screen: one left visible under
    /// an over-full-screen top gets its disappear callbacks and leaves the window, so that
    /// presenting it again makes it appear again.
    @Test func dismissingAChainTakesDownWhatAnOverFullScreenTopLeftVisible() {
        let journal = Journal()
        let first = Probe.make("first", journal), middle = Probe.make("middle", journal), top = Probe.make("top", journal)
        top.modalPresentationStyle = .overFullScreen
        let window = shown(first)
        first.present(middle, animated: false)
        middle.present(top, animated: false)
        journal.lines.removeAll()

        first.dismiss(animated: false)
        #expect(window.subviews.count == 1 && window.subviews.first === first.view)
        #expect(!middle.isAppeared && !top.isAppeared && first.isAppeared)
        #expect(journal.lines == [
            "middle.willDisappear beingDismissed", "top.willDisappear beingDismissed", "first.willAppear",
            "top.didDisappear beingDismissed", "first.didAppear", "middle.didDisappear beingDismissed",
        ])
        expectNoFlags([first, middle, top])

        journal.lines.removeAll()
        first.present(middle, animated: false)
        #expect(journal.lines == [
            "first.willDisappear", "middle.willAppear beingPresented", "first.didDisappear", "middle.didAppear beingPresented",
        ])
        withExtendedLifetime(window) {}
    }
}
