import HostKit

/// The plugin's classes, as HostKit's storyboards look them up: by `Module.Class`, in the
/// plugin's own image.
@MainActor
final class PluginClassCatalog: ClassCatalog {
    private let plugin: LoadedPlugin

    init(plugin: LoadedPlugin) {
        self.plugin = plugin
    }

    func findClass(named name: String) -> AnyClass? {
        plugin.classTable.type(named: name) as? AnyClass ?? plugin.cPlugin?.adapterType(ofClassNamed: name)
    }

    var classNames: [String] { plugin.classTable.classNames + (plugin.cPlugin?.classNames ?? []) }

    /// Read from the image's static symbol table once, on the first unknown class.
    private lazy var nonPublicClassNames = plugin.nonPublicClassNames

    func isNonPublicClass(named name: String) -> Bool {
        nonPublicClassNames.contains(name)
    }

    var pluginDisplayPath: String { plugin.displayPath }

    func makeObject(named name: String) -> Responder? {
        plugin.cPlugin?.makeObject(named: name)
    }

    func cActionNames(ofClassNamed name: String) -> Set<String>? {
        plugin.cPlugin?.actionNames(ofClassNamed: name)
    }
}
