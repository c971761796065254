import Foundation
import Synchronization
import Testing
@testable import HostKit

/// `Device` as UIDevice (idiom and model from the screen, orientation from the turns, its
/// notification) and haptic feedback reported to the host, as UIKit's generators play it.
@MainActor
@Suite("Device and feedback", .serialized)
struct DeviceAndFeedbackTests {
    /// Records the feedback HostKit reports.
    final class FeedbackRecorder: HostKitObserver {
        var played: [String] = []
        func willInvoke(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String>) {}
        func didReportIssue(_ message: String, remedy: String) {}
        func didPlayFeedback(_ kind: String, details: KeyValuePairs<String, String>) {
            played.append(([kind] + details.map { "\($0.key)=\($0.value)" }).joined(separator: " "))
        }
    }

    private func withScreen(_ size: CGSize, _ body: () throws -> Void) rethrows {
        let screen = Screen.main.bounds
        Screen.main.bounds = CGRect(origin: .zero, size: size)
        defer { Screen.main.bounds = screen }
        try body()
    }

    @Test func theScreenMakesItAPhoneOrAPad() {
        withScreen(CGSize(width: 390, height: 844)) {
            #expect(Device.current.userInterfaceIdiom == .phone && Device.current.model == "iPhone")
            #expect(Device.current.orientation == .portrait)
        }
        withScreen(CGSize(width: 1366, height: 1024)) {
            #expect(Device.current.userInterfaceIdiom == .pad && Device.current.model == "iPad")
            #expect(Device.current.orientation == .landscapeLeft, "the interface in landscapeRight")
            #expect(Device.current.isMultitaskingSupported)
        }
        #expect(Device.current.batteryLevel == -1)
        Device.current.isProximityMonitoringEnabled = true
        #expect(!Device.current.isProximityMonitoringEnabled, "no sensor: it stays off, as UIKit's")
    }

    @Test func everyTurnMovesTheDeviceAndIsPosted() {
        let posted = Mutex(0)
        let token = NotificationCenter.default.addObserver(forName: Device.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            posted.withLock { $0 += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let root = InterfaceOrientationTests.Turning()
        withScreen(CGSize(width: 320, height: 480)) {
            EventTestSupport.withApp(root: root) { application, _, _ in
                #expect(Device.current.orientation == .portrait)
                application.turnDevice(left: true)
                #expect(Device.current.orientation == .landscapeLeft)
                #expect(application.interfaceOrientation == .landscapeRight)
                // Upside down: the interface does not follow, the device does.
                application.turnDevice(left: true)
                #expect(Device.current.orientation == .portraitUpsideDown)
                #expect(application.interfaceOrientation == .landscapeRight)
                #expect(posted.withLock { $0 } == 2)
                Device.current.endGeneratingDeviceOrientationNotifications()
                application.turnDevice(left: true)
                Device.current.beginGeneratingDeviceOrientationNotifications()
                #expect(posted.withLock { $0 } == 2)
            }
        }
    }

    @Test func feedbackIsReportedToTheHost() {
        let recorder = FeedbackRecorder()
        HostLink.observer = recorder
        defer { HostLink.observer = nil }
        let impact = ImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 3)
        ImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
        NotificationFeedbackGenerator().notificationOccurred(.success)
        SelectionFeedbackGenerator().selectionChanged()
        #expect(recorder.played == ["impact style=heavy intensity=1", "impact style=heavy intensity=1", "impact style=medium intensity=0.5",
                                    "notification type=success", "selection"])
    }
}
