import Foundation
internal import LayoutSolver

/// The solver constraints the engine makes: from ``LayoutConstraint``s, from frames of views that
/// translate their autoresizing masks, from guides' insets and from intrinsic sizes. Each is
/// built as one expression, `lhs - rhs`, with its terms in one array.
extension LayoutEngine {
    /// UIKit's order of priorities: a constraint of a higher priority is satisfied before any
    /// number of lower-priority ones ("higher priority constraints are satisfied before lower
    /// priority constraints"), so each priority is a level of its own. Priorities are kept to a
    /// thousandth of a point (UIKit's are `Float`s: 250.5 lies between 250 and 251).
    static func strength(_ priority: LayoutPriority) -> Strength {
        priority.rawValue >= 1000 ? .required : Strength(level: level(of: priority))
    }

    static func level(of priority: LayoutPriority) -> Int {
        Int((Double(max(priority.rawValue, 1)) * 1000).rounded())
    }

    /// `constraint` as a solver constraint, or `nil` while its first item (or a distance's
    /// start) is gone.
    func solverConstraint(for constraint: LayoutConstraint) -> Constraint? {
        guard let firstItem = constraint.engineFirstItem, let first = resolve(firstItem, constraint.engineFirstAttribute) else { return nil }
        var second: ResolvedItem?
        if let secondItem = constraint.engineSecondItem { second = resolve(secondItem, constraint.engineSecondAttribute) }
        guard constraint.distanceStarts == nil else { return distanceConstraint(for: constraint, first: first, second: second) { resolve($0, $1) } }
        return solverConstraint(for: constraint, first: first, second: second)
    }

    /// What a constraint needs of one of its items: its variables, and its baseline's offset
    /// from its centre when the constraint ties a text view's baseline. For a baseline, the
    /// variables are those of the view that stands for the item's baseline
    /// (``View/forFirstBaselineLayout``).
    struct ResolvedItem {
        let variables: Variables
        let baselineOffset: Double?
    }

    /// Where a constraint's distances start (``LayoutConstraint/DistanceStarts``), resolved.
    struct ResolvedStarts {
        var first: ResolvedItem?
        var second: ResolvedItem?
    }

    /// `starts` resolved by `resolveItem`; `nil` when a start's item is gone, or is neither a
    /// view nor a guide: a distance from nowhere ties nothing.
    private func resolveStarts(_ starts: LayoutConstraint.DistanceStarts,
                               _ resolveItem: (AnyObject, LayoutConstraint.Attribute) -> ResolvedItem?) -> ResolvedStarts? {
        var resolved = ResolvedStarts()
        if let start = starts.first {
            guard let item = start.item, let first = resolveItem(item, start.attribute) else { return nil }
            resolved.first = first
        }
        if let start = starts.second {
            guard let item = start.item, let second = resolveItem(item, start.attribute) else { return nil }
            resolved.second = second
        }
        return resolved
    }

    /// The items of `constraint` with a scroll view's edges, tied to a view inside it, taken as
    /// its content guide's, as UIKit takes them. An end or start of a distance is tied only to
    /// the distance's other end: `scrollView.bottomAnchor.anchorWithOffset(to: footer.topAnchor)`
    /// runs from the frame to a footer outside, whatever the other side of the constraint names.
    private func contentAreaItems(of constraint: LayoutConstraint, _ first: ResolvedItem, _ second: ResolvedItem?,
                                  _ starts: ResolvedStarts?) -> (first: ResolvedItem, second: ResolvedItem?, starts: ResolvedStarts?) {
        func contentGuide(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, tiedTo other: AnyObject?) -> ResolvedItem? {
            guard attribute.isEdge, let scrollView = item as? ScrollView, Self.isInside(other, scrollView) else { return nil }
            return resolve(scrollView.contentLayoutGuide)
        }
        let firstStart = constraint.distanceStarts?.first, secondStart = constraint.distanceStarts?.second
        let newFirst = contentGuide(constraint.engineFirstItem, constraint.engineFirstAttribute, tiedTo: firstStart.map { $0.item } ?? constraint.engineSecondItem)
        let newSecond = second == nil ? nil
            : contentGuide(constraint.engineSecondItem, constraint.engineSecondAttribute, tiedTo: secondStart.map { $0.item } ?? constraint.engineFirstItem)
        var newStarts = starts
        if let firstStart, let guide = contentGuide(firstStart.item, firstStart.attribute, tiedTo: constraint.engineFirstItem) {
            newStarts?.first = guide
        }
        if let secondStart, let guide = contentGuide(secondStart.item, secondStart.attribute, tiedTo: constraint.engineSecondItem) {
            newStarts?.second = guide
        }
        return (newFirst ?? first, newSecond ?? second, newStarts)
    }

    /// Whether `item` is a view inside `scrollView`, or a guide of one.
    private static func isInside(_ item: AnyObject?, _ scrollView: ScrollView) -> Bool {
        let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
        guard let view, view !== scrollView else { return false }
        return view.isDescendant(of: scrollView)
    }

    /// `item`'s variables in this engine (made on first use), or `nil` if it is neither a view
    /// nor a layout guide.
    func resolve(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) -> ResolvedItem? {
        if let view = item as? View { return resolve(view, view.autoLayout, attribute) }
        if let guide = item as? LayoutGuide { return resolve(guide) }
        return nil
    }

    /// A view's part, `layout` being its ``ViewLayout``. A baseline is that of the view which
    /// stands for it (`baselineView`, found here if not given), which must take part in the pass
    /// for its position to be solved.
    func resolve(_ view: View, _ layout: ViewLayout, _ attribute: LayoutConstraint.Attribute, baselineView: View? = nil) -> ResolvedItem {
        let isFirst: Bool
        switch attribute {
        case .firstBaseline: isFirst = true
        case .lastBaseline: isFirst = false
        default: return ResolvedItem(variables: variables(of: layout), baselineOffset: nil)
        }
        let baselineView = baselineView ?? Self.baselineView(of: view, first: isFirst)
        let baselineLayout = baselineView === view ? layout : baselineView.autoLayout
        // A text change can move the baseline within the view: `intrinsicSizeDidChange(of:)`
        // compares the offsets with these.
        let offsets = (first: baselineView.baselineOffsetFromCenterY, last: baselineView.lastBaselineOffsetFromCenterY)
        baselineLayout.tiedBaselineOffsets = offsets
        // The offsets are from the frame's centre; the variables are the alignment rectangle's.
        let insets = baselineView.usableAlignmentRectInsets
        let offset = (isFirst ? offsets.first : offsets.last).map { $0 + (insets.bottom - insets.top) / 2 }
        return ResolvedItem(variables: variables(of: baselineLayout), baselineOffset: offset)
    }

    /// The view whose baseline stands for `view`'s: `forFirstBaselineLayout` or
    /// `forLastBaselineLayout`, followed while each answers a view below itself. An answer
    /// outside is reported (once for each class and property), and the view before it stands
    /// for itself.
    static func baselineView(of view: View, first: Bool) -> View {
        var current = view
        while true {
            let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
            if next === current { return current }
            guard next.isDescendant(of: current) else {
                let property = first ? "forFirstBaselineLayout" : "forLastBaselineLayout"
                HostLink.reportIssueOnce(key: "\(ObjectIdentifier(type(of: current))).\(property)",
                                         "\(type(of: current)).\(property) returned a \(type(of: next)) that is not a view below it; its own baseline is used instead",
                                         remedy: "return the view itself, or a view below it (a label inside it), from \(property)")
                return current
            }
            current = next
        }
    }

    /// A guide's part.
    func resolve(_ guide: LayoutGuide) -> ResolvedItem {
        ResolvedItem(variables: variables(of: guide), baselineOffset: nil)
    }

    /// `constraint` between its items, resolved already.
    func solverConstraint(for constraint: LayoutConstraint, first: ResolvedItem, second: ResolvedItem?) -> Constraint? {
        let mirrored = Self.runsRightToLeft(constraint)
        guard constraint.mayTieContentArea else { return makeSolverConstraint(for: constraint, first: first, second: second, mirrored: mirrored) }
        let (contentFirst, contentSecond, _) = contentAreaItems(of: constraint, first, second, nil)
        return makeSolverConstraint(for: constraint, first: contentFirst, second: contentSecond, mirrored: mirrored)
    }

    /// `mirrored`: the constraint runs right to left (``runsRightToLeft(_:)``).
    private func makeSolverConstraint(for constraint: LayoutConstraint, first: ResolvedItem, second: ResolvedItem?, mirrored: Bool) -> Constraint {
        // Sized exactly: the solver keeps each constraint it is given, terms and all, so room
        // for four terms where most constraints have two was 32 bytes more per constraint kept
        // (1.4 MB on a 10,000-view screen).
        var terms: [Term] = []
        terms.reserveCapacity(constraint.engineFirstAttribute.variableCount + (second == nil ? 0 : constraint.engineSecondAttribute.variableCount))
        var constant = -constraint.constant
        constant += appendTerms(of: first, constraint.engineFirstAttribute, times: 1, mirrored: mirrored, to: &terms)
        if let second {
            constant += appendTerms(of: second, constraint.engineSecondAttribute, times: -constraint.multiplier, mirrored: mirrored, to: &terms)
        }
        return Constraint(LinearExpression(terms: terms, constant: constant), Self.relation(constraint.relation), strength: Self.strength(constraint.priority))
    }

    /// `constraint`, a side of which is a distance, between its items, resolved already, with
    /// its distances' starts resolved by `resolveItem`; `nil` when a start is gone. Apart from
    /// ``solverConstraint(for:first:second:)``, which every other constraint takes.
    func distanceConstraint(for constraint: LayoutConstraint, first: ResolvedItem, second: ResolvedItem?,
                            resolving resolveItem: (AnyObject, LayoutConstraint.Attribute) -> ResolvedItem?) -> Constraint? {
        guard let distanceStarts = constraint.distanceStarts, var starts = resolveStarts(distanceStarts, resolveItem) else { return nil }
        var first = first, second = second
        if constraint.mayTieContentArea {
            let content = contentAreaItems(of: constraint, first, second, starts)
            (first, second) = (content.first, content.second)
            starts = content.starts ?? starts
        }
        // The constraint between the ends, less each start: a distance is its end less its start.
        let mirrored = Self.runsRightToLeft(constraint)
        var solved = makeSolverConstraint(for: constraint, first: first, second: second, mirrored: mirrored)
        if let start = starts.first, let attribute = distanceStarts.first?.attribute {
            solved.expression.constant += appendTerms(of: start, attribute, times: -1, mirrored: mirrored, to: &solved.expression.terms)
        }
        if second != nil, let start = starts.second, let attribute = distanceStarts.second?.attribute {
            solved.expression.constant += appendTerms(of: start, attribute, times: constraint.multiplier, mirrored: mirrored, to: &solved.expression.terms)
        }
        return solved
    }

    static func relation(_ relation: LayoutConstraint.Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Whether `constraint` ties leading or trailing edges in a view whose content runs right to
    /// left: the view that holds it, the nearest one its items are both in, as UIKit reads the
    /// direction of the view whose content is arranged.
    static func runsRightToLeft(_ constraint: LayoutConstraint) -> Bool {
        guard RightToLeftLayout.isInUse,
              constraint.engineFirstAttribute.followsLanguageDirection || constraint.engineSecondAttribute.followsLanguageDirection
        else { return false }
        return constraint.installedView?.laysOutRightToLeft == true
    }

    /// Appends `coefficient` × `attribute` of `item` to `terms`; returns the constant part (a
    /// baseline's offset from the centre).
    ///
    /// `mirrored`, for a constraint that runs right to left, measures the horizontal positions
    /// from the right, leftwards: leading is the right edge and trailing the left, and a
    /// constant moves towards the trailing side as it does left to right (a leading edge 20
    /// points in from its superview's is 20 points left of the superview's right edge).
    private func appendTerms(of item: ResolvedItem, _ attribute: LayoutConstraint.Attribute, times coefficient: Double,
                             mirrored: Bool, to terms: inout [Term]) -> Double {
        let own = item.variables
        switch attribute {
        case .leading where mirrored:
            terms.append(Term(own.x, -coefficient))
            terms.append(Term(own.width, -coefficient))
        case .trailing where mirrored:
            terms.append(Term(own.x, -coefficient))
        case .centerX where mirrored:
            terms.append(Term(own.x, -coefficient))
            terms.append(Term(own.width, -coefficient * 0.5))
        case .left, .leading:
            terms.append(Term(own.x, coefficient))
        case .right, .trailing:
            terms.append(Term(own.x, coefficient))
            terms.append(Term(own.width, coefficient))
        case .top:
            terms.append(Term(own.y, coefficient))
        case .bottom:
            terms.append(Term(own.y, coefficient))
            terms.append(Term(own.height, coefficient))
        case .width:
            terms.append(Term(own.width, coefficient))
        case .height:
            terms.append(Term(own.height, coefficient))
        case .centerX:
            terms.append(Term(own.x, coefficient))
            terms.append(Term(own.width, coefficient * 0.5))
        case .centerY:
            terms.append(Term(own.y, coefficient))
            terms.append(Term(own.height, coefficient * 0.5))
        case .firstBaseline, .lastBaseline:
            // A text view's baseline, from its centre; another view's top edge for its first
            // baseline and its bottom edge for its last, as UIKit's.
            terms.append(Term(own.y, coefficient))
            guard let offset = item.baselineOffset else {
                if attribute == .lastBaseline { terms.append(Term(own.height, coefficient)) }
                return 0
            }
            terms.append(Term(own.height, coefficient * 0.5))
            return offset * coefficient
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            // Not reached: a constraint's initializer turns a view's margin into its margins guide's edge.
            return appendTerms(of: item, attribute.marginsGuideAttribute!, times: coefficient, mirrored: mirrored, to: &terms)
        case .notAnAttribute:
            break
        }
        return 0
    }

    /// `frame`, in a superview's bounds, as the alignment rectangle of a view with alignment
    /// `insets`, from the alignment rectangle of a superview with `parentInsets`: what
    /// ``frameConstraints(_:in:frame:)`` is given, since a view's variables are its alignment
    /// rectangle's.
    static func alignmentRect(of frame: CGRect, insets: EdgeInsets, inSuperviewWith parentInsets: EdgeInsets) -> CGRect {
        frame.inset(by: insets).offsetBy(dx: -parentInsets.left, dy: -parentInsets.top)
    }

    /// A view's alignment rectangle, from its superview's, as four required equalities.
    func frameConstraints(_ own: Variables, in parent: Variables, frame: CGRect) -> [Constraint] {
        [
            Self.offset(own.x, from: parent.x, by: frame.minX),
            Self.offset(own.y, from: parent.y, by: frame.minY),
            LayoutSolverConstraints.equal(own.width, frame.width),
            LayoutSolverConstraints.equal(own.height, frame.height),
        ]
    }

    /// A guide inside its owning view by `insets`, their leading side on the right when the
    /// view's content runs right to left.
    func guideConstraints(_ own: Variables, in parent: Variables, insets: DirectionalEdgeInsets, rightToLeft: Bool) -> [Constraint] {
        [
            Self.offset(own.x, from: parent.x, by: rightToLeft ? insets.trailing : insets.leading),
            Self.offset(own.y, from: parent.y, by: insets.top),
            Self.offset(own.width, from: parent.width, by: -(insets.leading + insets.trailing)),
            Self.offset(own.height, from: parent.height, by: -(insets.top + insets.bottom)),
        ]
    }

    /// A scroll view's content guide: at its content's origin, required; its size pulled to the
    /// content size the app set, at the lowest priority, so that constraints of the content
    /// decide it wherever they say anything.
    func contentGuideConstraints(_ own: Variables, in parent: Variables, contentSize: CGSize) -> [Constraint] {
        let pull = Self.strength(LayoutPriority(1))
        return [
            Self.offset(own.x, from: parent.x, by: 0),
            Self.offset(own.y, from: parent.y, by: 0),
            LayoutSolverConstraints.equal(own.width, contentSize.width, pull),
            LayoutSolverConstraints.equal(own.height, contentSize.height, pull),
        ]
    }

    /// `variable == base + offset`, required.
    private static func offset(_ variable: Variable, from base: Variable, by offset: Double) -> Constraint {
        Constraint(LinearExpression(terms: [Term(variable), Term(base, -1)], constant: -offset), .equal)
    }

    /// A view's intrinsic-size constraints, one per slot of ``intrinsicSlots`` (nil where it has
    /// no intrinsic size along that axis; none at all without an intrinsic size).
    func intrinsicConstraints(of view: View, _ own: Variables) -> [Constraint?] {
        let size = view.intrinsicContentSize
        let hasWidth = size.width != View.noIntrinsicMetric && size.width.isFinite
        let hasHeight = size.height != View.noIntrinsicMetric && size.height.isFinite
        // Most views have none: no array is made for them.
        guard hasWidth || hasHeight else { return [] }
        let layout = view.layoutStorage
        let hugging = layout?.contentHugging ?? view.defaultContentHugging
        let resistance = layout?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        // An arranged subview of a stack view pulls along the stack's axis a little less the
        // earlier it is arranged, within its priority's level: where the views' hugging (or
        // compression resistance) priorities are equal, the first view stretches (or shrinks),
        // as `UIStackView` settles such ambiguity by the index in `arrangedSubviews`, whatever
        // the order of the subviews. A difference of weights within a level decides only
        // between otherwise equal solutions.
        let arranged = layout?.arrangedPull
        func pull(_ variable: Variable, _ relation: Relation, _ value: Double, _ priority: LayoutPriority, alongStack: Bool) -> Constraint {
            var strength = Self.strength(priority)
            if alongStack, let arranged, strength != .required { strength = Strength(level: strength.level, weight: arranged.weight) }
            return Constraint(LinearExpression(terms: [Term(variable)], constant: -value), relation, strength: strength)
        }
        let horizontal = arranged?.horizontal == true, vertical = arranged?.horizontal == false
        return [
            hasWidth ? pull(own.width, .lessThanOrEqual, size.width, hugging.horizontal, alongStack: horizontal) : nil,
            hasWidth ? pull(own.width, .greaterThanOrEqual, size.width, resistance.horizontal, alongStack: horizontal) : nil,
            hasHeight ? pull(own.height, .lessThanOrEqual, size.height, hugging.vertical, alongStack: vertical) : nil,
            hasHeight ? pull(own.height, .greaterThanOrEqual, size.height, resistance.vertical, alongStack: vertical) : nil,
        ]
    }
}

/// Shorthands for the fixed constraints the engine makes.
enum LayoutSolverConstraints {
    static func equal(_ variable: Variable, _ value: Double, _ strength: Strength = .required) -> Constraint {
        Constraint(LinearExpression(terms: [Term(variable)], constant: -value), .equal, strength: strength)
    }
}

