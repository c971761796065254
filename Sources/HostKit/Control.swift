/// A view that sends actions when the user works it, as `UIControl` is in UIKit.
///
/// Actions are sent by name: a target's ``Action`` property of that name is called. A `nil`
/// target sends the action along the responder chain, from the first responder.
@MainActor
open class Control: View {
    /// The kinds of interaction a control reports.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)

        static let named: [(name: String, event: Event)] = [
            ("touchDown", .touchDown), ("touchUpInside", .touchUpInside), ("valueChanged", .valueChanged),
            ("primaryActionTriggered", .primaryActionTriggered), ("editingDidBegin", .editingDidBegin),
            ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ]

        /// The names of the events in this set, for traces and messages.
        public var names: [String] { Self.named.filter { contains($0.event) }.map(\.name) }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let isNilTargeted: Bool
        let action: String
        let events: Event
    }

    private struct Handler {
        let events: Event
        let body: @MainActor (Control) -> Void
    }

    private var targetActions: [TargetAction] = []
    private var handlers: [Handler] = []

    open var isEnabled = true

    /// Sends `action` to `target` (or along the responder chain when `target` is `nil`) whenever
    /// one of `events` happens.
    open func addTarget(_ target: AnyObject?, action: String, for events: Event) {
        targetActions.append(TargetAction(target: target, isNilTargeted: target == nil, action: action, events: events))
    }

    /// Stops sending `action` (every action when `nil`) to `target` for `events`.
    open func removeTarget(_ target: AnyObject?, action: String?, for events: Event) {
        targetActions.removeAll { entry in
            entry.target === target && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: events)
        }
    }

    /// The targets of the control's actions; `nil`-targeted actions are not listed.
    public var allTargets: [AnyObject] {
        targetActions.compactMap(\.target)
    }

    /// The actions sent to `target` for `event`.
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [String]? {
        let names = targetActions.filter { $0.target === target && $0.events.contains(event) }.map(\.action)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions of every event in `events`, in the order they were added.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in targetActions where !entry.events.isDisjoint(with: events) {
            guard entry.isNilTargeted || entry.target != nil else { continue }
            sendAction(entry.action, to: entry.target, for: events)
        }
        for handler in handlers where !handler.events.isDisjoint(with: events) {
            handler.body(self)
        }
    }

    /// Sends one action through the application, as UIKit does.
    open func sendAction(_ action: String, to target: AnyObject?, for event: Event?) {
        if let application = Application.current {
            application.sendAction(action, to: target, from: self, for: event)
        }
    }

    /// Runs `body` for `events`: HostKit's own controls (a back button, a tab) use it.
    package func addHandler(for events: Event, _ body: @escaping @MainActor (Control) -> Void) {
        handlers.append(Handler(events: events, body: body))
    }

    /// Works the control as assistive technology does: a button is pressed, a switch flips, a
    /// text field begins editing. False when the control is disabled.
    @discardableResult
    open func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
}
