extension ViewController {
    /// What this controller shows in a navigation bar, made on first use.
    public var navigationItem: NavigationItem {
        if let item = ownNavigationItem { return item }
        let item = NavigationItem()
        item.owner = self
        ownNavigationItem = item
        return item
    }

    /// A bar button item that toggles editing: "Edit", or "Done" while editing; a tap calls
    /// ``setEditing(_:animated:)`` with the other value, animated, as UIKit's does.
    public var editButtonItem: BarButtonItem {
        if let item = ownEditButtonItem { return item }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil, action: nil)
        item.primaryHandler = { [weak self] in
            guard let self else { return }
            HostLink.invoke("setEditing(_:animated:)", on: self, details: ["editing": String(!isEditing)]) { setEditing(!isEditing, animated: true) }
        }
        ownEditButtonItem = item
        return item
    }

    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItems = items
    }
}
