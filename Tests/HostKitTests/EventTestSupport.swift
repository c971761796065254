import Foundation
import HostKit

/// What the event tests share: an application with a key window, and an observer that records
/// every traced callback, as the host's trace does.
@MainActor
enum EventTestSupport {
    /// One traced callback: its name, its receiver and its details.
    struct Call: Equatable, CustomStringConvertible {
        let name: String
        let receiver: ObjectIdentifier
        let receiverName: String
        let details: [String: String]

        var description: String { "\(receiverName).\(name)" }
    }

    final class Recorder: HostKitObserver {
        var calls: [Call] = []
        var issues: [String] = []

        func willInvoke(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String>) {
            calls.append(Call(name: name, receiver: ObjectIdentifier(receiver), receiverName: "\(type(of: receiver))",
                              details: Dictionary(details.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })))
        }

        func didReportIssue(_ message: String, remedy: String) {
            issues.append(message)
        }

        /// The receivers of the calls named `name`, in order.
        func receivers(of name: String) -> [ObjectIdentifier] {
            calls.filter { $0.name == name }.map(\.receiver)
        }

        func names(on object: AnyObject) -> [String] {
            calls.filter { $0.receiver == ObjectIdentifier(object) }.map(\.name)
        }
    }

    /// A running application whose key window (320×480) shows `root`, with a recorder installed;
    /// everything global is reset afterwards.
    static func withApp<Result>(root: ViewController? = nil, delegate: (any ApplicationDelegate)? = nil,
                                _ body: (Application, Window, Recorder) throws -> Result) rethrows -> Result {
        let application = Application()
        Application.current = application
        let recorder = Recorder()
        HostLink.observer = recorder
        defer {
            HostLink.observer = nil
            Application.current = nil
        }
        application.delegate = delegate
        application.isInterfaceShown = true
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        recorder.calls.removeAll()
        return try withExtendedLifetime(delegate) { try body(application, window, recorder) }
    }

    /// A running application (as ``withApp(root:delegate:_:)``) whose key window shows a plain
    /// controller, with the display link stopped and its clock at 0 before and after `body`.
    static func withAppOnStoppedDisplayLink(_ body: (Application, ViewController) throws -> Void) throws {
        DisplayLink.stopAll()
        DisplayLink.now = { 0 }
        defer { DisplayLink.stopAll() }
        let screen = ViewController()
        try withApp(root: screen) { application, _, _ in try body(application, screen) }
    }

    /// Ticks the display link at 60 frames a second from `start` until nothing animates (at most
    /// `seconds`); returns the time of the last frame.
    @discardableResult
    static func runDisplayLink(from start: Double = 0, upTo seconds: Double = 5) -> Double {
        var time = start
        while DisplayLink.isRunning, time < start + seconds {
            time += DisplayLink.frameInterval
            DisplayLink.tick(at: time)
        }
        return time
    }

    /// The initial view controller of a storyboard of `text`, its classes found in `catalog`.
    static func initialController(ofStoryboard text: String, catalog: any ClassCatalog) throws -> ViewController? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Main.storyboard.json"), atomically: true, encoding: .utf8)
        StoryboardLibrary.current = StoryboardLibrary(catalog: catalog)
        defer { StoryboardLibrary.current = StoryboardLibrary(catalog: nil) }
        return try Storyboard(name: "Main", folder: folder).instantiateInitialViewController()
    }

    /// A controller whose view is exactly `view`.
    final class Host: ViewController {
        var rootView = View()
        override func loadView() { view = rootView }
    }
}
