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

extension ViewPropertyDescriptor {
    /// A storyboard key that attaches a recognizer of `kind` whose action, named by the key's
    /// value, goes along the responder chain from the view (to its view controller).
    static func gesture(_ name: String, _ kind: String, make: @escaping @MainActor (String) -> GestureRecognizer) -> Self {
        .custom(name, .string, of: View.self,
                "Adds a recognizer of \(kind) that sends this action along the responder chain (to the view's controller).") { view, value in
            if case .string(let action) = value, !action.isEmpty { view.addGestureRecognizer(make(action)) }
        }
    }
}
