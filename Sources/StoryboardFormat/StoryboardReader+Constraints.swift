import StrictJSON

/// A layout constraint as a storyboard writes it, on the view it starts from:
/// `{"firstAttribute": "top", "second": "superview.safeArea", "constant": 20}`.
package struct ConstraintDescription: Sendable {
    /// The first item: a view id of the scene, or `nil` for the view the constraint is on.
    package var first: NameAt?
    package var firstAttribute: String
    package var relation: String
    /// The second item: `superview`, a view id, either followed by `.safeArea` or `.margins`
    /// for that view's guide (or, on a scroll view, `.contentLayoutGuide` or `.frameLayoutGuide`);
    /// `nil` for a constant (a width or height).
    package var second: NameAt?
    package var secondAttribute: String?
    package var multiplier: Double
    package var constant: Double
    package var priority: Double
    package var identifier: String?
    package var offset: Int

    /// What follows a view id (or `superview`) to name one of its guides.
    package static let guideSuffixes = [".safeArea", ".margins"] + scrollViewGuideSuffixes
    /// The guides only a scroll view has: its content area and its frame.
    package static let scrollViewGuideSuffixes = [".contentLayoutGuide", ".frameLayoutGuide"]
    /// A constraint's item as the view id it names (`nil` for `superview`) and its guide suffix
    /// (`nil` for the view itself).
    package static func splitItem(_ name: String) -> (viewID: String?, guide: String?) {
        var base = name
        var guide: String?
        for suffix in guideSuffixes where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            guide = suffix
            break
        }
        return (base == "superview" ? nil : base, guide)
    }

    /// How a remedy lists what an item can be.
    static let itemForms = "\"superview\" or a view id, either alone or followed by .safeArea or .margins (or, for a scroll view, .contentLayoutGuide or .frameLayoutGuide)"
}

extension StoryboardReader {
    static let layoutGuideKeys = ["id", "identifier"]
    static let constraintKeys = ["first", "firstAttribute", "relation", "second", "secondAttribute", "multiplier", "constant", "priority", "identifier"]
    static let constraintAttributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline"]
    static let constraintRelations = ["equal", "lessThanOrEqual", "greaterThanOrEqual"]
    static let autoresizingMaskNames = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]

    func readConstraint(_ value: JSONValue) -> ConstraintDescription? {
        guard let constraint = object(value, what: "a constraint",
                                      remedy: "write {\"firstAttribute\": \"top\", \"second\": \"superview\", \"constant\": 20}") else { return nil }
        checkKeys(constraint, allowed: Self.constraintKeys, in: "a constraint")
        guard let attributeMember = member(constraint, "firstAttribute", in: "a constraint", at: value.offset,
                                           remedy: "add \"firstAttribute\": one of \(Self.constraintAttributes.joined(separator: ", "))"),
              let firstAttribute = enumeration(attributeMember, cases: Self.constraintAttributes)
        else { return nil }
        var description = ConstraintDescription(first: nil, firstAttribute: firstAttribute, relation: "equal", second: nil, secondAttribute: nil,
                                                multiplier: 1, constant: 0, priority: 1000, identifier: nil, offset: value.offset)
        if let first = constraint["first"] { description.first = identifier(first) }
        if let relation = constraint["relation"] { description.relation = enumeration(relation, cases: Self.constraintRelations) ?? "equal" }
        if let second = constraint["second"], let name = identifier(second) {
            description.second = name
        }
        if let secondAttribute = constraint["secondAttribute"] {
            description.secondAttribute = enumeration(secondAttribute, cases: Self.constraintAttributes)
        }
        // Finite numbers only: the reader refuses NaN and infinities, a layout needs points.
        if let multiplier = constraint["multiplier"] { description.multiplier = number(multiplier, in: -1e6...1e6) ?? 1 }
        if let constant = constraint["constant"] { description.constant = number(constant, in: -1e6...1e6) ?? 0 }
        if let priority = constraint["priority"] { description.priority = number(priority, in: 1...1000) ?? 1000 }
        if let identifier = constraint["identifier"] { description.identifier = string(identifier) }
        if description.second == nil, description.secondAttribute != nil {
            report(value.offset, "a constraint has \"secondAttribute\" but no \"second\"",
                   remedy: "add \"second\": \(ConstraintDescription.itemForms)")
        }
        if description.second == nil, ConstraintAttributePairing.problem(relating: firstAttribute, to: nil) != nil {
            report(attributeMember.value.offset, "a constraint on \(quoted(firstAttribute)) needs a \"second\" item: only a width or height can equal a constant",
                   remedy: "add \"second\": \(ConstraintDescription.itemForms)")
            return nil
        }
        if description.second != nil,
           let problem = ConstraintAttributePairing.problem(relating: firstAttribute, to: description.secondAttribute ?? firstAttribute) {
            report(constraint["secondAttribute"]?.value.offset ?? attributeMember.value.offset, "a constraint relates attributes UIKit does not: \(problem)",
                   remedy: "relate a position to a position on the same axis (leading/trailing with leading, trailing or centerX) and a size to a size")
            return nil
        }
        return description
    }

    /// `{"id": "gap", "identifier": "gap between the buttons"}`: a guide the view owns.
    func readLayoutGuide(_ value: JSONValue) -> LayoutGuideDescription? {
        guard let guide = object(value, what: "a layout guide", remedy: "write {\"id\": \"gap\"}") else { return nil }
        checkKeys(guide, allowed: Self.layoutGuideKeys, in: "a layout guide")
        guard let idMember = member(guide, "id", in: "a layout guide", at: value.offset, remedy: "add \"id\", which constraints name the guide by"),
              let id = identifier(idMember)
        else { return nil }
        sceneGuideIDs.append(id)
        return LayoutGuideDescription(id: id, identifier: guide["identifier"].flatMap(string) ?? "")
    }

    func readAutoresizingMask(_ member: JSONMember) -> [String]? {
        guard case .array(let items) = member.value.kind else {
            typeMismatch(member, expected: "an array of \(Self.autoresizingMaskNames.joined(separator: ", "))")
            return nil
        }
        var names: [String] = []
        for item in items {
            guard case .string(let text) = item.kind, Self.autoresizingMaskNames.contains(text) else {
                let written = if case .string(let text) = item.kind { quoted(text) } else { item.typeDescription }
                report(item.offset, "\(written) is not an autoresizing mask", remedy: "use \(Self.autoresizingMaskNames.joined(separator: ", "))")
                continue
            }
            names.append(text)
        }
        return names
    }

    /// The view id a constraint's item names (`superview` and the guide suffixes aside).
    static func viewID(inItem name: String) -> String? {
        ConstraintDescription.splitItem(name).viewID
    }

    /// Reports constraints that name a view the scene does not have, or a scroll view's guide on
    /// a built-in view that is not a scroll view. `classByID` is each view's built-in class by id.
    func checkConstraintItems(of view: ViewDescription, superview: ViewDescription?, classByID: [String: ViewClassID?],
                              guideIDs: Set<String>) {
        for constraint in view.constraints {
            for item in [constraint.first, constraint.second].compactMap({ $0 }) {
                let (id, guide) = ConstraintDescription.splitItem(item.name)
                if let id, guideIDs.contains(id) {
                    if let guide {
                        report(item.offset, "a constraint names \(quoted(item.name)), but \(quoted(id)) is a layout guide, which has no \(guide.dropFirst()) guide",
                               remedy: "name the guide \(quoted(id)) alone, or a view's \(guide)")
                    }
                    continue
                }
                let builtIn: ViewClassID?
                if let id {
                    guard let idClass = classByID[id] else {
                        report(item.offset, "a constraint names \(quoted(item.name)), but the scene has no view \(quoted(id))",
                               remedy: "use \(ConstraintDescription.itemForms), naming a view of this scene")
                        continue
                    }
                    builtIn = idClass
                } else {
                    builtIn = superview?.builtInClass
                }
                guard let guide, ConstraintDescription.scrollViewGuideSuffixes.contains(guide) else { continue }
                // A plugin class (no built-in class) is checked when the scene is loaded.
                if let builtIn, !viewClasses.isClass(builtIn, derivedFrom: "ScrollView") {
                    report(item.offset, "a constraint names \(quoted(item.name)), but \(quoted(id ?? "superview")) is a \(viewClasses.classes[builtIn].name), which has no \(guide.dropFirst())",
                           remedy: "name a ScrollView (or a class derived from it) before \(guide), or use .safeArea or .margins")
                }
            }
        }
        for subview in view.subviews {
            checkConstraintItems(of: subview, superview: view, classByID: classByID, guideIDs: guideIDs)
        }
    }
}
