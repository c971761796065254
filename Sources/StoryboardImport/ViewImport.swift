/// The view tree of a scene: each element through its ``ViewElementMapping``, with the keys
/// every view has, its actions, and its subviews.
extension SceneImport {
    /// `element` as a view, then (below the deepest level the JSON nests) its descendants lifted
    /// beside it with frames in the same superview's coordinates. `offset` is the origin of the
    /// lifted view's old superview in the new one's coordinates; `nil` when nothing is lifted.
    func importView(_ element: XMLElementNode, depth: Int, offset: (x: Double, y: Double)?) -> [OrderedJSON] {
        let mapping = mapping(for: element)
        var view = JSONObjectBuilder()
        view.set("class", document.customClassName(of: element) ?? mapping.hostKitClass)
        // Ids were given when the scene's layout was read (``planLayout(root:controller:)``).
        view.set("id", element["id"].flatMap { viewIDByXcodeID[$0] })
        let reader = ViewKeyReader(element: element, scene: self)
        var frame = reader.frame()
        if let offset, let original = frame {
            frame = (original.x + offset.x, original.y + offset.y, original.width, original.height)
        }
        if let frame {
            var rect = JSONObjectBuilder()
            rect.set("x", number: frame.x)
            rect.set("y", number: frame.y)
            rect.set("width", number: frame.width)
            rect.set("height", number: frame.height)
            view.set("frame", rect.json)
        }
        reader.commonKeys(&view)
        mapping.applyKeys(reader, &view)
        let actions = importActions(of: element, mapping: mapping)
        if !actions.isEmpty { view.set("actions", .array(actions)) }
        for held in element.child("connections")?.children(named: "outletCollection") ?? []
        where held["property"] == "gestureRecognizers" {
            if let gesture = held["destination"].flatMap({ gestureByXcodeID[$0] }) { view.set(gesture.key, gesture.action) }
        }
        writeLayout(of: element, isRoot: depth == 0, to: &view)
        writeCellConnections(of: element, to: &view)

        var lifted: [OrderedJSON] = []
        let children = subviewElements(of: element)
        if depth + 1 < Self.maximumViewDepth {
            let subviews = children.flatMap { importView($0, depth: depth + 1, offset: nil) }
            if !subviews.isEmpty { view.set("subviews", .array(subviews)) }
        } else {
            // Past the deepest level: this view's descendants become its siblings, at the same
            // place on screen (their frames moved by this view's origin).
            let origin = frame.map { (x: $0.x, y: $0.y) } ?? offset ?? (x: 0, y: 0)
            for child in children {
                flattenedDeepViews += 1
                lifted += importView(child, depth: depth, offset: origin)
            }
        }
        let cells = tableCells(of: element)
        for prototype in cells.unusablePrototypes {
            document.warnings.warn("prototypeCell", at: prototype, prototype["reuseIdentifier"].map { "a prototype cell with the reuse identifier '\($0)' of an earlier one is not carried over" }
                                   ?? "a prototype cell without a reuse identifier is not carried over: no data source could dequeue it")
        }
        if !cells.prototypes.isEmpty {
            view.set("prototypes", .array(cells.prototypes.flatMap { importView($0, depth: depth + 1, offset: nil) }))
        }
        if !cells.sections.isEmpty {
            view.set("sections", .array(cells.sections.map { section, sectionCells in
                var json = JSONObjectBuilder()
                json.set("header", section["headerTitle"])
                json.set("footer", section["footerTitle"])
                json.set("cells", .array(sectionCells.flatMap { importView($0, depth: depth + 1, offset: nil) }))
                return json.json
            }))
        }
        return [view.json] + lifted
    }

    private func mapping(for element: XMLElementNode) -> ViewElementMapping {
        if let mapping = ViewElementMapping.table[element.name] {
            if let dropped = mapping.dropped {
                document.warnings.warnOnce(element.name, key: "\(sceneID):\(element.name)", at: element,
                                           "<\(element.name)> becomes a plain View: \(dropped)")
            }
            return mapping
        }
        document.warnings.warnOnce(element.name, key: "\(sceneID):\(element.name)", at: element,
                                   "unknown view element <\(element.name)> becomes a plain View with its frame and subviews")
        return .plainView("")
    }

    /// The elements drawn inside `element` (``childViewElements(of:)``), warning about a collection
    /// view's cells, which are not.
    private func subviewElements(of element: XMLElementNode) -> [XMLElementNode] {
        // A collection view's cells are prototypes, warned about with the collection view.
        if element.name == "collectionView", let cells = element.child("cells"), !cells.children.isEmpty {
            document.warnings.warn("prototypeCell", at: cells,
                                   "\(cells.children.count) collection view cell\(cells.children.count == 1 ? "" : "s") not carried over: HostKit has no collection view to make cells from yet")
        }
        return childViewElements(of: element)
    }

    /// The elements drawn inside `element` as its subviews: its own, a collection cell's content
    /// view; a table cell's are its content view's, but for the labels the cell's style makes
    /// (a table's cells are its ``tableCells(of:)``).
    func childViewElements(of element: XMLElementNode) -> [XMLElementNode] {
        let installed = { (child: XMLElementNode) in child["id"].map { !self.document.uninstalledViewIDs.contains($0) } ?? true }
        if let content = Self.contentView(of: element) {
            let builtIn = Self.builtInCellViewIDs(of: element)
            return (content.child("subviews")?.children ?? []).filter { installed($0) && !builtIn.contains($0["id"] ?? "") }
        }
        var result: [XMLElementNode] = []
        for child in element.children {
            if child.name == "subviews" {
                result += child.children.filter(installed)
            } else if ["contentView", "backgroundView"].contains(child["key"] ?? ""), installed(child) {
                result.append(child)
            }
        }
        return result
    }

    // MARK: Actions

    /// The control's actions and the segues it performs, as the format's `"actions"`.
    private func importActions(of element: XMLElementNode, mapping: ViewElementMapping) -> [OrderedJSON] {
        guard let connections = element.child("connections") else { return [] }
        var actions: [OrderedJSON] = []
        for connection in connections.children {
            switch connection.name {
            case "action":
                if let action = importAction(connection, of: element, mapping: mapping) { actions.append(action) }
            case "segue":
                guard let id = startableSegueID(connection), let event = mapping.controlEvent else { continue }
                triggeredSegues.insert(ObjectIdentifier(connection))
                var action = JSONObjectBuilder()
                action.set("event", event)
                action.set("segue", id)
                actions.append(action.json)
            case "outlet", "outletCollection":
                guard let property = connection["property"] else { continue }
                if connection.name == "outletCollection", property == "gestureRecognizers" { continue }
                // A plain View's warning already says its data source and delegate are gone.
                if mapping.dropped != nil, ["dataSource", "delegate", "navigationDelegate", "uiDelegate"].contains(property) { continue }
                // A table's data source and delegate are its controller's, as a TableViewController's are.
                if element.name == "tableView", ["dataSource", "delegate"].contains(property) { continue }
                if keepsCellOutlets(element), connection.name == "outlet" { continue }
                document.warnings.warnOnce("viewOutlet", key: "outlet:\(element.name).\(property)", at: connection,
                                           "outlet '\(property)' of a <\(element.name)> is not carried over: the format's outlets belong to the scene's controller; set it in code")
            default:
                continue
            }
        }
        return actions
    }

    static let controlEvents: [String: String] = [
        "touchUpInside": "touchUpInside", "touchDown": "touchDown", "valueChanged": "valueChanged",
        "editingDidBegin": "editingDidBegin", "editingChanged": "editingChanged", "editingDidEnd": "editingDidEnd",
        "primaryActionTriggered": "primaryActionTriggered",
    ]

    private func importAction(_ connection: XMLElementNode, of element: XMLElementNode, mapping: ViewElementMapping) -> OrderedJSON? {
        let selector = connection["selector"] ?? ""
        guard mapping.controlEvent != nil else {
            document.warnings.warn("action", at: connection, "action '\(selector)' of a <\(element.name)> is not carried over: the view it becomes sends no actions")
            return nil
        }
        guard let eventType = connection["eventType"], let event = Self.controlEvents[eventType] else {
            document.warnings.warn("action", at: connection,
                                   "action '\(selector)' on event '\(connection["eventType"] ?? "none")' is not carried over: the format connects \(Self.controlEvents.keys.sorted().joined(separator: ", "))")
            return nil
        }
        guard let name = Self.actionName(selector) else {
            document.warnings.warn("action", at: connection, "action '\(selector)' has no Swift name the format can take")
            return nil
        }
        var action = JSONObjectBuilder()
        action.set("event", event)
        action.set("action", name)
        return setTarget(of: connection, on: &action) ? action.json : nil
    }

    /// Sets `action`'s `"target"` to where `connection` sends it (none for the scene's
    /// controller, the default); false, with a warning, when the format cannot name it.
    func setTarget(of connection: XMLElementNode, on action: inout JSONObjectBuilder) -> Bool {
        let destination = connection["destination"] ?? ""
        if destination == controllerXcodeID {
            // The owner is the default target, when it is the app's class.
            if ownerIsBuiltIn {
                document.warnings.warnOnce("action", key: "builtInOwner:\(sceneID)", at: connection,
                                           "the actions sent to scene '\(sceneID)' are not carried over: its class is HostKit's own, which has none of the app's actions")
                return false
            }
        } else if document.firstResponderIDs.contains(destination) {
            action.set("target", "firstResponder")
        } else if let object = objectIDByXcodeID[destination] {
            action.set("target", object)
        } else {
            document.warnings.warn("action", at: connection,
                                   "action '\(connection["selector"] ?? "")' is not carried over: its target is neither the scene's controller, the first responder nor one of its objects")
            return false
        }
        return true
    }
}
