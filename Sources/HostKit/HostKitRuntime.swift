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
}

/// Finds the plugin's classes by name, for storyboards.
@MainActor
package protocol ClassCatalogProviding: AnyObject {
    /// The class `Module.Class`, from the app's own plugin image.
    func findClass(named name: String) -> AnyClass?
    /// Every class name the plugin exports, for "did you mean".
    var classNames: [String] { get }
}

/// The link from HostKit's objects to the host runtime that drives them.
@MainActor
package enum HostKitRuntime {
    package static weak var observer: (any HostKitObserver)?
    /// The plugin's classes; `nil` when no plugin is loaded (then only HostKit's classes resolve).
    package static weak var classCatalog: (any ClassCatalogProviding)?
    /// The folder `Storyboard(name:)` reads from: the app's folder.
    package static var resourceFolder: URL?

    /// Calls `body`, a callback named `name` on `receiver`, after telling the observer.
    package static func invoke<Result>(_ name: String, on receiver: AnyObject, details: KeyValuePairs<String, String> = [:], _ body: () -> Result) -> Result {
        observer?.willInvoke(name, on: receiver, details: details)
        return body()
    }

    package static func reportIssue(_ message: String, remedy: String) {
        if let observer {
            observer.didReportIssue(message, remedy: remedy)
        } else {
            FileHandle.standardError.write(Data("HostKit: \(message)\n  fix: \(remedy)\n".utf8))
        }
    }

    package static func typeName(of object: AnyObject) -> String {
        String(reflecting: type(of: object))
    }
}
