/// Auto Layout carried over from Interface Builder: each installed `<constraint>` in the format's
/// form, on the view it places; the views constraints place (`translatesAutoresizingMaskIntoConstraints`);
/// autoresizing masks; content hugging and compression resistance priorities.
///
/// A constraint names views that are written after the view that holds it, so the scene's view
/// tree is read whole first (``planLayout(root:controller:)``): the views' JSON superviews, the
/// constraints, and the views they name, which need ids.
extension SceneImport {
    /// A constraint's item as the format names it: a view, or one of its guides.
    struct PlannedItem {
        var xcodeID: String
        /// `.safeArea` or `.margins`, or `nil` for the view itself.
        var guide: String?
    }

    /// A constraint read from Interface Builder, to be written on `host` once views have ids.
    struct PlannedConstraint {
        /// The view the constraint is written on: its first item when that is a view itself,
        /// else the view that held it in Interface Builder.
        var host: String
        /// `nil` when the first item is `host`.
        var first: PlannedItem?
        var firstAttribute: String
        var relation: String
        var second: PlannedItem?
        var secondAttribute: String?
        var multiplier: Double
        var constant: Double
        var priority: Double
        var identifier: String?
    }

    /// What the scene's view tree holds for layout, read before any view is written.
    struct LayoutPlan {
        /// Each imported view's superview in the JSON, by Xcode id (the root has none).
        var superviewByXcodeID: [String: String] = [:]
        /// Views nested deeper than the JSON keeps, written beside an ancestor: their JSON
        /// superview is not the one constraints were written against.
        var lifted: Set<String> = []
        var constraintsByHost: [String: [PlannedConstraint]] = [:]
        /// Table cells' content views, which the format does not write: a `TableViewCell` makes
        /// its own, and the cell's subviews go in it. Constraints may name one only as the
        /// superview of the views in it.
        var contentViews: Set<String> = []
        /// Table cells, which their table lays out.
        var cells: Set<String> = []
        /// Views a carried constraint places (an item that is the view itself, not a guide).
        var constrained: Set<String> = []
    }

    // MARK: Reading the tree

    /// Reads the layout of the view tree under `root` and gives an id to every view the format
    /// must name: those the scene refers to by name (outlets, containers), those named in
    /// Interface Builder, and those constraints name. Ids go in the order views are written, as
    /// they did before constraints were carried over.
    func planLayout(root: XMLElementNode, controller: XMLElementNode) {
        var order: [XMLElementNode] = []
        var contentViews: [XMLElementNode] = []
        var viewGuides: [String: ViewGuide] = [:]
        func visit(_ element: XMLElementNode, superview: String?, depth: Int) {
            let id = element["id"]
            if let id {
                if let superview { layoutPlan.superviewByXcodeID[id] = superview }
                if depth >= Self.maximumViewDepth { layoutPlan.lifted.insert(id) }
                for guide in element.children(named: "viewLayoutGuide") {
                    if let guideID = guide["id"], let suffix = guide["key"].flatMap(Self.guideSuffix(forKey:)) { viewGuides[guideID] = ViewGuide(owner: id, suffix: suffix) }
                }
            }
            order.append(element)
            var childrensSuperview = id
            if let content = Self.contentView(of: element), let contentID = content["id"] {
                contentViews.append(content)
                layoutPlan.contentViews.insert(contentID)
                if let id { layoutPlan.superviewByXcodeID[contentID] = id }
                childrensSuperview = contentID
            }
            for child in childViewElements(of: element) { visit(child, superview: childrensSuperview, depth: depth + 1) }
            // A table's cells are laid out by the table, never by constraints the format writes.
            for cell in tableCells(of: element).all {
                if let cellID = cell["id"] {
                    layoutPlan.lifted.insert(cellID)
                    layoutPlan.cells.insert(cellID)
                }
                visit(cell, superview: id, depth: depth + 1)
            }
        }
        visit(root, superview: nil, depth: 0)
        let rootID = root["id"]
        var controllerGuides: [String: String] = [:]
        for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"], let type = guide["type"] { controllerGuides[id] = type }
        }
        let context = ItemContext(views: Set((order + contentViews).compactMap { $0["id"] }), viewGuides: viewGuides,
                                  controllerGuides: controllerGuides, rootID: rootID)

        for element in order + contentViews {
            guard let holder = element["id"] else { continue }
            for constraint in element.child("constraints")?.children(named: "constraint") ?? [] {
                // Placeholders are removed when Xcode builds the storyboard; excluded ones belong
                // to another size class.
                if constraint.flag("placeholder") == true { continue }
                if let id = constraint["id"], document.uninstalledConstraintIDs.contains(id) { continue }
                switch plan(constraint, holder: holder, context).flatMap(placedOutsideContentViews) {
                case .success(let planned):
                    layoutPlan.constraintsByHost[planned.host, default: []].append(planned)
                    layoutPlan.constrained.insert(planned.first?.xcodeID ?? planned.host)
                    if let second = planned.second, second.guide == nil { layoutPlan.constrained.insert(second.xcodeID) }
                case .failure(let problem):
                    document.warnings.warn("constraints", at: constraint, "constraint '\(constraint["id"] ?? "?")' is not carried over: \(problem.reason)")
                }
            }
        }
        let named = neededIDs()
        collectCellOutletNames(in: root)

        for element in order {
            guard let xcodeID = element["id"] else { continue }
            if let wanted = wantedViewNames[xcodeID] {
                viewIDByXcodeID[xcodeID] = document.ids.allocate(from: [wanted], fallback: element.name, xcodeID: xcodeID)
            } else if let name = element["userLabel"] ?? element.child("accessibility", key: "accessibilityConfiguration")?["identifier"],
                      ReadableIDs.camelCaseName(name) != nil {
                viewIDByXcodeID[xcodeID] = document.ids.allocate(from: [name], fallback: element.name, xcodeID: xcodeID)
            } else if named.contains(xcodeID) {
                viewIDByXcodeID[xcodeID] = document.ids.allocate(from: [], fallback: element.name, xcodeID: xcodeID)
            }
        }
    }

    /// `planned`, unless it places a table cell, which its table lays out, or needs a cell's
    /// content view as more than its subviews' superview.
    private func placedOutsideContentViews(_ planned: PlannedConstraint) -> Result<PlannedConstraint, ConstraintProblem> {
        let laidOutByTables = layoutPlan.contentViews.union(layoutPlan.cells)
        let namesCell = laidOutByTables.contains(planned.host) || planned.first.map { laidOutByTables.contains($0.xcodeID) } == true
            || planned.second.map { laidOutByTables.contains($0.xcodeID) && !isSuperviewShortcut($0, of: planned.host) } == true
        guard namesCell else { return .success(planned) }
        return .failure(ConstraintProblem(reason: "it places a table cell or its content view, which the table lays out"))
    }

    /// The views a written constraint names by id: every item but a superview written as
    /// `superview`.
    private func neededIDs() -> Set<String> {
        var needed: Set<String> = []
        for (host, constraints) in layoutPlan.constraintsByHost {
            for constraint in constraints {
                if let first = constraint.first { needed.insert(first.xcodeID) }
                if let second = constraint.second, !isSuperviewShortcut(second, of: host) { needed.insert(second.xcodeID) }
            }
        }
        return needed
    }

    /// Whether `item` is written `superview` on `host`: the view's JSON superview, both where
    /// Interface Builder had them.
    private func isSuperviewShortcut(_ item: PlannedItem, of host: String) -> Bool {
        layoutPlan.superviewByXcodeID[host] == item.xcodeID && !layoutPlan.lifted.contains(host) && !layoutPlan.lifted.contains(item.xcodeID)
    }

    // MARK: One constraint

    /// A view's guide that Interface Builder writes as a `<viewLayoutGuide>`: the view's id and
    /// the format's suffix for the guide.
    struct ViewGuide {
        let owner: String
        let suffix: String
    }

    /// The format's suffix for a `<viewLayoutGuide>`'s key: the safe area, and a scroll view's
    /// content and frame layout guides (Xcode 11 ties a scroll view's content to them).
    static func guideSuffix(forKey key: String) -> String? {
        switch key {
        case "safeArea": ".safeArea"
        case "contentLayoutGuide": ".contentLayoutGuide"
        case "frameLayoutGuide": ".frameLayoutGuide"
        default: nil
        }
    }

    struct ItemContext {
        let views: Set<String>
        /// The views' guides by Xcode id.
        let viewGuides: [String: ViewGuide]
        /// The iOS 7–10 top and bottom layout guides, `top` or `bottom` by Xcode id.
        let controllerGuides: [String: String]
        let rootID: String?
    }

    struct ConstraintProblem: Error {
        let reason: String
    }

    private func plan(_ constraint: XMLElementNode, holder: String, _ context: ItemContext) -> Result<PlannedConstraint, ConstraintProblem> {
        guard let firstAttributeName = constraint["firstAttribute"] else { return .failure(ConstraintProblem(reason: "it has no firstAttribute")) }
        let first: (item: PlannedItem, attribute: String)
        switch resolve(constraint["firstItem"] ?? holder, firstAttributeName, context) {
        case .success(let resolved): first = resolved
        case .failure(let problem): return .failure(problem)
        }
        var second: (item: PlannedItem, attribute: String)?
        if let secondItem = constraint["secondItem"] {
            let attribute = constraint["secondAttribute"] ?? firstAttributeName
            switch resolve(secondItem, attribute, context) {
            case .success(let resolved): second = resolved
            case .failure(let problem): return .failure(problem)
            }
        }
        if let problem = Self.pairingProblem(first.attribute, second?.attribute) { return .failure(ConstraintProblem(reason: problem)) }

        let relation: String
        switch constraint["relation"] ?? "equal" {
        case "equal": relation = "equal"
        case "lessThanOrEqual": relation = "lessThanOrEqual"
        case "greaterThanOrEqual": relation = "greaterThanOrEqual"
        case let other: return .failure(ConstraintProblem(reason: "its relation '\(other)' is not =, ≤ or ≥"))
        }
        guard let multiplier = Self.multiplier(constraint["multiplier"]) else {
            return .failure(ConstraintProblem(reason: "its multiplier '\(constraint["multiplier"] ?? "")' is not a number or a ratio a:b between -1,000,000 and 1,000,000"))
        }
        let constant = constraint["constant"].map { Double($0) } ?? 0
        guard let constant, constant.isFinite, abs(constant) <= 1e6 else {
            return .failure(ConstraintProblem(reason: "its constant '\(constraint["constant"] ?? "")' is not a number between -1,000,000 and 1,000,000"))
        }
        let priority = constraint["priority"].map { Double($0) } ?? 1000
        guard let priority, priority >= 1, priority <= 1000 else {
            return .failure(ConstraintProblem(reason: "its priority '\(constraint["priority"] ?? "")' is not a number from 1 to 1000"))
        }
        if let flipped = Self.flippedOntoSubview(first: first, second: second, holder: holder, relation: relation,
                                                  multiplier: multiplier, constant: constant, superviewByXcodeID: layoutPlan.superviewByXcodeID) {
            return .success(PlannedConstraint(host: flipped.host, first: nil, firstAttribute: flipped.firstAttribute, relation: flipped.relation,
                                              second: flipped.second, secondAttribute: flipped.secondAttribute, multiplier: 1,
                                              constant: flipped.constant, priority: priority, identifier: constraint["identifier"]))
        }
        let host = first.item.guide == nil ? first.item.xcodeID : holder
        return .success(PlannedConstraint(host: host, first: first.item.guide == nil ? nil : first.item,
                                          firstAttribute: first.attribute, relation: relation, second: second?.item,
                                          secondAttribute: second?.attribute, multiplier: multiplier, constant: constant,
                                          priority: priority, identifier: constraint["identifier"]))
    }

    /// `holder.trailing == label.trailing + 8`, as Interface Builder often writes it, turned
    /// round to `label.trailing == superview.trailing - 8` on the label it places: a constraint
    /// whose first item is the holder (or one of its guides) and whose second is a subview of
    /// it, with no multiplier to divide by.
    private static func flippedOntoSubview(first: (item: PlannedItem, attribute: String), second: (item: PlannedItem, attribute: String)?,
                                           holder: String, relation: String, multiplier: Double, constant: Double,
                                           superviewByXcodeID: [String: String])
        -> (host: String, firstAttribute: String, relation: String, second: PlannedItem, secondAttribute: String, constant: Double)? {
        guard multiplier == 1, first.item.xcodeID == holder, let second, second.item.guide == nil,
              superviewByXcodeID[second.item.xcodeID] == holder else { return nil }
        let turned = switch relation {
        case "lessThanOrEqual": "greaterThanOrEqual"
        case "greaterThanOrEqual": "lessThanOrEqual"
        default: relation
        }
        return (second.item.xcodeID, second.attribute, turned, first.item, first.attribute, constant == 0 ? 0 : -constant)
    }

    /// The view or guide an Xcode item id names, and the format's attribute for `attribute` on it.
    private func resolve(_ itemID: String, _ attribute: String, _ context: ItemContext) -> Result<(item: PlannedItem, attribute: String), ConstraintProblem> {
        if let type = context.controllerGuides[itemID] {
            // The iOS 7–10 guides are the root view's safe area edges.
            guard let root = context.rootID else { return .failure(ConstraintProblem(reason: "the scene has no root view for its \(type) layout guide")) }
            switch (type, attribute) {
            case ("top", "bottom"): return .success((PlannedItem(xcodeID: root, guide: ".safeArea"), "top"))
            case ("top", "top"): return .success((PlannedItem(xcodeID: root, guide: nil), "top"))
            case ("bottom", "top"): return .success((PlannedItem(xcodeID: root, guide: ".safeArea"), "bottom"))
            case ("bottom", "bottom"): return .success((PlannedItem(xcodeID: root, guide: nil), "bottom"))
            default: return .failure(ConstraintProblem(reason: "the \(type) layout guide's '\(attribute)' has no counterpart: only its edges are the safe area's"))
            }
        }
        guard let (name, inMargins) = Self.attribute(attribute) else {
            return .failure(ConstraintProblem(reason: "'\(attribute)' is not a layout attribute"))
        }
        if let guide = context.viewGuides[itemID] {
            guard !inMargins else { return .failure(ConstraintProblem(reason: "a layout guide (\(guide.suffix.dropFirst())) has no margins ('\(attribute)')")) }
            return .success((PlannedItem(xcodeID: guide.owner, guide: guide.suffix), name))
        }
        guard context.views.contains(itemID) else {
            return .failure(ConstraintProblem(reason: "it names '\(itemID)', which is not a view the import writes"))
        }
        return .success((PlannedItem(xcodeID: itemID, guide: inMargins ? ".margins" : nil), name))
    }

    /// The format's attribute for Interface Builder's, and whether it is measured in the margins
    /// (`leadingMargin`, `centerXWithinMargins`); `baseline` is the last baseline, as in UIKit.
    static func attribute(_ xcode: String) -> (name: String, inMargins: Bool)? {
        switch xcode {
        case "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline":
            (xcode, false)
        case "baseline": ("lastBaseline", false)
        case "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin":
            (String(xcode.dropLast("Margin".count)), true)
        case "centerXWithinMargins": ("centerX", true)
        case "centerYWithinMargins": ("centerY", true)
        default: nil
        }
    }

    /// Why UIKit would not relate these attributes (`second` `nil`: to a constant), as the
    /// format's reader checks them.
    static func pairingProblem(_ first: String, _ second: String?) -> String? {
        func axis(_ attribute: String) -> String {
            switch attribute {
            case "width", "height": "size"
            case "top", "bottom", "centerY", "firstBaseline", "lastBaseline": "vertical"
            default: "horizontal"
            }
        }
        guard let second else {
            return axis(first) == "size" ? nil : "its '\(first)' equals a constant, which only a width or a height can"
        }
        guard axis(first) == axis(second) else { return "it relates '\(first)' to '\(second)', which UIKit does not" }
        let directional: Set = ["leading", "trailing"], absolute: Set = ["left", "right"]
        if directional.contains(first) && absolute.contains(second) || absolute.contains(first) && directional.contains(second) {
            return "it relates '\(first)' to '\(second)': leading and trailing follow the language's direction, left and right do not"
        }
        return nil
    }

    /// `1:2` (a ratio, as Interface Builder writes aspect ratios) or a number; 1 when absent.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let value: Double?
        if let colon = text.firstIndex(of: ":") {
            let numerator = Double(text[..<colon]), denominator = Double(text[text.index(after: colon)...])
            value = numerator.flatMap { numerator in denominator.flatMap { $0 == 0 ? nil : numerator / $0 } }
        } else {
            value = Double(text)
        }
        guard let value, value.isFinite, abs(value) <= 1e6 else { return nil }
        return value
    }

    // MARK: Writing

    /// The layout keys of the view `element` (the scene's root when `isRoot`).
    func writeLayout(of element: XMLElementNode, isRoot: Bool, to view: inout JSONObjectBuilder) {
        // A table lays out its cells.
        if element.name == "tableViewCell" { return }
        let xcodeID = element["id"]
        let constraints = xcodeID.flatMap { layoutPlan.constraintsByHost[$0] } ?? []
        // A root view is sized by its controller, whatever Interface Builder says; a view that
        // holds constraints is placed by its frame unless Interface Builder says otherwise (the
        // format's default for such a view is the other way round).
        // A view no carried constraint places keeps its frame, as UIKit leaves such a view where
        // its nib put it.
        let placedByConstraints = !isRoot && element.flag("translatesAutoresizingMaskIntoConstraints") == false
            && xcodeID.map { layoutPlan.constrained.contains($0) } == true
        if placedByConstraints {
            view.set("translatesAutoresizingMaskIntoConstraints", false)
        } else if !constraints.isEmpty {
            view.set("translatesAutoresizingMaskIntoConstraints", true)
        }
        if !isRoot, !placedByConstraints, let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            let names = Self.autoresizingMaskNames.filter { mask.flag($0.xcode) == true }
            // Fixed left and top margins (flexible right and bottom ones alone) are what the frame says.
            if names.contains(where: { $0.xcode != "flexibleMaxX" && $0.xcode != "flexibleMaxY" }) {
                view.set("autoresizingMask", .array(names.map { .string($0.format) }))
            }
        }
        for key in ["horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"] {
            if let priority = element.number(key) { view.set(key, number: min(max(priority, 1), 1000)) }
        }
        if let xcodeID, !constraints.isEmpty {
            view.set("constraints", .array(constraints.map { json($0, host: xcodeID) }))
        }
    }

    static let autoresizingMaskNames: [(xcode: String, format: String)] = [
        ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
        ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
    ]

    private func json(_ constraint: PlannedConstraint, host: String) -> OrderedJSON {
        func name(_ item: PlannedItem) -> String {
            (isSuperviewShortcut(item, of: host) ? "superview" : viewIDByXcodeID[item.xcodeID] ?? item.xcodeID) + (item.guide ?? "")
        }
        var json = JSONObjectBuilder()
        json.set("first", constraint.first.map(name))
        json.set("firstAttribute", constraint.firstAttribute)
        if constraint.relation != "equal" { json.set("relation", constraint.relation) }
        json.set("second", constraint.second.map(name))
        if let secondAttribute = constraint.secondAttribute, secondAttribute != constraint.firstAttribute { json.set("secondAttribute", secondAttribute) }
        if constraint.multiplier != 1 { json.set("multiplier", number: constraint.multiplier) }
        if constraint.constant != 0 { json.set("constant", number: constraint.constant) }
        if constraint.priority != 1000 { json.set("priority", number: constraint.priority) }
        json.set("identifier", constraint.identifier)
        return json.json
    }
}
