import HostKit

/// A delegate that is a responder, so that unhandled events reach it at the end of the chain.
public final class EventsDelegate: Responder, ApplicationDelegate {
    public var window: Window?
}
