/// Reads a property wrapper straight out of an instance, without `Mirror`.
enum FieldAccess {
    /// A copy of the `Wrapper` stored `offset` bytes into `object`.
    ///
    /// Why this is sound: `offset` and `Wrapper` come from ``DeclaredFields`` over the class of
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

    /// The outlets and actions of `type`. `catalog` is the plugin image `type` comes from, where
    /// its `@IBAction` table is: a reload links the next generation's storyboards while the
    /// running one's catalog is still current. Without one, the current catalog's.
    static func bindings(of type: AnyClass, catalog: (any ClassCatalog)? = nil) -> ClassBindings {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        var bindings = ClassBindings()
        // HostKit declares no outlets or actions, and its classes' superclasses are all its own:
        // their fields (a navigation controller has dozens) need no walk.
        guard !isHostKitClass(type) else {
            cache[ObjectIdentifier(type)] = bindings
            return bindings
        }
        // Inherited outlets and actions count, at the offsets where this class's instances hold
        // them; HostKit's superclasses, which declare none, are skipped. Property wrappers store
        // their value in `_name`.
        let hostKitAncestor = firstHostKitAncestor(of: type)
        DeclaredFields.forEach(of: type, below: hostKitAncestor) { rawName, offset, fieldType in
            guard rawName.pointee == CChar(UInt8(ascii: "_")), let kind = BindingFieldKind(of: fieldType) else { return }
            let property = String(cString: rawName + 1)
            switch kind {
            case .outlet(let outlet): bindings.outlets[property] = OutletBinding(type: outlet, offset: offset)
            case .action(let action): bindings.actions[property] = ActionBinding(type: action, offset: offset, foundIn: type)
            }
        }
        addActionMethods(of: type, below: hostKitAncestor, catalog: catalog, to: &bindings)
        cache[ObjectIdentifier(type)] = bindings
        return bindings
    }

    /// Adds the `@IBAction` methods of `type` and its superclasses below `ancestor` (HostKit's,
    /// which declare none), from the tables the IBActions plugin generated in their modules; an
    /// `@Action` property of the same name wins, as does a subclass's method over its superclass's.
    private static func addActionMethods(of type: AnyClass, below ancestor: AnyClass?, catalog: (any ClassCatalog)?,
                                         to bindings: inout ClassBindings) {
        let end = ancestor.map(ObjectIdentifier.init)
        var candidate: AnyClass? = type
        var tables: [String: [ActionMethod]] = [:]
        while let current = candidate, ObjectIdentifier(current) != end {
            let name = HostLink.typeName(ofType: current)
            if let dot = name.firstIndex(of: "."), !name.hasPrefix("(") {
                let module = String(name[..<dot])
                if tables[module] == nil { tables[module] = actionMethodTable(inModule: module, catalog: catalog) }
                for method in tables[module] ?? [] where method.owner == current && bindings.actions[method.name] == nil {
                    bindings.actions[method.name] = ActionBinding(method: method, foundIn: type)
                }
            }
            candidate = _getSuperclass(current)
        }
    }

    private static let hostKitPrefix = "HostKit."

    /// The nearest superclass of `type` that is HostKit's; nil for a class that has none.
    private static func firstHostKitAncestor(of type: AnyClass) -> AnyClass? {
        var candidate: AnyClass? = _getSuperclass(type)
        while let current = candidate, !isHostKitClass(current) { candidate = _getSuperclass(current) }
        return candidate
    }

    private static func isHostKitClass(_ type: AnyClass) -> Bool {
        HostLink.typeName(ofType: type).hasPrefix(hostKitPrefix)
    }

    /// The `@IBAction` methods of a module: from `catalog`'s plugin image, else the running
    /// generation's, or, with none (tests that link the module), from any loaded image.
    private static func actionMethodTable(inModule module: String, catalog: (any ClassCatalog)?) -> [ActionMethod] {
        guard module != "Swift" else { return [] }
        let name = ActionMethodTable.className(inModule: module)
        let found: AnyClass? = (catalog ?? StoryboardLibrary.current.catalog).map { $0.findClass(named: name) } ?? _typeByName(name) as? AnyClass
        return (found as? ActionMethodTable.Type)?.methods ?? []
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

/// The wrapper type of an `@Outlet` or `@Action` property, as the field walk finds it.
private enum BindingFieldKind {
    case outlet(any OutletField.Type)
    case action(any ActionField.Type)

    /// What `fieldType` is, when it is `Outlet<Value>` or `Action<Owner, Sender>`: told by its
    /// generic declaration, and rebuilt from its type arguments, whose conformances are known
    /// statically, so that no field costs a search of the loaded images' conformance records.
    init?(of fieldType: Any.Type) {
        if let outlet = GenericValueType(fieldType, declaredLike: Outlet<Never>.self) {
            func field<Value>(_: Value.Type) -> any OutletField.Type { Outlet<Value>.self }
            self = .outlet(_openExistential(outlet.argument(0), do: field))
        } else if let action = GenericValueType(fieldType, declaredLike: Action<Responder, Never>.self),
                  let owner = action.argument(0) as? AnyObject.Type {
            func field<Owner: AnyObject>(_: Owner.Type) -> any ActionField.Type {
                func field<Sender>(_: Sender.Type) -> any ActionField.Type { Action<Owner, Sender>.self }
                return _openExistential(action.argument(1), do: field)
            }
            self = .action(field(owner))
        } else {
            return nil
        }
    }
}

// MARK: Types at run time

/// Whether `type` is an `Optional`: an outlet that may stay unconnected.
///
/// Read from the type's metadata (`_isOptional`), not by a cast to a protocol: the first such cast
/// for each type scans the conformance records of every loaded image, and the outlets and actions
/// of every storyboard scene ask this of each of their types at launch.
func isOptionalType(_ type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { _isOptional(T.self) }
    return _openExistential(type, do: check)
}

/// `T` without one level of `Optional`.
func unwrappedType(of type: Any.Type) -> Any.Type {
    GenericValueType(type, declaredLike: Optional<Never>.self)?.argument(0) ?? type
}

/// Whether a value of type `type` can be used where `target` is expected.
func isType(_ type: Any.Type, subtypeOf target: Any.Type) -> Bool {
    func check<Target>(_: Target.Type) -> Bool { type is Target.Type }
    return _openExistential(target, do: check)
}
