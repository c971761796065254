import Testing
@testable import LayoutSolver

@Suite struct ClassicSystemTests {
    @Test func aRequiredEqualityFixesAVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 20))
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
    }

    @Test func twoVariablesWithAWeakPreferenceAndARelation() throws {
        // Cassowary's "simple1": x == y is required, x == 5 weak, y == 10 weak: the two
        // preferences are equally weak, so either value is a valid optimum, but x equals y.
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, Expression(y)))
        try solver.add(Constraint(Expression(x), .equal, 5, strength: .weak))
        try solver.add(Constraint(Expression(y), .equal, 10, strength: .weak))
        let (xValue, yValue) = (solver.value(of: x), solver.value(of: y))
        #expect(abs(xValue - yValue) < 1e-9)
        #expect(abs(xValue - 5) < 1e-9 || abs(xValue - 10) < 1e-9)
    }

    @Test func casso1() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(y)))
        try solver.add(Constraint(Expression(y), .equal, x + 3))
        try solver.add(Constraint(Expression(x), .equal, 10, strength: .weak))
        try solver.add(Constraint(Expression(y), .equal, 10, strength: .weak))
        let (xValue, yValue) = (solver.value(of: x), solver.value(of: y))
        #expect((abs(xValue - 10) < 1e-9 && abs(yValue - 13) < 1e-9) || (abs(xValue - 7) < 1e-9 && abs(yValue - 10) < 1e-9))
    }

    @Test func aStrongerPreferenceWins() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10, strength: .weak))
        let strong = try solver.add(Constraint(Expression(x), .equal, 20, strength: .strong))
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        try solver.remove(strong)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func inequalitiesBoundAPreference() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 30))
        let preference = try solver.add(Constraint(Expression(x), .equal, 100, strength: .medium))
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        try solver.remove(preference)
        try solver.add(Constraint(Expression(x), .equal, -5, strength: .medium))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func threeViewsInARowShareAWidth() throws {
        // left edge 0, right edge 300, three equal widths with 10-point gaps.
        var solver = Solver()
        let lefts = (0..<3).map { _ in solver.makeVariable() }
        let widths = (0..<3).map { _ in solver.makeVariable() }
        try solver.add(Constraint(Expression(lefts[0]), .equal, 0))
        for index in 1..<3 {
            try solver.add(Constraint(Expression(lefts[index]), .equal, lefts[index - 1] + widths[index - 1] + 10))
            try solver.add(Constraint(Expression(widths[index]), .equal, Expression(widths[0])))
        }
        try solver.add(Constraint(lefts[2] + widths[2], .equal, 300))
        #expect(abs(solver.value(of: widths[0]) - 280.0 / 3) < 1e-9)
        #expect(abs(solver.value(of: lefts[2]) - (2 * 280.0 / 3 + 20)) < 1e-9)
    }

    @Test func anEditFollowsSuggestionsWithinRequiredBounds() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        let half = solver.makeVariable()
        try solver.add(Constraint(Expression(half), .equal, width * 0.5))
        try solver.add(Constraint(Expression(width), .lessThanOrEqual, 500))
        try solver.addEditVariable(width, strength: .strong)
        for value in [100.0, 250, 700, 40] {
            try solver.suggestValue(width, value)
            let expected = min(value, 500)
            #expect(abs(solver.value(of: width) - expected) < 1e-9)
            #expect(abs(solver.value(of: half) - expected / 2) < 1e-9)
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(throws: SolverError.unknownEditVariable(width)) { try solver.suggestValue(width, 1) }
    }

    @Test func editsRefuseMisuse() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.requiredEditStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.invalidNumber(what: "the value suggested for v0", value: .infinity)) { try solver.suggestValue(x, .infinity) }
    }
}
