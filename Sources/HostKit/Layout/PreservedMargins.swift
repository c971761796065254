/// Views that preserve their superview's layout margins (``View/preservesSuperviewLayoutMargins``)
/// have margins that follow their frames and their superviews' margins. The layout pass asks
/// here, before it solves and after each round of frames it sets, whether any moved, so that
/// what is tied to them is solved again in the same pass.
@MainActor
enum PreservedMargins {
    /// Whether any view ever preserved its superview's margins: until one does, a layout pass
    /// does not walk its hierarchy for them.
    static var isInUse = false

    /// Solves again the margins of the views below `top` (itself included) that preserve their
    /// superview's and moved since last seen.
    static func refresh(from top: View) {
        guard isInUse else { return }
        visit(top)
    }

    private static func visit(_ view: View) {
        view.preservedMarginsMayHaveMoved()
        for subview in view.subviews { visit(subview) }
    }
}
