import StrictJSON

/// A scene's `"navigationItem"` and `"toolbarItems"`: the controller's bar button items.
extension StoryboardReader {
    static let navigationItemKeys = ["leftBarButtonItems", "rightBarButtonItems", "prompt", "backButtonTitle"]
    static let barButtonItemKeys = ["id", "systemItem", "title", "image", "style", "width", "enabled", "tintColor", "tag",
                                    "accessibilityIdentifier", "action", "target", "segue"]

    func readBarButtonItems(_ scene: JSONObject, into controller: inout ControllerSceneDescription) {
        if let navigationMember = scene["navigationItem"],
           let navigationItem = object(navigationMember.value, what: "\"navigationItem\"",
                                       remedy: "write {\"leftBarButtonItems\": [...], \"rightBarButtonItems\": [...]}") {
            checkKeys(navigationItem, allowed: Self.navigationItemKeys, in: "\"navigationItem\"",
                      remedy: "a navigation item takes \"leftBarButtonItems\", \"rightBarButtonItems\", \"prompt\" and \"backButtonTitle\"; its title is the scene's \"title\"")
            controller.navigationPrompt = navigationItem["prompt"].flatMap(string)
            controller.backButtonTitle = navigationItem["backButtonTitle"].flatMap(string)
            controller.leftBarButtonItems = navigationItem["leftBarButtonItems"].flatMap(array)?.compactMap(readBarButtonItem) ?? []
            controller.rightBarButtonItems = navigationItem["rightBarButtonItems"].flatMap(array)?.compactMap(readBarButtonItem) ?? []
        }
        controller.toolbarItems = scene["toolbarItems"].flatMap(array)?.compactMap(readBarButtonItem) ?? []
    }

    private func readBarButtonItem(_ value: JSONValue) -> BarButtonItemDescription? {
        guard let item = object(value, what: "a bar button item", remedy: "write {\"systemItem\": \"add\", \"action\": \"name\"} or {\"title\": \"Edit\", ...}")
        else { return nil }
        checkKeys(item, allowed: Self.barButtonItemKeys, in: "a bar button item")
        // An item with mistakes is still described (each mistake is reported, so the file is
        // refused): its id is claimed, and an outlet to it is not reported as a second mistake.
        var description = BarButtonItemDescription(offset: value.offset)
        func read<Value>(_ key: String, _ read: (JSONMember) -> Value?) -> Value? {
            item[key].flatMap(read)
        }
        description.id = read("id", identifier)
        description.systemItem = read("systemItem") { enumeration($0, BarButtonItemDescription.SystemItem.self) }
        description.title = read("title", string)
        description.image = read("image", nonEmptyString)?.name
        description.style = read("style") { enumeration($0, BarButtonItemDescription.Style.self) }
        description.width = read("width") { number($0, in: 0...10_000) }
        description.isEnabled = read("enabled", bool) ?? true
        description.tintColor = read("tintColor", color)
        description.tag = read("tag") { integer($0) }
        description.accessibilityIdentifier = read("accessibilityIdentifier", string)

        let name = quoted(description.id)
        if let systemItem = description.systemItem {
            for key in ["title", "image"] {
                guard let member = item[key] else { continue }
                report(member.keyOffset, "bar button item \(name) is the system item \"\(systemItem.rawValue)\", which has its own look, so it takes no \(quoted(key))",
                       remedy: "remove \(quoted(key)), or remove \"systemItem\" for a button of your own")
            }
        } else if item["title"] == nil, item["image"] == nil, item["systemItem"] == nil {
            report(value.offset, "bar button item \(name) has no \"systemItem\", \"title\" or \"image\"",
                   remedy: "add \"systemItem\" (such as \"add\" or \"done\"), or a \"title\" or \"image\" to show")
        }
        let kind = actionKind(item, at: value.offset, what: "bar button item \(name)", sender: "a tap", isOptional: true) ?? nil
        if let kind, let systemItem = description.systemItem, systemItem.isSpace {
            report(value.offset, "bar button item \(name) is a \(systemItem.rawValue), which cannot be tapped, so it takes no \(Self.describe(kind))",
                   remedy: "remove \"action\", \"target\" and \"segue\" from the space, or make it a button")
        }
        description.action = kind
        return description
    }

    private static func describe(_ kind: ActionDescription.Kind) -> String {
        switch kind {
        case .action: "\"action\""
        case .segue: "\"segue\""
        }
    }
}
