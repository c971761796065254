import Foundation
import HostKit
import SystemInterop

/// A loaded C plugin: its classes, the handles it holds, and what it registered with the host
/// (timers, notification observers).
@MainActor
final class ForeignPlugin {
    let path: String
    let library: DynamicLibrary
    /// The classes, by `Module.Class`.
    private(set) var classes: [String: ForeignClass] = [:]
    /// Functions the plugin image itself defines and exports: the only symbols an action may name
    /// (never one of libc's, say, which `dlsym` on the handle would also find).
    let exportedFunctions: Set<String>
    let objects = ForeignObjectTable()
    /// The function table handed to the entry point, kept for the life of the process.
    var hostTable: ForeignHostTable?
    /// One call interface per distinct type encoding, shared by every method that has it.
    private var interfaces: [ForeignSignature: ForeignCallInterface] = [:]
    /// Exported functions already found as actions.
    private var functionActions: [String: ForeignMethod] = [:]
    var timers: [Int64: Timer] = [:]
    var nextTimerIdentifier: Int64 = 1
    var observers: [any NSObjectProtocol] = []

    init(path: String, library: DynamicLibrary, exportedFunctions: Set<String>) {
        self.path = path
        self.library = library
        self.exportedFunctions = exportedFunctions
    }

    func install(_ classes: [ForeignClass]) {
        for foreignClass in classes { self.classes[foreignClass.name] = foreignClass }
    }

    /// The prepared call interface for `signature`, made the first time it is needed.
    func interface(for signature: ForeignSignature) throws(ForeignCallError) -> ForeignCallInterface {
        if let interface = interfaces[signature] { return interface }
        let interface = try ForeignCallInterface(signature)
        interfaces[signature] = interface
        return interface
    }

    var classNames: [String] { classes.keys.sorted() }

    /// The host-side class that stands for C class `name`, for kind checks.
    func adapterType(ofClassNamed name: String) -> AnyClass? {
        switch classes[name]?.kind {
        case .applicationDelegate: ForeignApplicationDelegate.self
        case .viewController: ForeignViewController.self
        case .view: ForeignView.self
        case nil: nil
        }
    }

    /// Creates an instance of C class `name`, bound to it; `nil` when there is no such class.
    func makeObject(named name: String) -> Responder? {
        guard let foreignClass = classes[name] else { return nil }
        let binding = ForeignBinding(plugin: self, foreignClass: foreignClass, state: ForeignInstanceState(size: foreignClass.stateSize))
        switch foreignClass.kind {
        case .applicationDelegate:
            let delegate = ForeignApplicationDelegate()
            delegate.binding = binding
            return delegate
        case .viewController:
            let controller = ForeignViewController()
            controller.binding = binding
            return controller
        case .view:
            let view = ForeignView()
            view.binding = binding
            return view
        }
    }

    /// The action `name` of `foreignClass`: its method `name:`, else a function the plugin
    /// exports under that name.
    func action(named name: String, of foreignClass: ForeignClass) -> ForeignMethod? {
        foreignClass.actions[name] ?? functionAction(named: name)
    }

    /// Every action name of class `name`, for the storyboard checks.
    func actionNames(ofClassNamed name: String) -> Set<String>? {
        guard let foreignClass = classes[name] else { return nil }
        return Set(foreignClass.actions.keys).union(exportedFunctions)
    }

    private func functionAction(named name: String) -> ForeignMethod? {
        if let found = functionActions[name] { return found }
        guard exportedFunctions.contains(name), let function = library.function(named: name),
              let interface = try? interface(for: ForeignSignature(encoding: ForeignCallback.actionEncoding))
        else { return nil }
        let method = ForeignMethod(name: name, function: function, interface: interface)
        functionActions[name] = method
        return method
    }
}
