@_spi(Reflection) import Swift

/// An `@Outlet` property, as reflection sees it.
protocol OutletField {
    /// The class the outlet holds (without the optional).
    static var targetType: Any.Type { get }
    static func accepts(_ type: Any.Type) -> Bool
    func connect(_ object: AnyObject, name: String)
}

/// An `@Action` property, as reflection sees it.
protocol ActionField {
    static var senderType: Any.Type { get }
    static func accepts(senderOfType type: Any.Type) -> Bool
    @MainActor func send(to owner: AnyObject, from sender: Any?) -> Bool
}

/// The outlets and actions a class declares, found once per class from its field list, without
/// creating an instance.
struct ClassBindings {
    var outlets: [String: any OutletField.Type] = [:]
    var actions: [String: any ActionField.Type] = [:]

    var isEmpty: Bool { outlets.isEmpty && actions.isEmpty }
}

@MainActor
enum BindingCatalog {
    private static var cache: [ObjectIdentifier: ClassBindings] = [:]

    static func bindings(of type: AnyClass) -> ClassBindings {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        var bindings = ClassBindings()
        // The field list includes the superclasses' fields (the classType option), so inherited
        // outlets and actions count. Property wrappers store their value in `_name`.
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { rawName, _, fieldType, _ in
            let name = String(cString: rawName)
            guard name.hasPrefix("_") else { return true }
            let property = String(name.dropFirst())
            if let outlet = fieldType as? any OutletField.Type {
                bindings.outlets[property] = outlet
            } else if let action = fieldType as? any ActionField.Type {
                bindings.actions[property] = action
            }
            return true
        }
        cache[ObjectIdentifier(type)] = bindings
        return bindings
    }

    /// The wrapper value of property `name` of `object`. Reflection hands out copies, which is
    /// enough: an outlet's storage is a shared box, and an action is immutable.
    static func wrapper(named name: String, of object: AnyObject) -> Any? {
        let label = "_" + name
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == label }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// Sends actions found by name.
@MainActor
enum ActionDispatch {
    static func canPerform(_ action: String, on receiver: AnyObject, sender: Any?) -> Bool {
        guard let field = BindingCatalog.bindings(of: type(of: receiver)).actions[action] else { return false }
        guard let sender else { return field.accepts(senderOfType: Optional<Any>.self) || field.senderType == Any.self }
        return field.accepts(senderOfType: type(of: sender))
    }

    /// Calls the action on `receiver`; false when it has no such action or cannot take the sender.
    static func perform(_ action: String, on receiver: AnyObject, sender: Any?, details: KeyValuePairs<String, String> = [:]) -> Bool {
        guard BindingCatalog.bindings(of: type(of: receiver)).actions[action] != nil,
              let field = BindingCatalog.wrapper(named: action, of: receiver) as? any ActionField
        else { return false }
        var sent = false
        HostKitRuntime.invoke(action, on: receiver, details: details) {
            sent = field.send(to: receiver, from: sender)
        }
        return sent
    }
}

/// Connects outlets found by name.
@MainActor
enum OutletConnector {
    /// False when `owner` has no outlet `name` that can hold `object`.
    static func connect(_ name: String, of owner: AnyObject, to object: AnyObject) -> Bool {
        guard let field = BindingCatalog.bindings(of: type(of: owner)).outlets[name], field.accepts(type(of: object)),
              let outlet = BindingCatalog.wrapper(named: name, of: owner) as? any OutletField
        else { return false }
        outlet.connect(object, name: name)
        return true
    }
}

// MARK: Types at run time

private protocol OptionalMarker {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMarker {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// `T` without one level of `Optional`.
func unwrappedType(of type: Any.Type) -> Any.Type {
    (type as? any OptionalMarker.Type)?.wrappedType ?? type
}

/// Whether a value of type `type` can be used where `target` is expected.
func isType(_ type: Any.Type, subtypeOf target: Any.Type) -> Bool {
    func check<Target>(_: Target.Type) -> Bool { type is Target.Type }
    return _openExistential(target, do: check)
}
