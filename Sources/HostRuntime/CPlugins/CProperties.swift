import HostKit
import SystemInterop

/// The properties a C plugin reads and sets by name (`apphost.h`, "Properties by name"). A name
/// the object does not have is reported, naming the class and listing the ones it has.
@MainActor
enum CProperties {
    /// `nil` when `object` has no string property `name` (reported); `.some(nil)` when it is unset.
    static func string(_ name: String, of object: AnyObject, in function: CHostFunction) -> String?? {
        switch (name, object) {
        case ("text", let label as Label): return .some(label.text)
        case ("text", let field as TextField): return .some(field.text)
        case ("title", let button as Button): return .some(button.title)
        case ("title", let controller as ViewController): return .some(controller.title)
        case ("placeholder", let field as TextField): return .some(field.placeholder)
        case ("accessibilityIdentifier", let view as View): return .some(view.accessibilityIdentifier)
        case ("identifier", let segue as StoryboardSegue): return .some(segue.identifier)
        default:
            report(name, "string", of: object, in: function)
            return nil
        }
    }

    static func setString(_ name: String, of object: AnyObject, to value: String?, in function: CHostFunction) -> Bool {
        switch (name, object) {
        case ("text", let label as Label): label.text = value
        case ("text", let field as TextField): field.text = value
        case ("title", let button as Button): button.title = value
        case ("title", let controller as ViewController): controller.title = value
        case ("placeholder", let field as TextField): field.placeholder = value
        case ("accessibilityIdentifier", let view as View): view.accessibilityIdentifier = value
        default:
            report(name, "settable string", of: object, in: function)
            return false
        }
        return true
    }

    static func bool(_ name: String, of object: AnyObject, in function: CHostFunction) -> Bool? {
        switch (name, object) {
        case ("enabled", let control as Control): return control.isEnabled
        case ("on", let toggle as Switch): return toggle.isOn
        case ("hidden", let view as View): return view.isHidden
        case ("userInteractionEnabled", let view as View): return view.isUserInteractionEnabled
        default:
            report(name, "bool", of: object, in: function)
            return nil
        }
    }

    static func setBool(_ name: String, of object: AnyObject, to value: Bool, in function: CHostFunction) -> Bool {
        switch (name, object) {
        case ("enabled", let control as Control): control.isEnabled = value
        case ("on", let toggle as Switch): toggle.isOn = value
        case ("hidden", let view as View): view.isHidden = value
        case ("userInteractionEnabled", let view as View): view.isUserInteractionEnabled = value
        default:
            report(name, "bool", of: object, in: function)
            return false
        }
        return true
    }

    static func number(_ name: String, of object: AnyObject, in function: CHostFunction) -> Double? {
        switch (name, object) {
        case ("alpha", let view as View): return view.alpha
        case ("tag", let view as View): return Double(view.tag)
        default:
            report(name, "number", of: object, in: function)
            return nil
        }
    }

    static func setNumber(_ name: String, of object: AnyObject, to value: Double, in function: CHostFunction) -> Bool {
        switch (name, object) {
        case ("alpha", let view as View): view.alpha = value
        case ("tag", let view as View) where value.rounded() == value && abs(value) < 9.0e15: view.tag = Int(value)
        default:
            report(name, "number", of: object, in: function)
            return false
        }
        return true
    }

    private static func report(_ name: String, _ kind: String, of object: AnyObject, in function: CHostFunction) {
        HostLink.reportIssue("C plugin called \(function.rawValue): \(HostLink.typeName(of: object)) has no \(kind) property \"\(name)\"; the call did nothing",
                                   remedy: "use one of the properties apphost.h lists for this kind of object")
    }
}
