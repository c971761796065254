import Foundation

/// A view that scrolls its content when the scroll wheel (or a trackpad's two fingers) turns over
/// it, as a scroll view's pan gesture takes scroll events in UIKit. The innermost adopter under
/// the pointer takes the scroll.
@MainActor
protocol ScrollWheelReceiver: View {
    /// Scrolls by `delta` points, positive towards the content's right and bottom.
    func scrollWheel(by delta: CGPoint, timestamp: Double)
}

/// The parts of a desktop window's input that are not fingers or text: the scroll wheel, and
/// Tab moving between text fields.
extension Application {
    /// The scroll wheel turned by `delta` points over `location` of the key window: the innermost
    /// view there that scrolls (see ``ScrollWheelReceiver``) takes it. Returns that view, `nil`
    /// when none under the pointer scrolls.
    @discardableResult
    package func deliverScroll(by delta: CGPoint, at location: CGPoint, timestamp: Double) throws(EventDeliveryError) -> View? {
        guard location.x.isFinite, location.y.isFinite, delta.x.isFinite, delta.y.isFinite else {
            throw EventDeliveryError("a scroll by (\(delta.x), \(delta.y)) at (\(location.x), \(location.y)) is not a scroll on the screen",
                                     remedy: "give finite numbers, in the key window's points")
        }
        guard let window = keyWindow else {
            throw EventDeliveryError("there is no key window to scroll", remedy: "scroll once the app has made a window key with makeKeyAndVisible()")
        }
        var view = window.hitTest(location, with: nil)
        while let current = view {
            if let receiver = current as? any ScrollWheelReceiver {
                HostLink.invoke("scrollWheel(by:)", on: receiver, details: ["dx": "\(delta.x)", "dy": "\(delta.y)"]) {
                    receiver.scrollWheel(by: delta, timestamp: timestamp)
                }
                return receiver
            }
            view = current.superview
        }
        return nil
    }

    /// Tab (Shift+Tab: `backwards`) makes the next (previous) text field of the key window first
    /// responder, in reading order (top to bottom, then left to right), wrapping around; from no
    /// text field, the first (last). Returns the field that became first responder, `nil` when the
    /// key window has no text field that can.
    @discardableResult
    package func moveFocusToNextTextField(backwards: Bool = false) -> TextField? {
        guard let window = keyWindow else { return nil }
        var fields: [(field: TextField, origin: CGPoint)] = []
        collectTextFields(in: window, into: &fields)
        fields.sort { $0.origin.y != $1.origin.y ? $0.origin.y < $1.origin.y : $0.origin.x < $1.origin.x }
        guard !fields.isEmpty else { return nil }
        let current = fields.firstIndex { $0.field === firstResponder }
        for step in 1...fields.count {
            let index: Int
            if let current {
                index = (current + (backwards ? -step : step) % fields.count + fields.count) % fields.count
            } else {
                index = backwards ? fields.count - step : step - 1
            }
            let field = fields[index].field
            if field === firstResponder { return field }
            if field.becomeFirstResponder() { return field }
        }
        return nil
    }

    private func collectTextFields(in view: View, into fields: inout [(field: TextField, origin: CGPoint)]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if let field = view as? TextField, field.isEnabled, field.isUserInteractionEnabled {
            fields.append((field, field.convert(CGPoint.zero, to: nil)))
        }
        for subview in view.subviews { collectTextFields(in: subview, into: &fields) }
    }
}
