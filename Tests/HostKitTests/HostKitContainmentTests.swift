import Foundation
import HostKit
import StoryboardFormat
import Testing

/// HostKit's controls, bindings and containers on their own, without a host: the callbacks are
/// recorded through the same observer the host uses for its trace.
@Suite("HostKit controls and containers", .serialized)
@MainActor
struct HostKitContainmentTests {
    final class Recorder: HostKitObserver {
        var calls: [String] = []
        var issues: [String] = []

        func willInvoke(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String>) {
            guard let title = (receiver as? ViewController)?.title else { return }
            calls.append("\(title).\(name)")
        }

        func didReportIssue(_ message: String, remedy: String) {
            issues.append(message)
        }

        /// Runs `body` with a new recorder installed as HostKit's observer.
        static func recording(_ body: (Recorder) throws -> Void) rethrows {
            let recorder = Recorder()
            HostLink.observer = recorder
            defer { HostLink.observer = nil }
            try body(recorder)
        }
    }

    class Screen: ViewController {
        var received: [String] = []
        @Outlet var label: Label
        @Outlet var optionalLabel: Label?
        @Action var tapped = Screen.tapped(_:)
        @Action var anything = Screen.anything(_:)

        func tapped(_ sender: Button) { received.append("tapped by \(sender.title ?? "?")") }
        func anything(_ sender: Any?) { received.append("anything") }
    }

    final class SubScreen: Screen {
        @Action var extra = SubScreen.extra(_:)
        func extra(_ sender: Switch) {}
    }

    private func titled(_ title: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        return controller
    }

    private func withRecorder(_ body: (Recorder) throws -> Void) rethrows {
        try Recorder.recording(body)
    }

    // MARK: Bindings

    @Test func actionsAreFoundByNameWithTheirSenderTypes() {
        let screen = SubScreen()
        #expect(screen.canPerformAction("tapped", withSender: Button()))
        #expect(!screen.canPerformAction("tapped", withSender: Switch()), "a Switch is not the Button the method takes")
        #expect(screen.canPerformAction("extra", withSender: Switch()), "actions of the subclass count")
        #expect(screen.canPerformAction("anything", withSender: nil))
        #expect(!screen.canPerformAction("missing", withSender: Button()))
    }

    @Test func nilTargetedActionsTravelTheResponderChain() throws {
        let application = Application()
        Application.current = application
        defer { Application.current = nil }
        let screen = Screen()
        let button = Button()
        button.title = "Go"
        let container = View()
        container.addSubview(button)
        screen.view = container
        button.addTarget(nil, action: "tapped", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.received == ["tapped by Go"])

        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(screen.received == ["tapped by Go"], "a disabled control sends nothing")
    }

    @Test func actionsThatNobodyHandlesAreReportedNotCrashed() {
        withRecorder { recorder in
            let application = Application()
            Application.current = application
            defer { Application.current = nil }
            let button = Button()
            let target = Screen()  // controls hold their targets weakly, as UIKit's do
            button.addTarget(target, action: "nonexistent", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            withExtendedLifetime(target) {}
            #expect(recorder.issues.count == 1)
            #expect(recorder.issues.first?.contains("has no action \"nonexistent\"") == true)
        }
    }

    // MARK: Navigation

    @Test func pushAndPopOnScreenSendAppearanceInUIKitOrder() {
        withRecorder { recorder in
            let root = titled("root"), next = titled("next")
            let navigation = NavigationController(rootViewController: root)
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = navigation
            window.showRootViewController()
            recorder.calls.removeAll()

            navigation.pushViewController(next, animated: true)
            #expect(recorder.calls == [
                "next.willMove(toParent:)", "next.loadView()", "next.viewDidLoad()",
                "root.viewWillDisappear(_:)", "next.viewWillAppear(_:)",
                "root.viewDidDisappear(_:)", "next.viewDidAppear(_:)", "next.didMove(toParent:)",
            ])
            #expect(navigation.topViewController === next)
            #expect(next.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
            #expect(next.navigationController === navigation)

            recorder.calls.removeAll()
            #expect(navigation.popViewController(animated: true) === next)
            #expect(recorder.calls == [
                "next.willMove(toParent:)", "next.viewWillDisappear(_:)", "root.viewWillAppear(_:)",
                "next.viewDidDisappear(_:)", "root.viewDidAppear(_:)", "next.didMove(toParent:)",
            ])
            #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
        }
    }

    @Test func pushingOffScreenSendsNoAppearanceCallbacks() {
        withRecorder { recorder in
            let navigation = NavigationController(rootViewController: titled("root"))
            navigation.pushViewController(titled("next"), animated: false)
            #expect(!recorder.calls.contains { $0.contains("Appear") || $0.contains("Disappear") })
            #expect(navigation.viewControllers.map(\.title) == ["root", "next"])
        }
    }

    // MARK: Tabs and presentation

    @Test func tabSwitchAndPresentationOnScreen() {
        withRecorder { recorder in
            let tabs = TabBarController()
            let first = titled("first"), second = titled("second")
            tabs.setViewControllers([first, second], animated: false)
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = tabs
            window.showRootViewController()
            recorder.calls.removeAll()

            tabs.selectedIndex = 1
            #expect(recorder.calls == [
                "second.loadView()", "second.viewDidLoad()", "first.viewWillDisappear(_:)", "second.viewWillAppear(_:)",
                "first.viewDidDisappear(_:)", "second.viewDidAppear(_:)",
            ])
            tabs.selectedIndex = 5
            #expect(tabs.selectedIndex == 1)
            #expect(recorder.issues.count == 1, "an index out of range is reported")

            recorder.calls.removeAll()
            let modal = titled("modal")
            second.present(modal, animated: true)
            #expect(tabs.presentedViewController === modal && modal.presentingViewController === tabs)
            #expect(window.subviews.map { $0 === modal.view } == [true], "full screen: only the presented view is in the window")
            modal.dismiss(animated: true)
            #expect(tabs.presentedViewController == nil)
            #expect(window.subviews.map { $0 === tabs.view } == [true])
            #expect(recorder.calls.filter { $0.hasPrefix("modal.") } == [
                "modal.loadView()", "modal.viewDidLoad()", "modal.viewWillAppear(_:)", "modal.viewDidAppear(_:)",
                "modal.viewWillDisappear(_:)", "modal.viewDidDisappear(_:)",
            ])
        }
    }

    // MARK: Views

    @Test func stackViewLinesUpItsVisibleArrangedSubviews() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .center
        let a = View(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 40, height: 50))
        hidden.isHidden = true
        let b = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        for view in [a, hidden, b] { stack.addArrangedSubview(view) }
        // Arranged by constraints, placed in the layout pass, as in UIKit; `fill` fills the stack
        // with the view that hugs least (b hugs more, so a grows).
        b.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 30, y: 0, width: 40, height: 270))
        #expect(b.frame == CGRect(x: 20, y: 280, width: 60, height: 20))

        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(a.frame.height == 145 && b.frame.minY == 155)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
    }

    @Test func coloursPrintAsHex() {
        #expect(Color.systemBlue.hexString == "#007AFF")
        #expect(Color(red: 1, green: 1, blue: 1, alpha: 0.5).hexString == "#FFFFFF80")
    }

    @Test func storyboardColoursParse() {
        #expect(ColorValue(text: "#FF8000") == ColorValue(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(ColorValue(text: "#ff800080")?.alpha == 128.0 / 255)
        #expect(ColorValue(text: "systemBlue") == ColorValue.named["systemBlue"])
        for bad in ["", "#", "#12345", "#1234567", "#123456789", "#GG0000", "FF8000", "#FF80 0"] {
            #expect(ColorValue(text: bad) == nil, "\(bad)")
        }
    }
}
