/// What an unwind segue starts from, as `UIStoryboardUnwindSegueSource` is in UIKit: the
/// controller, the unwind action and the sender. HostKit gives it to
/// ``ViewController/allowedChildrenForUnwinding(from:)`` and
/// ``ViewController/childContaining(_:)`` while it looks for the segue's destination.
@MainActor
public final class StoryboardUnwindSegueSource {
    /// The controller that started the unwind segue.
    public let source: ViewController
    /// The name of the `@Action` the destination must have.
    public let unwindAction: String
    /// The object that triggered the segue: the control, or what `performSegue` was given.
    public let sender: Any?

    init(source: ViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
