import Foundation
import HostKit
import SystemInterop

/// A loaded C plugin: its classes, the handles it holds, and what it registered with the host
/// (timers, notification observers).
@MainActor
final class CPlugin {
    let path: String
    let library: DynamicLibrary
    /// The classes, by `Module.Class`.
    private(set) var classes: [String: CClass] = [:]
    /// Functions the plugin image itself defines and exports: the only symbols an action may name
    /// (never one of libc's, say, which `dlsym` on the handle would also find).
    let exportedFunctions: Set<String>
    let objects = CObjectTable()
    /// The function table handed to the entry point, kept for the life of the process.
    var hostTable: CHostTable?
    /// One call interface per distinct type encoding, shared by every method that has it.
    private var interfaces: [CSignature: CCallInterface] = [:]
    /// Exported functions already found as actions.
    private var functionActions: [String: CMethod] = [:]
    var timers: [Int64: Timer] = [:]
    var nextTimerIdentifier: Int64 = 1
    var observers: [any NSObjectProtocol] = []

    init(path: String, library: DynamicLibrary, exportedFunctions: Set<String>) {
        HostLink.hasLoadedCPlugin = true  // its adapters are CObjects: HostKit's checks cast from now on
        self.path = path
        self.library = library
        self.exportedFunctions = exportedFunctions
    }

    func install(_ classes: [CClass]) {
        for cClass in classes { self.classes[cClass.name] = cClass }
    }

    /// The prepared call interface for `signature`, made the first time it is needed.
    func interface(for signature: CSignature) throws(CCallError) -> CCallInterface {
        if let interface = interfaces[signature] { return interface }
        let interface = try CCallInterface(signature)
        interfaces[signature] = interface
        return interface
    }

    var classNames: [String] { classes.keys.sorted() }

    /// The host-side class that stands for C class `name`, for kind checks.
    func adapterType(ofClassNamed name: String) -> AnyClass? {
        switch classes[name]?.kind {
        case .applicationDelegate: CApplicationDelegate.self
        case .viewController: CViewController.self
        case .view: CView.self
        case nil: nil
        }
    }

    /// Creates an instance of C class `name`, bound to it; `nil` when there is no such class.
    func makeObject(named name: String) -> Responder? {
        guard let cClass = classes[name] else { return nil }
        let binding = CBinding(plugin: self, cClass: cClass, state: CInstanceState(size: cClass.stateSize))
        switch cClass.kind {
        case .applicationDelegate:
            let delegate = CApplicationDelegate()
            delegate.binding = binding
            return delegate
        case .viewController:
            let controller = CViewController()
            controller.binding = binding
            return controller
        case .view:
            let view = CView()
            view.binding = binding
            return view
        }
    }

    /// The action `name` of `cClass`: its method `name:`, else a function the plugin
    /// exports under that name.
    func action(named name: String, of cClass: CClass) -> CMethod? {
        cClass.actions[name] ?? functionAction(named: name)
    }

    /// Every action name of class `name`, for the storyboard checks.
    func actionNames(ofClassNamed name: String) -> Set<String>? {
        guard let cClass = classes[name] else { return nil }
        return Set(cClass.actions.keys).union(exportedFunctions)
    }

    private func functionAction(named name: String) -> CMethod? {
        if let found = functionActions[name] { return found }
        guard exportedFunctions.contains(name), let function = library.function(named: name),
              let interface = try? interface(for: CSignature(encoding: CCallback.actionEncoding))
        else { return nil }
        let method = CMethod(name: name, function: function, interface: interface)
        functionActions[name] = method
        return method
    }
}
