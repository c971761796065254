import HostKit
import SystemInterop

/// Reads a host function's C arguments in order, refusing (and reporting, naming the function)
/// a NULL where a string or object is required, a handle that is no live object, or an object of
/// the wrong kind.
@MainActor
struct ArgumentReader {
    let function: CHostFunction
    let arguments: [CValue]
    let objects: CObjectTable
    private var index = 0

    init(function: CHostFunction, arguments: [CValue], objects: CObjectTable) {
        self.function = function
        self.arguments = arguments
        self.objects = objects
    }

    private mutating func next() -> CValue {
        defer { index += 1 }
        return index < arguments.count ? arguments[index] : .void
    }

    private func refuse(_ problem: String, remedy: String) {
        HostLink.reportIssue("C plugin called \(function.rawValue) with \(problem); the call did nothing", remedy: remedy)
    }

    /// A required object.
    mutating func object(_ name: String) -> AnyObject? {
        guard case .object(let handle) = next() else { return nil }
        guard handle != 0 else {
            refuse("a NULL \(name)", remedy: "pass the handle of an object the host gave you")
            return nil
        }
        guard let object = objects.object(for: handle) else {
            refuse("a \(name) handle that is no live object", remedy: "pass only handles the host gave you, while their objects live")
            return nil
        }
        return object
    }

    mutating func object<Kind: AnyObject>(_ name: String, as kind: Kind.Type) -> Kind? {
        guard let object = object(name) else { return nil }
        guard let typed = object as? Kind else {
            refuse("a \(HostLink.typeName(of: object)) as the \(name), which must be a \(kind)", remedy: "pass a \(kind)")
            return nil
        }
        return typed
    }

    /// An object that may be NULL.
    mutating func optionalObject() -> AnyObject? {
        guard case .object(let handle) = next() else { return nil }
        return objects.object(for: handle)
    }

    /// The root of a view search: a view, or a view controller's view.
    mutating func rootView() -> View? {
        guard let object = object("root") else { return nil }
        if let view = object as? View { return view }
        if let controller = object as? ViewController { return controller.view }
        refuse("a \(HostLink.typeName(of: object)) as the root, which must be a view or a view controller", remedy: "pass a view or a view controller")
        return nil
    }

    /// A required string.
    mutating func string(_ name: String) -> String? {
        guard case .string(let text) = next() else { return nil }
        guard let text else {
            refuse("a NULL \(name), where a string is required", remedy: "pass a NUL-terminated UTF-8 string")
            return nil
        }
        return text
    }

    mutating func optionalString() -> String? {
        guard case .string(let text) = next() else { return nil }
        return text
    }

    mutating func int64() -> Int64? {
        guard case .int64(let number) = next() else { return nil }
        return number
    }

    mutating func double() -> Double? {
        guard case .double(let number) = next() else { return nil }
        return number
    }

    mutating func bool() -> Bool? {
        guard case .bool(let flag) = next() else { return nil }
        return flag
    }

    mutating func pointer() -> UInt? {
        guard case .pointer(let address) = next() else { return nil }
        return address
    }

    /// An object of a C class and the name of one of its actions (`"NAME:"`, or `"NAME"`), to call
    /// later. `nil` (reported, unless both are NULL and `optional`) when the object has no such action.
    mutating func target(optional: Bool = false) -> CActionTarget? {
        guard case .object(let handle) = next(), case .string(let method) = next() else { return nil }
        if optional, handle == 0, method == nil { return nil }
        guard let method else {
            refuse("a NULL method name, where a string is required", remedy: "pass the action's name, \"NAME:\"")
            return nil
        }
        let action = method.hasSuffix(":") ? String(method.dropLast()) : method
        guard let object = objects.object(for: handle) else {
            refuse("a target for '\(method)' that is NULL or no live object", remedy: "pass the handle of an object of one of your classes (self)")
            return nil
        }
        guard let target = object as? any CObject, target.respondsToCAction(action) else {
            refuse("a target of class \(HostLink.typeName(of: object)) that has no action '\(action):'",
                   remedy: "add a method \"\(action):\" with the encoding \"v@@\" to the target's class")
            return nil
        }
        return CActionTarget(handle: handle, action: action)
    }
}
