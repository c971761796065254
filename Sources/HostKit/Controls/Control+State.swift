extension Control {
    /// The states a control can be in, as `UIControl.State` is in UIKit; the raw values are
    /// UIKit's. A button keeps a title, a title colour and an image per state.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control (``Control/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not respond (``Control/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The app selected the control (``Control/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus; AppHost has no focus engine, so no control is ever in it.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The control's state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
    public var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }
}
