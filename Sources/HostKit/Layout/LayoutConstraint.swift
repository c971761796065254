import Foundation
internal import StoryboardFormat

/// How much a layout constraint matters, from 1 to 1000, as `UILayoutPriority` is: 1000 is
/// required, below it the constraint is a preference the layout satisfies as far as it can, a
/// higher priority before a lower one.
public struct LayoutPriority: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    /// The priority a window's resize drags its content with, where the drag can resize the
    /// window: above ``sceneSizeStayPut``, so the window follows.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// The priority a window holds its size at.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// The priority of a drag that must not resize the window: below ``sceneSizeStayPut``.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` holds the target size at.
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

/// A relation between two attributes of layout items, solved with the others of its window in
/// the layout pass, as `NSLayoutConstraint` is:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint acts once it is active (``isActive``, ``activate(_:)``); it is then kept by the
/// nearest common ancestor of its items (in its ``View/constraints``). Changing ``constant`` or
/// ``priority`` re-solves incrementally at the next layout pass.
@MainActor
public final class LayoutConstraint: CustomStringConvertible {
    /// The system's standard spacing between two neighbouring views, in points, which the
    /// anchors' `…SystemSpacing…` constraints and ``StackView/spacingUseSystem`` use: 8, as in
    /// UIKit.
    public nonisolated static let systemSpacing = 8.0

    /// A part of an item's frame a constraint ties.
    ///
    /// The margin attributes (``leadingMargin``, ``centerXWithinMargins``, …) are UIKit's
    /// shorthand for an edge or centre of a view's ``View/layoutMarginsGuide``: a constraint made
    /// with one ties that guide, and reads back as made (the view and the margin attribute), as
    /// in UIKit.
    public enum Attribute: String, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case firstBaseline, lastBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute

        /// The margins guide's attribute a margin attribute stands for; `nil` for the others.
        var marginsGuideAttribute: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        /// The margin attribute an edge or centre of the margins guide stands for: the inverse of
        /// ``marginsGuideAttribute``; the attribute itself for the others.
        var inMargins: Attribute {
            switch self {
            case .left: .leftMargin
            case .right: .rightMargin
            case .top: .topMargin
            case .bottom: .bottomMargin
            case .leading: .leadingMargin
            case .trailing: .trailingMargin
            case .centerX: .centerXWithinMargins
            case .centerY: .centerYWithinMargins
            default: self
            }
        }

        /// Whether it is one of an item's four edges.
        var isEdge: Bool {
            switch marginsGuideAttribute ?? self {
            case .left, .right, .top, .bottom, .leading, .trailing: true
            default: false
            }
        }

        var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

        /// Whether the attribute's side depends on the language's direction: leading and
        /// trailing, of the frame or of the margins.
        var followsLanguageDirection: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// How many of an item's variables it is a sum of (a trailing edge is x + width): how
        /// many terms it gives a solver constraint.
        var variableCount: Int {
            switch self {
            case .left, .leading, .top, .width, .height: 1
            case .right, .trailing, .bottom, .centerX, .centerY, .firstBaseline, .lastBaseline: 2
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
                 .centerYWithinMargins: marginsGuideAttribute!.variableCount
            case .notAnAttribute: 0
            }
        }

        /// The axis it lies along; `nil` for ``notAnAttribute``.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
            case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
                 .centerYWithinMargins: marginsGuideAttribute!.axis
            case .notAnAttribute: nil
            }
        }
    }

    /// How the two sides compare.
    public enum Relation: String, Sendable, CaseIterable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The first item, a ``View`` or a ``LayoutGuide``, as the constraint was made: a view with a
    /// margin attribute (``Attribute/leadingMargin``) stays that view, as in UIKit, though the
    /// engine ties its ``View/layoutMarginsGuide``.
    public var firstItem: AnyObject? { declaresMargins(first: true) ? (engineFirstItem as? LayoutGuide)?.owningView : engineFirstItem }
    /// The first item's attribute as the constraint was made, a margin attribute included.
    public var firstAttribute: Attribute { declaresMargins(first: true) ? engineFirstAttribute.inMargins : engineFirstAttribute }
    public let relation: Relation
    /// The second item as the constraint was made (see ``firstItem``); `nil` for a constant.
    public var secondItem: AnyObject? { declaresMargins(first: false) ? (engineSecondItem as? LayoutGuide)?.owningView : engineSecondItem }
    /// The second item's attribute as the constraint was made; ``Attribute/notAnAttribute`` for
    /// a constant.
    public var secondAttribute: Attribute { declaresMargins(first: false) ? engineSecondAttribute.inMargins : engineSecondAttribute }

    // What the engine ties: a view's margin attribute is its margins guide's edge or centre
    // (UIKit's shorthand), so that the engine knows one kind of margin, the guide's.
    weak let engineFirstItem: AnyObject?
    let engineFirstAttribute: Attribute
    weak let engineSecondItem: AnyObject?
    let engineSecondAttribute: Attribute
    /// Which sides were made with a view's margin attribute: 1 for the first, 2 for the second.
    private let marginSides: UInt8

    private func declaresMargins(first: Bool) -> Bool { marginSides & (first ? 1 : 2) != 0 }
    public let multiplier: Double
    // A layout pass reads `constant` and `priority` of every constraint it collects; their
    // dynamic exclusivity checks cost more than the reads. Both are plain values (a
    // `Double`, a `Float`), so an access overlapping another, which the checks exist to trap,
    // could only read a number about to change, never tear memory; and the observers run after
    // the write's access has ended.
    @exclusivity(unchecked) public var constant: Double { didSet { if constant != oldValue { constraintDidChange() } } }
    /// A required constraint's priority cannot change once it is active, nor an optional one's
    /// become required, as in UIKit: such a change is reported and undone. An active optional
    /// constraint can change between optional priorities.
    @exclusivity(unchecked) public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if installedView != nil, (priority == .required) != (oldValue == .required) {
                let refused = priority
                priority = oldValue  // first, so that the constraint is described as it stays
                HostLink.reportIssue("the priority of the active constraint \(self) cannot change between required and optional (\(Self.number(Double(oldValue.rawValue))) to \(Self.number(Double(refused.rawValue)))); it stays \(Self.number(Double(oldValue.rawValue)))",
                                     remedy: "deactivate the constraint, change its priority, then activate it again; or start it at 999 to vary it")
                return
            }
            constraintDidChange()
        }
    }
    /// A name for diagnostics ("Unable to simultaneously satisfy constraints" lists it).
    public var identifier: String?

    /// The first item's anchor for ``firstAttribute``, as `NSLayoutConstraint.firstAnchor`;
    /// `nil` once the item is gone. For a distance (``LayoutXAxisAnchor/anchorWithOffset(to:)``),
    /// the distance.
    public var firstAnchor: LayoutAnchor<AnyObject>? {
        engineFirstItem.map { LayoutAnchor(item: $0, attribute: engineFirstAttribute, distanceStart: distanceStarts?.first) }
    }

    /// The second item's anchor for ``secondAttribute``; `nil` for a constraint to a constant.
    public var secondAnchor: LayoutAnchor<AnyObject>? {
        engineSecondItem.map { LayoutAnchor(item: $0, attribute: engineSecondAttribute, distanceStart: distanceStarts?.second) }
    }
    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { installedView != nil }
        set { newValue ? install() : uninstall() }
    }

    /// The view whose ``View/constraints`` hold it while it is active.
    package private(set) weak var installedView: View?
    /// The solver constraint it stands for in its hierarchy's engine. Read and set once or more
    /// for every constraint a layout pass adds, so its dynamic exclusivity check is off, as for
    /// ``ViewLayout``'s slots: a value only the engine changes, by an assignment or a closure
    /// that only assigns the slot.
    @exclusivity(unchecked) var engineState: LayoutEngine.ConstraintState?
    /// How a layout pass reaches each item without loading its weak reference, set while the
    /// constraint is installed: a weak load retains and releases the view through its side
    /// table, two slow reference counts for every item of every constraint a pass collects.
    /// Only HostKit's install and uninstall assign them, one assignment each, so their dynamic
    /// exclusivity checks are off, as for ``engineState``.
    @exclusivity(unchecked) private(set) var firstShortcut = ItemShortcut.weakReferenceOnly
    @exclusivity(unchecked) private(set) var secondShortcut = ItemShortcut.weakReferenceOnly

    /// Where an installed constraint's item is, from the view that holds the constraint.
    enum ItemShortcut {
        /// A guide, or a view outside the holding view, or no installed constraint: only the
        /// weak reference finds it. (Not `none`, which reads as an optional's.)
        case weakReferenceOnly
        /// The holding view itself, which a pass walking the hierarchy has at hand.
        case holdingView
        /// A view below the holding view, by its layout storage. Held strongly: a view's
        /// storage refers only to the constraints it holds, whose shortcuts point further down,
        /// so the references form no cycle. It proves nothing about the view being alive; the
        /// engine uses it only for a view it already found in the hierarchy in the same pass.
        case descendant(ViewLayout)
    }

    /// `item.attribute relation multiplier × toItem.secondAttribute + constant`, as
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. A
    /// margin attribute of a view ties its ``View/layoutMarginsGuide``.
    public convenience init(item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
                            attribute secondAttribute: Attribute, multiplier: Double, constant: Double) {
        self.init(item: item, attribute: attribute, start: nil, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
                  start: nil, multiplier: multiplier, constant: constant)
    }

    /// A constraint whose sides may be distances (`item.attribute - start`), as the anchors of
    /// ``LayoutXAxisAnchor/anchorWithOffset(to:)`` make them.
    init(item: AnyObject, attribute: Attribute, start firstStart: DistanceStart?, relatedBy relation: Relation, toItem: AnyObject?,
         attribute secondAttribute: Attribute, start secondStart: DistanceStart?, multiplier: Double, constant: Double) {
        let first = Self.outsideMargins(item, attribute)
        (engineFirstItem, engineFirstAttribute) = (first.item, first.attribute)
        var marginSides: UInt8 = first.isViewMargin ? 1 : 0
        self.relation = relation
        if let toItem {
            let second = Self.outsideMargins(toItem, secondAttribute)
            (engineSecondItem, engineSecondAttribute) = (second.item, second.attribute)
            if second.isViewMargin { marginSides |= 2 }
        } else {
            engineSecondItem = nil
            engineSecondAttribute = .notAnAttribute
        }
        self.marginSides = marginSides
        self.multiplier = multiplier
        self.constant = constant
        let secondStart = toItem == nil ? nil : secondStart
        distanceStarts = firstStart == nil && secondStart == nil ? nil : DistanceStarts(first: firstStart, second: secondStart)
    }

    /// The position a side's distance is measured from, for a constraint on a dimension that
    /// ``LayoutXAxisAnchor/anchorWithOffset(to:)`` or ``LayoutYAxisAnchor/anchorWithOffset(to:)``
    /// made: the side is its item's attribute minus this one.
    struct DistanceStart {
        weak var item: AnyObject?
        let attribute: Attribute

        @MainActor init(item: AnyObject?, attribute: Attribute) {
            guard let item else {
                self.attribute = attribute
                return
            }
            // A margin is its margins guide's edge, as for a constraint's items.
            let outside = LayoutConstraint.outsideMargins(item, attribute)
            (self.item, self.attribute) = (outside.item, outside.attribute)
        }
    }

    /// Where the two sides' distances start. Kept in an object of its own, `nil` for every
    /// constraint without a distance (nearly all), so that those pay one word for it.
    final class DistanceStarts {
        let first: DistanceStart?
        let second: DistanceStart?

        init(first: DistanceStart?, second: DistanceStart?) {
            self.first = first
            self.second = second
        }
    }

    /// Where the sides' distances start; `nil` when neither side is a distance.
    let distanceStarts: DistanceStarts?

    /// Whether any item the constraint ties meets `condition`, given with its attribute: the two
    /// sides' items (the second `nil` with ``Attribute/notAnAttribute`` for a constant), then
    /// where their distances start. Every question about all of a constraint's items goes
    /// through here, without making a list of them.
    func tiesItem(where condition: (AnyObject?, Attribute) -> Bool) -> Bool {
        if condition(engineFirstItem, engineFirstAttribute) || condition(engineSecondItem, engineSecondAttribute) { return true }
        guard let distanceStarts else { return false }
        if let first = distanceStarts.first, condition(first.item, first.attribute) { return true }
        if let second = distanceStarts.second, condition(second.item, second.attribute) { return true }
        return false
    }

    /// The attribute a side stands for when the pairing of the two sides is checked: a distance
    /// is a width or a height.
    private static func pairedAttribute(_ attribute: Attribute, start: DistanceStart?) -> Attribute {
        guard start != nil else { return attribute }
        return attribute.axis == .vertical ? .height : .width
    }

    /// A view's margin attribute as its margins guide's edge or centre, and whether it was one;
    /// any other item and attribute as they are (a guide has no margins: its own edge stands for
    /// one).
    private static func outsideMargins(_ item: AnyObject, _ attribute: Attribute) -> (item: AnyObject, attribute: Attribute, isViewMargin: Bool) {
        guard let guideAttribute = attribute.marginsGuideAttribute else { return (item, attribute, false) }
        guard let view = item as? View else { return (item, guideAttribute, false) }
        return (view.layoutMarginsGuide, guideAttribute, true)
    }

    /// Activates each of `constraints`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view that owns `item`: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    private func install() {
        guard installedView == nil else { return }
        let first = Self.pairedAttribute(engineFirstAttribute, start: distanceStarts?.first)
        let second = engineSecondItem == nil ? nil : Self.pairedAttribute(engineSecondAttribute, start: distanceStarts?.second)
        // A distance's two ends follow the rule of a constraint's two items (no leading to left).
        let distanceEnds = [(engineFirstAttribute, distanceStarts?.first), (engineSecondAttribute, distanceStarts?.second)].compactMap { end, start in
            start.map { (end, $0.attribute) }
        }
        let problems = distanceEnds.lazy.compactMap { ConstraintAttributePairing.problem(relating: $0.0.rawValue, to: $0.1.rawValue) }
        if let problem = problems.first ?? ConstraintAttributePairing.problem(relating: first.rawValue, to: second?.rawValue) {
            HostLink.reportIssue("the constraint \(self) cannot be activated: \(problem)",
                                 remedy: "relate a position to a position on the same axis and a size to a size; only a width or height can equal a constant")
            return
        }
        guard let firstView = Self.view(of: engineFirstItem) else {
            HostLink.reportIssue("the constraint \(self) cannot be activated: its first item is not a view, or is a guide no view owns",
                                 remedy: "add the layout guide to a view before activating constraints on it")
            return
        }
        var owner = firstView
        // Every other item, a distance's start included, must share a hierarchy with the first.
        var others: [AnyObject?] = engineSecondItem == nil ? [] : [engineSecondItem]
        if let start = distanceStarts?.first { others.append(start.item) }
        if let start = distanceStarts?.second { others.append(start.item) }
        for other in others {
            guard let view = Self.view(of: other), let ancestor = owner.nearestCommonAncestor(with: view) else {
                HostLink.reportIssue("the constraint \(self) cannot be activated: its items have no common ancestor",
                                     remedy: "add every view it names to the same view hierarchy before activating the constraint")
                return
            }
            owner = ancestor
        }
        owner.addConstraint(self)
    }

    private func uninstall() {
        installedView?.removeConstraint(self)
    }

    package func didInstall(in view: View?) {
        installedView = view
        firstShortcut = Self.shortcut(to: engineFirstItem, from: view)
        secondShortcut = Self.shortcut(to: engineSecondItem, from: view)
        mayTieContentArea = view != nil && tiesItem(where: Self.isContentEdge)
    }

    /// Whether an item is a scroll view's edge, which stands for its content's edge when the
    /// other item is inside it (``View/edgesAreContentArea``): the layout pass looks closer only
    /// at such constraints. A `Bool` that only `didInstall(in:)` assigns, in one statement, and
    /// read with the shortcuts: its exclusivity check is off for the shortcuts' reasons.
    @exclusivity(unchecked) private(set) var mayTieContentArea = false

    private static func isContentEdge(_ item: AnyObject?, _ attribute: Attribute) -> Bool {
        guard attribute.isEdge, let view = item as? View else { return false }
        return view.edgesAreContentArea
    }

    private static func shortcut(to item: AnyObject?, from holder: View?) -> ItemShortcut {
        guard let holder, let view = item as? View else { return .weakReferenceOnly }
        if view === holder { return .holdingView }
        return view.isDescendant(of: holder) ? .descendant(view.autoLayout) : .weakReferenceOnly
    }

    private func constraintDidChange() {
        installedView?.constraintValueDidChange(self)
    }

    /// As UIKit prints a constraint: `Label:0x1 'title'.leading == View:0x2.leading + 16 (identifier)`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { describe() }
    }

    private func describe() -> String {
        var text = "\(Self.side(firstItem, firstAttribute, start: distanceStarts?.first)) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += Self.side(secondItem, secondAttribute, start: distanceStarts?.second)
            if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " @\(Self.number(Double(priority.rawValue)))" }
        if let identifier { text = "'\(identifier)' " + text }
        return "<LayoutConstraint \(text)>"
    }

    /// One side as UIKit prints it: `View:0x1.leading`; a distance as `(View:0x2.leading - View:0x1.trailing)`.
    private static func side(_ item: AnyObject?, _ attribute: Attribute, start: DistanceStart?) -> String {
        let end = "\(name(of: item)).\(attribute.rawValue)"
        guard let start else { return end }
        return "(\(end) - \(name(of: start.item)).\(start.attribute.rawValue))"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(item)), radix: 16)
        if let guide = item as? LayoutGuide {
            return "LayoutGuide:\(address)'\(guide.identifier)'"
        }
        let view = item as? View
        let name = view?.accessibilityIdentifier ?? view?.storyboardIdentifier
        return "\(HostLink.typeName(of: item)):\(address)" + (name.map { "'\($0)'" } ?? "")
    }
}

extension LayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
