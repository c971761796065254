import HostKit

/// The plugin's classes, as HostKit's storyboards look them up: by `Module.Class`, in the
/// plugin's own image.
@MainActor
final class PluginClassCatalog: ClassCatalogProviding {
    private let plugin: LoadedPlugin

    init(plugin: LoadedPlugin) {
        self.plugin = plugin
    }

    func findClass(named name: String) -> AnyClass? {
        plugin.catalog.type(named: name) as? AnyClass ?? plugin.foreign?.adapterType(ofClassNamed: name)
    }

    var classNames: [String] { plugin.catalog.classNames + (plugin.foreign?.classNames ?? []) }

    func makeObject(named name: String) -> Responder? {
        plugin.foreign?.makeObject(named: name)
    }

    func foreignActionNames(ofClassNamed name: String) -> Set<String>? {
        plugin.foreign?.actionNames(ofClassNamed: name)
    }
}
