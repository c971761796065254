/// An incremental Cassowary solver: linear constraints (=, ≤, ≥), required or weighted, over
/// variables; edits with suggested values. It is the algorithm of Badros, Borning and Stuckey
/// (2001) as kiwi implements it: a simplex tableau kept optimal and feasible as constraints come
/// and go (primal simplex), and kept optimal as edited values change (dual simplex), never
/// solved from scratch.
///
/// Storage is flat: symbols and variables are integer indices into arrays; each row is one
/// sorted array of cells. A `Solver` is a value: a copy is an independent solver (the arrays are
/// copied on the first change).
///
/// Pivots choose the lowest-numbered candidate on ties (Bland's rule), so the simplex cannot
/// cycle; a bounded pivot count turns any remaining bug into ``SolverError/internalFailure(_:)``
/// instead of a hang.
public struct Solver: Sendable {
    /// The largest magnitude a constant, coefficient or suggested value may have. Layouts are
    /// measured in points; far beyond this, sums lose every digit of a point.
    public static let largestMagnitude = 1.0e12

    struct ConstraintRecord {
        var constraint: Constraint
        /// The slack, dummy or first error symbol that marks the constraint's row.
        var marker: Symbol
        /// The second error symbol of an optional constraint, or -1.
        var other: Symbol
    }

    struct EditRecord {
        var constraint: ConstraintID
        var constant: Double
    }

    var kinds: [SymbolKind] = []
    /// The row of each basic symbol, by symbol; `nil` for a parametric one.
    var rows: [Row?] = []
    /// The basic symbols, in no order, for the passes over every row.
    var basics: [Symbol] = []
    /// Where each basic symbol is in `basics`, by symbol; -1 for a parametric one.
    var basicPosition: [Int32] = []
    /// The constraint whose marker (or other error symbol) each symbol is, by symbol; -1 if none.
    var owners: [Int32] = []
    /// The symbol of each variable, by variable; -1 until a constraint uses it.
    var variableSymbols: [Symbol] = []
    var records: [ConstraintRecord?] = []
    var objective = Row()
    /// The objective of the phase that finds a feasible row for a constraint with no subject.
    var artificial: Row?
    var infeasibleRows: [Symbol] = []
    var edits: [Variable: EditRecord] = [:]
    /// How many constraints are in the solver.
    public private(set) var constraintCount = 0

    public init() {}

    /// A new variable, valued 0 until constraints say otherwise.
    public mutating func makeVariable() -> Variable {
        let variable = Variable(index: Int32(variableSymbols.count))
        variableSymbols.append(-1)
        return variable
    }

    /// How many variables have been made.
    public var variableCount: Int { variableSymbols.count }

    /// The value the solver gives `variable` now.
    public func value(of variable: Variable) -> Double {
        let index = Int(variable.index)
        guard index >= 0, index < variableSymbols.count else { return 0 }
        let symbol = variableSymbols[index]
        guard symbol >= 0 else { return 0 }
        return rows[Int(symbol)]?.constant ?? 0
    }

    /// Whether `id` is in the solver.
    public func contains(_ id: ConstraintID) -> Bool {
        let index = Int(id.rawValue)
        return index >= 0 && index < records.count && records[index] != nil
    }

    /// The constraint `id` names, if it is in the solver.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        contains(id) ? records[Int(id.rawValue)]!.constraint : nil
    }

    // MARK: Adding and removing constraints

    /// Adds a constraint and solves, returning its name. A required constraint that cannot hold
    /// with the others throws ``SolverError/unsatisfiable(conflicting:)`` naming them, and
    /// leaves the solver as it was.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try check(constraint)
        let id = ConstraintID(rawValue: Int32(records.count))
        var (row, marker, other) = makeRow(for: constraint)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && containsOnlyDummies(row) {
            guard isNearZero(row.constant) else {
                throw .unsatisfiable(conflicting: owners(in: row))
            }
            subject = marker
        }
        if subject < 0 {
            try addWithArtificialVariable(row)
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        }
        records.append(ConstraintRecord(constraint: constraint, marker: marker, other: other))
        owners[Int(marker)] = id.rawValue
        if other >= 0 { owners[Int(other)] = id.rawValue }
        constraintCount += 1
        try optimize(artificialObjective: false)
        return id
    }

    /// Removes a constraint and solves again from where the solver was.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard contains(id) else { throw .unknownConstraint(id) }
        let record = records[Int(id.rawValue)]!
        records[Int(id.rawValue)] = nil
        constraintCount -= 1
        let weight = record.constraint.strength.weight
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            if let row = rows[Int(symbol)] {
                objective.insert(row, -weight)
            } else {
                objective.insert(symbol, -weight)
            }
        }
        if takeRow(record.marker) == nil {
            guard let leaving = markerLeavingRow(record.marker) else {
                throw .internalFailure("no row to remove the marker of \(id) from")
            }
            var row = takeRow(leaving)!
            row.solve(for: leaving, into: record.marker)
            substitute(record.marker, with: row)
        }
        try optimize(artificialObjective: false)
    }

    private func check(_ constraint: Constraint) throws(SolverError) {
        func checked(_ value: Double, _ what: @autoclosure () -> String) throws(SolverError) {
            guard value.isFinite, abs(value) <= Solver.largestMagnitude else { throw .invalidNumber(what: what(), value: value) }
        }
        try checked(constraint.expression.constant, "the constant")
        for term in constraint.expression.terms {
            try checked(term.coefficient, "the coefficient of \(term.variable)")
            guard term.variable.index >= 0, Int(term.variable.index) < variableSymbols.count else {
                throw .unknownVariable(term.variable)
            }
        }
        let weight = constraint.strength.weight
        guard weight.isFinite, weight > 0 else { throw .invalidNumber(what: "the strength's weight", value: weight) }
    }

    // MARK: The tableau

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        basicPosition.append(-1)
        owners.append(-1)
        return symbol
    }

    mutating func setRow(_ symbol: Symbol, _ row: Row) {
        rows[Int(symbol)] = row
        basicPosition[Int(symbol)] = Int32(basics.count)
        basics.append(symbol)
    }

    /// Takes the row of `symbol` out of the tableau (it becomes parametric).
    mutating func takeRow(_ symbol: Symbol) -> Row? {
        var row: Row?
        swap(&row, &rows[Int(symbol)])
        guard row != nil else { return nil }
        let position = Int(basicPosition[Int(symbol)])
        let last = basics.removeLast()
        if last != symbol {
            basics[position] = last
            basicPosition[Int(last)] = Int32(position)
        }
        basicPosition[Int(symbol)] = -1
        return row
    }

    /// The row of a new constraint, in terms of the parametric symbols, with the symbols that
    /// mark it: `expression + slack = 0` for an inequality, `expression - e⁺ + e⁻ = 0` for an
    /// optional equality (both errors weighted in the objective), `expression + dummy = 0` for a
    /// required one.
    private mutating func makeRow(for constraint: Constraint) -> (Row, marker: Symbol, other: Symbol) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[Int(symbol)] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        var marker: Symbol = -1
        var other: Symbol = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            row.insert(marker, sign)
            if !strength.isRequired {
                other = makeSymbol(.error)
                row.insert(other, -sign)
                objective.insert(other, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                row.insert(marker)
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                objective.insert(marker, strength.weight)
                objective.insert(other, strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        let existing = variableSymbols[Int(variable.index)]
        if existing >= 0 { return existing }
        let symbol = makeSymbol(.external)
        variableSymbols[Int(variable.index)] = symbol
        return symbol
    }

    /// The symbol the new row is solved for: an external variable if it has one, else a
    /// marker with a negative coefficient (which keeps the row feasible); -1 if none fits.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for symbol in [marker, other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    private func containsOnlyDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
    }

    /// The constraints whose markers appear in `row`: those a failed row depends on.
    private func owners(in row: Row) -> [ConstraintID] {
        var found = Set<Int32>()
        for cell in row.cells {
            let owner = owners[Int(cell.symbol)]
            if owner >= 0, let record = records[Int(owner)], record.constraint.strength.isRequired { found.insert(owner) }
        }
        return found.sorted().map(ConstraintID.init(rawValue:))
    }

    /// Adds a row that has no subject through a first phase: an artificial variable equal to it
    /// is minimised; the constraint can hold only if it reaches zero.
    ///
    /// On failure the artificial variable is basic (it is above zero, and parametric symbols
    /// are zero), so it appears in no other row: dropping its row projects it out, and what
    /// remains is an equivalent form of the previous constraints (the new slack, if it entered,
    /// stays as a free column that no longer restricts them).
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) {
        let artificialSymbol = makeSymbol(.slack)
        setRow(artificialSymbol, row)
        artificial = row
        defer { artificial = nil }
        try optimize(artificialObjective: true)
        guard isNearZero(artificial!.constant) else {
            let conflicting = owners(in: artificial!)
            _ = takeRow(artificialSymbol)
            artificial = nil
            try optimize(artificialObjective: false)
            throw .unsatisfiable(conflicting: conflicting)
        }
        artificial = nil
        if var basic = takeRow(artificialSymbol), !basic.cells.isEmpty {
            guard let entering = basic.cells.first(where: { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error })?.symbol else {
                throw .unsatisfiable(conflicting: owners(in: basic))
            }
            basic.solve(for: artificialSymbol, into: entering)
            substitute(entering, with: basic)
            setRow(entering, basic)
        }
        for symbol in basics { rows[Int(symbol)]!.remove(artificialSymbol) }
        objective.remove(artificialSymbol)
    }

    /// Replaces `symbol` everywhere by `row`, noting the rows that become infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        rows.withUnsafeMutableBufferPointer { rows in
            for basic in basics {
                let index = Int(basic)
                if rows[index]!.substitute(symbol, with: row), kinds[index] != .external, rows[index]!.constant < 0 {
                    infeasibleRows.append(basic)
                }
            }
        }
        objective.substitute(symbol, with: row)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// The most pivots one optimisation may take before it is reported as a failure.
    private var pivotLimit: Int { 10_000 + 50 * kinds.count }

    /// The primal simplex: pivots until no parametric symbol lowers the objective.
    private mutating func optimize(artificialObjective: Bool) throws(SolverError) {
        var pivots = 0
        while true {
            let current = artificialObjective ? artificial! : objective
            guard let entering = current.cells.first(where: { $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy })?.symbol else {
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalFailure("the objective is unbounded")
            }
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalFailure("the simplex did not finish in \(pivotLimit) pivots") }
            var row = takeRow(leaving)!
            row.solve(for: leaving, into: entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The row that limits how far `entering` can grow (the smallest ratio), lowest symbol first.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best = Double.infinity
        var found: Symbol = -1
        for basic in basics where kinds[Int(basic)] != .external {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < best || (ratio == best && basic < found) {
                best = ratio
                found = basic
            }
        }
        return found >= 0 ? found : nil
    }

    /// The row to pivot a constraint's marker into when the marker is parametric.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var first: Symbol = -1
        var second: Symbol = -1
        var third: Symbol = -1
        for basic in basics {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if kinds[Int(basic)] == .external {
                if third < 0 || basic < third { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) { secondRatio = ratio; second = basic }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// The dual simplex: pivots rows made infeasible by new edit values back to feasibility,
    /// keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[Int(leaving)], row.constant < 0, !isNearZero(row.constant) else { continue }
            var entering: Symbol = -1
            var best = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best {
                    best = ratio
                    entering = cell.symbol
                }
            }
            guard entering >= 0 else { throw .internalFailure("no symbol can restore a feasible row") }
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalFailure("the dual simplex did not finish in \(pivotLimit) pivots") }
            var pivotRow = takeRow(leaving)!
            pivotRow.solve(for: leaving, into: entering)
            substitute(entering, with: pivotRow)
            setRow(entering, pivotRow)
        }
    }
}
