/// An object that can respond to and handle events: the base of views, view controllers, windows
/// and the application, as `UIResponder` is in UIKit.
@MainActor
open class Responder {
    /// Every responder can be created by the host from its class name, so the initializer is required.
    public required init() {}

    /// The next responder in the chain. Subclasses return their owner; the base returns `nil`.
    open var next: Responder? { nil }

    /// Called once a storyboard has created this object, set its properties and connected its
    /// outlets, as `awakeFromNib()` is in UIKit.
    open func awakeFromStoryboard() {}

    // MARK: The first responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    public var isFirstResponder: Bool { Application.current?.firstResponder === self }

    /// Makes this the first responder, which receives nil-targeted actions first.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application = Application.current else { return false }
        if isFirstResponder { return true }
        if let current = application.firstResponder, !current.resignFirstResponder() { return false }
        application.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { Application.current?.firstResponder = nil }
        return true
    }

    // MARK: Actions

    /// Whether this responder handles the action named `action` from `sender`: it has an
    /// ``Action`` property of that name whose sender type `sender` is.
    open func canPerformAction(_ action: String, withSender sender: Any?) -> Bool {
        ActionDispatch.canPerform(action, on: self, sender: sender)
    }

    /// The responder that handles `action`: this one, or the first along the chain that can.
    open func target(forAction action: String, withSender sender: Any?) -> Responder? {
        var responder: Responder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }
}
