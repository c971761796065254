/// Responders compare and hash by identity, as `NSObject` subclasses do in UIKit: two references
/// are equal when they are the same object. So `switch sender { case button1: … }`,
/// `Set<View>`, `[ViewController: Int]` and `firstIndex(of:)` work as UIKit code expects.
///
/// The witnesses are `nonisolated`: they read nothing but the object's address, which never
/// changes and is safe to read from any thread.
extension Responder: Hashable {
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool {
        lhs === rhs
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
