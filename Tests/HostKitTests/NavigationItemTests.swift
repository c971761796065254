import Foundation
@testable import HostKit
import Testing

/// navigationItem, BarButtonItem, editButtonItem and a navigation controller's toolbar: what
/// the bars show, and taps on their buttons.
@MainActor
@Suite("Navigation items", .serialized)
struct NavigationItemTests {
    final class List: ViewController {
        var log: [String] = []
        @Action var add = List.add(_:)
        func add(_ sender: BarButtonItem) { log.append("add from \(sender.systemItem.map { "\($0)" } ?? "?")") }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            log.append("editing \(editing) animated \(animated)")
        }
    }

    private func tap(_ button: Button, in window: Window, _ application: Application) throws {
        window.layoutIfNeeded()
        try application.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil), timestamp: 1)
    }

    private func buttonTitled(_ title: String, in window: Window) -> Button? {
        window.frontmostAccessibleView { ($0 as? Button)?.currentTitle == title } as? Button
    }

    @Test func theBarShowsTheTopItemsAndTheirTapsSendActions() throws {
        let list = List()
        list.title = "Notes"
        let navigation = NavigationController(rootViewController: list)
        try EventTestSupport.withApp(root: navigation) { application, window, _ in
            let bar = navigation.navigationBar
            list.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .add, target: list, action: "add")
            list.navigationItem.leftBarButtonItem = list.editButtonItem
            #expect(bar.titleLabel.text == "Notes", "the item's title is the controller's by default")
            #expect(bar.rightButtons.map(\.currentTitle) == ["+"])
            #expect(bar.leftButtons.map(\.currentTitle) == ["Edit"])
            try tap(try #require(buttonTitled("+", in: window)), in: window, application)
            try tap(try #require(buttonTitled("Edit", in: window)), in: window, application)
            #expect(list.isEditing)
            #expect(bar.leftButtons.map(\.currentTitle) == ["Done"], "the edit button retitles itself")
            #expect(bar.leftButtons.first?.titleFont.weight == .semibold)
            try tap(try #require(buttonTitled("Done", in: window)), in: window, application)
            #expect(list.log == ["add from add", "editing true animated true", "editing false animated true"])
            list.navigationItem.title = "All notes"
            list.navigationItem.prompt = "Pick one"
            #expect(bar.titleLabel.text == "All notes" && bar.frame.height == 74 && list.view.frame.minY == 74)
        }
    }

    @Test func backButtonTitleHidingAndLeftItemsFollowUIKit() throws {
        let first = List(), second = List()
        first.title = "Inbox"
        let navigation = NavigationController(rootViewController: first)
        try EventTestSupport.withApp(root: navigation) { _, _, _ in
            let bar = navigation.navigationBar
            first.navigationItem.backBarButtonItem = BarButtonItem(title: "Mail", style: .plain, target: nil, action: nil)
            navigation.pushViewController(second, animated: false)
            #expect(!bar.backButton.isHidden && bar.backButton.title == "Mail", "the item below names the back button")
            second.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
            #expect(bar.backButton.isHidden, "left items replace the back button")
            second.navigationItem.leftItemsSupplementBackButton = true
            #expect(!bar.backButton.isHidden)
            second.navigationItem.setHidesBackButton(true, animated: false)
            #expect(bar.backButton.isHidden)
            second.navigationItem.leftBarButtonItem?.title = "Shut"
            #expect(bar.leftButtons.map(\.currentTitle) == ["Shut"], "a change to an item shows at once")
        }
    }

    @Test func theToolbarShowsTheTopControllersItemsWithFlexibleSpace() throws {
        let list = List()
        let navigation = NavigationController(rootViewController: list)
        try EventTestSupport.withApp(root: navigation) { application, window, _ in
            #expect(navigation.isToolbarHidden)
            let trash = BarButtonItem(barButtonSystemItem: .trash, target: list, action: "add")
            list.setToolbarItems([BarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil), .flexibleSpace(), trash], animated: false)
            navigation.setToolbarHidden(false, animated: false)
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
            #expect(list.view.frame.maxY == 436)
            let button = try #require(buttonTitled("Delete", in: window))
            #expect(button.frame.maxX == 312, "the flexible space pushes the last item to the right edge")
            try tap(button, in: window, application)
            #expect(list.log == ["add from trash"])
            trash.isEnabled = false
            try tap(try #require(buttonTitled("Delete", in: window)), in: window, application)
            #expect(list.log.count == 1, "a disabled item sends nothing")
        }
    }

    @Test func aBarWithItemsIsDrawn() throws {
        let list = List()
        list.title = "Notes"
        list.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        list.navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        list.setToolbarItems([.flexibleSpace(), BarButtonItem(title: "Share", style: .done, target: nil, action: nil)], animated: false)
        let navigation = NavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        navigation.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        try ReferenceImages.expect(navigation.view, matches: "navigation-items")
    }
}
