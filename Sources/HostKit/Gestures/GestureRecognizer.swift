import Foundation

/// What a gesture recognizer asks its delegate, as `UIGestureRecognizerDelegate` is in UIKit.
/// Every method has a default.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave ``GestureRecognizer/State/possible`` (begin, or recognize
    /// a discrete gesture); `false` makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time; by default one that recognizes makes the
    /// others over the same touches fail (or cancels them).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}

/// Recognizes a gesture from the touches of its view and the views inside it, and sends its
/// actions as it does, as `UIGestureRecognizer` is in UIKit.
///
/// The window gives each touch to the recognizers of the view it began in and of that view's
/// superviews before the view itself. A discrete recognizer (tap, swipe) goes from
/// ``State/possible`` to ``State/ended`` once; a continuous one (long press, pan, pinch) goes to
/// ``State/began``, ``State/changed`` and ``State/ended``; each of these sends the actions (with
/// the recognizer as sender; a `nil` target sends them along the responder chain from the
/// view). When a recognizer recognizes, the others over the same touches fail unless the
/// delegate lets them recognize simultaneously, and with ``cancelsTouchesInView`` (the default)
/// the view gets `touchesCancelled` and hears no more of those touches.
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in recognizing, as `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized.
        public static let recognized = State.ended
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: String
        let isNilTargeted: Bool
    }

    private var targets: [TargetAction] = []
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    open weak var delegate: (any GestureRecognizerDelegate)?
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }
    /// Whether the view's touches are cancelled once the gesture is recognized.
    open var cancelsTouchesInView = true
    /// The touches the recognizer follows now.
    public internal(set) var trackedTouches: [Touch] = []
    /// Set by a subclass to report progress; leaving ``State/possible`` asks the delegate first,
    /// then the views under the touches (``View/gestureRecognizerShouldBegin(_:)``).
    open var state: State = .possible {
        didSet {
            // A continuous gesture reports every change, even to the same state.
            guard state != oldValue || state == .changed, !isResetting else { return }
            if oldValue == .possible, state == .began || state == .ended,
               !(delegate?.gestureRecognizerShouldBegin(self) ?? true) || isRefusedByTouchedViews {
                state = .failed
                return
            }
            GestureRouting.stateDidChange(of: self, from: oldValue)
        }
    }

    /// A view between a touch's view and the recognizer's own refuses the gesture.
    private var isRefusedByTouchedViews: Bool {
        trackedTouches.contains { touch in
            var current = touch.view
            while let touched = current, touched !== view {
                if !touched.gestureRecognizerShouldBegin(self) { return true }
                current = touched.superview
            }
            return false
        }
    }

    public init(target: AnyObject?, action: String?) {
        if let action { targets.append(TargetAction(target: target, action: action, isNilTargeted: target == nil)) }
    }

    public convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: AnyObject?, action: String) {
        targets.append(TargetAction(target: target, action: action, isNilTargeted: target == nil))
    }

    open func removeTarget(_ target: AnyObject?, action: String?) {
        targets.removeAll { $0.target === target && (action == nil || $0.action == action) }
    }

    /// Where the gesture is, in `view`'s coordinates (the window's when `nil`): the centre of
    /// its touches.
    open func location(in view: View?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
    }

    /// The touches of the gesture's last change, for ``location(in:)`` after they ended.
    var lastTouches: [Touch] = []

    public var numberOfTouches: Int { trackedTouches.count }

    /// Called once every touch has ended, before the state goes back to ``State/possible``;
    /// override to clear what a subclass keeps, and call `super`.
    open func reset() {}

    private var isResetting = false

    /// Back to ``State/possible`` with no callbacks and no actions.
    func resetState() {
        isResetting = true
        state = .possible
        isResetting = false
    }

    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Sends the actions, as the state changed.
    func sendActions() {
        guard let application = Application.current else { return }
        for entry in targets {
            if let target = entry.target {
                application.sendAction(entry.action, to: target, from: self, for: nil)
            } else if entry.isNilTargeted, let start = view, let handler = start.target(forAction: entry.action, withSender: self) {
                application.sendAction(entry.action, to: handler, from: self, for: nil)
            }
        }
    }
}
