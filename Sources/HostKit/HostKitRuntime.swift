/// What the host runtime learns from HostKit: every callback made on an app object.
@MainActor
package protocol HostKitObserver: AnyObject {
    /// `name` is about to be called on `receiver`.
    func willInvoke(_ name: String, on receiver: AnyObject)
}

/// The link from HostKit's objects to the host runtime that drives them.
@MainActor
package enum HostKitRuntime {
    package static weak var observer: (any HostKitObserver)?

    /// Calls `body`, a callback named `name` on `receiver`, after telling the observer.
    package static func invoke(_ name: String, on receiver: AnyObject, _ body: () -> Void) {
        observer?.willInvoke(name, on: receiver)
        body()
    }
}
