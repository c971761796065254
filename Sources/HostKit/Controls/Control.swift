/// A view that sends actions when the user works it, as `UIControl` is in UIKit.
///
/// Actions are sent by name: a target's ``Action`` property of that name is called. A `nil`
/// target sends the action along the responder chain, from the first responder.
@MainActor
open class Control: View {
    /// UIKit's rule that "default control actions prevent overlapping gesture recognizer
    /// behavior": a single tap on an enabled control works the control (a button's action, a text
    /// field's editing), not a superview's tap recognizer, so a screen's tap-to-dismiss
    /// recognizer leaves its controls usable.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? TapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired != 1 || tap.numberOfTouchesRequired != 1
    }

    /// The kinds of interaction a control reports, as `UIControl.Event` is in UIKit; the raw
    /// values are UIKit's. (Inside a subclass, `Event` means this type; the event a responder
    /// receives is `HostKit.Event`.)
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger came down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger came down again soon after a tap (``Touch/tapCount`` above 1); sent with
        /// ``touchDown``.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved and is inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved and is outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved back into the control; sent with ``touchDragInside``.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved out of the control; sent with ``touchDragOutside``.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the control: the user changed their mind.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system took the touch away.
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap, a switch's flip.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)

        package static let named: [(name: String, event: Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
            ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
            ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
            ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
            ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
        ]

        /// The names of the events in this set, for traces and messages.
        public var names: [String] { Self.named.filter { contains($0.event) }.map(\.name) }
    }

    /// A class, not a struct: sending reads the entries of a copied list, and copying a struct
    /// would copy its weak reference, which costs as much as the rest of the entry's dispatch.
    private final class TargetAction {
        weak var target: AnyObject?
        let isNilTargeted: Bool
        let action: String
        let events: Event

        init(target: AnyObject?, action: String, events: Event) {
            self.target = target
            self.isNilTargeted = target == nil
            self.action = action
            self.events = events
        }
    }

    private struct Handler {
        let events: Event
        let body: @MainActor (Control) -> Void
    }

    // Every tap reads the properties below, and their dynamic exclusivity checks cost more than
    // the reads, so they are off. No access can overlap another. The flags and `trackedTouch` are
    // plain values or a reference set in single assignments that run no other code while the
    // access lasts. The two lists are private and modified only by `addTarget`, `removeTarget` and
    // `addHandler`: an `append`, or a `removeAll` whose closure only compares identities and names.
    // Sending actions iterates a copy of a list, so an action that adds or removes targets
    // modifies the property, not the copy being read.
    @exclusivity(unchecked) private var targetActions: [TargetAction] = []
    @exclusivity(unchecked) private var handlers: [Handler] = []

    @exclusivity(unchecked) open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected (a button shows its ``State/selected`` title); the app
    /// sets it, a tap does not.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether a finger is on the control: set while a touch it tracks is down and inside.
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The ``state`` changed: the control is drawn again, and a control whose content depends on
    /// the state (a button's title per state) measures it again.
    package func stateDidChange() {
        setNeedsDisplay()
    }
    /// Where the content sits across the control.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsDisplay() } }
    }
    /// ``contentHorizontalAlignment`` with leading and trailing resolved for the control's
    /// ``View/effectiveUserInterfaceLayoutDirection``, as UIKit's: leading is left, or right in
    /// a right-to-left layout. The other alignments are as set.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: laysOutRightToLeft ? .right : .left
        case .trailing: laysOutRightToLeft ? .left : .right
        case .center, .left, .right, .fill: contentHorizontalAlignment
        }
    }
    /// Whether the control is following a touch (``beginTracking(_:with:)`` returned `true` and
    /// the touch has not ended).
    @exclusivity(unchecked) public private(set) var isTracking = false
    /// Whether the touch the control follows is inside its bounds.
    @exclusivity(unchecked) public private(set) var isTouchInside = false
    /// The touch this control handles; its other touches go on up the responder chain.
    @exclusivity(unchecked) private var trackedTouch: Touch?

    /// Sends `action` to `target` (or along the responder chain when `target` is `nil`) whenever
    /// one of `events` happens.
    open func addTarget(_ target: AnyObject?, action: String, for events: Event) {
        targetActions.append(TargetAction(target: target, action: action, events: events))
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
            let target = entry.target
            guard target != nil || entry.isNilTargeted else { continue }
            sendAction(entry.action, to: target, for: events)
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

    // MARK: Tracking touches

    /// A finger came down in the control. An enabled control that is not already following a
    /// touch follows this one: it is highlighted, sends ``Event/touchDown`` (with
    /// ``Event/touchDownRepeat`` for a repeated tap) and keeps the touch to itself. A disabled
    /// control passes its touches on up the responder chain, as a plain view does.
    open override func touchesBegan(_ touches: Set<Touch>, with event: HostKit.Event?) {
        guard isEnabled, trackedTouch == nil, let touch = Self.first(of: touches) else {
            super.touchesBegan(touches, with: event)
            return
        }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        passOn(touches, without: touch) { super.touchesBegan($0, with: event) }
    }

    /// The finger moved: ``Event/touchDragInside`` or ``Event/touchDragOutside``, with
    /// ``Event/touchDragEnter`` or ``Event/touchDragExit`` when it crossed the edge.
    open override func touchesMoved(_ touches: Set<Touch>, with event: HostKit.Event?) {
        guard let touch = trackedTouch, Self.set(touches, contains: touch) else {
            super.touchesMoved(touches, with: event)
            return
        }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
        passOn(touches, without: touch) { super.touchesMoved($0, with: event) }
    }

    /// The finger lifted: ``Event/touchUpInside`` when it lifted inside the control (a tap, which
    /// a button also reports as ``Event/primaryActionTriggered``), ``Event/touchUpOutside`` when
    /// outside.
    open override func touchesEnded(_ touches: Set<Touch>, with event: HostKit.Event?) {
        guard let touch = trackedTouch, Self.set(touches, contains: touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        let inside = point(inside: touch.location(in: self), with: event)
        stopTracking()
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if inside { didTouchUpInside() } else { sendActions(for: .touchUpOutside) }
        passOn(touches, without: touch) { super.touchesEnded($0, with: event) }
    }

    /// The touch was taken away: ``Event/touchCancel``, and nothing else.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: HostKit.Event?) {
        guard let touch = trackedTouch, Self.set(touches, contains: touch) else {
            super.touchesCancelled(touches, with: event)
            return
        }
        stopTracking()
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
        passOn(touches, without: touch) { super.touchesCancelled($0, with: event) }
    }

    /// A touch began in the control; return `false` to stop hearing about it through
    /// ``continueTracking(_:with:)`` and ``endTracking(_:with:)``. The control events are sent
    /// either way.
    open func beginTracking(_ touch: Touch, with event: HostKit.Event?) -> Bool { true }

    /// The tracked touch moved; return `false` to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: HostKit.Event?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: Touch?, with event: HostKit.Event?) {}

    /// The tracked touch was cancelled.
    open func cancelTracking(with event: HostKit.Event?) {}

    /// The tap is complete: a button also sends its primary action, a switch flips, a text field
    /// begins editing.
    func didTouchUpInside() {
        sendActions(for: .touchUpInside)
    }

    private func stopTracking() {
        trackedTouch = nil
        isTouchInside = false
        isHighlighted = false
    }

    /// Whether `touches` holds `touch`; one touch, the common case, is compared without hashing.
    private static func set(_ touches: Set<Touch>, contains touch: Touch) -> Bool {
        if let sole = EventRouting.sole(touches) { return sole === touch }
        return touches.contains(touch)
    }

    /// The touch a control follows when several come down at once: the host's first finger.
    private static func first(of touches: Set<Touch>) -> Touch? {
        EventRouting.sole(touches) ?? touches.min { $0.identifier < $1.identifier }
    }

    /// Passes the touches other than `tracked` on up the chain: a control keeps only the touch
    /// it follows.
    private func passOn(_ touches: Set<Touch>, without tracked: Touch, _ forward: (Set<Touch>) -> Void) {
        guard touches.count > 1 else { return }
        forward(touches.subtracting([tracked]))
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
