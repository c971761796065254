extension View {
    /// Attaches `gestureRecognizer`, taking it from any view it was attached to.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
        GestureRouting.attachedCount += 1
    }

    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self, let index = gestureRecognizers?.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizers?.remove(at: index)
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        gestureRecognizer.view = nil
        GestureRouting.attachedCount -= 1
    }
}
