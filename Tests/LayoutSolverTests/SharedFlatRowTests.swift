import Testing
@testable import LayoutSolver

/// The flattened forms of shared rows (a container's edge or size) that new constraints'
/// rows reuse instead of flattening through every container above them.
@Suite struct SharedFlatRowTests {
    /// Widths as a screen's constraints give them: a window `width` (an edit variable), containers
    /// nested `depth` deep, each 8 inside its parent on both sides, and in the innermost rows of two
    /// views 8 apart and 8 inside, the leading one at least 20 wide, the trailing one as wide. The
    /// trailing view's width closes a loop, so its row is flattened.
    struct NestedRows {
        var solver = Solver()
        let width: Variable
        var container: (x: Variable, width: Variable)
        var leadingWidths: [Variable] = []
        var trailingWidths: [Variable] = []
        var containerTrailing: ConstraintID?

        init(depth: Int, windowWidth: Double = 400) throws {
            width = solver.makeVariable()
            let x = solver.makeVariable()
            try solver.add(Constraint(LinearExpression(x), .equal, 0))
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, windowWidth)
            container = (x, width)
            for _ in 0..<depth {
                let inner = (x: solver.makeVariable(), width: solver.makeVariable())
                try solver.add(Constraint(LinearExpression(inner.x), .equal, container.x + LinearExpression(constant: 8)))
                containerTrailing = try solver.add(Constraint(inner.x + inner.width, .equal, container.x + container.width - LinearExpression(constant: 8)))
                container = inner
            }
        }

        mutating func addRows(_ count: Int) throws {
            for _ in 0..<count {
                let leading = (x: solver.makeVariable(), width: solver.makeVariable())
                let trailing = (x: solver.makeVariable(), width: solver.makeVariable())
                try solver.add(Constraint(LinearExpression(leading.x), .equal, container.x + LinearExpression(constant: 8)))
                try solver.add(Constraint(LinearExpression(leading.width), .greaterThanOrEqual, 20))
                try solver.add(Constraint(LinearExpression(trailing.x), .equal, leading.x + leading.width + LinearExpression(constant: 8)))
                try solver.add(Constraint(trailing.x + trailing.width, .equal, container.x + container.width - LinearExpression(constant: 8)))
                try solver.add(Constraint(LinearExpression(trailing.width), .equal, LinearExpression(leading.width)))
                leadingWidths.append(leading.width)
                trailingWidths.append(trailing.width)
            }
            solver.updateValues()
        }

        /// Every row's two widths, as the innermost container's width gives them.
        func expectWidths(innerWidth: Double, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
            let expected = max(20, (innerWidth - 24) / 2)
            for (leading, trailing) in zip(leadingWidths, trailingWidths) {
                #expect(abs(solver.value(of: leading) - expected) < 1e-6, comment, sourceLocation: sourceLocation)
                #expect(abs(solver.value(of: trailing) - expected) < 1e-6, comment, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func rowsThroughDeepContainersUseTheirContainersKeptRow() throws {
        var rows = try NestedRows(depth: 6)
        try rows.addRows(10)
        rows.expectWidths(innerWidth: 400 - 6 * 16, "after the first rows")
        let innerWidth = rows.solver.variableSymbols[Int(rows.container.width.index)]
        #expect(rows.solver.sharedFlatRows[innerWidth] != nil, "the innermost container's width is shared by its rows, but no flat form was kept")
    }

    @Test func aSuggestedValueIsNotReadFromFormsKeptBeforeIt() throws {
        var rows = try NestedRows(depth: 4)
        try rows.addRows(6)
        try rows.solver.suggestValue(rows.width, 600)
        // Rows added now flatten through the container's width again: a form kept from before
        // the suggestion would place them at the old window width.
        try rows.addRows(6)
        rows.expectWidths(innerWidth: 600 - 4 * 16, "after the window widened")
    }

    @Test func aRemovedConstraintIsNotReadFromFormsKeptBeforeIt() throws {
        var rows = try NestedRows(depth: 3)
        try rows.addRows(6)
        // The innermost container now ends 40 inside its parent, not 8.
        try rows.solver.remove(rows.containerTrailing!)
        // The parent is 2 × 8 inside the window on each side: it ends at 400 - 16.
        try rows.solver.add(Constraint(rows.container.x + rows.container.width, .equal, LinearExpression(constant: 400 - 16 - 40)))
        try rows.addRows(6)
        rows.expectWidths(innerWidth: 400 - 2 * 16 - 8 - 40, "after the container's trailing edge moved")
    }

    @Test func aKeptFormHoldingASymbolMadeBasicSinceIsMadeAgain() throws {
        var rows = try NestedRows(depth: 4)
        try rows.addRows(6)
        // A required window width makes the edit's error symbols, which the kept forms hold,
        // basic: rows added after it must flatten through them.
        try rows.solver.add(Constraint(LinearExpression(rows.width), .equal, 500))
        try rows.addRows(6)
        rows.expectWidths(innerWidth: 500 - 4 * 16, "after the window's width was required")
    }

    @Test(arguments: [1, 3, 8, 20, 40]) func anyDepthGivesTheSameWidths(depth: Int) throws {
        var rows = try NestedRows(depth: depth, windowWidth: 2_000)
        try rows.addRows(12)
        rows.expectWidths(innerWidth: 2_000 - Double(depth) * 16, "at depth \(depth)")
    }
}
