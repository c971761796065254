/// One import: the document-wide state (ids, colours, warnings, which Xcode ids are scenes,
/// placeholders and exits) and the walk over its scenes.
final class DocumentImport {
    let root: XMLElementNode
    let options: StoryboardImportOptions
    var warnings: ImportWarnings
    var ids = ReadableIDs()
    var colors = ColorImport()
    /// Xcode id of each scene's controller (or reference placeholder) → its scene id.
    var sceneIDByControllerID: [String: String] = [:]
    /// The First Responder placeholders' ids: actions sent to them go along the responder chain.
    var firstResponderIDs: Set<String> = []
    /// Xcode ids of views that the default size class does not install (`<variation key="default">`).
    var uninstalledViewIDs: Set<String> = []
    /// Xcode ids of constraints the default size class does not install.
    var uninstalledConstraintIDs: Set<String> = []
    private(set) var sceneCount = 0
    /// Storyboard identifiers given so far: the format has each once.
    var storyboardIdentifiers: Set<String> = []

    /// Controller elements and what the format makes of each.
    enum ControllerKind {
        case plain, table, navigation, tabBar, reference
        /// A controller HostKit has no class for yet: a `ViewController` with a warning.
        case builtInController(String)
    }

    static let controllerKinds: [String: ControllerKind] = [
        "viewController": .plain,
        "navigationController": .navigation,
        "tabBarController": .tabBar,
        "viewControllerPlaceholder": .reference,
        "tableViewController": .table,
        "collectionViewController": .builtInController("what UICollectionViewController adds to a view controller (HostKit has no CollectionViewController yet)"),
        "splitViewController": .builtInController("its master and detail relationships (HostKit has no SplitViewController yet)"),
        "pageViewController": .builtInController("its pages (HostKit has no PageViewController yet)"),
        "hostingController": .builtInController("its SwiftUI content (HostKit has no HostingController)"),
        "avPlayerViewController": .builtInController("its player (HostKit has no AVPlayerViewController)"),
        "glkViewController": .builtInController("its OpenGL view (HostKit has no GLKViewController)"),
    ]

    init(root: XMLElementNode, path: String, options: StoryboardImportOptions) {
        self.root = root
        self.options = options
        warnings = ImportWarnings(file: path)
    }

    struct SceneEntry {
        let scene: XMLElementNode
        let controller: XMLElementNode
        let kind: ControllerKind
        let id: String
    }

    func run() -> OrderedJSON {
        readResources()
        readSizeClassMasks()
        var entries: [SceneEntry] = []
        for scene in root.child("scenes")?.children(named: "scene") ?? [] {
            guard let objects = scene.child("objects"),
                  let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" })
                    ?? objects.children.first(where: { Self.controllerKinds[$0.name] != nil })
            else {
                warnings.warn("scene", at: scene, "a scene without a view controller is skipped")
                continue
            }
            for member in objects.children where member["sceneMemberID"] == "firstResponder" || member["placeholderIdentifier"] == "IBFirstResponder" {
                if let id = member["id"] { firstResponderIDs.insert(id) }
            }
            let kind = Self.controllerKinds[controller.name] ?? .builtInController("what a <\(controller.name)> does (HostKit has no such controller)")
            let id = allocateSceneID(controller, kind: kind)
            if let xcodeID = controller["id"] { sceneIDByControllerID[xcodeID] = id }
            entries.append(SceneEntry(scene: scene, controller: controller, kind: kind, id: id))
        }
        let initialID = root["initialViewController"]
        var scenes: [OrderedJSON] = []
        for entry in entries {
            let sceneImport = SceneImport(document: self, entry: entry)
            scenes.append(sceneImport.run(isInitial: entry.controller["id"] != nil && entry.controller["id"] == initialID))
        }
        sceneCount = scenes.count
        var file = JSONObjectBuilder()
        file.set("format", 1)
        file.set("scenes", .array(scenes))
        return file.json
    }

    private func allocateSceneID(_ controller: XMLElementNode, kind: ControllerKind) -> String {
        if case .reference = kind {
            return ids.allocate(from: [controller["referencedIdentifier"], controller["storyboardName"].map { "\($0) Reference" }],
                                fallback: "storyboardReference", xcodeID: controller["id"])
        }
        let navigationTitle = controller.child("navigationItem", key: "navigationItem")?["title"]
        let tabTitle = controller.child("tabBarItem", key: "tabBarItem")?["title"]
        return ids.allocate(from: [controller["storyboardIdentifier"], controller["customClass"], controller["title"], navigationTitle, tabTitle],
                            fallback: controller.name, xcodeID: controller["id"])
    }

    /// `<resources>`: the colours `systemColor` and `name` refer to.
    private func readResources() {
        for resource in root.child("resources")?.children ?? [] {
            guard let name = resource["name"], let color = resource.child("color") else { continue }
            let prefix = resource.name == "systemColor" ? "system" : resource.name == "namedColor" ? "named" : nil
            guard let prefix, case .success(let hex) = colors.hex(of: color) else { continue }
            colors.resourceColors["\(prefix):\(name)"] = hex
        }
    }

    /// Views and constraints a `<variation key="default">` mask excludes are not installed in the
    /// default size class, which is the layout the import keeps.
    private func readSizeClassMasks() {
        var variationCount = 0
        var firstVariation: XMLElementNode?
        root.forEachElement { element in
            guard element.name == "variation" else { return }
            variationCount += 1
            firstVariation = firstVariation ?? element
            guard element["key"] == "default" else { return }
            for mask in element.children(named: "mask") where mask["key"] == "subviews" || mask["key"] == "constraints" {
                for exclude in mask.children(named: "exclude") {
                    guard let reference = exclude["reference"] else { continue }
                    if mask["key"] == "subviews" { uninstalledViewIDs.insert(reference) } else { uninstalledConstraintIDs.insert(reference) }
                }
            }
        }
        if variationCount > 0 {
            warnings.warn("sizeClasses", at: firstVariation,
                          "size-class variations (\(variationCount)) are not carried over: the import keeps the default (any width, any height) layout")
        }
    }

    // MARK: Shared conversions

    /// `customClass` as `Module.Class`; `nil` (with a warning) when the module is unknown.
    func customClassName(of element: XMLElementNode) -> String? {
        switch customClass(of: element) {
        case .none:
            return nil
        case .named(let name):
            return name
        case .withoutModule(let customClass):
            warnings.warnOnce("classWithoutModule", key: "module:\(customClass)", at: element,
                              "custom class '\(customClass)' names no module, so <\(element.name)> keeps its built-in class; pass --module NAME")
            return nil
        case .notSwift(let name):
            warnings.warn("customClass", at: element, "custom class '\(name)' is not a Swift class name, so <\(element.name)> keeps its built-in class")
            return nil
        }
    }

    /// Whether `element` names a custom class the format can write; unlike
    /// ``customClassName(of:)``, which the element's own import calls, it warns of nothing.
    func hasCustomClassName(_ element: XMLElementNode) -> Bool {
        if case .named = customClass(of: element) { true } else { false }
    }

    private enum CustomClass {
        case none, named(String), withoutModule(String), notSwift(String)
    }

    private func customClass(of element: XMLElementNode) -> CustomClass {
        guard let customClass = element["customClass"] else { return .none }
        guard let module = element["customModule"] ?? options.module else { return .withoutModule(customClass) }
        let isIdentifier = { (text: String) in
            !text.isEmpty && text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
                && !("0"..."9").contains(text.unicodeScalars.first!)
        }
        guard isIdentifier(module), isIdentifier(customClass) else { return .notSwift("\(module).\(customClass)") }
        return .named("\(module).\(customClass)")
    }

    /// A `<color>` as the format writes it, with a warning when it cannot be read.
    func color(_ element: XMLElementNode?) -> String? {
        guard let element, element.name == "color" else { return nil }
        switch colors.hex(of: element) {
        case .success(let hex): return hex
        case .failure(let problem):
            warnings.warnOnce("color", key: "color:\(problem.description)", at: element, "colour '\(element["key"] ?? "color")' dropped: \(problem.description)")
            return nil
        }
    }
}
