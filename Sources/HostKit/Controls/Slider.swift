import Foundation

/// A control that picks a value from a continuous range by dragging a thumb along a track, as
/// `UISlider` is in UIKit.
///
/// As in UIKit, only a touch that comes down on the thumb moves it (a tap on the track does
/// nothing); the thumb then follows the finger along the track, and each move sends
/// ``Control/Event/valueChanged`` (only at the end when ``isContinuous`` is off). ``value`` is
/// pinned to ``minimumValue``...``maximumValue``.
@MainActor
open class Slider: Control {
    /// The thumb's diameter, as iOS draws it.
    static let thumbDiameter = 28.0

    /// As tall as iOS's slider (its thumb and the room around it), with no width of its own: a
    /// slider is as wide as constraints make it.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }

    open var value: Float {
        get { storedValue }
        set { storedValue = pinned(newValue) }
    }
    private var storedValue: Float = 0 {
        didSet { if storedValue != oldValue { setNeedsDisplay() } }
    }
    /// The value at the left end; raising it above ``maximumValue`` raises that too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = pinned(storedValue)
        }
    }
    /// The value at the right end; lowering it below ``minimumValue`` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = pinned(storedValue)
        }
    }
    /// Whether ``Control/Event/valueChanged`` is sent at every move (the default) or once, when the
    /// finger lifts.
    open var isContinuous = true
    /// The colour of the track left of the thumb; `nil` for the tint colour.
    open var minimumTrackTintColor: Color? {
        didSet { if minimumTrackTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the track right of the thumb; `nil` for the standard grey.
    open var maximumTrackTintColor: Color? {
        didSet { if maximumTrackTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The thumb's colour; `nil` for white.
    open var thumbTintColor: Color? {
        didSet { if thumbTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The value when the drag began, to send one change at its end when not continuous.
    private var valueAtTouchDown: Float = 0

    /// Sets ``value``. The thumb is not animated: `animated` is taken for UIKit's sake.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func pinned(_ candidate: Float) -> Float {
        candidate.isNaN ? minimumValue : min(max(candidate, minimumValue), maximumValue)
    }

    /// The thumb's frame, in the slider's coordinates, for ``value``.
    open func thumbRect(forBounds bounds: CGRect, value: Float) -> CGRect {
        let span = Double(maximumValue - minimumValue)
        let fraction = span > 0 ? Double(value - minimumValue) / span : 0
        let travel = max(0, bounds.width - Self.thumbDiameter)
        return CGRect(x: bounds.minX + travel * fraction, y: bounds.midY - Self.thumbDiameter / 2,
                      width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    open override func draw(_ rect: CGRect) {
        drawSlider(in: bounds)
    }

    // MARK: Tracking

    /// Follows the touch only when it came down on the thumb (with a few points of slack).
    open override func beginTracking(_ touch: Touch, with event: HostKit.Event?) -> Bool {
        valueAtTouchDown = value
        return thumbRect(forBounds: bounds, value: value).insetBy(dx: -8, dy: -8).contains(touch.location(in: self))
    }

    open override func continueTracking(_ touch: Touch, with event: HostKit.Event?) -> Bool {
        move(to: touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: HostKit.Event?) {
        if let touch { move(to: touch) }
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    private func move(to touch: Touch) {
        let travel = bounds.width - Self.thumbDiameter
        guard travel > 0 else { return }
        let fraction = (touch.location(in: self).x - Self.thumbDiameter / 2) / travel
        let old = value
        value = minimumValue + Float(min(max(fraction, 0), 1)) * (maximumValue - minimumValue)
        if isContinuous, value != old { sendActions(for: .valueChanged) }
    }

    /// Activation does nothing to a slider, as VoiceOver's double tap does not; it answers false.
    open override func accessibilityActivate() -> Bool { false }

    /// Moves the value a tenth of the range up, as VoiceOver's swipe up does, and reports it.
    open func accessibilityIncrement() {
        step(by: (maximumValue - minimumValue) / 10)
    }

    /// Moves the value a tenth of the range down, as VoiceOver's swipe down does, and reports it.
    open func accessibilityDecrement() {
        step(by: -(maximumValue - minimumValue) / 10)
    }

    private func step(by amount: Float) {
        guard isEnabled else { return }
        let old = value
        value += amount
        if value != old { sendActions(for: .valueChanged) }
    }
}
