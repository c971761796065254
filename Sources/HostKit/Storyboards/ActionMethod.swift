/// An `@IBAction` method, as the table the IBActions build-tool plugin generates lists it.
///
/// Swift has no run-time list of a class's methods. The plugin reads the target's sources before
/// it compiles and writes `AppHostIBActions`, a subclass of ``ActionMethodTable`` listing each
/// `@IBAction func name(_ sender: T)` as `ActionMethod("name", Owner.name(_:))`; HostKit finds it by
/// name in the plugin and connects the methods as it connects ``Action`` properties. Write
/// `@IBAction` methods and let the plugin do this; you do not make these yourself.
public struct ActionMethod {
    let name: String
    let owner: AnyClass
    let action: any ActionField

    public init<Owner: AnyObject, Sender>(_ name: String, _ method: @escaping @MainActor (Owner) -> (Sender) -> Void) {
        self.name = name
        owner = Owner.self
        action = Action(wrappedValue: method)
    }
}

/// The base of the `AppHostIBActions` class the IBActions build-tool plugin writes into each
/// target: the target's `@IBAction` methods.
@MainActor
open class ActionMethodTable {
    /// The methods, in the order of the sources.
    open class var methods: [ActionMethod] { [] }

    public required init() {}

    /// The table's class name in a module: `Module.AppHostIBActions`.
    static func className(inModule module: String) -> String { "\(module).AppHostIBActions" }
}
