/// An object that can respond to and handle events: the base of views, view controllers, windows
/// and the application, as `UIResponder` is in UIKit.
@MainActor
open class Responder {
    /// Every responder can be created by the host from its class name, so the initializer is required.
    public required init() {}

    /// The next responder in the chain. Subclasses return their owner; the base returns `nil`.
    open var next: Responder? { nil }
}
