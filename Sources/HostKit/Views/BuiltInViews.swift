package import StoryboardFormat

/// HostKit's built-in view classes, each by its descriptor, superclasses first. Everything that
/// reads or writes views by class (storyboards, `validate`, snapshots, C plugins, the JSON Schema)
/// asks this table.
@MainActor
package enum BuiltInViews {
    /// Superclasses before subclasses. A new built-in view class adds its descriptor here.
    package static let all: [ViewClassDescriptor] = [
        .view, .control,
        .label, .button, .textField, .switch, .imageView, .stackView, .progressView, .textView,
        .slider, .stepper, .segmentedControl, .activityIndicatorView, .pickerView,
        .scrollView, .tableView, .tableViewCell, .toolbar,
    ]

    /// The classes and keys as the storyboard format sees them, in the order of ``all``, so that
    /// a ``ViewClassID`` indexes ``all``.
    package static let table = ViewClassTable(all.map(\.schema))

    /// Each class by ``ViewClassID``, apart from its descriptor so that finding it copies nothing.
    static let viewClasses: [View.Type] = all.map(\.viewClass)

    /// Per class (by ``ViewClassID``), per key (by ``ViewKeyID``): how a value applies, inherited
    /// keys included, so that applying a property is two array reads. Made for a class the
    /// first time one of its views is built: a launch builds a few of the classes, not all.
    private static var appliersByClass = [[((View, StoryboardValue) -> Void)?]?](repeating: nil, count: all.count)

    private static func appliers(of id: ViewClassID) -> [((View, StoryboardValue) -> Void)?] {
        if let made = appliersByClass[id] { return made }
        var byKey = [((View, StoryboardValue) -> Void)?](repeating: nil, count: table.keys.count)
        for descriptor in chain(of: id).reversed() {
            for property in descriptor.properties { byKey[table.key(named: property.schema.name)!] = property.apply }
        }
        appliersByClass[id] = byKey
        return byKey
    }

    /// The descriptor of `id` and of its superclasses, nearest first.
    static func chain(of id: ViewClassID) -> [ViewClassDescriptor] {
        var descriptors: [ViewClassDescriptor] = []
        var current: ViewClassID? = id
        while let index = current {
            descriptors.append(all[index])
            current = table.classes[index].superclassID
        }
        return descriptors
    }

    private static let idByClass: [ObjectIdentifier: ViewClassID] = Dictionary(
        uniqueKeysWithValues: all.enumerated().map { (ObjectIdentifier($0.element.viewClass), $0.offset) })

    /// The nearest built-in class `viewClass` is or derives from (a plugin's view class takes that
    /// class's keys and snapshot fields).
    package static func nearestBuiltInClass(of viewClass: AnyClass) -> ViewClassID {
        var candidate: AnyClass? = viewClass
        while let current = candidate {
            if let id = idByClass[ObjectIdentifier(current)] { return id }
            candidate = _getSuperclass(current)
        }
        return 0
    }

    /// What a snapshot shows of a view of `viewClass`, in order: the root class's leading fields,
    /// then each class's own from the nearest built-in class up, then the root's trailing fields.
    package static func snapshotFields(of viewClass: AnyClass) -> [SnapshotField] {
        let id = nearestBuiltInClass(of: viewClass)
        if let fields = snapshotFieldsByClass[id] { return fields }
        let chain = chain(of: id)
        let root = chain[chain.count - 1]
        let fields = root.snapshotFields + chain.dropLast().flatMap(\.snapshotFields) + root.trailingSnapshotFields
        snapshotFieldsByClass[id] = fields
        return fields
    }

    /// How C reads and sets the property `name` of a view of `viewClass`; `nil` when the class has
    /// no such key or C cannot reach it.
    package static func cAccess(named name: String, of viewClass: AnyClass) -> CPropertyAccess? {
        for descriptor in chain(of: nearestBuiltInClass(of: viewClass)) {
            if let property = descriptor.properties.first(where: { $0.schema.name == name }) { return property.cAccess }
        }
        return nil
    }

    private static var snapshotFieldsByClass: [ViewClassID: [SnapshotField]] = [:]

    /// Applies a storyboard property to a view of class `id` (or a subclass).
    static func apply(_ property: ViewPropertyAt, to view: View, as id: ViewClassID) {
        appliers(of: id)[property.key]?(view, property.value)
    }
}
