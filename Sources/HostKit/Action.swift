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

    static func accepts(senderOfType type: Any.Type) -> Bool {
        let target = senderType
        return target == Any.self || target == AnyObject.self || isType(type, subtypeOf: target)
    }

    @MainActor
    func send(to owner: AnyObject, from sender: Any?) -> Bool {
        guard let owner = owner as? Owner, let sender = sender as? Sender else { return false }
        wrappedValue(owner)(sender)
        return true
    }
}
