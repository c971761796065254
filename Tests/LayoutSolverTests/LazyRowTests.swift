import Testing
@testable import LayoutSolver

/// Lazy rows: a variable first seen in a constraint is made basic with the constraint's terms as
/// they are (other basic variables included), so a chain of views costs a few cells a view.
@Suite struct LazyRowTests {
    /// A column of `count` views: each top at the previous bottom plus 4, each 40 high, the first
    /// at `start` (an edit variable, as a window's size is).
    struct Column {
        var solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var heightConstraints: [ConstraintID] = []
        let start: Variable

        init(count: Int) throws {
            start = solver.makeVariable()
            try solver.addEditVariable(start, strength: .strong)
            try solver.suggestValue(start, 10)
            for index in 0..<count {
                let top = solver.makeVariable()
                let height = solver.makeVariable()
                let previousBottom = index == 0 ? LinearExpression(start) : tops[index - 1] + heights[index - 1] + 4
                try solver.add(Constraint(LinearExpression(top), .equal, previousBottom))
                heightConstraints.append(try solver.add(Constraint(LinearExpression(height), .equal, 40)))
                tops.append(top)
                heights.append(height)
            }
        }

        var cellCount: Int { solver.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) } }
    }

    @Test func aChainsTableauGrowsLinearly() throws {
        // Fully substituted rows would hold every earlier view's markers: 4x the cells for 2x
        // the views. Lazy rows keep a few cells a view.
        let small = try Column(count: 500)
        let large = try Column(count: 1000)
        #expect(large.cellCount <= small.cellCount * 2 + 16, "\(small.cellCount) cells for 500 views, \(large.cellCount) for 1000")
        #expect(abs(large.solver.value(of: large.tops[999]) - (10 + 999 * 44)) < 1e-6)
    }

    @Test func rowAgesKeepTheirOrderWhenTheClockRunsOut() throws {
        var column = try Column(count: 50)
        column.solver.rowClock = RowAge.max - 3 * Solver.ageSpacing
        // Lazy rows are evaluated and flattened oldest first: the chain must still resolve after
        // its ages are renumbered, and rows set after that must count as the newest.
        try column.solver.remove(column.heightConstraints[20])
        try column.solver.add(Constraint(LinearExpression(column.heights[20]), .equal, 60))
        try column.solver.suggestValue(column.start, 30)
        for index in 21..<30 {
            let top = column.solver.makeVariable()
            try column.solver.add(Constraint(LinearExpression(top), .equal, column.tops[index] + 1))
            column.solver.updateValues()
            #expect(abs(column.solver.value(of: top) - (30 + Double(index) * 44 + 20 + 1)) < 1e-6)
        }
        #expect(column.solver.rowClock < 1_000 * Solver.ageSpacing)
        let ages = column.solver.facts.map(\.basicSince).filter { $0 != 0 }
        #expect(Set(ages).count == ages.count, "two basic symbols share an age")
        column.solver.updateValues()
        #expect(abs(column.solver.value(of: column.tops[49]) - (30 + 49 * 44 + 20)) < 1e-6)
    }

    @Test func anEditMovesEveryViewOfTheChain() throws {
        var column = try Column(count: 300)
        try column.solver.suggestValue(column.start, 100)
        for (index, top) in column.tops.enumerated() {
            #expect(abs(column.solver.value(of: top) - (100 + Double(index) * 44)) < 1e-6)
        }
    }

    @Test func removingALinkInTheMiddleFreesWhatFollowsIt() throws {
        var column = try Column(count: 50)
        // The 20th view's height becomes free; a weak preference then decides it.
        try column.solver.remove(column.heightConstraints[20])
        try column.solver.add(Constraint(LinearExpression(column.heights[20]), .equal, 100, strength: .weak))
        #expect(abs(column.solver.value(of: column.heights[20]) - 100) < 1e-6)
        #expect(abs(column.solver.value(of: column.tops[21]) - (10 + 20 * 44 + 104)) < 1e-6)
        #expect(abs(column.solver.value(of: column.tops[49]) - (10 + 48 * 44 + 104)) < 1e-6)
        #expect(!column.solver.isAmbiguous(column.tops[49]))
        // Required again, at another height, as a changed constant re-adds it.
        try column.solver.add(Constraint(LinearExpression(column.heights[20]), .equal, 60))
        #expect(abs(column.solver.value(of: column.tops[49]) - (10 + 48 * 44 + 64)) < 1e-6)
    }

    @Test func aConflictWithALazyChainNamesItsLinks() throws {
        var column = try Column(count: 10)
        let start = try column.solver.add(Constraint(LinearExpression(column.start), .equal, 10))
        // The last bottom is fixed by the chain; a required other value conflicts, and the
        // named constraints include the start and the heights the chain goes through.
        do throws(SolverError) {
            try column.solver.add(Constraint(column.tops[9] + column.heights[9], .equal, 12))
            Issue.record("an impossible constraint was added")
        } catch {
            guard case let .unsatisfiable(conflicting) = error else {
                Issue.record("\(error)")
                return
            }
            for height in column.heightConstraints + [start] { #expect(conflicting.contains(height)) }
        }
        #expect(abs(column.solver.value(of: column.tops[9]) - (10 + 9 * 44)) < 1e-6)
    }

    @Test(arguments: Array(UInt64(1)...60)) func removingInAnyOrderMatchesAFreshSolver(seed: UInt64) throws {
        // Chains, with links removed in random order: the values match a solver that only ever
        // had the remaining constraints (every variable keeps a pull, each twice as strong as the
        // one before, so that no two pulls tie and the optimum is one point).
        var generator = SplitMix64(seed: seed)
        var solver = Solver()
        let count = 8 + Int(seed % 20)
        let variables = (0..<count).map { _ in solver.makeVariable() }
        var constraints: [Constraint] = variables.enumerated().map { index, variable in
            Constraint(LinearExpression(variable), .equal, LinearExpression(constant: Double(index * 3)), strength: Strength(weight: Double(1 << index)))
        }
        for index in 1..<count {
            let earlier = variables[Int.random(in: 0..<index, using: &generator)]
            let gap = Double(Int.random(in: 0...20, using: &generator))
            let relation = [Relation.equal, .equal, .greaterThanOrEqual].randomElement(using: &generator)!
            constraints.append(Constraint(LinearExpression(variables[index]), relation, earlier + LinearExpression(constant: gap)))
        }
        constraints.append(Constraint(LinearExpression(variables[0]), .equal, 5))
        var ids: [ConstraintID] = []
        for constraint in constraints { ids.append(try solver.add(constraint)) }
        var kept = Array(zip(ids, constraints))
        kept.shuffle(using: &generator)
        // The pulls stay: a variable without one could keep any value.
        let removed = kept.prefix(count).filter { $0.1.strength.isRequired && Bool.random(using: &generator) }
        for (id, _) in removed { try solver.remove(id) }
        let remaining = constraints.enumerated().filter { index, _ in !removed.contains { $0.0 == ids[index] } }.map(\.element)
        var fresh = Solver()
        for _ in variables { _ = fresh.makeVariable() }
        for constraint in remaining { try fresh.add(constraint) }
        for variable in variables {
            #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-6, "seed \(seed)")
        }
    }
}

/// Columns of containers, each placed below the one before it before its content sets its
/// height, as a screen's constraints arrive (a parent's first, top-down): `next.top ==
/// container.bottom + 8` meets both `next`'s top and `container`'s height for the first time, and
/// must define the top, the item it places, leaving the height to the content.
@Suite struct ContainerColumnTests {
    /// `count` groups in a column, each a column of `containers` containers of `children`
    /// children 40 high; every gap 8 between groups and containers, 4 between children.
    struct Screen {
        var solver = Solver()
        var groupTops: [Variable] = []
        var groupHeights: [Variable] = []
        var childHeights: [(variable: Variable, constraint: ConstraintID)] = []

        init(groups count: Int, containers: Int, children: Int) throws {
            let start = solver.makeVariable()
            try solver.add(Constraint(LinearExpression(start), .equal, 0))
            (groupTops, groupHeights) = try column(count, below: LinearExpression(start), gap: 8)
            for group in 0..<count {
                let (tops, heights) = try column(containers, below: LinearExpression(groupTops[group]), gap: 8)
                for container in 0..<containers {
                    let (childTops, heightsOfChildren) = try column(children, below: LinearExpression(tops[container]), gap: 4)
                    for height in heightsOfChildren {
                        childHeights.append((height, try solver.add(Constraint(LinearExpression(height), .equal, 40))))
                    }
                    // The content sets the container's height, after its neighbour met it.
                    try solver.add(Constraint(tops[container] + heights[container], .equal, childTops[children - 1] + heightsOfChildren[children - 1] + 8))
                }
                try solver.add(Constraint(groupTops[group] + groupHeights[group], .equal, tops[containers - 1] + heights[containers - 1] + 8))
            }
            solver.updateValues()
        }

        /// `count` items, each `gap` below the one before (the first `gap` below `start`).
        private mutating func column(_ count: Int, below start: LinearExpression, gap: Double) throws -> ([Variable], [Variable]) {
            var tops: [Variable] = [], heights: [Variable] = []
            for index in 0..<count {
                tops.append(solver.makeVariable())
                heights.append(solver.makeVariable())
                let above = index == 0 ? start : tops[index - 1] + heights[index - 1]
                try solver.add(Constraint(LinearExpression(tops[index]), .equal, above + LinearExpression(constant: gap)))
            }
            return (tops, heights)
        }

        var cellCount: Int { solver.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) } }
    }

    /// A container: 3 children (3 × 44) + 8 = 140 high; a group: 4 containers (4 × 148) + 8
    /// = 600 high, 608 a step.
    static let groupStep = 608.0

    @Test func containersMetBeforeTheirContentKeepTheTableauLinear() throws {
        let small = try Screen(groups: 20, containers: 4, children: 3)
        let large = try Screen(groups: 40, containers: 4, children: 3)
        // When the next group's top defined this group's height, the content's constraint found
        // the height defined, was flattened, and carried every group above into the rows
        // below: 117,055 cells for 20 groups, 465,335 for 40.
        #expect(large.cellCount <= small.cellCount * 2 + 64, "\(small.cellCount) cells for 20 groups, \(large.cellCount) for 40")
        for index in [0, 1, 20, 39] {
            #expect(abs(large.solver.value(of: large.groupTops[index]) - (8 + Double(index) * Self.groupStep)) < 1e-6)
            #expect(abs(large.solver.value(of: large.groupHeights[index]) - 600) < 1e-6)
        }
    }

    @Test func aChildsNewHeightMovesTheGroupsBelow() throws {
        var screen = try Screen(groups: 10, containers: 4, children: 3)
        // The 8th child is in group 0's third container.
        let child = screen.childHeights[7]
        try screen.solver.remove(child.constraint)
        try screen.solver.add(Constraint(LinearExpression(child.variable), .equal, 100))
        screen.solver.updateValues()
        #expect(abs(screen.solver.value(of: screen.groupHeights[0]) - 660) < 1e-6)
        #expect(abs(screen.solver.value(of: screen.groupTops[9]) - (8 + 9 * Self.groupStep + 60)) < 1e-6)
        #expect(!screen.solver.isAmbiguous(screen.groupTops[9]))
    }

    /// An edit that changes a few rows of many brings up to date, through the columns, every row
    /// that refers to a changed one: here a dozen views sized from one width, more than a
    /// column keeps inline.
    @Test func anEditReachesEveryRowThatRefersToTheChangedOne() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        try solver.addEditVariable(width, strength: .strong)
        // Rows the edit leaves alone, so that it changes too few to evaluate every row.
        for index in 0..<40 {
            let fixed = solver.makeVariable()
            try solver.add(Constraint(LinearExpression(fixed), .equal, LinearExpression(constant: Double(index))))
        }
        let parts = (0..<12).map { _ in solver.makeVariable() }
        for (index, part) in parts.enumerated() {
            try solver.add(Constraint(LinearExpression(part), .equal, width - LinearExpression(constant: Double(index))))
        }
        #expect(solver.columns[Int(solver.variableSymbols[Int(width.index)])].count >= parts.count)
        for suggested in [300.0, 500.0, 120.0] {
            try solver.suggestValue(width, suggested)
            solver.updateValues()
            for (index, part) in parts.enumerated() {
                #expect(abs(solver.value(of: part) - (suggested - Double(index))) < 1e-6, "part \(index) after \(suggested)")
            }
        }
    }
}
