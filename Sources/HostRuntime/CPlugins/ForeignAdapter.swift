import HostKit
import SystemInterop

/// What ties a host-side adapter object to its C class: the class, the plugin, and the
/// instance's own state.
@MainActor
struct ForeignBinding {
    let plugin: ForeignPlugin
    let foreignClass: ForeignClass
    let state: ForeignInstanceState

    /// Makes `callback` on `receiver` when the class implements it; `nil` when it does not (the
    /// adapter then does what HostKit's class does).
    func call(_ callback: ForeignCallback, on receiver: AnyObject, _ arguments: ForeignValue...) -> ForeignValue? {
        guard let method = foreignClass.callbacks[callback] else { return nil }
        return method.call([.object(plugin.objects.handle(for: receiver))] + arguments)
    }

    /// The handle of an argument of a callback (`sender: Any?`): NULL for anything that is not an object.
    func handle(for value: Any?) -> ForeignValue {
        .object(plugin.objects.handle(for: value.flatMap { $0 as AnyObject? }))
    }
}

/// The adapters' shared half of ``ForeignObject``.
@MainActor
protocol ForeignAdapter: ForeignObject {
    /// Set by the plugin right after `init()`, before any callback.
    var binding: ForeignBinding? { get set }
}

extension ForeignAdapter {
    var foreignClassName: String {
        binding?.foreignClass.name ?? String(reflecting: Self.self)
    }

    func respondsToForeignAction(_ name: String) -> Bool {
        guard let binding else { return false }
        return binding.plugin.action(named: name, of: binding.foreignClass) != nil
    }

    func performForeignAction(_ name: String, sender: AnyObject?) -> Bool {
        guard let binding, let action = binding.plugin.action(named: name, of: binding.foreignClass) else { return false }
        _ = action.call([.object(binding.plugin.objects.handle(for: self)), .object(binding.plugin.objects.handle(for: sender))])
        return true
    }
}
