import Foundation
import Testing
@testable import HostKit

/// The status bar style and visibility as UIKit decides them: the key window's top controller,
/// through `childForStatusBarStyle`, asked again after `setNeedsStatusBarAppearanceUpdate()`.
@MainActor
@Suite("Status bar", .serialized)
struct StatusBarTests {
    final class Dark: ViewController {
        var hidesBar = false
        override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { hidesBar }
    }

    final class Forwarding: ViewController {
        let inner = Dark()
        override var childForStatusBarStyle: ViewController? { inner }
        override var childForStatusBarHidden: ViewController? { inner }
    }

    @Test func theTopControllerDecides() {
        let dark = Dark()
        EventTestSupport.withApp(root: dark) { application, _, recorder in
            #expect(application.statusBarStyle == .lightContent)
            #expect(!application.isStatusBarHidden)
            dark.hidesBar = true
            recorder.calls.removeAll()
            dark.setNeedsStatusBarAppearanceUpdate()
            #expect(application.isStatusBarHidden)
            // The trace shows the host asking the controller again.
            #expect(recorder.calls.map(\.name) == ["preferredStatusBarStyle", "prefersStatusBarHidden", "prefersStatusBarHidden"])
            #expect(recorder.calls.allSatisfy { $0.receiver == ObjectIdentifier(dark) })
        }
    }

    @Test func aChildCanDecideAndATabBarControllersSelectedOneDoes() {
        let forwarding = Forwarding()
        EventTestSupport.withApp(root: forwarding) { application, _, _ in
            #expect(application.statusBarStyle == .lightContent)
        }
        let tabs = TabBarController()
        tabs.setViewControllers([ViewController(), Dark()], animated: false)
        EventTestSupport.withApp(root: tabs) { application, _, _ in
            #expect(application.statusBarStyle == .default)
            tabs.selectedIndex = 1
            #expect(application.statusBarStyle == .lightContent)
        }
        // A navigation controller keeps its bar's default style, as UIKit's with its bar shown.
        EventTestSupport.withApp(root: NavigationController(rootViewController: Dark())) { application, _, _ in
            #expect(application.statusBarStyle == .default)
        }
    }
}
