import StrictJSON

/// Views, their properties and their actions.
extension StoryboardReader {
    func readView(_ value: JSONValue) -> ViewDescription? {
        guard let view = object(value, what: "a view", remedy: "write the view as an object with a \"class\"") else { return nil }
        guard let classMember = member(view, "class", in: "a view", at: value.offset,
                                       remedy: "add \"class\": \(viewClasses.storyboardClassList) or Module.Class"),
              let className = string(classMember)
        else { return nil }
        let builtIn = viewClasses.storyboardClassID(named: className)
        if builtIn == nil, !className.contains(".") {
            let suggestion = Suggestions.closest(to: className, among: viewClasses.storyboardClasses.map(\.name))
            report(classMember.value.offset, "unknown view class \(quoted(className))",
                   remedy: suggestion.map { "did you mean \(quoted($0))?" }
                       ?? "use \(viewClasses.storyboardClassList), or Module.Class for a class of the plugin")
        }
        var description = ViewDescription(className: NameAt(className, at: classMember.value.offset), builtInClass: builtIn,
                                          id: nil, offset: value.offset, properties: [], subviews: [], actions: [])
        description.properties.reserveCapacity(view.members.count)
        for index in view.members.indices {
            let member = view.members[index]
            switch member.key {
            case "class":
                continue
            case "id":
                description.id = identifier(member)
                if let id = description.id {
                    sceneViewIDs.append(id)
                    if sceneViewClasses.index(forKey: id.name) == nil { sceneViewClasses.updateValue(builtIn, forKey: id.name) }
                }
            case "subviews":
                description.subviews = array(member)?.compactMap(readView) ?? []
            case "prototypes", "sections":
                guard isTable(className, builtIn) else {
                    report(member.keyOffset, "\(quoted(member.key)) belongs to a TableView, not a \(className)", remedy: "remove it, or make the view a TableView")
                    continue
                }
                if member.key == "prototypes" {
                    description.prototypes = readCells(member, what: "a prototype cell")
                    checkPrototypeIdentifiers(description.prototypes, at: member.keyOffset)
                } else {
                    description.staticSections = array(member)?.compactMap(readStaticSection) ?? []
                }
                if !description.prototypes.isEmpty, !description.staticSections.isEmpty, let sections = view["sections"] {
                    report(sections.keyOffset, "a table with static cells (\"sections\") also has prototype cells, which are for a data source",
                           remedy: "keep one: static cells show what the storyboard lays out; prototypes are dequeued by a data source")
                }
            case "outlets", "segue":
                guard isCell(className, builtIn) else {
                    report(member.keyOffset, "\(quoted(member.key)) belongs to a TableViewCell, not a \(className)",
                           remedy: member.key == "outlets" ? "connect outlets in the scene's \"outlets\"" : "perform segues from a control's \"actions\"")
                    continue
                }
                if member.key == "segue" {
                    description.selectionSegue = identifier(member)
                    if let segue = description.selectionSegue { sceneCellSegues.append(segue) }
                } else if let outlets = object(member.value, what: "\"outlets\"", remedy: "write outlets as {\"property\": \"id\"}") {
                    description.outlets = outlets.members.compactMap { outlet in
                        guard let property = propertyName(outlet.key, at: outlet.keyOffset, what: "an outlet") else { return nil }
                        return identifier(outlet).map { OutletDescription(property: property, target: $0) }
                    }
                }
            case "constraints":
                description.constraints = array(member)?.compactMap(readConstraint) ?? []
            case "layoutGuides":
                description.layoutGuides = array(member)?.compactMap(readLayoutGuide) ?? []
            case "autoresizingMask":
                description.autoresizingMask = readAutoresizingMask(member)
            case "translatesAutoresizingMaskIntoConstraints":
                description.translatesAutoresizingMaskIntoConstraints = bool(member)
            case "actions":
                if let builtIn, !viewClasses.classes[builtIn].sendsActions {
                    report(member.keyOffset, "a \(viewClasses.classes[builtIn].name) sends no actions",
                           remedy: "connect actions to a \(viewClasses.actionSenderList)")
                } else {
                    description.actions = array(member)?.compactMap(readAction) ?? []
                    sceneActions += description.actions
                }
            default:
                guard let key = viewClasses.key(named: member.key) else {
                    reportUnknownViewKey(member, builtIn: builtIn.map { viewClasses.classes[$0] })
                    continue
                }
                if let builtIn, !viewClasses.classes[builtIn].keySet.contains(key) {
                    reportMisplacedViewKey(member, key: key, builtIn: viewClasses.classes[builtIn])
                    continue
                }
                if let value = readValue(of: viewClasses.keyTypes[key], member) {
                    description.properties.append(ViewPropertyAt(key: key, keyOffset: member.keyOffset, value: value))
                }
            }
        }
        return description
    }

    /// Whether a view of `className` may hold cells: a TableView, or a plugin class (checked
    /// once the plugin is loaded).
    private func isTable(_ className: String, _ builtIn: ViewClassID?) -> Bool {
        guard let builtIn else { return true }
        return viewClasses.classes[builtIn].name == "TableView"
    }

    private func isCell(_ className: String, _ builtIn: ViewClassID?) -> Bool {
        guard let builtIn else { return true }
        return viewClasses.classes[builtIn].name == "TableViewCell"
    }

    /// The cells of `member`, an array of views each of which must be a TableViewCell.
    private func readCells(_ member: JSONMember, what: String) -> [ViewDescription] {
        let cells = array(member)?.compactMap(readView) ?? []
        for cell in cells where !isCell(cell.className.name, cell.builtInClass) {
            report(cell.className.offset, "\(what) is a \(cell.className.name), not a TableViewCell",
                   remedy: "make it a TableViewCell, or Module.Class of a TableViewCell subclass")
        }
        return cells
    }

    /// Each prototype has a reuse identifier of its own.
    private func checkPrototypeIdentifiers(_ prototypes: [ViewDescription], at offset: Int) {
        guard let key = viewClasses.key(named: "reuseIdentifier") else { return }
        var seen: [String: Int] = [:]
        for cell in prototypes {
            guard let property = cell.properties.first(where: { $0.key == key }), case .string(let identifier) = property.value, !identifier.isEmpty else {
                report(cell.offset, "a prototype cell has no \"reuseIdentifier\"",
                       remedy: "add \"reuseIdentifier\": the name the data source dequeues it by")
                continue
            }
            if let first = seen[identifier] {
                let line = source.location(at: first).line
                report(property.keyOffset, "two prototype cells have the reuse identifier \(quoted(identifier)) (the first at line \(line))",
                       remedy: "give each prototype cell its own reuseIdentifier")
            } else {
                seen[identifier] = property.keyOffset
            }
        }
    }

    private func readStaticSection(_ value: JSONValue) -> StaticSectionDescription? {
        guard let section = object(value, what: "a static section", remedy: "write {\"header\": \"Title\", \"cells\": [ … ]}") else { return nil }
        checkKeys(section, allowed: Self.staticSectionKeys, in: "a static section")
        var description = StaticSectionDescription(header: section["header"].flatMap(string), footer: section["footer"].flatMap(string), cells: [])
        if let cells = section["cells"] { description.cells = readCells(cells, what: "a static cell") }
        return description
    }

    private func reportUnknownViewKey(_ member: JSONMember, builtIn: ViewClassTable.ResolvedClass?) {
        let keys = (builtIn?.keys ?? Array(viewClasses.keys.indices)).map { viewClasses.keys[$0].name } + Self.viewStructureKeys
        let suggestion = Suggestions.closest(to: member.key, among: keys)
        report(member.keyOffset, "unknown key \(quoted(member.key)) in \(builtIn.map { "a \($0.name)" } ?? "a view")",
               remedy: suggestion.map { "did you mean \(quoted($0))?" } ?? "remove it; see the view keys in StoryboardFormat.md")
    }

    private func reportMisplacedViewKey(_ member: JSONMember, key: ViewKeyID, builtIn: ViewClassTable.ResolvedClass) {
        let owners = viewClasses.storyboardClasses(taking: key)
        let suggestion = Suggestions.closest(to: member.key, among: builtIn.keys.map { viewClasses.keys[$0].name })
        report(member.keyOffset, "a \(builtIn.name) has no property \(quoted(member.key)) (\(owners.map(\.name).joined(separator: " and ")) \(owners.count == 1 ? "has" : "have") it)",
               remedy: suggestion.map { "did you mean \(quoted($0))?" } ?? "remove it, or change the view's class")
    }

    /// Reads `member` as a value of `type`, reporting what is wrong with it.
    private func readValue(of type: StoryboardValueType, _ member: JSONMember) -> StoryboardValue? {
        switch type {
        case .string: string(member).map(StoryboardValue.string)
        case .bool: bool(member).map(StoryboardValue.bool)
        case .integer(let minimum): integer(member, minimum: minimum ?? .min).map(StoryboardValue.integer)
        case .number(let range): number(member, in: range).map(StoryboardValue.number)
        case .color: color(member).map(StoryboardValue.color)
        case .rect: readFrame(member).map(StoryboardValue.rect)
        case .insets: readInsets(member).map(StoryboardValue.insets)
        case .enumeration(let cases): enumeration(member, cases: cases).map(StoryboardValue.enumeration)
        }
    }

    private func readFrame(_ member: JSONMember) -> RectValue? {
        guard let frame = object(member.value, what: "\"frame\"", remedy: "write {\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 44}") else { return nil }
        checkKeys(frame, allowed: Self.frameKeys, in: "\"frame\"")
        var values: [Double] = []
        for key in Self.frameKeys {
            guard let component = self.member(frame, key, in: "\"frame\"", at: member.value.offset,
                                              remedy: "give all four of x, y, width and height"),
                  let value = number(component, in: key == "width" || key == "height" ? 0...Double.greatestFiniteMagnitude
                                                    : -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            else { return nil }
            values.append(value)
        }
        return RectValue(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Insets: all four of top, leading, bottom and trailing, any finite numbers (a negative
    /// inset reaches outside the edge, as UIKit allows).
    private func readInsets(_ member: JSONMember) -> InsetsValue? {
        let what = quoted(member.key)
        guard let insets = object(member.value, what: what, remedy: "write {\"top\": 8, \"leading\": 20, \"bottom\": 8, \"trailing\": 20}") else { return nil }
        checkKeys(insets, allowed: Self.insetsKeys, in: what)
        var values: [Double] = []
        for key in Self.insetsKeys {
            guard let component = self.member(insets, key, in: what, at: member.value.offset, remedy: "give all four of top, leading, bottom and trailing"),
                  let value = number(component, in: -1e6...1e6)
            else { return nil }
            values.append(value)
        }
        return InsetsValue(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    func color(_ member: JSONMember) -> ColorValue? {
        guard let text = string(member) else { return nil }
        guard let color = ColorValue(text: text) else {
            report(member.value.offset, "\(quoted(text)) is not a colour",
                   remedy: "write #RRGGBB, #RRGGBBAA or one of: \(ColorValue.named.keys.sorted().joined(separator: ", "))")
            return nil
        }
        return color
    }

    private func readAction(_ value: JSONValue) -> ActionDescription? {
        guard let action = object(value, what: "an action", remedy: "write {\"event\": \"touchUpInside\", \"action\": \"name\"}") else { return nil }
        checkKeys(action, allowed: Self.actionKeys, in: "an action")
        let event = member(action, "event", in: "an action", at: value.offset, remedy: "add \"event\", such as \"touchUpInside\"")
            .flatMap { enumeration($0, ControlEventName.self) }
        guard case let kind?? = actionKind(action, at: value.offset, what: "an action", sender: "a control event"),
              let event
        else { return nil }
        return ActionDescription(event: event, offset: value.offset, kind: kind)
    }

    /// What an action entry or a bar button item (`what`) does when `sender` happens: an
    /// `"action"` with an optional `"target"`, or a `"segue"`. `nil` after an error is reported;
    /// `.some(nil)` where `isOptional` and the object has neither.
    func actionKind(_ object: JSONObject, at offset: Int, what: String, sender: String, isOptional: Bool = false) -> ActionDescription.Kind?? {
        let actionMember = object["action"], segueMember = object["segue"]
        switch (actionMember, segueMember) {
        case (nil, nil):
            if let target = object["target"] {
                report(target.keyOffset, "\(what) has a \"target\" but no \"action\"", remedy: "add \"action\": the @Action to send to the target, or remove \"target\"")
                return nil
            }
            if isOptional { return .some(nil) }
            report(offset, "\(what) has neither \"action\" nor \"segue\"",
                   remedy: "add \"action\": the @Action to send, or \"segue\": the segue to perform")
            return nil
        case (.some, .some(let segueMember)):
            report(segueMember.keyOffset, "\(what) has both \"action\" and \"segue\"", remedy: "keep one: \(sender) sends an action or performs a segue")
            return nil
        case (nil, .some(let segueMember)):
            if let target = object["target"] {
                report(target.keyOffset, "\(what) that performs a segue has no \"target\"", remedy: "remove \"target\"; the segue starts at the scene's controller")
                return nil
            }
            return identifier(segueMember).map { .segue($0) }
        case (.some(let actionMember), nil):
            var target = ActionDescription.Target.owner
            if let targetMember = object["target"] {
                guard let text = string(targetMember) else { return nil }
                switch text {
                case "owner": target = .owner
                case "firstResponder": target = .firstResponder
                default:
                    guard let objectID = identifier(targetMember) else { return nil }
                    target = .object(objectID)
                }
            }
            guard let text = string(actionMember), let name = propertyName(text, at: actionMember.value.offset, what: "an action") else { return nil }
            return .action(name: name, target: target)
        }
    }
}
