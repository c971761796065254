/// One scene: its controller, root view, objects, outlets, segues and containment.
final class SceneImport {
    let document: DocumentImport
    let entry: DocumentImport.SceneEntry
    var sceneID: String { entry.id }
    var controllerXcodeID: String? { entry.controller["id"] }

    /// The name each referenced view should get (outlet property, embed container), by Xcode id.
    var wantedViewNames: [String: String] = [:]
    /// Views written with an id, by Xcode id.
    var viewIDByXcodeID: [String: String] = [:]
    var objectIDByXcodeID: [String: String] = [:]
    /// Bar button items written with an id (an outlet refers to them), by Xcode id.
    var barButtonItemIDByXcodeID: [String: String] = [:]
    /// The gesture recognizers the format declares on their views (``carriedGesture(_:)``), by Xcode id.
    var gestureByXcodeID: [String: (key: String, action: String)] = [:]

    struct SegueRecord {
        let element: XMLElementNode
        /// The element whose `<connections>` hold the segue: the controller, a control, a cell, a bar item.
        let source: XMLElementNode
        var id: String?
    }
    var segues: [SegueRecord] = []
    var segueIndexByElement: [ObjectIdentifier: Int] = [:]
    /// Segues a control of the view tree performs, so that no warning says they lost their trigger.
    var triggeredSegues: Set<ObjectIdentifier> = []
    /// Segue ids are unique within a scene only.
    private var segueIDs = ReadableIDs()
    var flattenedDeepViews = 0
    /// The view tree's constraints and superviews, read before its views are written.
    var layoutPlan = LayoutPlan()
    /// The scene's class is HostKit's own (no custom class, or one without a module): it has no
    /// outlets or actions of the app's to connect.
    var ownerIsBuiltIn = false

    /// The deepest view the JSON keeps nested: the reader takes 64 levels, and each view level
    /// takes two (the view and its `subviews`) below the file, `scenes` and the scene.
    static let maximumViewDepth = 28

    init(document: DocumentImport, entry: DocumentImport.SceneEntry) {
        self.document = document
        self.entry = entry
    }

    func run(isInitial: Bool) -> OrderedJSON {
        let controller = entry.controller
        if case .reference = entry.kind {
            return referenceScene(controller, isInitial: isInitial)
        }
        collectSegues(in: controller)
        collectWantedViewNames(controller)

        var scene = JSONObjectBuilder()
        scene.set("id", sceneID)
        let builtInClass: String
        switch entry.kind {
        case .navigation: builtInClass = "NavigationController"
        case .tabBar: builtInClass = "TabBarController"
        case .table: builtInClass = "TableViewController"
        default: builtInClass = "ViewController"
        }
        if case .builtInController(let dropped) = entry.kind {
            document.warnings.warn(controller.name, at: controller, "<\(controller.name)> becomes a \(builtInClass): \(dropped) is not carried over")
        }
        let customClass = document.customClassName(of: controller)
        ownerIsBuiltIn = customClass == nil
        scene.set("class", customClass ?? builtInClass)
        if isInitial { scene.set("initial", true) }
        if let identifier = controller["storyboardIdentifier"] {
            let written = formatIdentifier(identifier, what: "storyboard identifier", at: controller)
            if document.storyboardIdentifiers.insert(written).inserted {
                scene.set("storyboardIdentifier", written)
            } else {
                document.warnings.warn("identifier", at: controller,
                                       "storyboard identifier '\(identifier)' is dropped: another scene has it, and the format's storyboard identifiers are unique")
            }
        }
        scene.set("restorationIdentifier", controller["restorationIdentifier"])
        let navigationItem = controller.child("navigationItem", key: "navigationItem")
        let tabBarItem = controller.child("tabBarItem", key: "tabBarItem")
        scene.set("title", controller["title"] ?? navigationItem?["title"] ?? tabBarItem?["title"])
        warnAboutBars(navigationItem: navigationItem, tabBarItem: tabBarItem)

        var container: (key: String, value: OrderedJSON)?
        switch entry.kind {
        case .navigation, .tabBar:
            container = containerRelationships(controller, isNavigation: { if case .navigation = entry.kind { return true } else { return false } }())
            if container == nil, customClass == nil { scene.set("class", "ViewController") }
        default:
            warnAboutRelationships()
        }
        if let container {
            scene.set(container.key, container.value)
            if case .navigation = entry.kind, controller.flag("toolbarHidden") == false { scene.set("toolbarHidden", false) }
        }
        let objects = importSceneObjects()
        if case .navigation = entry.kind {} else if case .tabBar = entry.kind {} else if let rootView = controller.child(keyed: "view") {
            planLayout(root: rootView, controller: controller)
            scene.set("view", importView(rootView, depth: 0, offset: nil).first)
        }
        importBarButtonItems(controller, navigationItem: navigationItem, into: &scene)
        if !objects.isEmpty { scene.set("objects", .array(objects)) }
        let outlets = importOutlets(controller)
        if !outlets.isEmpty { scene.set("outlets", .object(outlets)) }
        let segueValues = finishSegues()
        if !segueValues.isEmpty { scene.set("segues", .array(segueValues)) }
        if flattenedDeepViews > 0 {
            document.warnings.warn("deepViews", at: controller,
                                   "scene '\(sceneID)': \(flattenedDeepViews) views nested deeper than \(Self.maximumViewDepth) levels are lifted to the view at that depth, at the same place on screen")
        }
        return scene.json
    }

    // MARK: References

    private func referenceScene(_ placeholder: XMLElementNode, isInitial: Bool) -> OrderedJSON {
        let storyboard = placeholder["storyboardName"] ?? document.warnings.file.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? "Main"
        var scene = JSONObjectBuilder()
        scene.set("id", sceneID)
        guard document.options.storyboardExists(storyboard) else {
            document.warnings.warn("storyboardReference", at: placeholder,
                                   "storyboard reference to '\(storyboard)' becomes an empty ViewController: neither \(storyboard).storyboard nor \(storyboard).storyboard.json is there to refer to; import it too, then import this file again")
            scene.set("class", "ViewController")
            if isInitial { scene.set("initial", true) }
            return scene.json
        }
        if isInitial {
            document.warnings.warn("storyboardReference", at: placeholder, "the initial view controller is a storyboard reference, which the format cannot mark initial")
        }
        var reference = JSONObjectBuilder()
        reference.set("storyboard", storyboard)
        if let identifier = placeholder["referencedIdentifier"] {
            reference.set("identifier", formatIdentifier(identifier, what: "referenced identifier", at: placeholder))
        }
        scene.set("reference", reference.json)
        return scene.json
    }

    // MARK: Segues

    /// Every segue under the controller, in file order, with the element that starts it.
    private func collectSegues(in element: XMLElementNode) {
        for child in element.children {
            if child.name == "connections" {
                for segue in child.children(named: "segue") where segue["reference"] == nil {
                    segueIndexByElement[ObjectIdentifier(segue)] = segues.count
                    segues.append(SegueRecord(element: segue, source: element))
                    if !segue.children(named: "segue").isEmpty {
                        document.warnings.warn("segue", at: segue, "the peek-and-pop (preview and commit) segues inside this segue are not carried over")
                    }
                }
            } else {
                collectSegues(in: child)
            }
        }
        for index in segues.indices where segues[index].id == nil && segues[index].element["kind"] != "relationship" {
            segues[index].id = allocateSegueID(segues[index].element)
        }
    }

    private func allocateSegueID(_ segue: XMLElementNode) -> String {
        let kind = Self.segueKind(segue["kind"])
        let base: String
        if let identifier = segue["identifier"] {
            base = formatIdentifier(identifier, what: "segue identifier", at: segue)
            if segueIDs.isTaken(base) {
                document.warnings.warn("identifier", at: segue,
                                       "segue identifier '\(identifier)' is used by another segue of scene '\(sceneID)'; this one's id gets a number, as the format's segue ids are unique in a scene")
            }
        } else if kind == "unwind" {
            base = "unwind-" + (segue["unwindAction"].flatMap(Self.actionName) ?? "segue")
        } else {
            base = "\(kind)-" + (segue["destination"].flatMap { document.sceneIDByControllerID[$0] } ?? "segue")
        }
        return segueIDs.unique(base)
    }

    /// Xcode's segue kinds as the format's.
    static func segueKind(_ kind: String?) -> String {
        switch kind {
        case "show", "push", "showDetail", "replace": "show"
        case "presentation", "modal", "popoverPresentation", "popover": "present"
        case "embed": "embed"
        case "unwind": "unwind"
        case "custom": "custom"
        default: "show"
        }
    }

    /// The id of `segue` when a control, cell or bar button item of the scene can start it: a
    /// segue the scene keeps (``finishSegues()`` drops one without a destination scene, and an
    /// unwind segue without an action) that is not an embed segue, which runs as the view loads.
    func startableSegueID(_ segue: XMLElementNode) -> String? {
        guard let index = segueIndexByElement[ObjectIdentifier(segue)], let id = segues[index].id else { return nil }
        switch Self.segueKind(segue["kind"]) {
        case "embed": return nil
        case "unwind": return segue["unwindAction"].flatMap(Self.actionName) == nil ? nil : id
        default: return segue["destination"].flatMap { document.sceneIDByControllerID[$0] } == nil ? nil : id
        }
    }

    private func finishSegues() -> [OrderedJSON] {
        var values: [OrderedJSON] = []
        for record in segues {
            let element = record.element
            guard let id = record.id else { continue }
            let xcodeKind = element["kind"] ?? "show"
            var kind = Self.segueKind(xcodeKind)
            var segue = JSONObjectBuilder()
            segue.set("id", id)
            let destination = element["destination"].flatMap { document.sceneIDByControllerID[$0] }
            if kind != "unwind", destination == nil {
                document.warnings.warn("segue", at: element, "segue '\(id)' is dropped: its destination is not a scene of this storyboard")
                continue
            }
            if !["show", "push", "presentation", "modal", "embed", "unwind", "custom", "showDetail"].contains(xcodeKind) {
                document.warnings.warn("segue", at: element, "segue '\(id)' of kind '\(xcodeKind)' becomes a \(kind) segue")
            }
            if let style = element["modalPresentationStyle"] ?? element["modalTransitionStyle"] {
                document.warnings.warnOnce("presentationStyle", key: "style:\(style)", at: element,
                                           "presentation style '\(style)' is not carried over: present segues present full screen")
            }
            if kind == "custom" {
                if let customClass = document.customClassName(of: element) {
                    segue.set("kind", kind)
                    segue.set("destination", destination)
                    segue.set("class", customClass)
                    values.append(segue.json)
                    continue
                }
                document.warnings.warn("segue", at: element, "custom segue '\(id)' has no class the format can name; it becomes a show segue")
                kind = "show"
            }
            segue.set("kind", kind)
            switch kind {
            case "unwind":
                guard let action = element["unwindAction"].flatMap(Self.actionName) else {
                    document.warnings.warn("segue", at: element, "unwind segue '\(id)' is dropped: it names no unwind action")
                    continue
                }
                segue.set("action", action)
            case "embed":
                guard let sourceID = record.source["id"], let container = viewIDByXcodeID[sourceID] else {
                    document.warnings.warn("segue", at: element, "embed segue '\(id)' is dropped: its container view is not carried over")
                    continue
                }
                segue.set("destination", destination)
                segue.set("container", container)
            default:
                segue.set("destination", destination)
            }
            if kind != "embed", record.source !== entry.controller, !triggeredSegues.contains(ObjectIdentifier(element)) {
                let sender = record.source.name == "tableViewCell" || record.source.name == "collectionViewCell" ? " (its sender is the cell)" : ""
                document.warnings.warn("segueTrigger", at: element,
                                       "segue '\(id)' starts at a <\(record.source.name)>\(sender), which HostKit cannot trigger it from yet; it is kept on the scene for performSegue(withIdentifier:sender:)")
            }
            values.append(segue.json)
        }
        return values
    }

    /// `rootViewController` or `viewControllers` from the relationship segues.
    private func containerRelationships(_ controller: XMLElementNode, isNavigation: Bool) -> (key: String, value: OrderedJSON)? {
        var children: [String] = []
        for record in segues where record.element["kind"] == "relationship" {
            let relationship = record.element["relationship"] ?? ""
            let expected = isNavigation ? "rootViewController" : "viewControllers"
            guard relationship == expected, record.source === controller else {
                document.warnings.warn("relationship", at: record.element, "relationship '\(relationship)' is not carried over")
                continue
            }
            guard let destination = record.element["destination"].flatMap({ document.sceneIDByControllerID[$0] }) else {
                document.warnings.warn("relationship", at: record.element, "relationship '\(relationship)' is dropped: its destination is not a scene of this storyboard")
                continue
            }
            children.append(destination)
        }
        if isNavigation {
            guard let root = children.first else {
                document.warnings.warn("navigationController", at: controller, "navigation controller '\(sceneID)' has no root view controller, so it becomes a ViewController")
                return nil
            }
            return ("rootViewController", .string(root))
        }
        guard !children.isEmpty else {
            document.warnings.warn("tabBarController", at: controller, "tab bar controller '\(sceneID)' has no tabs, so it becomes a ViewController")
            return nil
        }
        return ("viewControllers", .array(children.map(OrderedJSON.string)))
    }

    private func warnAboutRelationships() {
        for record in segues where record.element["kind"] == "relationship" {
            document.warnings.warn("relationship", at: record.element,
                                   "relationship '\(record.element["relationship"] ?? "")' of a <\(entry.controller.name)> is not carried over")
        }
    }

    // MARK: Outlets and objects

    private func collectWantedViewNames(_ controller: XMLElementNode) {
        for outlet in controller.child("connections")?.children(named: "outlet") ?? [] {
            if let destination = outlet["destination"], let property = outlet["property"], wantedViewNames[destination] == nil {
                wantedViewNames[destination] = property
            }
        }
        for record in segues where record.element["kind"] == "embed" {
            if let sourceID = record.source["id"], wantedViewNames[sourceID] == nil {
                let destination = record.element["destination"].flatMap { document.sceneIDByControllerID[$0] } ?? "child"
                wantedViewNames[sourceID] = "\(destination) container"
            }
        }
    }

    private func importOutlets(_ controller: XMLElementNode) -> [(String, OrderedJSON)] {
        var outlets: [(String, OrderedJSON)] = []
        for connection in controller.child("connections")?.children ?? [] {
            guard let property = connection["property"] else { continue }
            if ownerIsBuiltIn {
                document.warnings.warnOnce("outlet", key: "builtInOwner:\(sceneID)", at: connection,
                                           "the outlets of scene '\(sceneID)' are not carried over: its class is HostKit's own, which has none of the app's outlets")
                continue
            }
            if connection.name == "outletCollection" {
                document.warnings.warnOnce("outletCollection", key: "\(sceneID).\(property)", at: connection,
                                           "outlet collection '\(property)' is not carried over: the format's outlets hold one view each")
                continue
            }
            guard connection.name == "outlet" else { continue }
            appendOutlet(connection, to: &outlets, scope: "the imported view tree") {
                self.viewIDByXcodeID[$0] ?? self.objectIDByXcodeID[$0] ?? self.barButtonItemIDByXcodeID[$0]
            }
        }
        return outlets
    }

    /// Appends the outlet `connection` to `outlets` as the format writes it, once per property,
    /// when its property is a Swift name and `target` gives an id for its destination (something
    /// in `scope`); warns otherwise.
    func appendOutlet(_ connection: XMLElementNode, to outlets: inout [(String, OrderedJSON)], scope: String,
                      target: (String) -> String?) {
        guard let property = connection["property"], let destination = connection["destination"] else { return }
        guard Self.isPropertyName(property) else {
            document.warnings.warn("outlet", at: connection, "outlet '\(property)' is not a Swift property name")
            return
        }
        if let target = target(destination) {
            if !outlets.contains(where: { $0.0 == property }) { outlets.append((property, .string(target))) }
        } else {
            let what = describeElement(withID: destination)
            document.warnings.warn("outlet", at: connection, "outlet '\(property)' is not carried over: it connects \(what), which is not in \(scope)")
        }
    }

    /// "a <barButtonItem>", for messages about what an outlet or action connects.
    private func describeElement(withID id: String) -> String {
        var found: XMLElementNode?
        entry.scene.forEachElement { element in
            if found == nil, element["id"] == id { found = element }
        }
        if let found { return "a <\(found.name)>" }
        if document.sceneIDByControllerID[id] != nil { return "another scene's controller" }
        return "an element of another scene"
    }

    /// Custom objects of the scene (`objects`), and a warning for each other member the format
    /// has no place for (gesture recognizers, free-standing views).
    private func importSceneObjects() -> [OrderedJSON] {
        var objects: [OrderedJSON] = []
        for member in entry.scene.child("objects")?.children ?? [] where member !== entry.controller {
            switch member.name {
            case "placeholder", "exit":
                continue
            case "customObject":
                guard let className = document.customClassName(of: member) else {
                    document.warnings.warn("customObject", at: member, "an object without a custom class is not carried over")
                    continue
                }
                let id = document.ids.allocate(from: [member["userLabel"], member["customClass"]], fallback: "object", xcodeID: member["id"])
                if let xcodeID = member["id"] { objectIDByXcodeID[xcodeID] = id }
                var object = JSONObjectBuilder()
                object.set("id", id)
                object.set("class", className)
                objects.append(object.json)
            case let name where name.hasSuffix("GestureRecognizer"):
                let actions = member.child("connections")?.children(named: "action").compactMap { $0["selector"] } ?? []
                if let gesture = carriedGesture(member), let xcodeID = member["id"] {
                    gestureByXcodeID[xcodeID] = gesture
                    continue
                }
                let sent = actions.isEmpty ? "" : " and its action \(actions.map { "'\($0)'" }.joined(separator: ", "))"
                document.warnings.warn("gestureRecognizer", at: member,
                                       "<\(name)>\(sent) is not carried over: the format declares a tap, long press, pan or right swipe on a view, sending one action to the scene's controller")
            default:
                document.warnings.warn(member.name, at: member, "<\(member.name)> outside the view tree is not carried over")
            }
        }
        return objects
    }

    /// The format's view key (`tapGestureAction`…) and action for a gesture recognizer a view of
    /// the scene holds, when the format can declare it: a kind it has keys for (a swipe to the
    /// right only) sending one action to the scene's own controller.
    private func carriedGesture(_ element: XMLElementNode) -> (key: String, action: String)? {
        let keys = ["tapGestureRecognizer": "tapGestureAction", "longPressGestureRecognizer": "longPressGestureAction",
                    "panGestureRecognizer": "panGestureAction", "swipeGestureRecognizer": "swipeGestureAction"]
        guard let key = keys[element.name], element.name != "swipeGestureRecognizer" || (element["direction"] ?? "right") == "right",
              let xcodeID = element["id"], !ownerIsBuiltIn,
              let actions = element.child("connections")?.children(named: "action"), actions.count == 1,
              actions[0]["destination"] == controllerXcodeID, let action = Self.actionName(actions[0]["selector"] ?? "")
        else { return nil }
        var heldByAView = false
        entry.controller.child(keyed: "view")?.forEachElement { node in
            if node.name == "outletCollection", node["property"] == "gestureRecognizers", node["destination"] == xcodeID { heldByAView = true }
        }
        return heldByAView ? (key, action) : nil
    }

    // MARK: Warnings about what has no place yet

    private func warnAboutBars(navigationItem: XMLElementNode?, tabBarItem: XMLElementNode?) {
        if let titleView = navigationItem?.child(keyed: "titleView") {
            document.warnings.warn("navigationItem", at: titleView, "the navigation item's title view <\(titleView.name)> is not carried over")
        }
        if let tabBarItem, tabBarItem["image"] != nil || tabBarItem["systemItem"] != nil || tabBarItem["selectedImage"] != nil {
            document.warnings.warn("tabBarItem", at: tabBarItem, "the tab bar item's image or system item is not carried over; its title is the scene's title")
        }
    }

    // MARK: Names

    /// An identifier the format takes, with a warning when Xcode's had to change.
    func formatIdentifier(_ text: String, what: String, at element: XMLElementNode) -> String {
        let converted = ReadableIDs.formatIdentifier(text) ?? "_"
        if converted != text {
            document.warnings.warn("identifier", at: element, "\(what) '\(text)' is written '\(converted)': ids take letters, digits, _, . and -")
        }
        return converted
    }

    /// `unwindToMealListWithSender:` → `unwindToMealList`: the Swift name of an `@IBAction`
    /// (its selector's first part, without the `With…` Objective-C adds for the first argument
    /// label `sender` or `segue`).
    static func actionName(_ selector: String) -> String? {
        var name = String(selector.prefix { $0 != ":" })
        for suffix in ["WithSender", "WithSegue", "WithUnwindSegue", "WithEvent", "WithNotification"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return isPropertyName(name) ? name : nil
    }

    static func isPropertyName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
