import HostKit
import StoryboardFormat

/// Finds the principal and delegate classes an app names, in the app's plugin, and checks they
/// are what the host needs before any of their code runs.
@MainActor
struct AppClassResolver {
    let plugin: LoadedPlugin

    /// HostKit's own classes, which an app may name (the principal class defaults to one).
    private static let hostKitClasses: [String: Any.Type] = [
        "HostKit.Application": Application.self,
        "HostKit.Responder": Responder.self,
        "HostKit.View": View.self,
        "HostKit.Window": Window.self,
        "HostKit.ViewController": ViewController.self,
    ]

    /// The delegate class named `name`, or the plugin's only delegate class when `name` is nil.
    func delegateClass(named name: String?) throws(HostError) -> any ApplicationDelegate.Type {
        guard let name else { return try delegateClass(named: onlyDelegateName()) }
        let type = try resolve(name, role: "delegate")
        guard let delegateType = type as? any ApplicationDelegate.Type else {
            throw HostError(.wrongClassKind, "class '\(name)' is \(Self.kind(of: type)), not an application delegate",
                            notes: candidatesNote(delegates()), remedy: "name a class that conforms to ApplicationDelegate, or make '\(name)' conform")
        }
        guard delegateType.hostKitInterfaceVersion == HostKitInterface.version else {
            throw HostError(.incompatibleHostKit,
                            "plugin '\(plugin.displayPath)' was built against HostKit interface \(delegateType.hostKitInterfaceVersion); this apphost has interface \(HostKitInterface.version)",
                            remedy: "rebuild the plugin against the HostKit that ships with this apphost")
        }
        return delegateType
    }

    /// Creates the app's delegate, of the class named `name` or the plugin's only delegate class.
    /// A C class's delegate is made by its plugin, which binds it to the class.
    func makeDelegate(named name: String?) throws(HostError) -> any ApplicationDelegate {
        let name = if let name { name } else { try onlyDelegateName() }
        let type = try delegateClass(named: name)
        return plugin.cPlugin?.makeObject(named: name) as? any ApplicationDelegate ?? type.init()
    }

    /// The scene delegate class a configuration of the scene manifest names.
    func sceneDelegateClass(named name: String, configuration: String) throws(HostError) -> any SceneDelegate.Type {
        let type = try resolve(name, role: "scene delegate")
        guard let sceneDelegateType = type as? any SceneDelegate.Type else {
            throw HostError(.wrongClassKind, "class '\(name)', the delegate of scene configuration \"\(configuration)\", is \(Self.kind(of: type)), not a scene delegate",
                            remedy: "name a class that conforms to WindowSceneDelegate, or make '\(name)' conform")
        }
        return sceneDelegateType
    }

    /// The principal class named `name`; `HostKit.Application` when `name` is nil.
    func applicationClass(named name: String?) throws(HostError) -> Application.Type {
        guard let name else { return Application.self }
        let type = try resolve(name, role: "principal")
        guard let applicationType = type as? Application.Type else {
            throw HostError(.wrongClassKind, "principal class '\(name)' is \(Self.kind(of: type)), not Application or a subclass of it",
                            remedy: "name HostKit.Application or a subclass of it, or leave the principal class out")
        }
        return applicationType
    }

    /// Every class of the plugin with what it is, for `apphost inspect`.
    func describeClasses() -> [(name: String, kind: String)] {
        allClassNames.compactMap { name in
            type(named: name).map { (name, Self.kind(of: $0)) }
        }
    }

    /// The plugin's classes: a Swift plugin's, or a C plugin's (each as its kind's adapter class).
    private var allClassNames: [String] { plugin.classTable.classNames + (plugin.cPlugin?.classNames ?? []) }

    /// The classes a user may name: all but the `@IBAction` table the IBActions plugin generates.
    private var classNames: [String] { allClassNames.filter { !$0.hasSuffix(".AppHostIBActions") } }

    private func type(named name: String) -> Any.Type? {
        plugin.classTable.type(named: name) ?? plugin.cPlugin?.adapterType(ofClassNamed: name)
    }

    private func resolve(_ name: String, role: String) throws(HostError) -> Any.Type {
        if let builtIn = Self.hostKitClasses[name] { return builtIn }
        if let type = type(named: name) { return type }
        guard name.contains(".") else {
            let qualified = classNames.first { $0.hasSuffix(".\(name)") }
            throw HostError(.classNotFound, "\(role) class '\(name)' is not qualified with its module",
                            notes: qualified.map { ["did you mean '\($0)'?"] } ?? [],
                            remedy: "write class names as Module.Class, e.g. '\(qualified ?? "MyApp.\(name)")'")
        }
        if plugin.nonPublicClassNames.contains(name) {
            throw HostError(.classNotFound, NonPublicClass.message(name, role: "\(role) class", plugin: plugin.displayPath),
                            notes: [NonPublicClass.note], remedy: NonPublicClass.remedy(name))
        }
        var notes: [String] = []
        if let suggestion = Suggestions.closest(to: name, among: classNames) {
            notes.append("did you mean '\(suggestion)'?")
        }
        notes += candidatesNote(classNames, label: "classes in this plugin")
        throw HostError(.classNotFound, "\(role) class '\(name)' is not in plugin '\(plugin.displayPath)'", notes: notes,
                        remedy: "name one of the plugin's classes, or check that the plugin is the build you expect")
    }

    private func onlyDelegateName() throws(HostError) -> String {
        let names = delegates()
        guard names.count == 1, let name = names.first else {
            let problem = names.isEmpty ? "has no public class that conforms to ApplicationDelegate" : "has several application delegates"
            throw HostError(.classNotFound, "plugin '\(plugin.displayPath)' \(problem)",
                            notes: candidatesNote(names.isEmpty ? classNames : names, label: names.isEmpty ? "classes in this plugin" : "delegates"),
                            remedy: names.isEmpty ? "declare 'public final class AppDelegate: Responder, ApplicationDelegate'" : "choose one with --delegate Module.Class or \"delegate\" in app.json")
        }
        return name
    }

    private func delegates() -> [String] {
        classNames.filter { type(named: $0) is any ApplicationDelegate.Type }
    }

    private func candidatesNote(_ names: [String], label: String = "application delegates in this plugin") -> [String] {
        guard !names.isEmpty else { return ["the plugin has no \(label == "classes in this plugin" ? "public classes" : "application delegates")"] }
        let shown = names.prefix(20).joined(separator: ", ")
        return ["\(label): \(shown)\(names.count > 20 ? ", … (\(names.count) in all)" : "")"]
    }

    static func kind(of type: Any.Type) -> String {
        switch type {
        case is any ApplicationDelegate.Type: "an application delegate"
        case is Application.Type: "an Application"
        case is Window.Type: "a Window"
        case is View.Type: "a View"
        case is ViewController.Type: "a ViewController"
        case is any SceneDelegate.Type: "a scene delegate"
        case is Scene.Type: "a Scene"
        case is Responder.Type: "a Responder"
        case is ActionMethodTable.Type: "the table of @IBAction methods (made by the IBActions build plugin)"
        default: "a plain class"
        }
    }
}
