import Foundation
import Testing
@testable import HostKit

/// The interface follows the device only to orientations the app delegate and the deciding
/// controller support, as UIKit's: `supportedInterfaceOrientations`, `shouldAutorotate`,
/// `application(_:supportedInterfaceOrientationsFor:)`.
@MainActor
@Suite("Interface orientation", .serialized)
struct InterfaceOrientationTests {
    final class Turning: ViewController {
        var supported: InterfaceOrientationMask?
        var autorotates = true
        var transitions: [CGSize] = []
        override var supportedInterfaceOrientations: InterfaceOrientationMask { supported ?? super.supportedInterfaceOrientations }
        override var shouldAutorotate: Bool { autorotates }
        override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
            transitions.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    final class Delegate: ApplicationDelegate {
        var mask = InterfaceOrientationMask.all
        func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask { mask }
    }

    /// A phone's 320×480 screen filled by the key window, around `body`.
    private func withPhone(root: Turning, delegate: Delegate? = nil, _ body: (Application, Window) throws -> Void) rethrows {
        let screen = Screen.main.bounds
        Screen.main.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        defer { Screen.main.bounds = screen }
        try EventTestSupport.withApp(root: root, delegate: delegate) { application, window, _ in try body(application, window) }
    }

    @Test func theOrientationsTurnAsTheDeviceDoes() {
        #expect(InterfaceOrientation.portrait.turned(left: true) == .landscapeRight)
        #expect(InterfaceOrientation.landscapeRight.turned(left: true) == .portraitUpsideDown)
        #expect(InterfaceOrientation.portrait.turned(left: false) == .landscapeLeft)
        #expect(InterfaceOrientation.landscapeLeft.turned(left: true) == .portrait)
        #expect(InterfaceOrientationMask.allButUpsideDown.allows(.landscapeLeft))
        #expect(!InterfaceOrientationMask.allButUpsideDown.allows(.portraitUpsideDown))
        #expect(!InterfaceOrientationMask.all.allows(.unknown))
        #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16 && InterfaceOrientationMask.portrait.rawValue == 2)
    }

    @Test func aPhoneAppFollowsToLandscapeButNotUpsideDown() {
        let root = Turning()
        withPhone(root: root) { application, window in
            #expect(root.supportedInterfaceOrientations == .allButUpsideDown)
            #expect(application.interfaceOrientation == .portrait)
            #expect(application.turnDevice(left: true))
            #expect(application.interfaceOrientation == .landscapeRight)
            #expect(window.frame.size == CGSize(width: 480, height: 320))
            #expect(root.transitions == [CGSize(width: 480, height: 320)])
            // Upside down: not supported, the interface stays in landscape.
            #expect(!application.turnDevice(left: true))
            #expect(application.interfaceOrientation == .landscapeRight)
            // On round to the other landscape: a half turn, the sides stay.
            #expect(application.turnDevice(left: true))
            #expect(application.interfaceOrientation == .landscapeLeft)
            #expect(window.frame.size == CGSize(width: 480, height: 320))
            #expect(root.transitions.count == 1)
            // And back upright.
            #expect(application.turnDevice(left: true))
            #expect(application.interfaceOrientation == .portrait)
            #expect(window.frame.size == CGSize(width: 320, height: 480))
        }
    }

    @Test func aPortraitOnlyControllerKeepsTheInterfaceUpright() {
        let root = Turning()
        root.supported = .portrait
        withPhone(root: root) { application, window in
            #expect(!application.turnDevice(left: true))
            #expect(application.interfaceOrientation == .portrait)
            #expect(window.frame.size == CGSize(width: 320, height: 480))
            #expect(root.transitions.isEmpty)
            // Turned back, the device faces the way the interface does: nothing to do.
            #expect(!application.turnDevice(left: false))
            // A controller that does not autorotate keeps it too, whatever it supports.
            root.supported = .all
            root.autorotates = false
            #expect(!application.turnDevice(left: false))
            #expect(application.interfaceOrientation == .portrait)
        }
    }

    @Test func theAppDelegatesOrientationsAreIntersected() {
        let root = Turning(), delegate = Delegate()
        delegate.mask = .portrait
        withPhone(root: root, delegate: delegate) { application, window in
            #expect(!application.turnDevice(left: true))
            delegate.mask = .landscape
            // The device already faces landscapeRight; the next left turn is upside down.
            #expect(!application.turnDevice(left: true))
            #expect(application.turnDevice(left: true))
            #expect(application.interfaceOrientation == .landscapeLeft)
            #expect(window.windowScene == nil || window.windowScene?.interfaceOrientation == .landscapeLeft)
        }
    }
}
