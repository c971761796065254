/// An `@Outlet` property, as reflection sees it.
protocol OutletField {
    /// The class the outlet holds (without the optional).
    static var targetType: Any.Type { get }
    /// Whether the outlet may stay unconnected (`@Outlet var footnote: Label?`).
    static var isOptional: Bool { get }
    static func accepts(_ type: Any.Type) -> Bool
    func connect(_ object: AnyObject, name: String)
    /// Tells the outlet its property's name and owner's class, for the message of a read too early.
    func name(_ name: String, ownerClassName: String)
}

/// An `@Outlet` property of a class: the wrapper's type and where each instance keeps it.
struct OutletBinding {
    let type: any OutletField.Type
    /// Bytes from the start of an instance to the wrapper, as the class's metadata lays it out.
    let offset: Int

    var targetType: Any.Type { type.targetType }
    var isOptional: Bool { type.isOptional }
    func accepts(_ objectType: Any.Type) -> Bool { type.accepts(objectType) }

    /// Connects the outlet of `owner`, an instance of exactly the class this binding was found in,
    /// to `object`.
    @MainActor
    func connect(_ object: AnyObject, name: String, of owner: AnyObject) {
        func connect<Wrapper: OutletField>(_: Wrapper.Type) {
            // The copy shares the outlet's storage box, so connecting it connects the property.
            FieldAccess.load(Wrapper.self, at: offset, of: owner).connect(object, name: name)
        }
        _openExistential(type, do: connect)
    }
}

/// Connects outlets found by name.
@MainActor
enum OutletConnector {
    /// Gives each outlet of `owner` its name and class, so that one read before it is connected
    /// stops the app with a message naming both. Once per controller, from a cached field list.
    static func nameOutlets(of owner: AnyObject) {
        let outlets = BindingCatalog.bindings(of: type(of: owner)).outlets
        guard !outlets.isEmpty else { return }
        let ownerClassName = HostLink.typeName(of: owner)
        for (name, binding) in outlets {
            func label<Wrapper: OutletField>(_: Wrapper.Type) {
                FieldAccess.load(Wrapper.self, at: binding.offset, of: owner).name(name, ownerClassName: ownerClassName)
            }
            _openExistential(binding.type, do: label)
        }
    }

    /// False when `owner` has no outlet `name` that can hold `object`.
    static func connect(_ name: String, of owner: AnyObject, to object: AnyObject) -> Bool {
        guard let field = BindingCatalog.bindings(of: type(of: owner)).outlets[name], field.accepts(type(of: object)) else { return false }
        field.connect(object, name: name, of: owner)
        return true
    }
}
