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

    /// The elements drawn inside `element` (``childViewElements(of:)``), warning about the cells
    /// that are not.
    private func subviewElements(of element: XMLElementNode) -> [XMLElementNode] {
        for child in element.children {
            switch child.name {
            case "prototypes":
                let count = child.children.count
                if count > 0 {
                    document.warnings.warn("prototypeCell", at: child,
                                           "\(count) prototype cell\(count == 1 ? "" : "s") (\(child.children.compactMap { $0["reuseIdentifier"] }.map { "'\($0)'" }.joined(separator: ", "))) not carried over: HostKit has no table or collection view to make cells from yet")
                }
            case "cells":
                // A collection view's cells are prototypes, warned about with the collection view.
                if element.name == "collectionView", !child.children.isEmpty {
                    document.warnings.warn("prototypeCell", at: child,
                                           "\(child.children.count) collection view cell\(child.children.count == 1 ? "" : "s") not carried over: HostKit has no collection view to make cells from yet")
                }
            default:
                continue
            }
        }
        return childViewElements(of: element)
    }

    /// The elements drawn inside `element`: its subviews, a cell's content view, a table's
    /// header, static cells and footer, in the order they stack on screen.
    func childViewElements(of element: XMLElementNode) -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        let installed = { (child: XMLElementNode) in child["id"].map { !self.document.uninstalledViewIDs.contains($0) } ?? true }
        for child in element.children {
            switch child.name {
            case "subviews":
                result += child.children.filter(installed)
            case "sections":
                for section in child.children(named: "tableViewSection") {
                    result += section.child("cells")?.children.filter(installed) ?? []
                }
            default:
                if ["contentView", "tableHeaderView", "tableFooterView", "backgroundView"].contains(child["key"] ?? ""), installed(child) {
                    result.append(child)
                }
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
                guard let index = segueIndexByElement[ObjectIdentifier(connection)], let id = segues[index].id,
                      let event = mapping.controlEvent, Self.segueKind(connection["kind"]) != "embed"
                else { continue }
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
        let destination = connection["destination"] ?? ""
        if destination == controllerXcodeID {
            // The owner is the default target, when it is the app's class.
            if ownerIsBuiltIn {
                document.warnings.warnOnce("action", key: "builtInOwner:\(sceneID)", at: connection,
                                           "the actions sent to scene '\(sceneID)' are not carried over: its class is HostKit's own, which has none of the app's actions")
                return nil
            }
        } else if document.firstResponderIDs.contains(destination) {
            action.set("target", "firstResponder")
        } else if let object = objectIDByXcodeID[destination] {
            action.set("target", object)
        } else {
            document.warnings.warn("action", at: connection, "action '\(selector)' is not carried over: its target is neither the scene's controller, the first responder nor one of its objects")
            return nil
        }
        return action.json
    }
}
