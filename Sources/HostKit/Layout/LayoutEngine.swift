import Foundation
internal import LayoutSolver

/// The constraints of one view hierarchy and their solution, kept by the hierarchy's top view
/// (a window) and brought up to date in the layout pass.
///
/// Every layout item (a view or guide that takes part) has four solver variables: its frame's
/// origin in the top view's coordinates, and its size. At each sync the engine lists the
/// constraints the hierarchy wants now (the active ``LayoutConstraint``s, each autoresizing
/// view's frame, each guide's insets, each intrinsic size) and changes the solver by the
/// difference, so that a changed constant or a resized window re-solves incrementally.
@MainActor
final class LayoutEngine {
    struct Variables {
        let x, y, width, height: Variable
    }

    /// What one solver constraint stands for: its owner and which of the owner's constraints it
    /// is. An owner's slot holds one constraint at a time; the installed one is kept beside its
    /// id, so a changed one is told apart by comparing the two, and found without it.
    struct Key: Hashable {
        let owner: ObjectIdentifier
        let slot: Int
    }

    /// The slot of a ``LayoutConstraint`` (its owner is the constraint itself).
    static let userSlot = 100
    /// The slots of a view's intrinsic size: hugging and resistance, width then height.
    static let intrinsicSlots = 20 ..< 24

    private(set) var solver = Solver()
    private var variables: [ObjectIdentifier: Variables] = [:]
    private var installed: [Key: (constraint: Constraint, id: ConstraintID)] = [:]
    private var layoutConstraints: [ConstraintID: LayoutConstraint] = [:]
    /// The constraints refused at the last sync, so a refusal is reported once.
    private var refused: [Key: Constraint] = [:]
    var needsSync = true
    /// Constraints whose constant or priority changed since the last sync, and views whose
    /// intrinsic size did: re-solved alone, without collecting the hierarchy's constraints,
    /// while nothing else changed (``needsSync`` is false).
    private(set) var changedConstraints: [LayoutConstraint] = []
    private(set) var changedIntrinsicSizes: [View] = []
    var needsUpdate: Bool { needsSync || needsTopResize || !changedConstraints.isEmpty || !changedIntrinsicSizes.isEmpty }
    /// How many constraints were added to and removed from the solver (for tests).
    private(set) var solverAdditions = 0
    private(set) var solverRemovals = 0
    /// The views laid out by constraints at the last sync, parents first.
    private(set) var constrainedViews: [View] = []
    private(set) var guides: [LayoutGuide] = []
    /// The top view's size as edit variables, as a window's size is: a resize suggests new values
    /// (the dual simplex, from where the solver was) instead of replacing two constraints and
    /// collecting the hierarchy's constraints again.
    private var topSize: (width: Variable, height: Variable)?
    /// How many times the hierarchy's constraints were collected (for tests).
    private(set) var syncCount = 0
    /// Only the top view's size changed since the last sync.
    var needsTopResize = false
    /// Just below required: the window's size gives way only to required constraints that
    /// cannot hold inside it, which the solver would otherwise refuse.
    private static let topSizeStrength = Strength(weight: 1.0e8)

    func variables(for item: AnyObject) -> Variables {
        let id = ObjectIdentifier(item)
        if let existing = variables[id] { return existing }
        let made = Variables(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        variables[id] = made
        return made
    }

    /// The value of `attribute` of `item` as an expression of its variables.
    func expression(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) -> LinearExpression {
        let item = variables(for: item)
        switch attribute {
        case .left, .leading: return LinearExpression(item.x)
        case .right, .trailing: return item.x + item.width
        case .top: return LinearExpression(item.y)
        case .bottom: return item.y + item.height
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .centerX: return item.x + item.width * 0.5
        case .centerY: return item.y + item.height * 0.5
        case .firstBaseline, .lastBaseline: return item.y + item.height
        case .notAnAttribute: return LinearExpression(constant: 0)
        }
    }

    /// A text view's baseline, from its centre; another view's bottom.
    func baseline(of item: AnyObject) -> LinearExpression {
        guard let offset = (item as? View)?.baselineOffsetFromCenterY else { return expression(item, .bottom) }
        return expression(item, .centerY) + LinearExpression(constant: offset)
    }

    static func strength(_ priority: LayoutPriority) -> Strength {
        // 10^(p/125): each 125 points of priority weigh ten times more, so a preference
        // outweighs many of a much lower priority; 999 stays below required.
        priority.rawValue >= 1000 ? .required : Strength(weight: tenToThe(Double(max(priority.rawValue, 1)) / 125))
    }

    /// 10^`exponent` for an exponent in 0…8, by squaring the 125th root of ten (exact to a few
    /// units in the last place), and a linear step within one priority point. Not libm's `pow`:
    /// its first call at launch faults in 170 KB of libm that nothing else there touches.
    static func tenToThe(_ exponent: Double) -> Double {
        let points = exponent * 125
        let whole = points.rounded(.down)
        var result = 1.0, base = 1.018591388054117  // 10^(1/125)
        var remaining = Int(whole)
        while remaining > 0 {
            if remaining & 1 == 1 { result *= base }
            base *= base
            remaining >>= 1
        }
        return result * (1 + (points - whole) * (1.018591388054117 - 1))
    }

    func solverConstraint(for constraint: LayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem else { return nil }
        var lhs = expression(first, constraint.firstAttribute)
        if constraint.firstAttribute.isBaseline { lhs = baseline(of: first) }
        var rhs = LinearExpression(constant: constraint.constant)
        if let second = constraint.secondItem {
            let other = constraint.secondAttribute.isBaseline ? baseline(of: second) : expression(second, constraint.secondAttribute)
            rhs = other * constraint.multiplier + rhs
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, strength: Self.strength(constraint.priority))
    }

    /// Brings the solver to the constraints `top`'s hierarchy wants now, reporting the ones
    /// that cannot be added; returns whether any was refused.
    @discardableResult
    func sync(top: View, rootFrame: [Constraint]? = nil) -> Bool {
        needsSync = false
        syncCount += 1
        var wanted: [(Key, Constraint, LayoutConstraint?)] = []
        var participants: [View] = []
        var guideList: [LayoutGuide] = []
        var userConstraints: [LayoutConstraint] = []
        // Which views take part: those that use constraints, those constraints name, and the
        // superviews of all of them (whose positions they are placed in).
        var taking = Set<ObjectIdentifier>()
        func take(_ view: View?) {
            var view = view
            while let current = view, taking.insert(ObjectIdentifier(current)).inserted {
                view = current.superview
            }
        }
        func visit(_ view: View) {
            if let layout = view.layoutStorage {
                if !layout.translatesAutoresizingMaskIntoConstraints { take(view) }
                for constraint in layout.constraints {
                    userConstraints.append(constraint)
                    take(LayoutConstraint.view(of: constraint.firstItem))
                    take(LayoutConstraint.view(of: constraint.secondItem))
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(top)
        func order(_ view: View) {
            guard taking.contains(ObjectIdentifier(view)) else { return }
            participants.append(view)
            for subview in view.subviews { order(subview) }
        }
        order(top)
        for view in participants {
            let own = variables(for: view)
            let id = ObjectIdentifier(view)
            if view === top {
                let frame = rootFrame ?? [Constraint(LinearExpression(own.x), .equal, 0), Constraint(LinearExpression(own.y), .equal, 0)]
                for (slot, constraint) in frame.enumerated() { wanted.append((Key(owner: id, slot: slot), constraint, nil)) }
            } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
                let parent = variables(for: superview)
                let frame = view.frame
                let fixed = [
                    Constraint(LinearExpression(own.x), .equal, parent.x + LinearExpression(constant: frame.minX)),
                    Constraint(LinearExpression(own.y), .equal, parent.y + LinearExpression(constant: frame.minY)),
                    Constraint(LinearExpression(own.width), .equal, LinearExpression(constant: frame.width)),
                    Constraint(LinearExpression(own.height), .equal, LinearExpression(constant: frame.height)),
                ]
                for (slot, constraint) in fixed.enumerated() { wanted.append((Key(owner: id, slot: slot), constraint, nil)) }
            } else {
                // Sizes are never negative; the intrinsic size pulls as hugging and resistance say.
                wanted.append((Key(owner: id, slot: 10), Constraint(LinearExpression(own.width), .greaterThanOrEqual, 0), nil))
                wanted.append((Key(owner: id, slot: 11), Constraint(LinearExpression(own.height), .greaterThanOrEqual, 0), nil))
                for (slot, constraint) in zip(Self.intrinsicSlots, intrinsicConstraints(of: view)) {
                    if let constraint { wanted.append((Key(owner: id, slot: slot), constraint, nil)) }
                }
            }
            for guide in view.layoutStorage?.guides ?? [] {
                guideList.append(guide)
                guard let inset = guide.inset else { continue }
                let insets = inset(view)
                let own = variables(for: guide)
                let parent = variables(for: view)
                let edges = [
                    Constraint(LinearExpression(own.x), .equal, parent.x + LinearExpression(constant: insets.leading)),
                    Constraint(LinearExpression(own.y), .equal, parent.y + LinearExpression(constant: insets.top)),
                    Constraint(LinearExpression(own.width), .equal, parent.width - LinearExpression(constant: insets.leading + insets.trailing)),
                    Constraint(LinearExpression(own.height), .equal, parent.height - LinearExpression(constant: insets.top + insets.bottom)),
                ]
                for (slot, constraint) in edges.enumerated() { wanted.append((Key(owner: ObjectIdentifier(guide), slot: slot), constraint, nil)) }
            }
        }
        for constraint in userConstraints {
            guard let solved = solverConstraint(for: constraint) else { continue }
            wanted.append((Key(owner: ObjectIdentifier(constraint), slot: Self.userSlot), solved, constraint))
        }
        changedConstraints = []
        changedIntrinsicSizes = []
        // Removals first (the ones no longer wanted, and the old selves of changed ones), so
        // that a changed constraint never meets its old self.
        var wantedConstraints: [Key: Constraint] = [:]
        wantedConstraints.reserveCapacity(wanted.count)
        for (key, constraint, _) in wanted { wantedConstraints[key] = constraint }
        for (key, current) in installed where wantedConstraints[key] != current.constraint {
            uninstall(key)
        }
        refused = refused.filter { wantedConstraints[$0.key] == $0.value }
        var anyRefused = false
        for (key, constraint, layoutConstraint) in wanted where installed[key] == nil && refused[key] != constraint {
            if !install(constraint, for: key, from: layoutConstraint, top: top) { anyRefused = true }
        }
        if rootFrame == nil { suggestTopSize(top) }
        solver.updateValues()
        constrainedViews = participants
        guides = guideList
        return anyRefused
    }

    /// Adds `constraint` to the solver in `key`'s slot; reports and remembers a refusal.
    private func install(_ constraint: Constraint, for key: Key, from layoutConstraint: LayoutConstraint?, top: View) -> Bool {
        do throws(SolverError) {
            let id = try solver.add(constraint)
            solverAdditions += 1
            installed[key] = (constraint, id)
            refused[key] = nil
            if let layoutConstraint { layoutConstraints[id] = layoutConstraint }
            return true
        } catch {
            refused[key] = constraint
            report(error, adding: layoutConstraint, top: top)
            return false
        }
    }

    private func uninstall(_ key: Key) {
        guard let current = installed.removeValue(forKey: key) else { return }
        try? solver.remove(current.id)
        solverRemovals += 1
        layoutConstraints[current.id] = nil
    }

    /// Puts `constraint` in `key`'s slot (or empties it), changing the solver only if it differs.
    private func replace(_ key: Key, with constraint: Constraint?, from layoutConstraint: LayoutConstraint?, top: View) {
        guard installed[key]?.constraint != constraint else { return }
        uninstall(key)
        refused[key] = nil
        if let constraint { _ = install(constraint, for: key, from: layoutConstraint, top: top) }
    }

    /// A view's intrinsic-size constraints, one per slot of ``intrinsicSlots`` (nil where it has
    /// no intrinsic size along that axis).
    private func intrinsicConstraints(of view: View) -> [Constraint?] {
        let own = variables(for: view)
        let size = view.intrinsicContentSize
        let layout = view.layoutStorage
        let hugging = layout?.contentHugging ?? view.defaultContentHugging
        let resistance = layout?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        var constraints: [Constraint?] = [nil, nil, nil, nil]
        if size.width != View.noIntrinsicMetric, size.width.isFinite {
            constraints[0] = Constraint(LinearExpression(own.width), .lessThanOrEqual, LinearExpression(constant: size.width), strength: Self.strength(hugging.horizontal))
            constraints[1] = Constraint(LinearExpression(own.width), .greaterThanOrEqual, LinearExpression(constant: size.width), strength: Self.strength(resistance.horizontal))
        }
        if size.height != View.noIntrinsicMetric, size.height.isFinite {
            constraints[2] = Constraint(LinearExpression(own.height), .lessThanOrEqual, LinearExpression(constant: size.height), strength: Self.strength(hugging.vertical))
            constraints[3] = Constraint(LinearExpression(own.height), .greaterThanOrEqual, LinearExpression(constant: size.height), strength: Self.strength(resistance.vertical))
        }
        return constraints
    }

    /// Notes that `constraint`'s constant or priority changed; returns false when the change
    /// needs a full sync instead (the constraint is not in the solver's slot it would replace).
    func constraintDidChange(_ constraint: LayoutConstraint) -> Bool {
        guard !needsSync else { return true }
        let key = Key(owner: ObjectIdentifier(constraint), slot: Self.userSlot)
        guard installed[key] != nil || refused[key] != nil else { return false }
        changedConstraints.append(constraint)
        return true
    }

    /// Notes that `view`'s intrinsic size changed; returns false when it needs a full sync.
    func intrinsicSizeDidChange(of view: View) -> Bool {
        guard !needsSync else { return true }
        // Only a view the solver sizes by constraints (it has the slot of its width's floor) has
        // intrinsic-size constraints; the others' intrinsic size plays no part.
        guard installed[Key(owner: ObjectIdentifier(view), slot: 10)] != nil else { return view.translatesAutoresizingMaskIntoConstraints }
        changedIntrinsicSizes.append(view)
        return true
    }

    /// Re-solves the constraints and intrinsic sizes that changed alone, and a new size of the
    /// top view, incrementally.
    func updateChanged(top: View) {
        let constraints = changedConstraints, views = changedIntrinsicSizes
        changedConstraints = []
        changedIntrinsicSizes = []
        for constraint in constraints {
            replace(Key(owner: ObjectIdentifier(constraint), slot: Self.userSlot), with: solverConstraint(for: constraint), from: constraint, top: top)
        }
        for view in views {
            let id = ObjectIdentifier(view)
            for (slot, constraint) in zip(Self.intrinsicSlots, intrinsicConstraints(of: view)) {
                replace(Key(owner: id, slot: slot), with: constraint, from: nil, top: top)
            }
        }
        if needsTopResize { suggestTopSize(top) }
        solver.updateValues()
    }

    /// Pulls the top view's size variables to its frame's size.
    private func suggestTopSize(_ top: View) {
        needsTopResize = false
        let own = variables(for: top)
        if topSize == nil {
            try? solver.addEditVariable(own.width, strength: Self.topSizeStrength)
            try? solver.addEditVariable(own.height, strength: Self.topSizeStrength)
            topSize = (own.width, own.height)
        }
        try? solver.suggestValue(own.width, top.frame.width)
        try? solver.suggestValue(own.height, top.frame.height)
    }

    /// Whether only a top view's size has to be suggested again when it changes.
    var followsTopSize: Bool { topSize != nil }

    /// Logs a refused constraint as UIKit does: the conflicting constraints, and the one broken.
    private func report(_ error: SolverError, adding constraint: LayoutConstraint?, top: View) {
        let broken = constraint.map(\.description) ?? "a frame of a view that translates its autoresizing mask into constraints"
        switch error {
        case let .unsatisfiable(conflicting):
            let involved = conflicting.map { id in
                layoutConstraints[id]?.description ?? "<a constraint made from an autoresizing mask or a view's frame>"
            }
            let list = (involved + [broken]).map { "    \($0)" }.joined(separator: "\n")
            HostLink.reportIssue("Unable to simultaneously satisfy constraints.\n  Probably at least one of the constraints in the following list is one you don't want.\n\(list)\n  Will attempt to recover by breaking constraint\n    \(broken)",
                                 remedy: "remove or lower the priority of one of the listed constraints; set translatesAutoresizingMaskIntoConstraints = false on views you place with constraints")
        case let .invalidNumber(what, value):
            HostLink.reportIssue("the constraint \(broken) cannot be used: \(what) is \(value)",
                                 remedy: "give the constraint finite constants and multipliers")
        default:
            HostLink.reportIssue("the constraint \(broken) cannot be used: \(error)", remedy: "check the constraint's items and numbers")
        }
    }

    /// The solved frame of `item` in the top view's coordinates.
    func frame(of item: AnyObject) -> CGRect? {
        guard let variables = variables[ObjectIdentifier(item)] else { return nil }
        return CGRect(x: solver.value(of: variables.x), y: solver.value(of: variables.y),
                      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let variables = variables[ObjectIdentifier(item)] else { return false }
        return [variables.x, variables.y, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    /// Moves each ambiguous variable of `item` to another value that satisfies the same
    /// constraints, through a passing weak pull.
    func exerciseAmbiguity(of item: AnyObject) {
        guard let variables = variables[ObjectIdentifier(item)] else { return }
        for variable in [variables.x, variables.y, variables.width, variables.height] where solver.isAmbiguous(variable) {
            let current = solver.value(of: variable)
            let pull = Constraint(LinearExpression(variable), .equal, LinearExpression(constant: current + 20), strength: Strength(weight: 1e-3))
            if let id = try? solver.add(pull) {
                let moved = solver.value(of: variable)
                try? solver.remove(id)
                if let fix = try? solver.add(Constraint(LinearExpression(variable), .equal, LinearExpression(constant: moved), strength: Strength(weight: 1e-3))) {
                    pendingPulls.append(fix)
                }
            }
        }
        solver.updateValues()
    }

    /// The pulls of the last ``exerciseAmbiguity(of:)``, dropped at the next sync.
    var pendingPulls: [ConstraintID] = []

    func dropPulls() {
        for id in pendingPulls { try? solver.remove(id) }
        pendingPulls = []
        solver.updateValues()
    }
}

extension LayoutConstraint.Attribute {
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension LayoutEngine {
    /// Set while the engine places views, whose frame changes then are its own.
    static var isApplyingFrames = false
}

/// Shorthands for the fixed constraints the engine makes.
enum LayoutSolverConstraints {
    static func equal(_ variable: Variable, _ value: Double, _ strength: Strength = .required) -> Constraint {
        Constraint(LinearExpression(variable), .equal, LinearExpression(constant: value), strength: strength)
    }
}
