import StrictJSON

/// Turns the JSON tree of one storyboard file into its description, reporting every structural
/// problem (unknown keys, wrong types, values out of range) at the offending key or value.
final class StoryboardReader {
    let source: StoryboardSource
    /// The built-in view classes and their keys: HostKit's descriptors.
    let viewClasses: ViewClassTable
    private(set) var diagnostics: [StoryboardDiagnostic] = []
    /// The view ids and actions of the scene being read, gathered by `readView`.
    var sceneViewIDs: [NameAt] = []
    /// The built-in class of each view of the scene by id (`nil` for a plugin class), for the
    /// constraints' checks.
    var sceneViewClasses: [String: ViewClassID?] = [:]
    var sceneGuideIDs: [NameAt] = []
    var sceneActions: [ActionDescription] = []
    var sceneCellSegues: [NameAt] = []

    static let fileKeys = ["$schema", "format", "scenes"]
    static let sceneKeys = ["id", "class", "initial", "storyboardIdentifier", "restorationIdentifier", "title", "view",
                            "navigationItem", "toolbarItems", "objects", "outlets", "segues", "rootViewController", "toolbarHidden",
                            "viewControllers", "selectedIndex"]
    static let referenceSceneKeys = ["id", "reference"]
    static let referenceKeys = ["storyboard", "identifier"]
    static let objectKeys = ["id", "class"]
    static let segueKeys = ["id", "kind", "destination", "container", "action", "class"]
    static let actionKeys = ["event", "action", "target", "segue"]
    static let frameKeys = ["x", "y", "width", "height"]
    static let insetsKeys = ["top", "leading", "bottom", "trailing"]
    static let viewStructureKeys = ["class", "id", "subviews", "actions", "prototypes", "sections", "outlets", "segue", "constraints", "layoutGuides", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints"]
    static let staticSectionKeys = ["header", "footer", "cells"]

    init(source: StoryboardSource, viewClasses: ViewClassTable) {
        self.source = source
        self.viewClasses = viewClasses
    }

    func report(_ offset: Int, _ message: String, remedy: String) {
        diagnostics.append(StoryboardDiagnostic(at: source.location(at: offset), message, remedy: remedy))
    }

    // MARK: The file

    func readFile(_ root: JSONValue) -> [SceneDescription] {
        guard let file = object(root, what: "a storyboard", remedy: "a storyboard file holds one object: {\"format\": 1, \"scenes\": [...]}") else { return [] }
        checkKeys(file, allowed: Self.fileKeys, in: "the storyboard")
        if let format = member(file, "format", in: "the storyboard", at: root.offset, remedy: "add \"format\": 1") {
            if case .number(let number) = format.value.kind, number.integer == StoryboardDecoder.currentFormat {
                // The one format this reader knows.
            } else if case .number(let number) = format.value.kind, let version = number.integer {
                report(format.value.offset, "storyboard format \(version) is not supported; this apphost reads format \(StoryboardDecoder.currentFormat)",
                       remedy: "set \"format\": 1, or use the apphost the storyboard was written for")
            } else {
                typeMismatch(format, expected: "the number 1")
            }
        }
        guard let scenesMember = member(file, "scenes", in: "the storyboard", at: root.offset, remedy: "add \"scenes\": [ ... ], one object per view controller"),
              let sceneValues = array(scenesMember)
        else { return [] }
        if sceneValues.isEmpty {
            report(scenesMember.value.offset, "\"scenes\" is empty", remedy: "describe at least one view controller")
        }
        return sceneValues.compactMap(readScene)
    }

    // MARK: Scenes

    private func readScene(_ value: JSONValue) -> SceneDescription? {
        guard let scene = object(value, what: "a scene", remedy: "write the scene as an object with \"id\" and \"class\"") else { return nil }
        if scene["reference"] != nil {
            return readReferenceScene(scene, at: value.offset)
        }
        let id = requiredIdentifier(scene, "id", in: "a scene", at: value.offset, remedy: "give the scene an \"id\", unique in the file")
        let classMember = member(scene, "class", in: "scene \(quoted(id))", at: value.offset,
                                 remedy: "add \"class\": \"ViewController\", \"TableViewController\", \"NavigationController\", \"TabBarController\" or \"Module.Class\"")
        let className = classMember.flatMap(className)
        let kind = className.map { SceneClassKind(className: $0.name) }
        checkKeys(scene, allowed: kind?.allowedKeys ?? Self.sceneKeys, in: "scene \(quoted(id))", classDescription: kind?.description)

        var controller = ControllerSceneDescription(
            className: className ?? NameAt("", at: value.offset),
            storyboardIdentifier: scene["storyboardIdentifier"].flatMap(identifier),
            restorationIdentifier: scene["restorationIdentifier"].flatMap(string),
            title: scene["title"].flatMap(string),
            view: nil, objects: [], outlets: [], segues: [], container: nil)
        if let viewMember = scene["view"] {
            sceneViewIDs = []
            sceneViewClasses = [:]
            sceneGuideIDs = []
            sceneActions = []
            sceneCellSegues = []
            controller.view = readView(viewMember.value)
            controller.viewIDs = sceneViewIDs
            controller.guideIDs = sceneGuideIDs
            controller.viewActions = sceneActions
            controller.cellSegues = sceneCellSegues
            if let view = controller.view {
                checkConstraintItems(of: view, superview: nil, classByID: sceneViewClasses, guideIDs: Set(sceneGuideIDs.map(\.name)))
            }
        }
        if kind == .plain || kind == .custom { readBarButtonItems(scene, into: &controller) }
        controller.isToolbarHidden = scene["toolbarHidden"].flatMap(bool)
        if let objects = scene["objects"].flatMap(array) {
            controller.objects = objects.compactMap(readObject)
        }
        if let outlets = scene["outlets"], let outletObject = object(outlets.value, what: "\"outlets\"", remedy: "write outlets as {\"property\": \"id\"}") {
            controller.outlets = outletObject.members.compactMap { member in
                guard let property = propertyName(member.key, at: member.keyOffset, what: "an outlet") else { return nil }
                return identifier(member).map { OutletDescription(property: property, target: $0) }
            }
        }
        if let segues = scene["segues"].flatMap(array) {
            controller.segues = segues.compactMap(readSegue)
        }
        controller.container = readContainer(scene, kind: kind, sceneID: id, at: value.offset)
        return SceneDescription(id: id?.name ?? "", offset: id?.offset ?? value.offset,
                                isInitial: scene["initial"].flatMap(bool) ?? false, content: .controller(controller))
    }

    private func readReferenceScene(_ scene: JSONObject, at offset: Int) -> SceneDescription? {
        let id = requiredIdentifier(scene, "id", in: "a storyboard reference", at: offset, remedy: "give the reference an \"id\", unique in the file")
        checkKeys(scene, allowed: Self.referenceSceneKeys, in: "storyboard reference \(quoted(id))",
                  remedy: "a storyboard reference has only \"id\" and \"reference\"; describe the scene in the other storyboard")
        guard let referenceMember = scene["reference"],
              let reference = object(referenceMember.value, what: "\"reference\"", remedy: "write {\"storyboard\": \"Name\", \"identifier\": \"SceneIdentifier\"}")
        else { return nil }
        checkKeys(reference, allowed: Self.referenceKeys, in: "\"reference\"")
        guard let storyboard = member(reference, "storyboard", in: "\"reference\"", at: referenceMember.value.offset,
                                      remedy: "name the other storyboard file without .storyboard.json").flatMap(nonEmptyString)
        else { return nil }
        let description = StoryboardReferenceDescription(storyboard: storyboard, identifier: reference["identifier"].flatMap(nonEmptyString))
        return SceneDescription(id: id?.name ?? "", offset: id?.offset ?? offset, isInitial: false, content: .reference(description))
    }

    private func readContainer(_ scene: JSONObject, kind: SceneClassKind?, sceneID: NameAt?, at offset: Int) -> ContainerDescription? {
        let root = scene["rootViewController"]
        let children = scene["viewControllers"]
        if root != nil, let children, kind == .custom {
            report(children.keyOffset, "scene \(quoted(sceneID)) has both \"rootViewController\" and \"viewControllers\"",
                   remedy: "a navigation controller takes \"rootViewController\", a tab bar controller \"viewControllers\"; keep the one its class needs")
            return nil
        }
        if kind == .navigation, root == nil {
            report(offset, "navigation controller scene \(quoted(sceneID)) has no \"rootViewController\"",
                   remedy: "add \"rootViewController\": the id of the scene it shows first")
        }
        if kind == .tabBar, children == nil {
            report(offset, "tab bar controller scene \(quoted(sceneID)) has no \"viewControllers\"",
                   remedy: "add \"viewControllers\": [the ids of the scenes of its tabs]")
        }
        if let root, let rootID = identifier(root) {
            return .navigation(root: rootID)
        }
        if let children, let childValues = array(children) {
            let childIDs = childValues.compactMap { value in identifierValue(value, key: "viewControllers") }
            if childValues.isEmpty {
                report(children.value.offset, "\"viewControllers\" is empty", remedy: "list the scene id of each tab")
            }
            var selectedIndex = 0
            if let selected = scene["selectedIndex"], let index = integer(selected) {
                if index < 0 || index >= max(childValues.count, 1) {
                    report(selected.value.offset, "\"selectedIndex\" is \(index), but there \(childValues.count == 1 ? "is 1 tab" : "are \(childValues.count) tabs")",
                           remedy: "use an index from 0 to \(max(childValues.count - 1, 0))")
                } else {
                    selectedIndex = index
                }
            }
            return .tabBar(children: childIDs, selectedIndex: selectedIndex)
        }
        return nil
    }

    private func readObject(_ value: JSONValue) -> ObjectDescription? {
        guard let object = object(value, what: "an object", remedy: "write {\"id\": \"…\", \"class\": \"Module.Class\"}") else { return nil }
        checkKeys(object, allowed: Self.objectKeys, in: "an object")
        let id = requiredIdentifier(object, "id", in: "an object", at: value.offset, remedy: "give the object an \"id\", unique in the file")
        let className = member(object, "class", in: "object \(quoted(id))", at: value.offset, remedy: "add \"class\": \"Module.Class\"").flatMap(className)
        guard let id, let className else { return nil }
        return ObjectDescription(id: id, className: className)
    }

    // MARK: Segues

    private func readSegue(_ value: JSONValue) -> SegueDescription? {
        guard let segue = object(value, what: "a segue", remedy: "write {\"id\": \"…\", \"kind\": \"show\", \"destination\": \"scene id\"}") else { return nil }
        let id = member(segue, "id", in: "a segue", at: value.offset, remedy: "give the segue an \"id\", the identifier performSegue(withIdentifier:sender:) takes").flatMap(identifier)
        let kind = member(segue, "kind", in: "segue \(quoted(id))", at: value.offset, remedy: "add \"kind\": show, present, embed, unwind or custom")
            .flatMap { enumeration($0, SegueDescription.Kind.self) }
        guard let kind else {
            checkKeys(segue, allowed: Self.segueKeys, in: "segue \(quoted(id))")
            return nil
        }
        let required: String? = switch kind {
        case .show, .present: nil
        case .embed: "container"
        case .unwind: "action"
        case .custom: "class"
        }
        let allowed = ["id", "kind"] + (kind == .unwind ? [] : ["destination"]) + (required.map { [$0] } ?? [])
        checkKeys(segue, allowed: allowed, in: "\(kind == .unwind || kind == .embed ? "an" : "a") \(kind.rawValue) segue", remedy: Self.segueKeysRemedy(kind))
        let destination = kind == .unwind ? nil
            : member(segue, "destination", in: "segue \(quoted(id))", at: value.offset, remedy: "add \"destination\": the id of the scene it leads to").flatMap(identifier)
        var description = SegueDescription(id: id ?? NameAt("", at: value.offset), kind: kind, offset: value.offset, destination: destination)
        switch kind {
        case .embed:
            description.container = member(segue, "container", in: "embed segue \(quoted(id))", at: value.offset,
                                            remedy: "add \"container\": the id of the view that holds the child's view").flatMap(identifier)
        case .unwind:
            if let action = member(segue, "action", in: "unwind segue \(quoted(id))", at: value.offset,
                                   remedy: "add \"action\": the @Action the destination implements"),
               let name = string(action) {
                description.unwindAction = propertyName(name, at: action.value.offset, what: "an action")
            }
        case .custom:
            description.customClass = member(segue, "class", in: "custom segue \(quoted(id))", at: value.offset,
                                             remedy: "add \"class\": \"Module.Class\", a StoryboardSegue subclass").flatMap(className)
        case .show, .present:
            break
        }
        guard id != nil, destination != nil || kind == .unwind else { return nil }
        return description
    }

    private static func segueKeysRemedy(_ kind: SegueDescription.Kind) -> String {
        switch kind {
        case .show, .present: "a \(kind.rawValue) segue takes \"id\", \"kind\" and \"destination\""
        case .embed: "an embed segue takes \"id\", \"kind\", \"destination\" and \"container\""
        case .unwind: "an unwind segue takes \"id\", \"kind\" and \"action\"; its destination is found at run time"
        case .custom: "a custom segue takes \"id\", \"kind\", \"destination\" and \"class\""
        }
    }

    // MARK: Names

    /// `"class"` values: a built-in name or `Module.Class`.
    private func className(_ member: JSONMember) -> NameAt? {
        guard let name = nonEmptyString(member) else { return nil }
        // Cut at the byte: a "." a combining mark joins is no cut, but then the part after it
        // starts with the mark, which no identifier does, so the same names are refused.
        let parts = name.name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ Self.isSwiftIdentifier(Substring($0)) }) else {
            report(member.value.offset, "\(quoted(name.name)) is not a class name",
                   remedy: "write a built-in class such as \"View\", or Module.Class for a class of the plugin")
            return nil
        }
        return name
    }

    private static func isSwiftIdentifier(_ text: Substring) -> Bool {
        // Nearly every class name is ASCII, read by byte; looking up a scalar's Unicode
        // properties costs thousands of instructions a name, at every launch.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return isASCIIIdentifier(text.utf8) }
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    func identifier(_ member: JSONMember) -> NameAt? {
        identifierValue(member.value, key: member.key)
    }

    private func identifierValue(_ value: JSONValue, key: String) -> NameAt? {
        guard case .string(let text) = value.kind else {
            report(value.offset, "\(quoted(key)) must be a string, not \(value.typeDescription)", remedy: "write the id in double quotes")
            return nil
        }
        guard Self.isValidID(text) else {
            report(value.offset, "\(quoted(text)) is not a valid id",
                   remedy: "start an id with a letter or _, then letters, digits, _, . or -")
            return nil
        }
        return NameAt(text, at: value.offset)
    }

    /// Outlets and actions name Swift properties: an ASCII identifier.
    func propertyName(_ name: String, at offset: Int, what: String) -> NameAt? {
        guard Self.isASCIIIdentifier(name.utf8) else {
            report(offset, "\(quoted(name)) is not a valid name for \(what)",
                   remedy: "use the name of the Swift property: letters, digits and _, not starting with a digit")
            return nil
        }
        return NameAt(name, at: offset)
    }

    static func isValidID(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
        return text.utf8.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    /// Letters, digits and _, not starting with a digit, all ASCII: a Swift identifier as
    /// nearly every property and class is named.
    private static func isASCIIIdentifier(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, !isASCIIDigit(first) else { return false }
        return bytes.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func requiredIdentifier(_ object: JSONObject, _ key: String, in context: String, at offset: Int, remedy: String) -> NameAt? {
        member(object, key, in: context, at: offset, remedy: remedy).flatMap(identifier)
    }

    func quoted(_ name: NameAt?) -> String {
        name.map { "\"\($0.name)\"" } ?? "(no id)"
    }

    func quoted(_ text: String) -> String {
        "\"\(text)\""
    }
}

/// What a scene's class says about the keys the scene may have.
enum SceneClassKind: Equatable {
    case plain, navigation, tabBar, custom

    init(className: String) {
        switch className {
        case "ViewController", "HostKit.ViewController", "TableViewController", "HostKit.TableViewController": self = .plain
        case "NavigationController", "HostKit.NavigationController": self = .navigation
        case "TabBarController", "HostKit.TabBarController": self = .tabBar
        default: self = .custom
        }
    }

    var allowedKeys: [String] {
        let common = ["id", "class", "initial", "storyboardIdentifier", "restorationIdentifier", "title", "objects", "outlets", "segues"]
        switch self {
        case .plain: return common + ["view", "navigationItem", "toolbarItems"]
        case .navigation: return common + ["rootViewController", "toolbarHidden"]
        case .tabBar: return common + ["viewControllers", "selectedIndex"]
        case .custom: return StoryboardReader.sceneKeys
        }
    }

    var description: String? {
        switch self {
        case .plain: "a ViewController scene"
        case .navigation: "a NavigationController scene"
        case .tabBar: "a TabBarController scene"
        case .custom: nil
        }
    }
}
