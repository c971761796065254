import Foundation
package import StoryboardFormat

/// Everything AppHost knows about one built-in view class, in one place next to the class: the
/// storyboard keys it adds to its superclass's (their types, how each applies to a view, how C
/// plugins reach it), what its snapshot line shows, and whether it sends actions.
///
/// The storyboard reader, `apphost validate`, the property applier, the snapshot writer, the C
/// property table and the JSON Schema (`apphost schema`) all work from ``BuiltInViews/all``; adding
/// a class or a key means editing the class and its descriptor only (see CONTRIBUTING.md).
@MainActor
package struct ViewClassDescriptor {
    package let viewClass: View.Type
    package let schema: ViewClassSchema
    /// The keys this class adds, in the schema's order.
    let properties: [ViewPropertyDescriptor]
    /// What this class adds to a snapshot line, after its superclasses' leading fields.
    package let snapshotFields: [SnapshotField]
    /// Fields written after every subclass's (the root class's state: alpha, hidden).
    package let trailingSnapshotFields: [SnapshotField]

    init<V: View>(_ viewClass: V.Type, name: String, superclass: View.Type?, summary: String,
                  properties: [ViewPropertyDescriptor] = [], snapshot: [SnapshotField] = [], trailingSnapshot: [SnapshotField] = [],
                  sendsActions: Bool = false, isAbstract: Bool = false) {
        self.viewClass = viewClass
        self.properties = properties
        self.snapshotFields = snapshot
        self.trailingSnapshotFields = trailingSnapshot
        let superclassName = superclass.map { HostLink.shortTypeName(ofType: $0) }
        schema = ViewClassSchema(name: name, superclassName: superclassName, summary: summary, keys: properties.map(\.schema),
                                 sendsActions: sendsActions, isAbstract: isAbstract)
    }
}

/// One storyboard key of a view class: its schema, how a storyboard value applies to a view, and
/// how a C plugin reads and sets it by name.
@MainActor
struct ViewPropertyDescriptor {
    let schema: ViewKeySchema
    /// Sets the decoded value on a view of the class (or a subclass).
    let apply: (View, StoryboardValue) -> Void
    /// `nil` for keys C cannot reach (colours, rectangles).
    let cAccess: CPropertyAccess?
}

/// How a C plugin reads and sets a property by name (`apphost.h`, "Properties by name").
@MainActor
package enum CPropertyAccess {
    case string(get: (View) -> String?, set: (View, String?) -> Void)
    case bool(get: (View) -> Bool, set: (View, Bool) -> Void)
    /// Numbers cross the C ABI as doubles; `set` returns false for a value the property cannot
    /// hold (a fraction for an integer).
    case number(get: (View) -> Double, set: (View, Double) -> Bool)
}

/// A value a snapshot shows.
package enum SnapshotValue: Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case number(Double)
}

/// One item of a view's snapshot: its JSON key, its value (`nil` leaves it out of both forms),
/// and how the indented text form writes it.
@MainActor
package struct SnapshotField {
    package let jsonKey: String
    package let value: (View) -> SnapshotValue?
    package let textForm: SnapshotTextForm
}

/// How a snapshot field reads in the indented text form.
package enum SnapshotTextForm: Sendable {
    /// `key="value"`.
    case quoted(String)
    /// The value after a marker: `#identifier`.
    case prefixed(String)
    /// A word for each state, or nothing: `on`/`off`, `disabled`, `hidden`.
    case flag(whenTrue: String?, whenFalse: String?)
    /// `key=value`, left out while the value is `ordinary` (always written when `nil`).
    case number(String, unless: Double?)
}

// MARK: Building descriptors

extension ViewPropertyDescriptor {
    // Getters and setters are closures, not key paths: a key path to an overridable property
    // goes through a computed component that allocates on every write, and storyboards set a
    // property of every view they create.

    /// A key whose storyboard value `set`s the property, and which C reads and sets by the same name.
    static func string<V: View>(_ name: String, _ summary: String, get: @escaping (V) -> String?, set: @escaping (V, String?) -> Void) -> Self {
        Self(schema: ViewKeySchema(name, .string, summary),
             apply: { view, value in if case .string(let text) = value { set(view as! V, text) } },
             cAccess: .string(get: { get($0 as! V) }, set: { set($0 as! V, $1) }))
    }

    static func bool<V: View>(_ name: String, _ summary: String, get: @escaping (V) -> Bool, set: @escaping (V, Bool) -> Void) -> Self {
        Self(schema: ViewKeySchema(name, .bool, summary),
             apply: { view, value in if case .bool(let flag) = value { set(view as! V, flag) } },
             cAccess: .bool(get: { get($0 as! V) }, set: { set($0 as! V, $1) }))
    }

    static func number<V: View>(_ name: String, in range: ClosedRange<Double>, _ summary: String,
                                get: @escaping (V) -> Double, set: @escaping (V, Double) -> Void) -> Self {
        Self(schema: ViewKeySchema(name, .number(range), summary),
             apply: { view, value in if case .number(let number) = value { set(view as! V, number) } },
             cAccess: .number(get: { get($0 as! V) }, set: { set($0 as! V, $1); return true }))
    }

    static func integer<V: View>(_ name: String, minimum: Int? = nil, _ summary: String, get: @escaping (V) -> Int, set: @escaping (V, Int) -> Void) -> Self {
        Self(schema: ViewKeySchema(name, .integer(minimum: minimum), summary),
             apply: { view, value in if case .integer(let number) = value { set(view as! V, number) } },
             cAccess: .number(get: { Double(get($0 as! V)) }, set: { view, number in
                 // Whole numbers a Double holds exactly; anything else would be silently rounded.
                 guard number.rounded() == number, abs(number) < 9.0e15, number >= Double(minimum ?? Int.min) else { return false }
                 set(view as! V, Int(number))
                 return true
             }))
    }

    /// A colour key; C cannot reach colours.
    static func color<V: View>(_ name: String, _ summary: String, set: @escaping (V, Color) -> Void) -> Self {
        Self(schema: ViewKeySchema(name, .color, summary),
             apply: { view, value in if case .color(let color) = value { set(view as! V, Color(color)) } },
             cAccess: nil)
    }

    /// A key whose value is one of `Value`'s cases by raw value; C reads and sets it as a string.
    static func enumeration<V: View, Value: RawRepresentable & CaseIterable>(
        _ name: String, _ summary: String, get: @escaping (V) -> Value, set: @escaping (V, Value) -> Void
    ) -> Self where Value.RawValue == String {
        Self(schema: ViewKeySchema(name, .enumeration(Value.allCases.map(\.rawValue)), summary),
             apply: { view, value in
                 if case .enumeration(let text) = value, let choice = Value(rawValue: text) { set(view as! V, choice) }
             },
             cAccess: .string(get: { get($0 as! V).rawValue }, set: { view, text in
                 if let text, let choice = Value(rawValue: text) { set(view as! V, choice) }
             }))
    }

    /// A key whose value is one of `Value`'s cases by its storyboard name: for UIKit's enums with
    /// integer raw values, whose names a storyboard gives in raw-value order.
    static func enumeration<V: View, Value: StoryboardNamedEnumeration>(
        _ name: String, _ summary: String, set: @escaping (V, Value) -> Void
    ) -> Self {
        Self(schema: ViewKeySchema(name, .enumeration(Value.storyboardNames), summary),
             apply: { view, value in
                 if case .enumeration(let text) = value, let choice = Value(storyboardName: text) { set(view as! V, choice) }
             },
             cAccess: nil)
    }

    /// A key the class applies in its own way.
    static func custom<V: View>(_ name: String, _ type: StoryboardValueType, of _: V.Type, _ summary: String,
                                cAccess: CPropertyAccess? = nil, apply: @escaping (V, StoryboardValue) -> Void) -> Self {
        Self(schema: ViewKeySchema(name, type, summary), apply: { apply($0 as! V, $1) }, cAccess: cAccess)
    }
}

extension SnapshotField {
    /// `key="text"`; left out when `nil`.
    static func quoted<V: View>(_ key: String, _ value: @escaping (V) -> String?) -> Self {
        Self(jsonKey: key, value: { value($0 as! V).map(SnapshotValue.string) }, textForm: .quoted(key))
    }

    /// Always in JSON; in the text form as `whenTrue`/`whenFalse` where given.
    static func flag<V: View>(_ key: String, whenTrue: String?, whenFalse: String?, _ value: @escaping (V) -> Bool) -> Self {
        Self(jsonKey: key, value: { .bool(value($0 as! V)) }, textForm: .flag(whenTrue: whenTrue, whenFalse: whenFalse))
    }
}
