import Testing
@testable import LayoutSolver

/// Strength levels: a higher level's preferences are satisfied before any number of a lower
/// level's, whatever their weights, in the primal simplex (additions, removals) and in the dual
/// simplex (edits).
@Suite struct StrengthLevelTests {
    func x(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }

    @Test func aHigherLevelWinsOverAnyNumberOfLowerOnes() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        try solver.add(Constraint(x(width), .equal, 200, strength: Strength(level: 251)))
        for _ in 0..<100 {
            try solver.add(Constraint(x(width), .equal, 100, strength: Strength(level: 250, weight: 1_000)))
        }
        #expect(abs(solver.value(of: width) - 200) < 1e-9)
        // Within one level, weights trade off as before.
        try solver.add(Constraint(x(width), .equal, 300, strength: Strength(level: 251, weight: 2)))
        #expect(abs(solver.value(of: width) - 300) < 1e-9)
    }

    @Test func removingTheHigherLevelHandsTheVariableToTheLowerOne() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        try solver.add(Constraint(x(width), .greaterThanOrEqual, 0))
        let low = try solver.add(Constraint(x(width), .lessThanOrEqual, 40, strength: Strength(level: 250)))
        let high = try solver.add(Constraint(x(width), .greaterThanOrEqual, 90, strength: Strength(level: 750)))
        #expect(abs(solver.value(of: width) - 90) < 1e-9)
        try solver.remove(high)
        #expect(abs(solver.value(of: width) - 40) < 1e-9)
        try solver.remove(low)
        try solver.add(Constraint(x(width), .lessThanOrEqual, 40, strength: Strength(level: 750)))
        try solver.add(Constraint(x(width), .greaterThanOrEqual, 90, strength: Strength(level: 250, weight: 1e6)))
        #expect(abs(solver.value(of: width) - 40) < 1e-9)
    }

    /// A window's width edited at a high level, two panes' preferred widths at lower ones: each
    /// edit gives the window its width and splits the rest by level, not by weight.
    @Test func editsKeepTheLevelsOrder() throws {
        var solver = Solver()
        let window = solver.makeVariable()
        let left = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(Constraint(x(left) + x(right), .equal, x(window)))
        try solver.add(Constraint(x(left), .greaterThanOrEqual, 0))
        try solver.add(Constraint(x(right), .greaterThanOrEqual, 0))
        try solver.add(Constraint(x(left), .equal, 300, strength: Strength(level: 500)))
        for _ in 0..<50 { try solver.add(Constraint(x(right), .equal, 300, strength: Strength(level: 400, weight: 10))) }
        try solver.addEditVariable(window, strength: Strength(level: 1_000))
        for (width, expectedLeft) in [(400.0, 300.0), (1_000, 300), (200, 200), (600, 300)] {
            try solver.suggestValue(window, width)
            #expect(abs(solver.value(of: window) - width) < 1e-9)
            #expect(abs(solver.value(of: left) - expectedLeft) < 1e-9, "window \(width)")
            #expect(abs(solver.value(of: right) - (width - expectedLeft)) < 1e-9, "window \(width)")
        }
    }

    /// A level goes with its last constraint: priorities that come and go (an animated one)
    /// leave no levels behind, and an edit's level too goes with the edit.
    @Test func aLevelGoesWithItsLastConstraint() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        try solver.add(Constraint(x(width), .greaterThanOrEqual, 0))
        let kept = try solver.add(Constraint(x(width), .equal, 10, strength: Strength(level: 5)))
        for level in 100..<300 {
            let id = try solver.add(Constraint(x(width), .equal, LinearExpression(constant: Double(level)), strength: Strength(level: level)))
            #expect(abs(solver.value(of: width) - Double(level)) < 1e-9)
            try solver.remove(id)
        }
        #expect(solver.objective.levels == [5])
        #expect(abs(solver.value(of: width) - 10) < 1e-9)
        let twin = try solver.add(Constraint(x(width), .equal, 20, strength: Strength(level: 5)))
        try solver.remove(kept)
        #expect(solver.objective.levels == [5])
        try solver.addEditVariable(width, strength: Strength(level: 9))
        #expect(solver.objective.levels == [9, 5])
        try solver.removeEditVariable(width)
        try solver.remove(twin)
        #expect(solver.objective.levels.isEmpty)
    }

    @Test func strengthsOrderByRequiredThenLevelThenWeight() {
        #expect(Strength(level: 2) > Strength(level: 1, weight: 1e8))
        #expect(Strength(level: 1, weight: 2) > Strength(level: 1))
        #expect(Strength.required > Strength(level: .max))
        #expect(Strength(level: 7, weight: 2e9) == .required)
        #expect(Strength.strong.level == 0 && Strength.strong > .medium)
    }

    /// The errors of `preferences` at `values`, summed by level and weighted within it.
    func errorsByLevel(_ preferences: [(Constraint, level: Int)], at values: [Double], in system: RandomSystem) -> [Int: Double] {
        var sums: [Int: Double] = [:]
        for (constraint, level) in preferences {
            let value = system.evaluate(constraint.expression, at: values)
            let error: Double = switch constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(value, 0)
            case .greaterThanOrEqual: max(-value, 0)
            }
            sums[level, default: 0] += error * constraint.strength.weight
        }
        return sums
    }

    /// Random systems with preferences on two levels, against the same systems in one weighted
    /// sum where the upper level's weights are 10^10 times the lower's (so far apart that, on these
    /// small integer systems, no amount of lower-level error pays for a higher one's): both optima
    /// have the same errors, level by level. Then half the preferences are removed from the
    /// levelled solver, which must match a weighted one built afresh from what is left. (Removing
    /// them from the weighted one instead fails: subtracting errors weighed 10^8 leaves rounding
    /// that the simplex reads as an unbounded direction, which levels avoid.)
    @Test(arguments: Array(UInt64(1)...100)) func levelsGiveWhatOverwhelmingWeightsGive(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 2 + Int(seed % 5))
        var levelled = Solver()
        let variables = system.solution.map { _ in levelled.makeVariable() }
        var required: [Constraint] = []
        var preferences: [(Constraint, level: Int, id: ConstraintID)] = []
        for _ in 0..<(variables.count * 3) {
            if Int.random(in: 0..<3, using: &system.generator) == 0 {
                let constraint = system.feasibleConstraint(variables)
                try levelled.add(constraint)
                required.append(constraint)
            } else {
                var constraint = system.preference(variables)
                let level = Int.random(in: 0...1, using: &system.generator)
                constraint.strength = Strength(level: level, weight: [1.0, 2, 5].randomElement(using: &system.generator)!)
                preferences.append((constraint, level, try levelled.add(constraint)))
            }
        }
        try expectSameErrors(levelled, required, preferences.map { ($0.0, $0.level) }, variables, system, "seed \(seed)")
        for _ in 0..<(preferences.count / 2) {
            let index = Int.random(in: preferences.indices, using: &system.generator)
            try levelled.remove(preferences[index].id)
            preferences.remove(at: index)
        }
        try expectSameErrors(levelled, required, preferences.map { ($0.0, $0.level) }, variables, system, "seed \(seed), after removals")
    }

    /// `levelled`'s errors at each level against those of one weighted solver of `required` and
    /// `preferences`, each level's weights 10^10 times the one below's.
    func expectSameErrors(_ levelled: Solver, _ required: [Constraint], _ preferences: [(Constraint, level: Int)], _ variables: [Variable],
                          _ system: RandomSystem, _ comment: String) throws {
        var weighted = Solver()
        for _ in variables { _ = weighted.makeVariable() }
        for constraint in required { try weighted.add(constraint) }
        for (constraint, level) in preferences {
            var overwhelming = constraint
            overwhelming.strength = Strength(weight: constraint.strength.weight * [1e-2, 1e8][level])
            try weighted.add(overwhelming)
        }
        let levelledErrors = errorsByLevel(preferences, at: variables.map { levelled.value(of: $0) }, in: system)
        let weightedErrors = errorsByLevel(preferences, at: variables.map { weighted.value(of: $0) }, in: system)
        for level in 0...1 {
            let (lhs, rhs) = (levelledErrors[level] ?? 0, weightedErrors[level] ?? 0)
            #expect(abs(lhs - rhs) <= 1e-6 * max(1, abs(rhs)), "\(comment), level \(level): \(lhs) against \(rhs)")
        }
    }
}
