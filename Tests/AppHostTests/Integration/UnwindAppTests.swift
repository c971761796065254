import Testing

/// The unwind app (`Tests/AppHostTests/Storyboards/Unwind`, plugin `StoryboardProbe`) run by the
/// real `apphost`: an editor presented, in a navigation controller of its own, over a tab bar
/// interface whose first tab has pushed an item; the editor's buttons unwind to the root of
/// that stack, to the item, or to the other tab.
@Suite("Unwind segues in a storyboard app")
struct UnwindAppTests {
    static let app = "Tests/AppHostTests/Storyboards/Unwind"

    /// Pushes the item, presents the editor over everything, then works the editor's `button`.
    private func unwind(with button: String) async throws -> AppHostHarness.Outcome {
        _ = try await PluginBuilds.plugin("StoryboardProbe")
        let outcome = try await AppHostHarness.run(["run", Self.app], events: [
            #"{"event":"activate","identifier":"open"}"#, #"{"event":"activate","identifier":"edit"}"#,
            #"{"event":"activate","identifier":"\#(button)"}"#, #"{"event":"snapshot","label":"unwound"}"#,
            #"{"event":"terminate"}"#,
        ], snapshots: true)
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.hostRecords(named: "issue").isEmpty, "unexpected issues: \(outcome.hostRecords(named: "issue"))")
        return outcome
    }

    private func logs(_ outcome: AppHostHarness.Outcome) -> [String] {
        outcome.trace.filter { $0["kind"] as? String == "log" }.compactMap { $0["message"] as? String }
    }

    /// The presented editor leaving, and the tab bar interface coming back with `shown` on screen.
    private func dismissal(showing shown: [String]) -> [String] {
        ["vc StoryboardProbe.EditorNavigationController.viewWillDisappear(_:)", "vc StoryboardProbe.EditorViewController.viewWillDisappear(_:)",
         "vc TabBarController.viewWillAppear(_:)"]
            + shown.map { "vc \($0).viewWillAppear(_:)" }
            + ["vc StoryboardProbe.EditorViewController.viewDidDisappear(_:)", "vc StoryboardProbe.EditorNavigationController.viewDidDisappear(_:)"]
            + shown.reversed().map { "vc \($0).viewDidAppear(_:)" } + ["vc TabBarController.viewDidAppear(_:)"]
    }

    private static func tree(tab0: String, tab1: String = "Inbox", top: String) -> String {
        """
        Window (0, 0, 390, 844)
          View <TabBarController> (0, 0, 390, 844)
        \(top)
            TabBar (0, 795, 390, 49)
              Button (0, 0, 195, 49) #tab.0 title="\(tab0)"
              Button (195, 0, 195, 49) #tab.1 title="\(tab1)"
        """
    }

    /// The issue's case: the destination is the root of the navigation stack the editor was
    /// presented over. The item is popped while the editor still covers it (no appearance
    /// callbacks), then the editor is dismissed, uncovering the lists.
    @Test func fromAPresentedControllerToTheRootOfTheNavigationStackUnderIt() async throws {
        let outcome = try await unwind(with: "done")
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "done""#) == [
            "vc StoryboardProbe.EditorViewController.shouldPerformSegue(withIdentifier:sender:) segue=doneToLists",
            "vc StoryboardProbe.EditorViewController.prepare(for:sender:) segue=doneToLists destination=StoryboardProbe.ListsViewController",
            "vc StoryboardProbe.ListsViewController.unwindToLists",
            "vc StoryboardProbe.ItemViewController.willMove(toParent:)",
            "vc StoryboardProbe.ItemViewController.didMove(toParent:)",
        ] + dismissal(showing: ["NavigationController", "StoryboardProbe.ListsViewController"]))
        #expect(outcome.snapshotsByLabel["unwound"] == Self.tree(tab0: "Browse", top: """
                View <NavigationController> (0, 0, 390, 795)
                  NavigationBar (0, 0, 390, 44)
                    Button (8, 0, 96, 44) #navigation.back hidden
                    Label (112, 0, 166, 44) text="Lists"
                  View <StoryboardProbe.ListsViewController> (0, 44, 390, 751)
                    Button (20, 20, 170, 44) #open title="Open"
            """))
        #expect(logs(outcome) == [
            "Item.viewWillAppear: isMovingToParent", "Item.viewDidAppear: isMovingToParent",
            "Editing.viewWillAppear: isBeingPresented", "Editing.viewDidAppear: isBeingPresented",
            "back in the lists from Editor",
            "Editing.viewWillDisappear: isBeingDismissed", "Editing.viewDidDisappear: isBeingDismissed",
        ])
    }

    /// The destination is the top of the stack underneath: only the editor goes.
    @Test func fromAPresentedControllerToTheTopOfTheStackUnderItOnlyDismisses() async throws {
        let outcome = try await unwind(with: "save")
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "save""#) == [
            "vc StoryboardProbe.EditorViewController.shouldPerformSegue(withIdentifier:sender:) segue=saveToItem",
            "vc StoryboardProbe.EditorViewController.prepare(for:sender:) segue=saveToItem destination=StoryboardProbe.ItemViewController",
            "vc StoryboardProbe.ItemViewController.unwindToItem",
        ] + dismissal(showing: ["NavigationController", "StoryboardProbe.ItemViewController"]))
        #expect(outcome.snapshotsByLabel["unwound"]?.contains("View <StoryboardProbe.ItemViewController> (0, 44, 390, 751)") == true)
        #expect(logs(outcome).contains("item saved by Editor"))
    }

    /// The destination is another tab: the tab bar controller selects it while covered, then the
    /// editor is dismissed; the first tab keeps its stack.
    @Test func fromAPresentedControllerToAnotherTab() async throws {
        let outcome = try await unwind(with: "toInbox")
        #expect(outcome.storySegment(after: #"host activate accessibility identifier "toInbox""#) == [
            "vc StoryboardProbe.EditorViewController.shouldPerformSegue(withIdentifier:sender:) segue=toInbox",
            "vc StoryboardProbe.EditorViewController.prepare(for:sender:) segue=toInbox destination=StoryboardProbe.InboxViewController",
            "vc StoryboardProbe.InboxViewController.unwindToInbox",
            "vc StoryboardProbe.InboxViewController.loadView()",
            "view View.awakeFromStoryboard()",
            "vc StoryboardProbe.InboxViewController.viewDidLoad()",
        ] + dismissal(showing: ["StoryboardProbe.InboxViewController"]))
        #expect(outcome.snapshotsByLabel["unwound"] == Self.tree(tab0: "Browse", top: """
                View <StoryboardProbe.InboxViewController> (0, 0, 390, 795)
            """))
    }
}
