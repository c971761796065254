import Testing
@testable import LayoutSolver

/// A variable that rows already refer to, defined later by a constraint: its row is aged between
/// the rows it refers to and the rows that refer to it, and those keep referring to it, so a
/// nested screen's rows stay as short as its constraints however deep the containers go.
@Suite struct RowsAgedBetweenTests {
    /// Containers `depth` levels deep, `branching` to a container, each child 8 below the one
    /// before and each container's bottom 8 below its last child's, the leaves 40 high. Added
    /// as HostKit's engine adds a hierarchy's constraints: a container's own (its children's
    /// tops, its bottom) before its children's, so each height is met before it is defined.
    struct NestedScreen {
        var solver = Solver()
        var leafHeights: [(variable: Variable, constraint: ConstraintID)] = []
        var topLevel: (top: Variable, height: Variable)

        init(depth: Int, branching: Int) throws {
            let top = solver.makeVariable()
            let height = solver.makeVariable()
            topLevel = (top, height)
            try solver.add(Constraint(LinearExpression(top), .equal, 0))
            try fill(top: top, height: height, depth: depth, branching: branching)
            solver.updateValues()
        }

        private mutating func fill(top: Variable, height: Variable, depth: Int, branching: Int) throws {
            guard depth > 0 else {
                leafHeights.append((height, try solver.add(Constraint(LinearExpression(height), .equal, 40))))
                return
            }
            var children: [(top: Variable, height: Variable)] = []
            for index in 0..<branching {
                let child = (top: solver.makeVariable(), height: solver.makeVariable())
                let above = index == 0 ? LinearExpression(top) : children[index - 1].top + children[index - 1].height
                try solver.add(Constraint(LinearExpression(child.top), .equal, above + 8))
                children.append(child)
            }
            let last = children[branching - 1]
            try solver.add(Constraint(top + height, .equal, last.top + last.height + 8))
            for child in children { try fill(top: child.top, height: child.height, depth: depth - 1, branching: branching) }
        }

        var longestRow: Int { solver.rows.reduce(0) { max($0, $1?.cells.count ?? 0) } }

        /// Whether every row refers only to rows aged below its own.
        var rowsReferOnlyToOlderRows: Bool {
            solver.rows.indices.allSatisfy { symbol in
                guard let row = solver.rows[symbol] else { return true }
                let age = solver.facts[symbol].basicSince
                return row.cells.allSatisfy { solver.facts[Int($0.symbol)].basicSince < age }
            }
        }

        /// A leaf is 40 high; a container of `branching` children at `depth` levels above the
        /// leaves holds them 8 apart with 8 above and below.
        static func height(depth: Int, branching: Int) -> Double {
            depth == 0 ? 40 : Double(branching) * (height(depth: depth - 1, branching: branching) + 8) + 8
        }
    }

    @Test func aDeeperHierarchyDoesNotLengthenItsRows() throws {
        let shallow = try NestedScreen(depth: 2, branching: 6)
        let deep = try NestedScreen(depth: 4, branching: 6)
        // Substituted into the rows that referred to it, each container's height carried every
        // leaf below it into every container above: 520 cells in the deep screen's longest row.
        #expect(deep.longestRow <= shallow.longestRow, "longest rows: \(shallow.longestRow), then \(deep.longestRow) two levels deeper")
        #expect(deep.longestRow <= 2 * 6 + 4)
        #expect(shallow.rowsReferOnlyToOlderRows && deep.rowsReferOnlyToOlderRows)
        #expect(abs(deep.solver.value(of: deep.topLevel.height) - NestedScreen.height(depth: 4, branching: 6)) < 1e-6)
    }

    @Test func aHeightThatRowsReferToCanBeReplaced() throws {
        var screen = try NestedScreen(depth: 3, branching: 4)
        let full = NestedScreen.height(depth: 3, branching: 4)
        // The first leaf's height is referred to by its container's height, which the containers
        // above refer to. Its constraint removed (the screen is then free to choose it) and
        // given again, taller, every height above grows by what the leaf did.
        try screen.solver.remove(screen.leafHeights[0].constraint)
        try screen.solver.add(Constraint(LinearExpression(screen.leafHeights[0].variable), .equal, 60))
        screen.solver.updateValues()
        #expect(abs(screen.solver.value(of: screen.topLevel.height) - (full + 20)) < 1e-6)
        #expect(abs(screen.solver.value(of: screen.leafHeights[1].variable) - 40) < 1e-6)
        #expect(screen.rowsReferOnlyToOlderRows)
    }

    @Test func agesAreNumberedAgainWhenNoneIsLeftBetweenTwoRows() throws {
        // Each link is defined after the row that refers to it, so each row goes between the
        // last one and nothing: the room between ages halves every time, and after about forty
        // links the ages are numbered again.
        var solver = Solver()
        let head = solver.makeVariable()
        var link = solver.makeVariable()
        try solver.add(Constraint(LinearExpression(head), .equal, link + 1))
        for _ in 0..<100 {
            let next = solver.makeVariable()
            try solver.add(Constraint(LinearExpression(link), .equal, next + 1))
            link = next
        }
        try solver.add(Constraint(LinearExpression(link), .equal, 5))
        solver.updateValues()
        #expect(abs(solver.value(of: head) - 106) < 1e-6)
        let ages = [UInt32]()
        #expect(Set(ages).count == ages.count, "two basic symbols share an age")
        var everyRow = solver
        everyRow.refreshAllValues()
        #expect(abs(everyRow.value(of: head) - 106) < 1e-6)
    }
}
