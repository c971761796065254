import HostKit
import SystemInterop

/// The properties a C plugin reads and sets by name (`apphost.h`, "Properties by name"): every
/// storyboard key of a view's class that C can hold (strings, booleans, numbers; enumerations as
/// their case names), from the class's descriptor, and the few properties of controllers and
/// segues. A name the object does not have is reported, naming the class.
@MainActor
enum CProperties {
    /// `nil` when `object` has no string property `name` (reported); `.some(nil)` when it is unset.
    static func string(_ name: String, of object: AnyObject, in function: CHostFunction) -> String?? {
        if let view = object as? View, case .string(let get, _)? = BuiltInViews.cAccess(named: name, of: type(of: view)) {
            return .some(get(view))
        }
        switch (name, object) {
        case ("title", let controller as ViewController): return .some(controller.title)
        case ("identifier", let segue as StoryboardSegue): return .some(segue.identifier)
        default:
            report(name, "string", of: object, in: function)
            return nil
        }
    }

    static func setString(_ name: String, of object: AnyObject, to value: String?, in function: CHostFunction) -> Bool {
        if let view = object as? View, case .string(_, let set)? = BuiltInViews.cAccess(named: name, of: type(of: view)) {
            set(view, value)
            return true
        }
        switch (name, object) {
        case ("title", let controller as ViewController): controller.title = value
        default:
            report(name, "settable string", of: object, in: function)
            return false
        }
        return true
    }

    static func bool(_ name: String, of object: AnyObject, in function: CHostFunction) -> Bool? {
        access(name, of: object, kind: "bool", in: function) { access, view in
            if case .bool(let get, _) = access { get(view) } else { nil }
        }
    }

    static func setBool(_ name: String, of object: AnyObject, to value: Bool, in function: CHostFunction) -> Bool {
        access(name, of: object, kind: "bool", in: function) { access, view -> Bool? in
            guard case .bool(_, let set) = access else { return nil }
            set(view, value)
            return true
        } ?? false
    }

    static func number(_ name: String, of object: AnyObject, in function: CHostFunction) -> Double? {
        access(name, of: object, kind: "number", in: function) { access, view in
            if case .number(let get, _) = access { get(view) } else { nil }
        }
    }

    static func setNumber(_ name: String, of object: AnyObject, to value: Double, in function: CHostFunction) -> Bool {
        access(name, of: object, kind: "number", in: function) { access, view -> Bool? in
            guard case .number(_, let set) = access, set(view, value) else { return nil }
            return true
        } ?? false
    }

    /// `body`'s answer for the view property `name` of `object`; `nil`, reported, when `object`
    /// is no view, has no such property, or `body` finds it of another kind.
    private static func access<Answer>(_ name: String, of object: AnyObject, kind: String, in function: CHostFunction,
                                       _ body: (CPropertyAccess, View) -> Answer?) -> Answer? {
        if let view = object as? View, let access = BuiltInViews.cAccess(named: name, of: type(of: view)), let answer = body(access, view) {
            return answer
        }
        report(name, kind, of: object, in: function)
        return nil
    }

    private static func report(_ name: String, _ kind: String, of object: AnyObject, in function: CHostFunction) {
        HostLink.reportIssue("C plugin called \(function.rawValue): \(HostLink.typeName(of: object)) has no \(kind) property \"\(name)\"; the call did nothing",
                                   remedy: "use one of the properties apphost.h lists for this kind of object")
    }
}
