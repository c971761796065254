import Foundation

/// Which way the device is held, as `UIDeviceOrientation` is (UIKit's raw values). Its landscape
/// names are the device's: held with its home button on the right, it is `landscapeLeft`, and the
/// interface shows in ``InterfaceOrientation/landscapeRight``.
public enum DeviceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The device held so that the interface would show in `orientation`.
    init(facing orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeRight: self = .landscapeLeft
        case .landscapeLeft: self = .landscapeRight
        case .unknown: self = .unknown
        }
    }
}

/// The device the app runs on, as `UIDevice` is: AppHost's screen (`apphost run --screen`) makes it
/// a phone, or a pad when its shorter side is 600 points or more, and `{"event":"rotate"}` turns
/// it. It has no battery to report and no name of its own.
@MainActor
public final class Device {
    /// The device the app runs on.
    public static let current = Device()

    /// Posted (with the device as its object) each time the device turns, whether or not the
    /// interface follows, as `UIDevice.orientationDidChangeNotification` is.
    public static let orientationDidChangeNotification = Notification.Name("DeviceOrientationDidChangeNotification")

    private init() {}

    /// A phone or a pad, from the screen's size.
    public var userInterfaceIdiom: UserInterfaceIdiom { TraitCollection.ofScreen().userInterfaceIdiom }
    /// "iPhone" or "iPad", as the generic name UIKit gives apps.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    /// The device's name: its model's, as UIKit gives apps without the user's permission.
    public var name: String { model }
    /// "iOS": the system whose behaviour HostKit follows.
    public var systemName: String { "iOS" }
    /// The UIKit release whose behaviour HostKit follows.
    public var systemVersion: String { "17.0" }

    /// Which way the device is held: as the screen was given, until it turns.
    public var orientation: DeviceOrientation {
        guard let application = Application.current else { return DeviceOrientation(facing: .ofScreen(Screen.main.bounds.size)) }
        return DeviceOrientation(facing: application.deviceFacing ?? application.interfaceOrientation)
    }
    /// Whether turns post ``orientationDidChangeNotification``; on, as in an app.
    public private(set) var isGeneratingDeviceOrientationNotifications = true
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// The battery's charge from 0 to 1, or -1 when unknown: AppHost has no battery to read.
    public var batteryLevel: Float { -1 }
    /// Whether the app watches the battery; nothing changes while it does.
    public var isBatteryMonitoringEnabled = false
    /// Whether the proximity sensor is watched; AppHost has none, so it stays off.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether a multitasking window may share the screen: on a pad.
    public var isMultitaskingSupported: Bool { userInterfaceIdiom == .pad }

    /// The device turned: tell those who listen.
    func didTurn() {
        guard isGeneratingDeviceOrientationNotifications else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
