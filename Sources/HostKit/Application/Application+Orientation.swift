import Foundation

/// Which way up the interface is, and the device's turns it follows (see
/// ``ViewController/supportedInterfaceOrientations``).
extension Application {
    /// The interface's orientation: the screen's own until the device turns.
    package var interfaceOrientation: InterfaceOrientation {
        turnedInterfaceOrientation ?? InterfaceOrientation.ofScreen(Screen.main.bounds.size)
    }

    /// The device turns a quarter to the left (counter-clockwise) or to the right. As in UIKit,
    /// the interface follows only to an orientation that both the app delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)` and the deciding controller (the key
    /// window's root, or what it presents on top) support, and only if that controller's
    /// ``ViewController/shouldAutorotate`` says so; else it stays as it is, and a later turn
    /// may bring it along. A half turn (portrait to upside down) keeps the screen's sides.
    /// Returns whether the interface turned.
    @discardableResult
    package func turnDevice(left: Bool) -> Bool {
        let facing = (deviceFacing ?? interfaceOrientation).turned(left: left)
        deviceFacing = facing
        Device.current.didTurn()
        let current = interfaceOrientation
        guard facing != current else { return false }
        let window = keyWindow ?? windows.first
        let controller = topController
        let fromDelegate = delegate.map { delegate in
            HostLink.invoke("application(_:supportedInterfaceOrientationsFor:)", on: delegate) {
                delegate.application(self, supportedInterfaceOrientationsFor: window)
            }
        } ?? .all
        let supported = fromDelegate.intersection(controller?.supportedInterfaceOrientations ?? .all)
        guard controller?.shouldAutorotate ?? true, supported.allows(facing) else { return false }
        turnedInterfaceOrientation = facing
        if facing.isLandscape != current.isLandscape { rotateScreen() }
        return true
    }

    /// The controller that decides the interface's orientation and the status bar, as UIKit asks:
    /// the key window's root view controller, or what it presents on top.
    var topController: ViewController? {
        (keyWindow ?? windows.first)?.rootViewController?.topmostPresented
    }
}
