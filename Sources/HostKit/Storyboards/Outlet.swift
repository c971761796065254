import Foundation

/// Marks a property that a storyboard connects by name, as `@IBOutlet` does in UIKit.
///
/// ```swift
/// @Outlet var countLabel: Label
/// @Outlet var footnote: Label?   // optional: the storyboard may leave it unconnected
/// ```
///
/// The storyboard's `"outlets": { "countLabel": "count" }` sets it when the view loads, before
/// `viewDidLoad()`. `apphost` finds the property by reflection, so there is no list of outlets to
/// keep up to date; a storyboard outlet with no such property, and a non-optional outlet the
/// scene does not connect, are reported at launch and by `apphost validate`, with their
/// `file:line:column`. Reading a non-optional outlet before it is connected stops the app, as a nil
/// implicitly unwrapped `@IBOutlet` does, after an issue naming the class and the outlet.
@propertyWrapper
public struct Outlet<Value> {
    private let storage = OutletStorage()

    public init() {}

    public var wrappedValue: Value {
        get {
            if let value = storage.object as? Value { return value }
            storage.stopForUnconnectedRead(of: Value.self)
        }
        nonmutating set { storage.object = newValue as AnyObject? }
    }
}

/// The outlet's value lives in a box so that the copy reflection hands out still reaches it.
private final class OutletStorage {
    var object: AnyObject?
    /// The property's name and its class's, known once the owner is created
    /// (``OutletConnector/nameOutlets(of:)``), so that a read too early can say which outlet it was.
    var name: String?
    var ownerClassName: String?

    /// A non-optional outlet read while it holds nothing. Its getter cannot return, so, as UIKit
    /// stops on a nil `@IBOutlet var label: UILabel!`, the app stops here: with the backtrace
    /// of the code that read it, after an `issue` naming the class, the outlet and the fix.
    func stopForUnconnectedRead(of type: Any.Type) -> Never {
        let outlet = name.map { "outlet \"\($0)\"" } ?? "an @Outlet of type \(type)"
        let owner = ownerClassName.map { " of \($0)" } ?? ""
        let message = "\(outlet)\(owner) was read before it was connected"
        let remedy = "connect it in the scene's \"outlets\" and read it once the view has loaded (in viewDidLoad() or later, not in init or prepare(for:sender:)), or declare it optional: `@Outlet var \(name ?? "name"): \(unwrappedType(of: type))?`"
        if Thread.isMainThread {
            MainActor.assumeIsolated { HostLink.reportIssue(message, remedy: remedy) }
        }
        fatalError("\(message) (fix: \(remedy))")
    }
}

extension Outlet: OutletField {
    static var targetType: Any.Type { unwrappedType(of: Value.self) }
    static var isOptional: Bool { isOptionalType(Value.self) }

    static func accepts(_ type: Any.Type) -> Bool {
        isType(type, subtypeOf: targetType)
    }

    func connect(_ object: AnyObject, name: String) {
        storage.name = name
        storage.object = object
    }

    func name(_ name: String, ownerClassName: String) {
        storage.name = name
        storage.ownerClassName = ownerClassName
    }
}
