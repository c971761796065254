/// An object of a class a plugin written in C defines (see `apphost.h`): a host-side adapter, one
/// Swift class per kind, bound to the C class's descriptor when it is created.
///
/// HostKit knows a Swift class's actions by reflection on its `@Action` properties; a C class's
/// come from its descriptor, so actions reach it through this protocol instead. Its name is the
/// C class's, so the trace and messages read the same as for a Swift class of that name.
@MainActor
package protocol CObject: AnyObject {
    /// The C class's name, `Module.Class`.
    var cClassName: String { get }
    /// Whether the class has the action `name`, as a method `name:` or an exported function.
    func respondsToCAction(_ name: String) -> Bool
    /// Calls the action `name` with `sender`; false when the class has no such action.
    func performCAction(_ name: String, sender: AnyObject?) -> Bool
}

extension ClassCatalog {
    package func makeObject(named name: String) -> Responder? { nil }
    package func cActionNames(ofClassNamed name: String) -> Set<String>? { nil }
    package func isNonPublicClass(named name: String) -> Bool { false }
    package var pluginDisplayPath: String { "the plugin" }
}

extension HostLink {
    /// Whether a C plugin has been loaded in this process. Only the host's adapters conform to
    /// ``CObject`` (a package protocol, out of a plugin's reach), and they are only created by a
    /// loaded C plugin, so until one is loaded no class or object is a `CObject`, and the checks
    /// below answer without a dynamic cast: the first cast of each class scans the protocol
    /// conformance records of every loaded image, some ten microseconds a class, paid at every
    /// launch of a Swift app for each class its storyboard and trace name. Set by the host when it
    /// loads a C plugin; never reset.
    package static var hasLoadedCPlugin = false

    /// Whether instances of `type` are ``CObject``s (see ``hasLoadedCPlugin``).
    package static func isCObjectType(_ type: AnyClass) -> Bool {
        hasLoadedCPlugin && type is any CObject.Type
    }

    /// `object` as a ``CObject``, when it is one (see ``hasLoadedCPlugin``).
    package static func cObject(_ object: AnyObject) -> (any CObject)? {
        hasLoadedCPlugin ? object as? any CObject : nil
    }

    /// Creates an object of `type`, the class a storyboard's `name` resolved to. A C class
    /// resolves to its kind's adapter class, which `init()` alone cannot bind to the class, so the
    /// catalog that resolved it makes it.
    package static func makeObject<Base: Responder>(_ type: Base.Type, named name: String, catalog: (any ClassCatalog)?) -> Base {
        if isCObjectType(type), let made = catalog?.makeObject(named: name) as? Base { return made }
        return type.init()
    }
}
