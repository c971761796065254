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

    // MARK: Touches, motion and remote control

    /// Fingers came down in this view (`touches` are those that began here in this event). By
    /// default the touches go on to the ``next`` responder, so that a view that does not handle
    /// them leaves them to its superview, its controller, the window, the application. Override
    /// without calling `super` to handle them here; call `super` to pass them on as well.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.receiveTouches(touches, in: .began, with: event)
    }

    /// Fingers that began in this view moved. By default they go on to the ``next`` responder.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.receiveTouches(touches, in: .moved, with: event)
    }

    /// Fingers that began in this view lifted. By default they go on to the ``next`` responder.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.receiveTouches(touches, in: .ended, with: event)
    }

    /// Touches that began in this view were taken away (the app resigned active, say): undo
    /// whatever they started. By default they go on to the ``next`` responder.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.receiveTouches(touches, in: .cancelled, with: event)
    }

    /// A motion (a shake) began. It reaches the first responder, or the key window when nothing
    /// is first responder; by default it goes on to the ``next`` responder.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
        next?.receiveMotion(motion, in: .began, with: event)
    }

    /// A motion (a shake) ended: the moment to act on a shake. By default it goes on to the
    /// ``next`` responder.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
        next?.receiveMotion(motion, in: .ended, with: event)
    }

    /// A motion was interrupted before it ended. By default it goes on to the ``next`` responder.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
        next?.receiveMotion(motion, in: .cancelled, with: event)
    }

    /// A remote-control command (play, pause, next track…) arrived; ``Event/subtype`` says which.
    /// It reaches the first responder, or the key window when nothing is first responder; by
    /// default it goes on to the ``next`` responder.
    open func remoteControlReceived(with event: Event?) {
        next?.receiveRemoteControl(with: event)
    }

    // MARK: Hardware keys

    /// Keys of a hardware keyboard went down. They reach the first responder (or the key window
    /// when nothing is first responder) unless a ``KeyCommand`` took them, and by default go on
    /// to the ``next`` responder. Override without calling `super` to handle them here.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        passPresses(presses, in: .began, with: event)
    }

    /// Pressed keys changed. By default they go on to the ``next`` responder.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        passPresses(presses, in: .changed, with: event)
    }

    /// Pressed keys were released. By default they go on to the ``next`` responder.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        passPresses(presses, in: .ended, with: event)
    }

    /// Pressed keys were taken away (the app resigned active). By default they go on to the
    /// ``next`` responder.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        passPresses(presses, in: .cancelled, with: event)
    }

    /// The keyboard shortcuts this responder offers while it is on the responder chain of the
    /// first responder; `nil` (the default) for none. Read each time a key goes down.
    open var keyCommands: [KeyCommand]? { nil }

    private func passPresses(_ presses: Set<Press>, in phase: Press.Phase, with event: PressesEvent?) {
        if let next {
            next.receivePresses(presses, in: phase, with: event)
        } else {
            event?.reachedEndOfChain = true
        }
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
