import Foundation

/// The centralized point of control of a running app, as `UIApplication` is in UIKit.
///
/// `apphost` creates exactly one, from the principal class (this class unless the app names a
/// subclass), before it creates the delegate.
@MainActor
open class Application: Responder {
    /// The states running code can observe. `notRunning` and `suspended` run no app code.
    public enum State: Int, Sendable {
        case active
        case inactive
        case background
    }

    /// What a background fetch or a remote notification handler found.
    public enum BackgroundFetchResult: Sendable {
        case newData
        case noData
        case failed
    }

    /// A key of the launch options passed to the launch callbacks.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Present (with the notification's payload) when a remote notification launched the app.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "ApplicationLaunchOptionsRemoteNotificationKey")
        /// Present (`true`) when a location event launched the app.
        public static let location = LaunchOptionsKey(rawValue: "ApplicationLaunchOptionsLocationKey")
        /// Present (`true`) when a background fetch launched the app. UIKit passes no key for this;
        /// HostKit does, so that an app can tell the reason at `willFinishLaunching`.
        public static let backgroundFetch = LaunchOptionsKey(rawValue: "ApplicationLaunchOptionsBackgroundFetchKey")
    }

    /// The instance `apphost` created, set before the delegate is created. Set while the app runs.
    ///
    /// Read on every action sent and every responder-chain step from a window, so its dynamic
    /// exclusivity check is off: it is only ever assigned, by the host, in single statements, so
    /// no access to it can overlap another.
    @exclusivity(unchecked) package static var current: Application?

    /// The app's one application object.
    ///
    /// It is the instance `apphost` created at launch; reading it before launch is a programming
    /// error, as it is in UIKit.
    public static var shared: Application {
        guard let current else {
            preconditionFailure("Application.shared is only available once apphost has launched the app")
        }
        return current
    }

    /// The app's current state, as running code can see it.
    public package(set) var applicationState: State = .inactive

    /// The direction of the app's language, as `UIApplication.userInterfaceLayoutDirection`:
    /// views whose ``View/semanticContentAttribute`` is unspecified lay their content out in
    /// it. Left to right unless the app runs with `apphost run --layout-direction right-to-left`;
    /// a view is laid out right to left by its ``View/semanticContentAttribute`` too.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { UserInterfaceLayoutDirection.application }

    /// The app delegate. The host keeps it alive; the application holds it weakly, as UIKit does.
    public weak var delegate: (any ApplicationDelegate)?

    /// The app's windows, in the order they were first made key.
    public internal(set) var windows: [Window] = []
    /// The interface's orientation, once a turn of the device decided it; before, the screen's.
    var turnedInterfaceOrientation: InterfaceOrientation?
    /// Where the device faces, as the interface orientation it asks for, once it has turned.
    var deviceFacing: InterfaceOrientation?

    // Read on every touch; it is only assigned, in single statements, so no access to it can
    // overlap another and its dynamic exclusivity check is off.
    /// The window that receives keyboard and other non-touch events.
    @exclusivity(unchecked) public internal(set) weak var keyWindow: Window?

    /// Becomes true when the host shows the interface at the end of launch (or, after a
    /// background launch, on the first return to the foreground).
    package var isInterfaceShown = false

    /// The responder that receives nil-targeted actions, motion, remote-control events and typed
    /// text first.
    ///
    /// Read on every nil-targeted action; it is only assigned, in single statements, so no access
    /// to it can overlap another and its dynamic exclusivity check is off.
    @exclusivity(unchecked) package weak var firstResponder: Responder?

    /// The fingers down and the touches event they share; the host drives them through
    /// `deliverTouch(id:phase:at:timestamp:)`.
    let touchTracker = TouchTracker()
    /// The hardware keys down that were delivered as presses, by key; the host drives them
    /// through `deliverKey(_:down:isRepeat:timestamp:)`.
    var pressesDown: [KeyboardHIDUsage: Press] = [:]

    /// The scene sessions not discarded, in the order they were made (see `Application+Scenes.swift`).
    package var sceneSessions: [SceneSession] = []

    public required init() {
        super.init()
    }

    /// Sends the action named `action` from `sender`: to `target`, or, when `target` is `nil`,
    /// to the first responder that handles it along the chain that starts at the first responder
    /// (or at `sender`, when nothing is first responder; at a bar button item's button, for an
    /// item). Returns whether someone handled it.
    @discardableResult
    open func sendAction(_ action: String, to target: AnyObject?, from sender: AnyObject?, for event: Control.Event?) -> Bool {
        if let target {
            if ActionDispatch.perform(action, on: target, sender: sender, details: Self.actionDetails(sender: sender, event: event)) { return true }
            HostLink.reportIssue("\(HostLink.typeName(of: target)) has no action \"\(action)\" that takes a \(sender.map(HostLink.typeName(of:)) ?? "nil") sender",
                                       remedy: "declare `@Action var \(action) = …` in \(HostLink.typeName(of: target)), or correct the action's name")
            return false
        }
        let start = firstResponder ?? (sender as? Responder) ?? Self.chainStartForSendersOffTheChain
        guard let handler = start?.target(forAction: action, withSender: sender) else {
            HostLink.reportIssue("no responder handles the nil-targeted action \"\(action)\"",
                                       remedy: "declare `@Action var \(action) = …` in a responder on the chain from the first responder")
            return false
        }
        return ActionDispatch.perform(action, on: handler, sender: sender, details: Self.actionDetails(sender: sender, event: event))
    }

    /// Where a nil-targeted action starts along the chain when nothing is first responder and its
    /// sender is no responder (a bar button item): set to the item's button while the item sends,
    /// so that an overridden ``sendAction(_:to:from:for:)`` still sees every action.
    static var chainStartForSendersOffTheChain: Responder?

    /// The `sender` and `event` of an action's trace record.
    private static func actionDetails(sender: AnyObject?, event: Control.Event?) -> KeyValuePairs<String, String> {
        ["sender": sender.map(HostLink.typeName(of:)) ?? "nil", "event": event?.names.joined(separator: ",") ?? ""]
    }

    /// Sends an event where it goes, as UIKit's `sendEvent(_:)` does: touches to the windows they
    /// began in (each window then sends them to their views), a motion or remote-control event to
    /// the key window (which sends it to the first responder). Override it to watch every event;
    /// call `super` or the event goes nowhere.
    open func sendEvent(_ event: Event) {
        switch event.type {
        case .touches:
            EventRouting.sendTouches(of: event)
        case .motion, .remoteControl, .presses:
            if let keyWindow {
                keyWindow.sendEvent(event)
            } else if let firstResponder {
                EventRouting.deliver(event, to: firstResponder)
            }
        }
    }

    /// The application passes unhandled events to its delegate when the delegate is a responder
    /// that is not a view, a view controller or the application itself (those are in the chain
    /// already: passing to them again would go round it for ever), as UIKit does.
    open override var next: Responder? {
        guard let responder = delegate as? Responder, !(responder is View), !(responder is ViewController), responder !== self else { return nil }
        return responder
    }

    package func windowDidBecomeKey(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        if let previous = keyWindow, previous !== window { previous.resignKey() }
        keyWindow = window
    }
}
