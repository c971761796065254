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
    /// The action of an `@IBAction` method (``ActionMethod``), which no instance stores.
    let method: (any ActionField)?

    init(type: any ActionField.Type, offset: Int, foundIn owner: AnyClass) {
        self.type = type
        self.offset = offset
        self.classIsOwner = isType(owner, subtypeOf: type.ownerType)
        self.senderClass = type.senderClass
        method = nil
    }

    /// The binding of an `@IBAction` method of `owner` or one of its superclasses.
    init(method: ActionMethod, foundIn owner: AnyClass) {
        type = Swift.type(of: method.action)
        offset = 0
        classIsOwner = isType(owner, subtypeOf: type.ownerType)
        senderClass = type.senderClass
        self.method = method.action
    }

    var senderType: Any.Type { type.senderType }
    func accepts(senderOfType senderType: Any.Type) -> Bool { type.accepts(senderOfType: senderType) }

    /// Calls the action stored in `owner`, an instance of exactly the class this binding was found
    /// in, with `sender`; false when the action's method cannot take them.
    @MainActor
    func send(to owner: AnyObject, from sender: AnyObject?) -> Bool {
        if let method { return method.send(to: owner, from: sender) }
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

/// Sends actions found by name.
@MainActor
enum ActionDispatch {
    static func canPerform(_ action: String, on receiver: AnyObject, sender: Any?) -> Bool {
        guard let field = BindingCatalog.action(named: action, of: type(of: receiver)) else {
            return HostLink.cObject(receiver)?.respondsToCAction(action) ?? false
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
            guard let cObject = HostLink.cObject(receiver), cObject.respondsToCAction(action) else { return false }
            return HostLink.invoke(action, on: receiver, details: details()) {
                cObject.performCAction(action, sender: sender)
            }
        }
        return HostLink.invoke(action, on: receiver, details: details()) {
            field.send(to: receiver, from: sender)
        }
    }
}
