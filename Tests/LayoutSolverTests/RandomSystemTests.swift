import Testing
@testable import LayoutSolver

/// A small, seeded generator, so that a failing system can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random system built around a hidden solution, so that its required part is satisfiable.
struct RandomSystem {
    var generator: SplitMix64
    let solution: [Double]

    init(seed: UInt64, variables: Int) {
        var generator = SplitMix64(seed: seed)
        var solution: [Double] = []
        for _ in 0..<variables { solution.append(Double(Int.random(in: -50...50, using: &generator))) }
        self.generator = generator
        self.solution = solution
    }

    func evaluate(_ expression: LinearExpression, at values: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values[Int($1.variable.index)] }
    }

    /// Whether `constraint` holds at `values`, within 1e-6.
    func holds(_ constraint: Constraint, at values: [Double]) -> Bool {
        let value = evaluate(constraint.expression, at: values)
        switch constraint.relation {
        case .equal: return abs(value) <= 1e-6
        case .lessThanOrEqual: return value <= 1e-6
        case .greaterThanOrEqual: return value >= -1e-6
        }
    }

    mutating func coefficient() -> Double {
        Double([-3, -2, -1, 1, 2, 3].randomElement(using: &generator)!)
    }

    /// A constraint over a few random variables that holds at the hidden solution.
    mutating func feasibleConstraint(_ variables: [Variable], strength: Strength = .required) -> Constraint {
        let count = Int.random(in: 1...min(3, variables.count), using: &generator)
        let chosen = variables.shuffled(using: &generator).prefix(count)
        var expression = LinearExpression(terms: chosen.map { Term($0, coefficient()) })
        let atSolution = evaluate(expression, at: solution)
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
        let room = Double(Int.random(in: 0...10, using: &generator))
        switch relation {
        case .equal: expression.constant = -atSolution
        case .lessThanOrEqual: expression.constant = -atSolution - room
        case .greaterThanOrEqual: expression.constant = -atSolution + room
        }
        return Constraint(expression, relation, strength: strength)
    }

    /// Required equalities `x[i] = Σ a·x[j<i] + b` that fix every variable to the hidden
    /// solution, the first one `x[0] = b` unless `leavingFirstFree`.
    mutating func determiningEqualities(_ variables: [Variable], leavingFirstFree: Bool = false) -> [Constraint] {
        var constraints: [Constraint] = []
        for index in variables.indices where !(leavingFirstFree && index == 0) {
            var terms = [Term(variables[index], 1)]
            for earlier in 0..<index where Bool.random(using: &generator) {
                terms.append(Term(variables[earlier], coefficient()))
            }
            var expression = LinearExpression(terms: terms)
            expression.constant = -evaluate(expression, at: solution)
            constraints.append(Constraint(expression, .equal))
        }
        return constraints
    }

    mutating func preference(_ variables: [Variable]) -> Constraint {
        let target = Double(Int.random(in: -100...100, using: &generator))
        let strength = [Strength.weak, .medium, .strong, Strength(weight: 42)].randomElement(using: &generator)!
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
        return Constraint(LinearExpression(variables.randomElement(using: &generator)!), relation, LinearExpression(constant: target), strength: strength)
    }
}

@Suite struct RandomSystemTests {
    static let seeds: [UInt64] = Array(1...150)

    func values(_ solver: Solver, _ variables: [Variable]) -> [Double] { variables.map { solver.value(of: $0) } }

    func holds(_ constraint: Constraint, _ values: [Double], in system: RandomSystem) -> Bool {
        system.holds(constraint, at: values)
    }

    @Test(arguments: seeds) func everyRequiredConstraintHolds(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 3 + Int(seed % 10))
        var solver = Solver()
        let variables = system.solution.map { _ in solver.makeVariable() }
        var required: [Constraint] = []
        for _ in 0..<(variables.count * 2) {
            if Bool.random(using: &system.generator) {
                let constraint = system.feasibleConstraint(variables)
                required.append(constraint)
                try solver.add(constraint)
            } else {
                try solver.add(system.preference(variables))
            }
        }
        let solved = values(solver, variables)
        for constraint in required {
            #expect(holds(constraint, solved, in: system), "seed \(seed): \(constraint)")
        }
    }

    @Test(arguments: seeds) func aDeterminedSystemDoesNotDependOnInsertionOrder(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 2 + Int(seed % 12))
        var reference = Solver()
        let variables = system.solution.map { _ in reference.makeVariable() }
        var constraints = system.determiningEqualities(variables)
        for _ in 0..<variables.count {
            constraints.append(system.feasibleConstraint(variables))
            constraints.append(system.preference(variables))
        }
        for constraint in constraints { try reference.add(constraint) }
        for round in 0..<3 {
            var shuffled = Solver()
            for _ in variables { _ = shuffled.makeVariable() }
            for constraint in constraints.shuffled(using: &system.generator) { try shuffled.add(constraint) }
            for (index, variable) in variables.enumerated() {
                #expect(abs(shuffled.value(of: variable) - system.solution[index]) < 1e-6, "seed \(seed) round \(round)")
                #expect(abs(reference.value(of: variable) - system.solution[index]) < 1e-6, "seed \(seed)")
            }
        }
    }

    @Test(arguments: seeds) func removingConstraintsLeavesTheSameSolutionAsNeverAddingThem(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 2 + Int(seed % 10))
        var solver = Solver()
        let variables = system.solution.map { _ in solver.makeVariable() }
        let determining = system.determiningEqualities(variables)
        var extra: [ConstraintID] = []
        for constraint in determining {
            try solver.add(constraint)
            // Interleaved constraints that come and go: preferences and ones true at the solution.
            extra.append(try solver.add(system.preference(variables)))
            extra.append(try solver.add(system.feasibleConstraint(variables)))
        }
        for id in extra.shuffled(using: &system.generator) { try solver.remove(id) }
        #expect(solver.constraintCount == determining.count)
        for (index, variable) in variables.enumerated() {
            #expect(abs(solver.value(of: variable) - system.solution[index]) < 1e-6, "seed \(seed)")
        }
        #expect(variables.allSatisfy { !solver.isAmbiguous($0) })
    }

    @Test(arguments: seeds) func editsGiveWhatARequiredValueWould(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 2 + Int(seed % 10))
        var solver = Solver()
        let variables = system.solution.map { _ in solver.makeVariable() }
        let equalities = system.determiningEqualities(variables, leavingFirstFree: true)
        for constraint in equalities { try solver.add(constraint) }
        try solver.addEditVariable(variables[0], strength: .strong)
        for _ in 0..<5 {
            let suggested = Double(Int.random(in: -200...200, using: &system.generator))
            try solver.suggestValue(variables[0], suggested)
            var fresh = Solver()
            for _ in variables { _ = fresh.makeVariable() }
            try fresh.add(Constraint(LinearExpression(variables[0]), .equal, LinearExpression(constant: suggested)))
            for constraint in equalities { try fresh.add(constraint) }
            for variable in variables {
                #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-6, "seed \(seed)")
            }
        }
    }

    @Test(arguments: seeds) func aConflictNamesConstraintsThatCannotHoldWithIt(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 2 + Int(seed % 10))
        var solver = Solver()
        let variables = system.solution.map { _ in solver.makeVariable() }
        var added: [ConstraintID: Constraint] = [:]
        for constraint in system.determiningEqualities(variables) + (0..<4).map({ _ in system.feasibleConstraint(variables) }) {
            added[try solver.add(constraint)] = constraint
        }
        // Off by at least one point at the only solution: it cannot hold.
        var impossible = system.feasibleConstraint(variables)
        impossible.relation = .equal
        impossible.expression.constant = -system.evaluate(LinearExpression(terms: impossible.expression.terms), at: system.solution) + Double(Int.random(in: 1...9, using: &system.generator))
        let conflicting: [ConstraintID]
        do throws(SolverError) {
            try solver.add(impossible)
            Issue.record("seed \(seed): an impossible constraint was added")
            return
        } catch {
            guard case let .unsatisfiable(named) = error else {
                Issue.record("seed \(seed): \(error)")
                return
            }
            conflicting = named
        }
        #expect(!conflicting.isEmpty)
        var subset = Solver()
        for _ in variables { _ = subset.makeVariable() }
        for id in conflicting { try subset.add(#require(added[id])) }
        #expect(throws: SolverError.self, "seed \(seed): the named constraints do not rule it out") { try subset.add(impossible) }
        for (index, variable) in variables.enumerated() {
            #expect(abs(solver.value(of: variable) - system.solution[index]) < 1e-6, "seed \(seed)")
        }
    }

    /// Values are brought up to date in two ways: every row in the order rows were set (when
    /// most changed), or the changed rows and those that refer to them. Both must give what each
    /// variable's row gives evaluated on its own, after additions, edits and removals, with rows
    /// set and taken many times over (stale entries in the order of rows). Rows of slack, error
    /// and dummy symbols are not evaluated, which holds only while no row refers to one of them
    /// once it is basic: checked too.
    @Test(arguments: seeds.prefix(60)) func bothWaysOfUpdatingValuesAgreeWithEachRow(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 12)
        var solver = Solver()
        let variables = (0..<12).map { _ in solver.makeVariable() }
        try solver.addEditVariable(variables[0], strength: .strong)
        var added: [ConstraintID] = []
        for step in 0..<40 {
            switch Int.random(in: 0...3, using: &system.generator) {
            case 0: added.append(try solver.add(system.feasibleConstraint(variables)))
            case 1: added.append(try solver.add(system.preference(variables)))
            case 2: try solver.suggestValue(variables[0], Double(Int.random(in: -80...80, using: &system.generator)))
            default:
                if !added.isEmpty { try solver.remove(added.remove(at: Int.random(in: 0..<added.count, using: &system.generator))) }
            }
            guard step % 3 == 0 else { continue }
            var everyRow = solver
            everyRow.refreshAllValues()
            var changedOnly = solver
            changedOnly.refreshChangedValues()
            for (symbol, row) in solver.rows.enumerated() {
                for cell in row?.cells ?? [] where solver.rows[Int(cell.symbol)] != nil {
                    #expect(solver.facts[Int(cell.symbol)].kind == .external,
                            "seed \(seed), step \(step): row \(symbol) refers to basic symbol \(cell.symbol), not a variable")
                }
            }
            // Kept for variables and parametric symbols (zero); no row refers to another basic symbol.
            for symbol in solver.rows.indices where solver.rows[symbol] == nil || solver.facts[symbol].kind == .external {
                let expected = solver.rows[symbol].map { solver.flattened($0).constant } ?? 0
                #expect(abs(everyRow.values[symbol] - expected) < 1e-6, "seed \(seed), step \(step), symbol \(symbol): every row")
                #expect(abs(changedOnly.values[symbol] - expected) < 1e-6, "seed \(seed), step \(step), symbol \(symbol): changed rows")
            }
            solver.updateValues()
        }
    }
}
