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
    /// The class whose method the action calls.
    static var ownerType: Any.Type { get }
    static func accepts(senderOfType type: Any.Type) -> Bool
    /// Calls the method on `owner`; false when `owner` is no `Owner` or `sender` no `Sender`.
    @MainActor func send(to owner: AnyObject, from sender: AnyObject?) -> Bool
    /// Calls the method on `owner`, which the caller knows is an `Owner`; false when `sender` is
    /// no `Sender`.
    @MainActor func send(toKnownOwner owner: AnyObject, from sender: AnyObject?) -> Bool
    /// The class a `Sender` is, when a `Sender` is nothing but a reference to an instance of it
    /// (the class itself, or an optional of it); `nil` for existentials such as `Any?`.
    static var senderClass: AnyClass? { get }
    /// Calls the method on `owner` and `sender`, which the caller knows are an `Owner` and an
    /// instance of ``senderClass``.
    @MainActor func send(toKnownOwner owner: AnyObject, knownSender sender: AnyObject)
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

/// An `@Action` property of a class: the wrapper's type and where each instance keeps it.
struct ActionBinding {
    let type: any ActionField.Type
    /// Bytes from the start of an instance to the wrapper, as the class's metadata lays it out.
    let offset: Int
    /// Whether the class the binding was found in is the action's `Owner` or a subclass of it,
    /// checked once here rather than by a cast on every send.
    let classIsOwner: Bool
    /// The action's ``ActionField/senderClass``, found once: a sender is then checked by walking
    /// its class's superclasses, not by a cast, which would look up `Optional` metadata each time.
    let senderClass: AnyClass?

    init(type: any ActionField.Type, offset: Int, foundIn owner: AnyClass) {
        self.type = type
        self.offset = offset
        self.classIsOwner = isType(owner, subtypeOf: type.ownerType)
        self.senderClass = type.senderClass
    }

    var senderType: Any.Type { type.senderType }
    func accepts(senderOfType senderType: Any.Type) -> Bool { type.accepts(senderOfType: senderType) }

    /// Calls the action stored in `owner`, an instance of exactly the class this binding was found
    /// in, with `sender`; false when the action's method cannot take them.
    @MainActor
    func send(to owner: AnyObject, from sender: AnyObject?) -> Bool {
        // Opening the metatype gives the concrete `Action<Owner, Sender>`, so the wrapper is read
        // and called without boxing it in an existential.
        func send<Wrapper: ActionField>(_: Wrapper.Type) -> Bool {
            let action = FieldAccess.load(Wrapper.self, at: offset, of: owner)
            guard classIsOwner else { return action.send(to: owner, from: sender) }
            guard let senderClass, let sender else { return action.send(toKnownOwner: owner, from: sender) }
            guard Self.object(sender, isA: senderClass) else { return false }
            action.send(toKnownOwner: owner, knownSender: sender)
            return true
        }
        return _openExistential(type, do: send)
    }

    /// Whether `object` is an instance of `target` or of a subclass of it.
    private static func object(_ object: AnyObject, isA target: AnyClass) -> Bool {
        var candidate: AnyClass? = Swift.type(of: object)
        while let current = candidate {
            if current == target { return true }
            candidate = _getSuperclass(current)
        }
        return false
    }
}

/// Reads a property wrapper straight out of an instance, without `Mirror`.
enum FieldAccess {
    /// A copy of the `Wrapper` stored `offset` bytes into `object`.
    ///
    /// Why this is sound: `offset` and `Wrapper` come from `_forEachField` over the class of
    /// `object` itself. The catalog is keyed by the exact dynamic class (`type(of:)`, never a
    /// superclass), and callers look a binding up by `type(of: object)` right before using it with
    /// that object (``ActionDispatch``, ``OutletConnector``). The runtime reports a class's field
    /// offsets, inherited fields included, from the same metadata every instance is laid out by, so
    /// at `offset` every instance of the class holds an initialized, suitably aligned value of
    /// exactly the field's declared type, which is `Wrapper` (`fieldType` is the declared type, and
    /// a binding is only made when it is an `OutletField` or `ActionField`). An object we hold a
    /// reference to is past the first phase of its initialization, where every stored property is
    /// set. `load` copies the value (retaining what it references) while `object` is kept alive, so
    /// the copy stays valid whatever happens to the object afterwards. The read is a plain read of
    /// a stored property on the main actor, the one place actions and outlets are used, as the
    /// `Mirror` this replaces did.
    static func load<Wrapper>(_: Wrapper.Type, at offset: Int, of object: AnyObject) -> Wrapper {
        withExtendedLifetime(object) {
            UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).load(fromByteOffset: offset, as: Wrapper.self)
        }
    }
}

/// The outlets and actions a class declares, found once per class from its field list, without
/// creating an instance.
struct ClassBindings {
    var outlets: [String: OutletBinding] = [:]
    var actions: [String: ActionBinding] = [:]

    var isEmpty: Bool { outlets.isEmpty && actions.isEmpty }
}

@MainActor
enum BindingCatalog {
    // Both caches are read on every action sent, so their dynamic exclusivity checks are off. No
    // access can overlap another: they are private, and each is only ever read or assigned in a
    // single statement; the field walk that builds an entry runs before the assignment and does
    // not touch them.
    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: ClassBindings] = [:]
    /// The last action found: a control sends the same action to the same class tap after tap,
    /// and comparing a class and a name (the same string each time, which compares by its bits)
    /// is cheaper than hashing them.
    @exclusivity(unchecked) private static var lastAction: (type: ObjectIdentifier, name: String, binding: ActionBinding)?

    static func bindings(of type: AnyClass) -> ClassBindings {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        var bindings = ClassBindings()
        // The field list includes the superclasses' fields (the classType option), so inherited
        // outlets and actions count; their offsets are where this class's instances hold them.
        // Property wrappers store their value in `_name`.
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { rawName, offset, fieldType, _ in
            let name = String(cString: rawName)
            guard name.hasPrefix("_") else { return true }
            let property = String(name.dropFirst())
            if let outlet = fieldType as? any OutletField.Type {
                bindings.outlets[property] = OutletBinding(type: outlet, offset: offset)
            } else if let action = fieldType as? any ActionField.Type {
                bindings.actions[property] = ActionBinding(type: action, offset: offset, foundIn: type)
            }
            return true
        }
        cache[ObjectIdentifier(type)] = bindings
        return bindings
    }

    /// The action `name` of instances of exactly `type`. The hot path of every tap: one lookup
    /// per class, one per name, no copy of the class's tables.
    static func action(named name: String, of type: AnyClass) -> ActionBinding? {
        let key = ObjectIdentifier(type)
        if let lastAction, lastAction.type == key, lastAction.name == name { return lastAction.binding }
        guard let binding = (cache[key] ?? bindings(of: type)).actions[name] else { return nil }
        lastAction = (key, name, binding)
        return binding
    }
}

/// Sends actions found by name.
@MainActor
enum ActionDispatch {
    static func canPerform(_ action: String, on receiver: AnyObject, sender: Any?) -> Bool {
        guard let field = BindingCatalog.action(named: action, of: type(of: receiver)) else {
            return (receiver as? any CObject)?.respondsToCAction(action) ?? false
        }
        guard let sender else { return field.accepts(senderOfType: Optional<Any>.self) || field.senderType == Any.self }
        return field.accepts(senderOfType: type(of: sender))
    }

    /// Calls the action on `receiver`; false when it has no such action or cannot take the sender.
    /// `details` are only built when the call is traced.
    static func perform(_ action: String, on receiver: AnyObject, sender: AnyObject?, details: @autoclosure () -> KeyValuePairs<String, String> = [:]) -> Bool {
        guard let field = BindingCatalog.action(named: action, of: type(of: receiver)) else {
            // Only an object of a C class has actions without `@Action` properties; checked after
            // the Swift lookup so that Swift actions pay nothing for it.
            guard let cObject = receiver as? any CObject, cObject.respondsToCAction(action) else { return false }
            return HostLink.invoke(action, on: receiver, details: details()) {
                cObject.performCAction(action, sender: sender)
            }
        }
        return HostLink.invoke(action, on: receiver, details: details()) {
            field.send(to: receiver, from: sender)
        }
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
