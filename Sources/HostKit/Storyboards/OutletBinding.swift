/// An `@Outlet` property, as reflection sees it.
protocol OutletField {
    /// The class the outlet holds (without the optional).
    static var targetType: Any.Type { get }
    static func accepts(_ type: Any.Type) -> Bool
    func connect(_ object: AnyObject, name: String)
}

/// An `@Outlet` property of a class: the wrapper's type and where each instance keeps it.
struct OutletBinding {
    let type: any OutletField.Type
    /// Bytes from the start of an instance to the wrapper, as the class's metadata lays it out.
    let offset: Int

    var targetType: Any.Type { type.targetType }
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
    /// False when `owner` has no outlet `name` that can hold `object`.
    static func connect(_ name: String, of owner: AnyObject, to object: AnyObject) -> Bool {
        guard let field = BindingCatalog.bindings(of: type(of: owner)).outlets[name], field.accepts(type(of: object)) else { return false }
        field.connect(object, name: name, of: owner)
        return true
    }
}
