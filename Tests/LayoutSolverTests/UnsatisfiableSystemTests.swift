import Testing
@testable import LayoutSolver

@Suite struct UnsatisfiableSystemTests {
    @Test func twoRequiredValuesForOneVariableConflict() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let first = try solver.add(Constraint(LinearExpression(x), .equal, 10))
        #expect(throws: SolverError.unsatisfiable(conflicting: [first])) {
            try solver.add(Constraint(LinearExpression(x), .equal, 5))
        }
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(solver.constraintCount == 1)
    }

    @Test func contradictoryInequalitiesConflict() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let lower = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 10))
        #expect(throws: SolverError.unsatisfiable(conflicting: [lower])) {
            try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, 5))
        }
    }

    @Test func aChainOfInequalitiesNamesEveryLink() throws {
        var solver = Solver()
        let (w, x, y, z) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let unrelated = solver.makeVariable()
        try solver.add(Constraint(LinearExpression(unrelated), .equal, 3))
        let chain = [
            try solver.add(Constraint(LinearExpression(w), .greaterThanOrEqual, 10)),
            try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(w))),
            try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression(x))),
            try solver.add(Constraint(LinearExpression(z), .greaterThanOrEqual, LinearExpression(y))),
        ]
        #expect(throws: SolverError.unsatisfiable(conflicting: chain)) {
            try solver.add(Constraint(LinearExpression(z), .lessThanOrEqual, 4))
        }
        // The solver is as it was: the chain still holds, and it takes new constraints.
        try solver.add(Constraint(LinearExpression(z), .lessThanOrEqual, 40))
        #expect(solver.value(of: z) >= 10 - 1e-9 && solver.value(of: z) <= 40 + 1e-9)
    }

    @Test func aCycleOfRequiredEqualitiesIsRefused() throws {
        var solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let first = try solver.add(Constraint(LinearExpression(a), .equal, b + 10))
        #expect(throws: SolverError.unsatisfiable(conflicting: [first])) {
            try solver.add(Constraint(LinearExpression(b), .equal, a + 10))
        }
    }

    @Test func aFalseConstantConstraintIsRefused() throws {
        // A zero multiplier leaves a required equality with no variable: 0 == 10.
        var solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
            try solver.add(Constraint(x * 0, .equal, 10))
        }
        try solver.add(Constraint(x * 0, .equal, 0))
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.invalidNumber(what: "the constant", value: -.infinity)) {
            try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: .infinity)))
        }
        #expect(throws: SolverError.self) { try solver.add(Constraint(x * .nan, .equal, 1)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(x), .equal, 1, strength: Strength(weight: .nan))) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(x), .equal, 1e300)) }
        #expect(solver.constraintCount == 0)
    }

    @Test func unknownConstraintsAndVariablesAreRefused() throws {
        var solver = Solver()
        var other = Solver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        #expect(throws: SolverError.unknownConstraint(ConstraintID(rawValue: 3))) { try solver.remove(ConstraintID(rawValue: 3)) }
        #expect(throws: SolverError.unknownVariable(foreign)) { try solver.add(Constraint(LinearExpression(foreign), .equal, 1)) }
        let x = solver.makeVariable()
        let id = try solver.add(Constraint(LinearExpression(x), .equal, 1))
        try solver.remove(id)
        #expect(throws: SolverError.unknownConstraint(id)) { try solver.remove(id) }
    }

    /// An id issued before its constraint is added names it once added, whatever was added in
    /// between; an id not issued, or taken, is refused, and a refused constraint leaves its id
    /// free for no other.
    @Test func issuedIDsNameTheConstraintsAddedUnderThem() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let first = solver.issueID()
        let second = solver.issueID()
        #expect(first != second && solver.issuedIDCount == 2)
        let between = try solver.add(Constraint(LinearExpression(y), .equal, 7))
        #expect(between != first && between != second)
        try solver.add(Constraint(LinearExpression(x), .equal, 3), as: second)
        #expect(solver.constraint(second) == Constraint(LinearExpression(x), .equal, 3))
        #expect(!solver.contains(first))
        #expect(throws: SolverError.unavailableID(second)) { try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 0), as: second) }
        #expect(throws: SolverError.unavailableID(ConstraintID(rawValue: 40))) { try solver.add(Constraint(LinearExpression(x), .equal, 3), as: ConstraintID(rawValue: 40)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(x), .equal, 5), as: first) }
        #expect(!solver.contains(first))
        let after = try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, 0))
        #expect(after == ConstraintID(rawValue: 3) && solver.issuedIDCount == 4)
        solver.updateValues()
        #expect(solver.value(of: x) == 3 && solver.value(of: y) == 7)
        try solver.remove(second)
        #expect(!solver.contains(second) && solver.constraintCount == 2)
    }

    @Test func ambiguityIsReported() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let width = solver.makeVariable()
        try solver.add(Constraint(LinearExpression(width), .equal, 100))
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 0))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(x))
        try solver.add(Constraint(LinearExpression(x), .equal, 20, strength: .weak))
        #expect(!solver.isAmbiguous(x))
    }
}
