import StrictJSON

/// Views, their properties and their actions.
extension StoryboardReader {
    func readView(_ value: JSONValue) -> ViewDescription? {
        guard let view = object(value, what: "a view", remedy: "write the view as an object with a \"class\"") else { return nil }
        guard let classMember = member(view, "class", in: "a view", at: value.offset,
                                       remedy: "add \"class\": View, Label, Button, TextField, Switch, ImageView, StackView or Module.Class"),
              let className = string(classMember)
        else { return nil }
        let builtIn = BuiltInViewClass(rawValue: className.hasPrefix("HostKit.") ? String(className.dropFirst(8)) : className)
        if builtIn == nil, !className.contains(".") {
            let suggestion = Suggestions.closest(to: className, among: BuiltInViewClass.allCases.map(\.rawValue))
            report(classMember.value.offset, "unknown view class \(quoted(className))",
                   remedy: suggestion.map { "did you mean \(quoted($0))?" }
                       ?? "use View, Label, Button, TextField, Switch, ImageView, StackView, or Module.Class for a class of the plugin")
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
                if let id = description.id { sceneViewIDs.append(id) }
            case "subviews":
                description.subviews = array(member)?.compactMap(readView) ?? []
            case "actions":
                if let builtIn, !builtIn.isControl {
                    report(member.keyOffset, "a \(builtIn.rawValue) sends no actions",
                           remedy: "connect actions to a Button, TextField or Switch")
                } else {
                    description.actions = array(member)?.compactMap(readAction) ?? []
                    sceneActions += description.actions
                }
            default:
                guard let key = ViewPropertyKey(name: member.key) else {
                    reportUnknownViewKey(member, builtIn: builtIn)
                    continue
                }
                if let builtIn, !builtIn.propertyKeys.contains(key) {
                    reportMisplacedViewKey(member, key: key, builtIn: builtIn)
                    continue
                }
                if let property = readProperty(key, member) {
                    description.properties.append(ViewPropertyAt(key: key, keyOffset: member.keyOffset, value: property))
                }
            }
        }
        return description
    }

    private func reportUnknownViewKey(_ member: JSONMember, builtIn: BuiltInViewClass?) {
        let keys = (builtIn?.propertyKeys.map(\.name) ?? ViewPropertyKey.allCases.map(\.name)) + Self.viewStructureKeys
        let suggestion = Suggestions.closest(to: member.key, among: keys)
        report(member.keyOffset, "unknown key \(quoted(member.key)) in \(builtIn.map { "a \($0.rawValue)" } ?? "a view")",
               remedy: suggestion.map { "did you mean \(quoted($0))?" } ?? "remove it; see the view keys in StoryboardFormat.md")
    }

    private func reportMisplacedViewKey(_ member: JSONMember, key: ViewPropertyKey, builtIn: BuiltInViewClass) {
        let owners = key.classesTakingIt.map(\.rawValue).joined(separator: " and ")
        let suggestion = Suggestions.closest(to: member.key, among: builtIn.propertyKeys.map(\.name))
        report(member.keyOffset, "a \(builtIn.rawValue) has no property \(quoted(member.key)) (\(owners) \(key.classesTakingIt.count == 1 ? "has" : "have") it)",
               remedy: suggestion.map { "did you mean \(quoted($0))?" } ?? "remove it, or change the view's class")
    }

    private func readProperty(_ key: ViewPropertyKey, _ member: JSONMember) -> ViewProperty? {
        switch key {
        case .frame: readFrame(member).map(ViewProperty.frame)
        case .backgroundColor: color(member).map(ViewProperty.backgroundColor)
        case .hidden: bool(member).map(ViewProperty.hidden)
        case .alpha: number(member, in: 0...1).map(ViewProperty.alpha)
        case .userInteractionEnabled: bool(member).map(ViewProperty.userInteractionEnabled)
        case .tag: integer(member).map(ViewProperty.tag)
        case .accessibilityIdentifier: string(member).map(ViewProperty.accessibilityIdentifier)
        case .text: string(member).map(ViewProperty.text)
        case .textColor: color(member).map(ViewProperty.textColor)
        case .textAlignment: enumeration(member, TextAlignmentValue.self).map(ViewProperty.textAlignment)
        case .numberOfLines: integer(member, minimum: 0).map(ViewProperty.numberOfLines)
        case .placeholder: string(member).map(ViewProperty.placeholder)
        case .title: string(member).map(ViewProperty.title)
        case .titleColor: color(member).map(ViewProperty.titleColor)
        case .enabled: bool(member).map(ViewProperty.enabled)
        case .on: bool(member).map(ViewProperty.on)
        case .image: string(member).map(ViewProperty.image)
        case .axis: enumeration(member, AxisValue.self).map(ViewProperty.axis)
        case .spacing: number(member, in: 0...Double.greatestFiniteMagnitude).map(ViewProperty.spacing)
        case .alignment: enumeration(member, StackAlignmentValue.self).map(ViewProperty.alignment)
        case .distribution: enumeration(member, StackDistributionValue.self).map(ViewProperty.distribution)
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

    private func color(_ member: JSONMember) -> ColorValue? {
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
        let actionMember = action["action"], segueMember = action["segue"]
        switch (actionMember, segueMember) {
        case (nil, nil):
            report(value.offset, "an action has neither \"action\" nor \"segue\"",
                   remedy: "add \"action\": the @Action to send, or \"segue\": the segue to perform")
            return nil
        case (.some, .some(let segueMember)):
            report(segueMember.keyOffset, "an action has both \"action\" and \"segue\"", remedy: "keep one: a control event sends an action or performs a segue")
            return nil
        case (nil, .some(let segueMember)):
            if let target = action["target"] {
                report(target.keyOffset, "a segue action has no \"target\"", remedy: "remove \"target\"; the segue starts at the scene's controller")
            }
            guard let event, let segue = identifier(segueMember) else { return nil }
            return ActionDescription(event: event, offset: value.offset, kind: .segue(segue))
        case (.some(let actionMember), nil):
            var target = ActionDescription.Target.owner
            if let targetMember = action["target"], let text = string(targetMember) {
                switch text {
                case "owner": target = .owner
                case "firstResponder": target = .firstResponder
                default:
                    guard let object = identifier(targetMember) else { return nil }
                    target = .object(object)
                }
            }
            guard let event, let text = string(actionMember),
                  let name = propertyName(text, at: actionMember.value.offset, what: "an action")
            else { return nil }
            return ActionDescription(event: event, offset: value.offset, kind: .action(name: name, target: target))
        }
    }
}
