/// How a view key's value is written in a storyboard: what the reader accepts, how it is checked,
/// and how the JSON Schema describes it.
package enum StoryboardValueType: Sendable, Equatable {
    case string
    case bool
    /// A whole number, at least `minimum` when there is one.
    case integer(minimum: Int?)
    /// A number within `range`.
    case number(ClosedRange<Double>)
    /// `#RRGGBB`, `#RRGGBBAA` or a colour name (``ColorValue``).
    case color
    /// `{"x": …, "y": …, "width": …, "height": …}`, width and height not negative.
    case rect
    /// `{"top": …, "leading": …, "bottom": …, "trailing": …}`: insets from a rectangle's edges.
    case insets
    /// One of `cases`, by name.
    case enumeration([String])

    /// Any number; ranges are closed, so "no bound" is the largest finite magnitude.
    package static let anyNumber = number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    /// A number of 0 or more.
    package static let nonNegativeNumber = number(0...Double.greatestFiniteMagnitude)
}

/// One key a view class takes in a storyboard.
package struct ViewKeySchema: Sendable, Equatable {
    package var name: String
    package var type: StoryboardValueType
    /// One sentence for the schema's description and the format's documentation.
    package var summary: String

    package init(_ name: String, _ type: StoryboardValueType, _ summary: String) {
        self.name = name
        self.type = type
        self.summary = summary
    }
}

/// A built-in view class as the storyboard format knows it: its name, its superclass, the keys it
/// adds to its superclass's, and whether it sends actions. HostKit's view descriptors provide one
/// per class; the reader, `validate` and the JSON Schema work from a ``ViewClassTable`` of them.
package struct ViewClassSchema: Sendable {
    /// The name a storyboard writes, without `HostKit.`.
    package var name: String
    /// `nil` only for the root class, `View`.
    package var superclassName: String?
    package var summary: String
    /// The keys this class adds; it also takes every key of its superclasses.
    package var keys: [ViewKeySchema]
    /// Whether a view of this class (or a subclass) sends actions, so that `"actions"` is allowed.
    package var sendsActions: Bool
    /// A class that only gives keys to its subclasses: a storyboard cannot name it (UIKit's
    /// `UIControl`).
    package var isAbstract: Bool

    package init(name: String, superclassName: String?, summary: String, keys: [ViewKeySchema],
                 sendsActions: Bool = false, isAbstract: Bool = false) {
        self.name = name
        self.superclassName = superclassName
        self.summary = summary
        self.keys = keys
        self.sendsActions = sendsActions
        self.isAbstract = isAbstract
    }
}

/// The position of a key in a ``ViewClassTable``: keys are compared and hashed as integers, since
/// every property of every view is looked up.
package typealias ViewKeyID = Int
/// The position of a class in a ``ViewClassTable``.
package typealias ViewClassID = Int

/// Every built-in view class and every view key, resolved once: the keys each class takes with
/// its superclasses', by integer, so that reading a view costs one string lookup per key.
package struct ViewClassTable: Sendable {
    /// A class with everything it inherits.
    package struct ResolvedClass: Sendable {
        package let id: ViewClassID
        package let schema: ViewClassSchema
        package let superclassID: ViewClassID?
        /// Its keys and its superclasses', superclasses' first.
        package let keys: [ViewKeyID]
        package let keySet: ViewKeySet
        package let sendsActions: Bool

        package var name: String { schema.name }
    }

    package let classes: [ResolvedClass]
    /// Every key by ``ViewKeyID``; a name shared by several classes is one key of one type.
    package let keys: [ViewKeySchema]
    /// Each key's type by ``ViewKeyID``, apart from its names so that reading a value copies nothing.
    package let keyTypes: [StoryboardValueType]
    /// The classes a storyboard can name, in the table's order.
    package let storyboardClasses: [ResolvedClass]
    /// "View, Label, …, StackView", for messages: made only when one is written (a remedy is
    /// passed unevaluated), not at every launch.
    package var storyboardClassList: String { storyboardClasses.map(\.name).joined(separator: ", ") }
    /// The classes that send actions, as "Button, TextField or Switch", for messages.
    package var actionSenderList: String {
        let senders = storyboardClasses.filter(\.sendsActions).map(\.name)
        return senders.count > 1 ? senders.dropLast().joined(separator: ", ") + " or " + senders[senders.count - 1] : senders.first ?? ""
    }
    private let classIDByName: [String: ViewClassID]
    private let keyIDByName: [String: ViewKeyID]

    /// `schemas` lists superclasses before their subclasses. Names are unique, and a key that
    /// several classes declare has one type everywhere: the descriptors are HostKit's own, so a
    /// mistake there is a programming error.
    package init(_ schemas: [ViewClassSchema]) {
        var classes: [ResolvedClass] = []
        var keys: [ViewKeySchema] = []
        var classIDByName: [String: ViewClassID] = [:]
        var keyIDByName: [String: ViewKeyID] = [:]
        classes.reserveCapacity(schemas.count)
        classIDByName.reserveCapacity(schemas.count)
        let keyCountBound = schemas.reduce(0) { $0 + $1.keys.count }
        keys.reserveCapacity(keyCountBound)
        keyIDByName.reserveCapacity(keyCountBound)
        for schema in schemas {
            precondition(classIDByName[schema.name] == nil, "view class \(schema.name) is described twice")
            let superclass = schema.superclassName.map { name -> ResolvedClass in
                guard let id = classIDByName[name] else { preconditionFailure("\(schema.name)'s superclass \(name) must be described first") }
                return classes[id]
            }
            var classKeys = superclass?.keys ?? []
            for key in schema.keys {
                if let existing = keyIDByName[key.name] {
                    precondition(keys[existing].type == key.type, "view key \(key.name) has two types")
                    classKeys.append(existing)
                } else {
                    keyIDByName[key.name] = keys.count
                    classKeys.append(keys.count)
                    keys.append(key)
                }
            }
            let id = classes.count
            classIDByName[schema.name] = id
            classes.append(ResolvedClass(id: id, schema: schema, superclassID: superclass?.id, keys: classKeys,
                                         keySet: ViewKeySet(classKeys, bound: keys.count), sendsActions: schema.sendsActions || superclass?.sendsActions == true))
        }
        self.classes = classes
        self.keys = keys
        keyTypes = keys.map(\.type)
        storyboardClasses = classes.filter { !$0.schema.isAbstract }
        self.classIDByName = classIDByName
        self.keyIDByName = keyIDByName
    }

    /// The class a storyboard names, with or without `HostKit.`; `nil` for a plugin class or an
    /// unknown name. Abstract classes cannot be named.
    package func storyboardClass(named name: String) -> ResolvedClass? {
        storyboardClassID(named: name).map { classes[$0] }
    }

    /// ``storyboardClass(named:)``'s position only: what the reader keeps for every view.
    package func storyboardClassID(named name: String) -> ViewClassID? {
        let id = name.hasPrefix("HostKit.") ? classIDByName[String(name.dropFirst(8))] : classIDByName[name]
        guard let id, !classes[id].schema.isAbstract else { return nil }
        return id
    }

    /// Whether the class `id` is the class named `name` or derives from it.
    package func isClass(_ id: ViewClassID, derivedFrom name: String) -> Bool {
        var current: ViewClassID? = id
        while let classID = current {
            if classes[classID].name == name { return true }
            current = classes[classID].superclassID
        }
        return false
    }

    package func key(named name: String) -> ViewKeyID? {
        keyIDByName[name]
    }

    /// The classes a storyboard can name that take `key`, for messages.
    package func storyboardClasses(taking key: ViewKeyID) -> [ResolvedClass] {
        storyboardClasses.filter { $0.keySet.contains(key) }
    }
}
