/// A scene's bar button items: its navigation item's left and right buttons and its toolbar's,
/// as the format's `"navigationItem"` and `"toolbarItems"`, each with the action it sends or the
/// segue it performs.
extension SceneImport {
    /// The system items the format names, which are Interface Builder's names too.
    static let systemItemNames: Set<String> = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize", "bookmarks",
        "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close",
    ]

    func importBarButtonItems(_ controller: XMLElementNode, navigationItem: XMLElementNode?, into scene: inout JSONObjectBuilder) {
        let toolbarElements = controller.child("toolbarItems")?.children(named: "barButtonItem") ?? []
        var leftElements: [XMLElementNode] = [], rightElements: [XMLElementNode] = []
        var navigation = JSONObjectBuilder()
        if let navigationItem {
            leftElements = Self.barButtonElements(of: navigationItem, side: "left")
            rightElements = Self.barButtonElements(of: navigationItem, side: "right")
            navigation.set("prompt", navigationItem["prompt"])
            // Interface Builder's "Back Button" is the back item's title: the back button that
            // leads back here reads it.
            if let back = navigationItem.child("barButtonItem", key: "backBarButtonItem") {
                if let title = back["title"] {
                    navigation.set("backButtonTitle", title)
                } else {
                    document.warnings.warn("barButtonItem", at: back, "the back button's item is not carried over: the format takes its title only")
                }
            }
        }
        switch entry.kind {
        case .navigation, .tabBar:
            if let navigationItem, !navigation.isEmpty {
                document.warnings.warn("navigationItem", at: navigationItem, "the navigation item of a container controller is not carried over: the format gives navigation items to the scenes it shows")
            }
            for element in leftElements + rightElements + toolbarElements {
                document.warnings.warn("barButtonItem", at: element, "a bar button item of a container controller is not carried over: the format gives bar button items to the scenes it shows")
            }
            return
        default:
            break
        }
        let left = leftElements.compactMap { importBarButtonItem($0) }, right = rightElements.compactMap { importBarButtonItem($0) }
        if !left.isEmpty { navigation.set("leftBarButtonItems", .array(left)) }
        if !right.isEmpty { navigation.set("rightBarButtonItems", .array(right)) }
        if !navigation.isEmpty { scene.set("navigationItem", navigation.json) }
        let toolbar = toolbarElements.compactMap { importBarButtonItem($0) }
        if !toolbar.isEmpty { scene.set("toolbarItems", .array(toolbar)) }
    }

    /// A navigation item's buttons on one side: Interface Builder writes one as
    /// `<barButtonItem key="leftBarButtonItem">` and several in `<leftBarButtonItems>`.
    private static func barButtonElements(of navigationItem: XMLElementNode, side: String) -> [XMLElementNode] {
        if let list = navigationItem.child("\(side)BarButtonItems") { return list.children(named: "barButtonItem") }
        return navigationItem.child("barButtonItem", key: "\(side)BarButtonItem").map { [$0] } ?? []
    }

    /// One bar button item as the format writes it; `nil`, with a warning, for one it cannot show.
    private func importBarButtonItem(_ element: XMLElementNode) -> OrderedJSON? {
        let name = element["title"] ?? element["systemItem"] ?? element["image"] ?? "item"
        if let customView = element.child(keyed: "customView") {
            document.warnings.warn("barButtonItem", at: element, "bar button item '\(name)' shows a custom <\(customView.name)>, which is not carried over")
            return nil
        }
        var looks = JSONObjectBuilder()
        var isSpace = false
        if let systemItem = element["systemItem"] {
            guard Self.systemItemNames.contains(systemItem) else {
                document.warnings.warn("barButtonItem", at: element, "bar button item '\(systemItem)' is not carried over: it is no system item HostKit has")
                return nil
            }
            looks.set("systemItem", systemItem)
            isSpace = systemItem == "flexibleSpace" || systemItem == "fixedSpace"
        } else {
            let title = element["title"].flatMap { $0.isEmpty ? nil : $0 }
            let image = element["image"].flatMap { $0.isEmpty ? nil : $0 }
            guard title != nil || image != nil else {
                document.warnings.warn("barButtonItem", at: element, "a bar button item with no title, image or system item is not carried over")
                return nil
            }
            looks.set("title", title)
            looks.set("image", image)
        }
        // Only an item that is written gets the id its outlet refers to.
        var item = JSONObjectBuilder()
        if let xcodeID = element["id"], let wanted = wantedViewNames[xcodeID] {
            let id = document.ids.allocate(from: [wanted, element["title"], element["systemItem"]], fallback: "item", xcodeID: xcodeID)
            barButtonItemIDByXcodeID[xcodeID] = id
            item.set("id", id)
        }
        item.set(looks)
        item.set("tintColor", document.color(element.child("color", key: "tintColor")))
        if element["style"] == "done" { item.set("style", "done") }
        if let width = element.number("width"), width > 0 { item.set("width", number: min(width, 10_000)) }
        if element.flag("enabled") == false { item.set("enabled", false) }
        if let tag = element["tag"].flatMap(Int.init), tag != 0 { item.set("tag", tag) }
        if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?["identifier"], !identifier.isEmpty {
            item.set("accessibilityIdentifier", identifier)
        }
        if !isSpace { importTap(of: element, named: name, into: &item) }
        return item.json
    }

    /// The action a tap on the item sends, or the segue it performs: the first of its
    /// connections the format can carry (a bar button item has one of each at most).
    private func importTap(of element: XMLElementNode, named name: String, into item: inout JSONObjectBuilder) {
        for connection in element.child("connections")?.children ?? [] {
            switch connection.name {
            case "action" where !item.contains("action") && !item.contains("segue"):
                guard let action = Self.actionName(connection["selector"] ?? "") else {
                    document.warnings.warn("action", at: connection, "action '\(connection["selector"] ?? "")' has no Swift name the format can take")
                    continue
                }
                var sent = JSONObjectBuilder()
                guard setTarget(of: connection, on: &sent) else { continue }
                item.set("action", action)
                item.set(sent)
            case "segue" where !item.contains("action") && !item.contains("segue"):
                guard let id = startableSegueID(connection) else { continue }
                triggeredSegues.insert(ObjectIdentifier(connection))
                item.set("segue", id)
            case "action", "segue":
                document.warnings.warn("barButtonItem", at: connection, "bar button item '\(name)' sends one action or performs one segue in the format; this \(connection.name) is not carried over")
            default:
                continue
            }
        }
    }
}
