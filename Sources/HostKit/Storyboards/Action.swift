/// Marks a method that storyboards and controls can send as an action, by name, as `@IBAction`
/// does in UIKit.
///
/// The property names the action; its value is the method to call:
///
/// ```swift
/// @Action var increment = CounterViewController.increment(_:)
/// func increment(_ sender: Button) { count += 1 }
/// ```
///
/// Swift has no run-time list of a class's methods, but it does have one of its stored
/// properties, so `apphost` finds actions by reflection on these properties: a storyboard action
/// with no such property, or one whose sender the method cannot take, is reported at launch and
/// by `apphost validate`. Unwind segues use the same form with a ``StoryboardSegue`` sender.
@propertyWrapper
public struct Action<Owner: AnyObject, Sender> {
    public var wrappedValue: @MainActor (Owner) -> (Sender) -> Void

    public init(wrappedValue: @escaping @MainActor (Owner) -> (Sender) -> Void) {
        self.wrappedValue = wrappedValue
    }
}

extension Action: ActionField {
    static var senderType: Any.Type { unwrappedType(of: Sender.self) }
    static var ownerType: Any.Type { Owner.self }

    static func accepts(senderOfType type: Any.Type) -> Bool {
        let target = senderType
        return target == Any.self || target == AnyObject.self || isType(type, subtypeOf: target)
    }

    @MainActor
    func send(to owner: AnyObject, from sender: AnyObject?) -> Bool {
        guard let owner = owner as? Owner else { return false }
        return call(owner, sender)
    }

    @MainActor
    func send(toKnownOwner owner: AnyObject, from sender: AnyObject?) -> Bool {
        // The caller checked, once for the object's class, that the class is `Owner` or a subclass
        // of it (`ActionBinding.classIsOwner`), so the cast cannot fail and is skipped.
        call(unsafeDowncast(owner, to: Owner.self), sender)
    }

    static var senderClass: AnyClass? {
        guard MemoryLayout<Sender>.size == MemoryLayout<AnyObject>.size else { return nil }
        return unwrappedType(of: Sender.self) as? AnyClass
    }

    @MainActor
    func send(toKnownOwner owner: AnyObject, knownSender sender: AnyObject) {
        // Sound because the caller checked that the sender is an instance of `senderClass`: a
        // `Sender` is then that class or an optional of it, whose value is the object reference
        // itself, bit for bit (an optional class reference uses the null pointer for `nil`).
        wrappedValue(unsafeDowncast(owner, to: Owner.self))(unsafeBitCast(sender, to: Sender.self))
    }

    @MainActor
    private func call(_ owner: Owner, _ sender: AnyObject?) -> Bool {
        // The object is cast on its own, not as an optional: casting an optional makes the
        // runtime look up `Optional`'s metadata on every send.
        if let sender {
            guard let typed = sender as? Sender else { return false }
            wrappedValue(owner)(typed)
        } else {
            guard let none = Optional<Any>.none as? Sender else { return false }
            wrappedValue(owner)(none)
        }
        return true
    }
}
