import HostKit

// The unwind app (`Tests/AppHostTests/Storyboards/Unwind`): a tab bar controller whose first tab
// is a navigation stack (lists, then an item) and whose second is an inbox; the item presents an
// editor inside a navigation controller of its own, and the editor's buttons unwind to the
// lists, to the item, or to the inbox.

/// Logs the containment and presentation flags it sees in each appearance callback that has any.
@MainActor
private func logFlags(of controller: ViewController, in callback: String) {
    let flags = [("isMovingToParent", controller.isMovingToParent), ("isMovingFromParent", controller.isMovingFromParent),
                 ("isBeingPresented", controller.isBeingPresented), ("isBeingDismissed", controller.isBeingDismissed)]
        .filter(\.1).map(\.0)
    guard !flags.isEmpty else { return }
    AppLog.info("\(controller.title ?? "?").\(callback): \(flags.joined(separator: ", "))")
}

/// The root of the first tab; the editor's "Done" unwinds here.
public final class ListsViewController: ViewController {
    @Action var unwindToLists = ListsViewController.unwindToLists(_:)

    func unwindToLists(_ segue: StoryboardSegue) {
        AppLog.info("back in the lists from \(segue.source.title ?? "?")")
    }
}

/// Pushed over the lists; presents the editor. The editor's "Save" unwinds here.
public final class ItemViewController: ViewController {
    @Action var unwindToItem = ItemViewController.unwindToItem(_:)

    func unwindToItem(_ segue: StoryboardSegue) {
        AppLog.info("item saved by \(segue.source.title ?? "?")")
    }

    public override func viewWillAppear(_ animated: Bool) { logFlags(of: self, in: "viewWillAppear") }
    public override func viewDidAppear(_ animated: Bool) { logFlags(of: self, in: "viewDidAppear") }
    public override func viewWillDisappear(_ animated: Bool) { logFlags(of: self, in: "viewWillDisappear") }
    public override func viewDidDisappear(_ animated: Bool) { logFlags(of: self, in: "viewDidDisappear") }
}

/// The navigation controller the editor is presented in.
public final class EditorNavigationController: NavigationController {
    public override func viewWillAppear(_ animated: Bool) { logFlags(of: self, in: "viewWillAppear") }
    public override func viewDidAppear(_ animated: Bool) { logFlags(of: self, in: "viewDidAppear") }
    public override func viewWillDisappear(_ animated: Bool) { logFlags(of: self, in: "viewWillDisappear") }
    public override func viewDidDisappear(_ animated: Bool) { logFlags(of: self, in: "viewDidDisappear") }
}

/// Presented (in its navigation controller) over the tab bar interface; its buttons unwind.
public final class EditorViewController: ViewController {}

/// The second tab; the editor's "Inbox" unwinds here.
public final class InboxViewController: ViewController {
    @Action var unwindToInbox = InboxViewController.unwindToInbox(_:)

    func unwindToInbox(_ segue: StoryboardSegue) {
        AppLog.info("inbox reached from \(segue.source.title ?? "?")")
    }
}
