/// Marks a property that a storyboard connects by name, as `@IBOutlet` does in UIKit.
///
/// ```swift
/// @Outlet var countLabel: Label
/// @Outlet var footnote: Label?   // optional: the storyboard may leave it unconnected
/// ```
///
/// The storyboard's `"outlets": { "countLabel": "count" }` sets it when the view loads, before
/// `viewDidLoad()`. `apphost` finds the property by reflection, so there is no list of outlets to
/// keep up to date; a storyboard outlet with no such property is reported at launch and by
/// `apphost validate`, with its `file:line:column`.
@propertyWrapper
public struct Outlet<Value> {
    private let storage = OutletStorage()

    public init() {}

    public var wrappedValue: Value {
        get {
            if let value = storage.object as? Value { return value }
            preconditionFailure(storage.name.map { "outlet '\($0)' holds no \(Value.self)" }
                ?? "an @Outlet of type \(Value.self) was read before a storyboard connected it: connect it in the scene's \"outlets\", and read it once the view has loaded")
        }
        nonmutating set { storage.object = newValue as AnyObject? }
    }
}

/// The outlet's value lives in a box so that the copy reflection hands out still reaches it.
private final class OutletStorage {
    var object: AnyObject?
    var name: String?
}

extension Outlet: OutletField {
    static var targetType: Any.Type { unwrappedType(of: Value.self) }

    static func accepts(_ type: Any.Type) -> Bool {
        isType(type, subtypeOf: targetType)
    }

    func connect(_ object: AnyObject, name: String) {
        storage.name = name
        storage.object = object
    }
}
