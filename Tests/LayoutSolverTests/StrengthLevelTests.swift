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
    /// have the same errors, level by level.
    @Test(arguments: Array(UInt64(1)...100)) func levelsGiveWhatOverwhelmingWeightsGive(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, variables: 2 + Int(seed % 5))
        var levelled = Solver()
        var weighted = Solver()
        let variables = system.solution.map { _ in levelled.makeVariable() }
        for _ in variables { _ = weighted.makeVariable() }
        var preferences: [(Constraint, level: Int)] = []
        for _ in 0..<(variables.count * 3) {
            if Int.random(in: 0..<3, using: &system.generator) == 0 {
                let constraint = system.feasibleConstraint(variables)
                try levelled.add(constraint)
                try weighted.add(constraint)
            } else {
                var constraint = system.preference(variables)
                let level = Int.random(in: 0...1, using: &system.generator)
                let weight = [1.0, 2, 5].randomElement(using: &system.generator)!
                constraint.strength = Strength(level: level, weight: weight)
                preferences.append((constraint, level))
                try levelled.add(constraint)
                var overwhelming = constraint
                overwhelming.strength = Strength(weight: weight * [1e-2, 1e8][level])
                try weighted.add(overwhelming)
            }
        }
        let levelledErrors = errorsByLevel(preferences, at: variables.map { levelled.value(of: $0) }, in: system)
        let weightedErrors = errorsByLevel(preferences, at: variables.map { weighted.value(of: $0) }, in: system)
        for level in 0...1 {
            let (lhs, rhs) = (levelledErrors[level] ?? 0, weightedErrors[level] ?? 0)
            #expect(abs(lhs - rhs) <= 1e-6 * max(1, abs(rhs)), "seed \(seed), level \(level): \(lhs) against \(rhs)")
        }
    }
}
