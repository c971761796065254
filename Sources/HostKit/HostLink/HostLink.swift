import Foundation

/// What the host runtime learns from HostKit: every callback made on an app object, and every
/// programming error HostKit catches instead of crashing.
@MainActor
package protocol HostKitObserver: AnyObject {
    /// `name` is about to be called on `receiver`; `details` name what the call is about.
    func willInvoke(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String>)
    /// App code misused HostKit in a way UIKit reports with an exception or a console warning.
    /// HostKit leaves things as they were and goes on.
    func didReportIssue(_ message: String, remedy: String)
    /// App code wrote a message with ``AppLog``.
    func didLog(_ message: String)
    /// App code played haptic feedback of `kind` (``FeedbackGenerator``).
    func didPlayFeedback(_ kind: String, details: KeyValuePairs<String, String>)
}

/// Finds the plugin's classes by name, for storyboards.
@MainActor
package protocol ClassCatalog: AnyObject {
    /// The class `Module.Class`, from the app's own plugin image.
    func findClass(named name: String) -> AnyClass?
    /// Every class name the plugin exports, for "did you mean".
    var classNames: [String] { get }
    /// Whether the plugin defines class `name` without exporting it (see ``NonPublicClass``).
    func isNonPublicClass(named name: String) -> Bool
    /// The plugin file as the user knows it, for messages.
    var pluginDisplayPath: String { get }
    /// Creates an object of class `name` when `findClass(named:)` gave an adapter for a C
    /// class (a ``CObject``); `nil` for other classes, which `init()` creates.
    func makeObject(named name: String) -> Responder?
    /// The actions of class `name` when it is a C class, for the storyboard's checks; else `nil`.
    func cActionNames(ofClassNamed name: String) -> Set<String>?
}

/// The link from HostKit's objects to the host runtime that drives them.
@MainActor
package enum HostLink {
    /// Read before every callback, a few million times a second, so its dynamic exclusivity check
    /// is off: it is only ever assigned, by the host, in single statements, so no access to it can
    /// overlap another.
    @exclusivity(unchecked) package static weak var observer: (any HostKitObserver)?
    /// The app's folder, from the root: where `Storyboard(name:)` and named images look.
    package static var resourceFolderPath: String?
    /// ``resourceFolderPath`` as a `URL`, made when asked for: the first `URL` a process makes
    /// costs Foundation more than the host's whole reading of `app.json`, and a launch needs none.
    package static var resourceFolder: URL? {
        get { resourceFolderPath.map { URL(fileURLWithPath: $0, isDirectory: true) } }
        set { resourceFolderPath = newValue?.path }
    }
    /// Reads a storyboard file: the host's reader, which refuses anything but a regular file and
    /// does not start `FileManager`, whose first use costs a launch more than the read. `nil`
    /// when HostKit runs without the host (its own tests): Foundation reads the file.
    package static var fileReader: (@Sendable (String) -> [UInt8]?)?

    /// Calls `body`, a callback named `name` on `receiver`, after telling the observer.
    ///
    /// `details` is only evaluated when there is an observer: events and actions run a million
    /// times a second, and an untraced run must not format strings for nobody.
    package static func invoke<Result>(_ name: String, on receiver: AnyObject, details: @autoclosure () -> KeyValuePairs<String, String> = [:], _ body: () -> Result) -> Result {
        if let observer { observer.willInvoke(name, on: receiver, details: details()) }
        return body()
    }

    package static func reportIssue(_ message: String, remedy: String) {
        if let observer {
            observer.didReportIssue(message, remedy: remedy)
        } else {
            FileHandle.standardError.write(Data("HostKit: \(message)\n  fix: \(remedy)\n".utf8))
        }
    }

    /// ``reportIssue(_:remedy:)`` the first time this process gives `key`: for a fault that
    /// every layout pass meets again (a view class's answer HostKit cannot use), said once.
    package static func reportIssueOnce(key: String, _ message: @autoclosure () -> String, remedy: @autoclosure () -> String) {
        guard reportedIssueKeys.insert(key).inserted else { return }
        reportIssue(message(), remedy: remedy())
    }

    /// The keys ``reportIssueOnce(key:_:remedy:)`` has reported.
    private static var reportedIssueKeys: Set<String> = []

    /// The class name of `object` in the trace and in messages: `Module.Class`, the C class's
    /// name for an object of a C plugin's class.
    package static func typeName(of object: AnyObject) -> String {
        cObject(object)?.cClassName ?? typeName(ofType: type(of: object))
    }

    /// `Module.Class` for a Swift type, as `String(reflecting:)` prints a metatype, without the
    /// protocol conformance lookups `String(reflecting:)` tries first: the first lookup for a
    /// type scans the conformance records of every loaded image, a cost paid at each launch.
    package nonisolated static func typeName(ofType type: Any.Type) -> String {
        _typeName(type, qualified: true)
    }

    /// `Class` for a Swift type, as `String(describing:)` prints a metatype, without its
    /// conformance lookups (see ``typeName(ofType:)``).
    package nonisolated static func shortTypeName(ofType type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }
}
