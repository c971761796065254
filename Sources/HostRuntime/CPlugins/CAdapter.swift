import HostKit
import SystemInterop

/// What ties a host-side adapter object to its C class: the class, the plugin, and the
/// instance's own state.
@MainActor
struct CBinding {
    let plugin: CPlugin
    let cClass: CClass
    let state: CInstanceState

    /// Makes `callback` on `receiver` when the class implements it; `nil` when it does not (the
    /// adapter then does what HostKit's class does).
    func call(_ callback: CCallback, on receiver: AnyObject, _ arguments: CValue...) -> CValue? {
        guard let method = cClass.callbacks[callback] else { return nil }
        return method.call([.object(plugin.objects.handle(for: receiver))] + arguments)
    }

    /// The handle of an argument of a callback (`sender: Any?`): NULL for anything that is not an object.
    func handle(for value: Any?) -> CValue {
        .object(plugin.objects.handle(for: value.flatMap { $0 as AnyObject? }))
    }
}

/// The adapters' shared half of ``CObject``.
@MainActor
protocol CAdapter: CObject {
    /// Set by the plugin right after `init()`, before any callback.
    var binding: CBinding? { get set }
}

extension CAdapter {
    var cClassName: String {
        binding?.cClass.name ?? HostLink.typeName(ofType: Self.self)
    }

    func respondsToCAction(_ name: String) -> Bool {
        guard let binding else { return false }
        return binding.plugin.action(named: name, of: binding.cClass) != nil
    }

    func performCAction(_ name: String, sender: AnyObject?) -> Bool {
        guard let binding, let action = binding.plugin.action(named: name, of: binding.cClass) else { return false }
        _ = action.call([.object(binding.plugin.objects.handle(for: self)), .object(binding.plugin.objects.handle(for: sender))])
        return true
    }
}
