import Foundation

/// A control with a minus and a plus button that steps a value, as `UIStepper` is in UIKit.
///
/// A tap on the left half subtracts ``stepValue``, on the right half adds it, and sends
/// ``Control/Event/valueChanged``; at an end of the range the value stays (or, with ``wraps``, goes
/// round to the other end) and a button that cannot step is drawn disabled.
@MainActor
open class Stepper: Control {
    /// iOS's stepper size.
    static let standardSize = CGSize(width: 94, height: 32)

    /// iOS's stepper size, whatever the frame: constraints keep it unless they must not.
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    open var value: Double {
        get { storedValue }
        set { storedValue = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0 {
        didSet { if storedValue != oldValue { setNeedsDisplay() } }
    }
    /// The lowest value; raising it above ``maximumValue`` raises that too.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (100 by default, as in UIKit).
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// How much a tap changes the value; a value of 0 or less is refused (an issue), as UIKit
    /// raises an exception for it.
    open var stepValue: Double = 1 {
        didSet {
            guard !(stepValue > 0) else { return }
            HostLink.reportIssue("a Stepper's stepValue must be more than 0, not \(stepValue)", remedy: "set a positive stepValue")
            stepValue = oldValue
        }
    }
    /// Whether stepping past one end goes round to the other.
    open var wraps = false
    /// Whether a finger held down repeats the step (the host's taps never hold, so this only
    /// keeps UIKit's property).
    open var autorepeat = true
    /// Whether a change is sent at once (always so here: a tap is one step).
    open var isContinuous = true

    /// The half the touch came down in: -1 for minus, +1 for plus.
    private var pressedSide = 0

    open override func draw(_ rect: CGRect) {
        drawStepper(in: bounds)
    }

    /// Whether the minus (`-1`) or plus (`+1`) side can step now.
    func canStep(_ direction: Double) -> Bool {
        wraps || (direction < 0 ? value > minimumValue : value < maximumValue)
    }

    open override func beginTracking(_ touch: Touch, with event: HostKit.Event?) -> Bool {
        pressedSide = touch.location(in: self).x < bounds.midX ? -1 : 1
        return true
    }

    override func didTouchUpInside() {
        step(Double(pressedSide))
        super.didTouchUpInside()
    }

    /// Activation steps up, as VoiceOver's increment does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        step(1)
        return true
    }

    private func step(_ direction: Double) {
        guard direction != 0, canStep(direction) else { return }
        var next = value + direction * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let old = value
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }
}
