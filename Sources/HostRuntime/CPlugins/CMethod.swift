import SystemInterop

/// One method of a C class: its function and the call interface prepared, once, from its type
/// encoding.
struct CMethod {
    let name: String
    let function: CFunction
    let interface: CCallInterface

    /// Calls the method; `arguments` start with the receiver's handle.
    @MainActor
    func call(_ arguments: [CValue]) -> CValue {
        interface.call(function, arguments)
    }
}

/// A C plugin's class, read from its descriptor and checked.
@MainActor
final class CClass {
    let name: String
    let kind: CClassKind
    let stateSize: Int
    /// The most per-instance state a class may ask for. `state_size` is a `size_t`: a value past
    /// `Int.max` reads as negative, and one the allocator cannot give would leave `state` NULL.
    static let maximumStateSize = 64 << 20
    /// The callbacks the class implements.
    let callbacks: [CCallback: CMethod]
    /// Its actions, by action name (`increment` for the method `increment:`).
    let actions: [String: CMethod]

    init(name: String, kind: CClassKind, stateSize: Int, callbacks: [CCallback: CMethod], actions: [String: CMethod]) {
        self.name = name
        self.kind = kind
        self.stateSize = stateSize
        self.callbacks = callbacks
        self.actions = actions
    }
}
