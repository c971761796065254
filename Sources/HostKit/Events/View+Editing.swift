/// Ending editing from a view, as `UIView.endEditing(_:)` does.
extension View {
    /// Makes the first responder inside this view (the view itself included), if any, resign, as
    /// `UIView.endEditing(_:)` does; with `force`, it resigns even when it or its delegate would
    /// refuse (``TextFieldDelegate/textFieldShouldEndEditing(_:)`` is not asked). Returns whether
    /// nothing in this view is first responder any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let application = Application.current, let responder = application.firstResponder,
              let view = responder as? View ?? (responder as? ViewController)?.viewIfLoaded,
              view.isDescendant(of: self) else { return true }
        if !force { return responder.resignFirstResponder() }
        Editing.isEndForced = true
        defer { Editing.isEndForced = false }
        if !responder.resignFirstResponder(), application.firstResponder === responder {
            application.firstResponder = nil
        }
        return true
    }

    /// Whether this view is `ancestor` or inside it.
    public func isDescendant(of ancestor: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }
}

/// The state of an ``View/endEditing(_:)`` in progress.
@MainActor
enum Editing {
    /// True while a forced end of editing runs: delegates are not asked whether it may end.
    static var isEndForced = false
}
