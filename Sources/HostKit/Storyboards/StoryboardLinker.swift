import Foundation
internal import StoryboardFormat

/// Resolves every class a storyboard names and checks the storyboard against them: controllers,
/// views and objects of the right kind, properties the class has, outlets and actions the owner
/// declares, storyboard references that lead somewhere.
///
/// Without a plugin (`catalog` is `nil`), plugin classes are left unresolved and unchecked.
@MainActor
struct StoryboardLinker {
    let description: StoryboardDescription
    let library: StoryboardLibrary
    let catalog: (any ClassCatalog)?
    private var diagnostics: [StoryboardDiagnostic] = []

    static let builtInControllers: [String: ViewController.Type] = [
        "ViewController": ViewController.self, "TableViewController": TableViewController.self,
        "NavigationController": NavigationController.self, "TabBarController": TabBarController.self,
    ]
    init(description: StoryboardDescription, library: StoryboardLibrary, catalog: (any ClassCatalog)?) {
        self.description = description
        self.library = library
        self.catalog = catalog
    }

    mutating func link() -> (LinkedStoryboard, [StoryboardDiagnostic]) {
        var scenes: [LinkedStoryboard.Scene] = []
        for scene in description.scenes {
            switch scene.content {
            case .controller(let controller):
                scenes.append(linkScene(controller, id: scene.id))
            case .reference(let reference):
                checkReference(reference)
                scenes.append(LinkedStoryboard.Scene())
            }
        }
        checkUnwindActions(scenes)
        return (LinkedStoryboard(description: description, scenes: scenes, library: library), diagnostics)
    }

    // MARK: Scenes

    private mutating func linkScene(_ scene: ControllerSceneDescription, id sceneID: String) -> LinkedStoryboard.Scene {
        var linked = LinkedStoryboard.Scene()
        var controllerClass = resolve(scene.className, as: ViewController.self, kind: "a ViewController", builtIns: Self.builtInControllers)
        if controllerClass == nil, library.drawsStandIns {
            let standIn: ViewController.Type = switch scene.container {
            case .navigation?: NavigationController.self
            case .tabBar?: TabBarController.self
            // A table scene's controller shows its static cells, as UITableViewController does.
            case nil: scene.view.map { !$0.staticSections.isEmpty || !$0.prototypes.isEmpty } == true ? TableViewController.self : ViewController.self
            }
            library.noteStandIn(scene.className.name, as: HostLink.shortTypeName(ofType: standIn))
            controllerClass = standIn
            linked.controllerIsStandIn = true
        }
        linked.controllerClass = controllerClass
        if let controllerClass { checkContainer(scene, controllerClass) }

        var objectClassByID: [String: AnyClass] = [:]
        for object in scene.objects {
            let objectClass = resolve(object.className, as: Responder.self, kind: "a Responder", builtIns: [:])
            linked.objectClasses.append(objectClass)
            if let objectClass { objectClassByID[object.id.name] = objectClass }
        }
        var viewClassByID: [String: AnyClass] = [:]
        scene.view?.forEachView { view in
            let viewClass = linkView(view)
            linked.viewClasses.append(viewClass)
            linked.viewDescriptorIDs.append(view.builtInClass ?? viewClass.map(BuiltInViews.nearestBuiltInClass(of:)) ?? 0)
            if let viewClass, let id = view.id { viewClassByID[id.name] = viewClass }
            if let viewClass, !view.actions.isEmpty, !linked.controllerIsStandIn {
                checkActions(view.actions.map(\.kind), sentBy: viewClass, owner: controllerClass, objects: objectClassByID, in: scene)
            }
        }
        var targetClassByID = viewClassByID.merging(objectClassByID) { first, _ in first }
        for item in scene.barButtonItems {
            if let id = item.id { targetClassByID[id.name] = BarButtonItem.self }
            if let action = item.action, !linked.controllerIsStandIn {
                checkActions([action], sentBy: BarButtonItem.self, owner: controllerClass, objects: objectClassByID, in: scene)
            }
        }
        for segue in scene.segues {
            if let customClass = segue.customClass,
               let segueClass = resolve(customClass, as: StoryboardSegue.self, kind: "a StoryboardSegue", builtIns: [:]) {
                linked.segueClasses[segue.id.name] = segueClass
            }
        }
        if let controllerClass, !linked.controllerIsStandIn {
            checkOutlets(scene, id: sceneID, owner: controllerClass, targets: targetClassByID)
        }
        return linked
    }

    /// A scene's container keys must match its class: a custom class may be a container subclass.
    private mutating func checkContainer(_ scene: ControllerSceneDescription, _ controllerClass: ViewController.Type) {
        let name = scene.className
        let isNavigation = controllerClass is NavigationController.Type
        let isTabBar = controllerClass is TabBarController.Type
        switch scene.container {
        case .navigation where !isNavigation:
            report(name.offset, "\(name.name) is not a NavigationController, so it has no \"rootViewController\"",
                   remedy: "make the class a NavigationController subclass, or remove \"rootViewController\"")
        case .tabBar where !isTabBar:
            report(name.offset, "\(name.name) is not a TabBarController, so it has no \"viewControllers\"",
                   remedy: "make the class a TabBarController subclass, or remove \"viewControllers\"")
        case nil where isNavigation:
            report(name.offset, "navigation controller \(name.name) has no \"rootViewController\"",
                   remedy: "add \"rootViewController\": the id of the scene it shows first")
        case nil where isTabBar:
            report(name.offset, "tab bar controller \(name.name) has no \"viewControllers\"",
                   remedy: "add \"viewControllers\": [the ids of the scenes of its tabs]")
        default:
            break
        }
        if scene.view != nil, isNavigation || isTabBar {
            report(name.offset, "\(name.name) is a container and builds its own view, so the scene cannot have a \"view\"",
                   remedy: "give the view to a scene the container shows")
        }
        if scene.isToolbarHidden != nil, !isNavigation {
            report(name.offset, "\(name.name) is not a NavigationController, so it has no \"toolbarHidden\"",
                   remedy: "make the class a NavigationController subclass, or remove \"toolbarHidden\"")
        }
        if let item = scene.barButtonItems.first, isNavigation || isTabBar {
            report(item.offset, "\(name.name) is a container and shows the bar button items of the scenes it holds, so the scene cannot have \"navigationItem\" or \"toolbarItems\"",
                   remedy: "give the items to a scene the container shows")
        }
    }

    // MARK: Views

    private mutating func linkView(_ view: ViewDescription) -> View.Type? {
        if let builtIn = view.builtInClass { return BuiltInViews.viewClasses[builtIn] }
        guard let viewClass = resolve(view.className, as: View.self, kind: "a View", builtIns: [:]) ?? standIn(for: view) else { return nil }
        let table = BuiltInViews.table
        let builtIn = table.classes[BuiltInViews.nearestBuiltInClass(of: viewClass)]
        for property in view.properties where !builtIn.keySet.contains(property.key) {
            let owners = table.storyboardClasses(taking: property.key).map(\.name)
            report(property.keyOffset, "\(view.className.name) (a \(builtIn.name)) has no property \"\(table.keys[property.key].name)\"",
                   remedy: "remove it, or make \(view.className.name) a subclass of \(owners.joined(separator: " or "))")
        }
        if !view.actions.isEmpty, !builtIn.sendsActions {
            report(view.className.offset, "\(view.className.name) is not a Control, so it sends no actions",
                   remedy: "make it a subclass of \(table.storyboardClasses.filter(\.sendsActions).map(\.name).joined(separator: ", ")) or Control, or remove its \"actions\"")
        }
        return viewClass
    }

    /// For a plugin view class that cannot be resolved while drawing stand-ins: the built-in
    /// class with the fewest keys that takes every key the view sets (and sends actions if it has
    /// any), so that a custom button still draws as a button.
    private func standIn(for view: ViewDescription) -> View.Type? {
        guard library.drawsStandIns else { return nil }
        let table = BuiltInViews.table
        let candidates = table.classes.indices.filter { index in
            let schema = table.classes[index]
            return view.properties.allSatisfy { schema.keySet.contains($0.key) } && (view.actions.isEmpty || schema.sendsActions)
        }
        guard let best = candidates.min(by: { table.classes[$0].keySet.count < table.classes[$1].keySet.count }) else { return nil }
        library.noteStandIn(view.className.name, as: table.classes[best].name)
        return BuiltInViews.viewClasses[best]
    }

    // MARK: Outlets and actions

    private mutating func checkOutlets(_ scene: ControllerSceneDescription, id sceneID: String, owner: ViewController.Type, targets: [String: AnyClass]) {
        if HostLink.isCObjectType(owner) {
            for outlet in scene.outlets {
                report(outlet.property.offset, "\(scene.className.name) is a C class, which has no outlets, so \"\(outlet.property.name)\" cannot be connected",
                       remedy: "remove the outlet, and find the view in C with host->view_with_identifier or host->view_with_tag")
            }
            return
        }
        let bindings = BindingCatalog.bindings(of: owner, catalog: catalog)
        let ownerName = HostLink.typeName(ofType: owner)
        for outlet in scene.outlets {
            guard let field = bindings.outlets[outlet.property.name] else {
                let suggestion = Suggestions.closest(to: outlet.property.name, among: bindings.outlets.keys).map { "did you mean \"\($0)\"? or " } ?? ""
                let targetType = targets[outlet.target.name].map { Self.shortName(of: $0) } ?? "View"
                report(outlet.property.offset, "\(ownerName) has no outlet \"\(outlet.property.name)\"",
                       remedy: "\(suggestion)declare `@Outlet var \(outlet.property.name): \(targetType)` in \(Self.shortName(of: owner))")
                continue
            }
            if let targetClass = targets[outlet.target.name], !field.accepts(targetClass) {
                report(outlet.target.offset, "outlet \"\(outlet.property.name)\" of \(ownerName) holds a \(field.targetType), but \"\(outlet.target.name)\" is a \(Self.shortName(of: targetClass))",
                       remedy: "connect the outlet to a \(field.targetType), or declare it as `@Outlet var \(outlet.property.name): \(Self.shortName(of: targetClass))`")
            }
        }
        // A non-optional outlet the scene leaves unconnected would stop the app the first time
        // it is read (in UIKit, a nil `@IBOutlet var label: UILabel!`): refuse it here instead.
        let connected = Set(scene.outlets.map(\.property.name))
        for (name, field) in bindings.outlets.sorted(by: { $0.key < $1.key }) where !field.isOptional && !connected.contains(name) {
            let type = Self.shortName(of: field.targetType)
            report(scene.className.offset, "outlet \"\(name)\" of \(ownerName) is not connected in scene \"\(sceneID)\"",
                   remedy: "connect it in the scene's \"outlets\" (\"\(name)\": the id of a \(type)), or declare it optional: `@Outlet var \(name): \(type)?`")
        }
    }

    /// The actions a control or bar button item (`senderClass`) sends must exist in their
    /// targets and take such a sender.
    private mutating func checkActions(_ actions: [ActionDescription.Kind], sentBy senderClass: AnyClass, owner: ViewController.Type?,
                                       objects: [String: AnyClass], in scene: ControllerSceneDescription) {
        for action in actions {
            guard case .action(let name, let target) = action else { continue }
            let targetClass: AnyClass?
            let targetClassName: String?
            switch target {
            case .owner:
                targetClass = owner
                targetClassName = scene.className.name
            case .object(let id):
                targetClass = objects[id.name]
                targetClassName = scene.objects.first { $0.id.name == id.name }?.className.name
            case .firstResponder:
                targetClass = nil  // found along the responder chain when sent
                targetClassName = nil
            }
            guard let targetClass else { continue }
            if HostLink.isCObjectType(targetClass) {
                if let targetClassName, let actions = catalog?.cActionNames(ofClassNamed: targetClassName), !actions.contains(name.name) {
                    let suggestion = Suggestions.closest(to: name.name, among: actions).map { "did you mean \"\($0)\"? or " } ?? ""
                    report(name.offset, "C class \(targetClassName) has no action \"\(name.name)\"",
                           remedy: "\(suggestion)add a method \"\(name.name):\" with the encoding \"v@@\" to it, or export `void \(name.name)(apphost_object target, apphost_object sender)` from the plugin")
                }
                continue
            }
            let bindings = BindingCatalog.bindings(of: targetClass, catalog: catalog)
            let targetName = HostLink.typeName(ofType: targetClass)
            guard let field = bindings.actions[name.name] else {
                let suggestion = Suggestions.closest(to: name.name, among: bindings.actions.keys).map { "did you mean \"\($0)\"? or " } ?? ""
                let shortName = Self.shortName(of: targetClass)
                report(name.offset, "\(targetName) has no action \"\(name.name)\"",
                       remedy: "\(suggestion)declare `@Action var \(name.name) = \(shortName).\(name.name)(_:)` and `func \(name.name)(_ sender: \(Self.shortName(of: senderClass)))` in \(shortName)")
                continue
            }
            if !field.accepts(senderOfType: senderClass) {
                report(name.offset, "action \"\(name.name)\" of \(targetName) takes a \(field.senderType) sender, but a \(Self.shortName(of: senderClass)) sends it",
                       remedy: "let the method take a \(Self.shortName(of: senderClass)) (or \(senderClass is Control.Type ? "Control, or " : "")Any?)")
            }
        }
    }

    /// An unwind segue needs some controller to return to: one scene class of this storyboard, or
    /// of one it references, must have the action.
    private mutating func checkUnwindActions(_ scenes: [LinkedStoryboard.Scene]) {
        var candidates = scenes.compactMap(\.controllerClass)
        for path in LinkedStoryboard(description: description, scenes: scenes, library: nil).referencedPaths {
            if case .success(let other) = library.description(at: path) {
                candidates += other.scenes.compactMap { $0.controller?.className.name }.compactMap { catalog?.findClass(named: $0) as? ViewController.Type }
            }
        }
        let isChecked = !scenes.contains { ($0.controllerClass == nil && catalog == nil) || $0.controllerIsStandIn }
        // C classes all share one adapter class: their unwind actions are found by class name.
        let cControllerNames = zip(description.scenes, scenes).compactMap { scene, linked in
            linked.controllerClass.map { HostLink.isCObjectType($0) } == true ? scene.controller?.className.name : nil
        }
        for scene in description.scenes {
            for segue in scene.controller?.segues ?? [] {
                guard let action = segue.unwindAction, isChecked else { continue }
                let found = candidates.contains { BindingCatalog.bindings(of: $0, catalog: catalog).actions[action.name]?.accepts(senderOfType: StoryboardSegue.self) ?? false }
                    || cControllerNames.contains { catalog?.cActionNames(ofClassNamed: $0)?.contains(action.name) ?? false }
                if !found {
                    report(action.offset, "no scene of storyboard \(description.name) has the unwind action \"\(action.name)\"",
                           remedy: "declare `@Action var \(action.name) = RootViewController.\(action.name)(_:)` and `func \(action.name)(_ segue: StoryboardSegue)` in the controller to return to")
                }
            }
        }
    }

    // MARK: References

    private mutating func checkReference(_ reference: StoryboardReferenceDescription) {
        let path = LinkedStoryboard(description: description, scenes: [], library: nil).pathOfStoryboard(named: reference.storyboard.name)
        switch library.description(at: path) {
        case .failure(let error) where error.code == .fileNotFound:
            report(reference.storyboard.offset, "storyboard \"\(reference.storyboard.name)\" does not exist (no file \(path))",
                   remedy: "create \(reference.storyboard.name).storyboard.json beside this storyboard, or correct the name")
        case .failure:
            break  // its own errors are reported when it is checked
        case .success(let other):
            if let identifier = reference.identifier {
                if other.sceneIndexByStoryboardIdentifier[identifier.name] == nil {
                    let suggestion = Suggestions.closest(to: identifier.name, among: other.sceneIndexByStoryboardIdentifier.keys).map { "did you mean \"\($0)\"? " } ?? ""
                    report(identifier.offset, "storyboard \"\(other.name)\" has no scene with storyboardIdentifier \"\(identifier.name)\"",
                           remedy: "\(suggestion)give the scene that storyboardIdentifier, or correct it here")
                }
            } else if other.initialSceneIndex == nil {
                report(reference.storyboard.offset, "storyboard \"\(other.name)\" has no initial view controller, and the reference names no \"identifier\"",
                       remedy: "add \"identifier\": the storyboardIdentifier of the scene to show, or mark one scene of \(other.name) \"initial\": true")
            }
        }
    }

    // MARK: Classes

    /// The class `name` as a `Base` subclass: a built-in one, or the plugin's.
    private mutating func resolve<Base>(_ name: NameAt, as base: Base.Type, kind: String, builtIns: [String: Base.Type]) -> Base.Type? {
        let unqualified = name.name.hasPrefix("HostKit.") ? String(name.name.dropFirst(8)) : name.name
        if let builtIn = builtIns[unqualified] { return builtIn }
        // A Character, not a String: Foundation's String search goes through NSString and CF.
        guard name.name.contains(Character(".")) else {
            let suggestion = Suggestions.closest(to: name.name, among: builtIns.keys).map { "did you mean \"\($0)\"? " } ?? ""
            report(name.offset, "unknown class \"\(name.name)\"", remedy: "\(suggestion)name a built-in class, or a plugin class as Module.Class")
            return nil
        }
        guard let catalog else { return nil }
        guard let found = catalog.findClass(named: name.name) else {
            if catalog.isNonPublicClass(named: name.name) {
                report(name.offset, NonPublicClass.message(name.name, plugin: catalog.pluginDisplayPath), remedy: NonPublicClass.remedy(name.name))
                return nil
            }
            let suggestion = Suggestions.closest(to: name.name, among: catalog.classNames).map { "did you mean \"\($0)\"? " } ?? ""
            report(name.offset, "unknown class \"\(name.name)\": the plugin has no such public class",
                   remedy: "\(suggestion)check the module and class name; only public classes can be created by name")
            return nil
        }
        guard let typed = found as? Base.Type else {
            report(name.offset, "\(name.name) is not \(kind) subclass", remedy: "make \(name.name) a subclass of \(String(describing: base).split(separator: ".").last ?? "")")
            return nil
        }
        return typed
    }

    private static func shortName(of type: Any.Type) -> String {
        HostLink.shortTypeName(ofType: type)
    }

    private mutating func report(_ offset: Int, _ message: String, remedy: String) {
        diagnostics.append(StoryboardDiagnostic(at: description.location(at: offset), message, remedy: remedy))
    }
}
