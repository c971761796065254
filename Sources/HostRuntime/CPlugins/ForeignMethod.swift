import SystemInterop

/// One method of a C class: its function and the call interface prepared, once, from its type
/// encoding.
struct ForeignMethod {
    let name: String
    let function: ForeignFunction
    let interface: ForeignCallInterface

    /// Calls the method; `arguments` start with the receiver's handle.
    @MainActor
    func call(_ arguments: [ForeignValue]) -> ForeignValue {
        interface.call(function, arguments)
    }
}

/// A C plugin's class, read from its descriptor and checked.
@MainActor
final class ForeignClass {
    let name: String
    let kind: ForeignClassKind
    let stateSize: Int
    /// The callbacks the class implements.
    let callbacks: [ForeignCallback: ForeignMethod]
    /// Its actions, by action name (`increment` for the method `increment:`).
    let actions: [String: ForeignMethod]

    init(name: String, kind: ForeignClassKind, stateSize: Int, callbacks: [ForeignCallback: ForeignMethod], actions: [String: ForeignMethod]) {
        self.name = name
        self.kind = kind
        self.stateSize = stateSize
        self.callbacks = callbacks
        self.actions = actions
    }
}
