/// The objective: the optional constraints' weighted errors that the simplex minimises, one sum
/// per strength level (``Strength/level``), compared level by level from the highest. A symbol's
/// cost is the vector of its coefficients in every level; it lowers the objective when its first
/// nonzero coefficient, from the highest level down, is negative. So a higher level's error is
/// never traded for any amount of a lower level's (the symbolic weights of Borning et al.), where
/// one weighted sum lets enough lower-priority errors outweigh a higher one.
///
/// Unlike a tableau row each level is dense, by symbol: it holds every optional constraint's error
/// symbols, so in a sorted row a substitution or a new term (a binary search and a move of the
/// cells after it) would cost the length of the objective; here both cost only the terms that
/// change. A level's array grows only as far as the symbols written into it, so making a symbol
/// touches none of them.
struct ObjectiveRow {
    /// The levels that have held a coefficient, highest first.
    private(set) var levels: [Int] = []
    /// Each level's coefficients, by symbol, in the order of ``levels``; a symbol past the end has 0.
    private var coefficientsByLevel: [[Double]] = []
    /// How many of the solver's constraints are at each level, in the order of ``levels``: a
    /// level goes with its last constraint, so that priorities that come and go (an animated
    /// one) do not leave levels behind, each an array and a step of every comparison.
    private var constraintCounts: [Int] = []

    /// Counts a constraint at `level`, whose errors have been inserted there.
    mutating func countConstraint(atLevel level: Int) {
        constraintCounts[index(ofLevel: level)] += 1
    }

    /// A constraint at `level` went, its errors taken out: the level goes with its last one.
    /// (Its coefficients are then zero, up to rounding: each was a sum of its constraints'
    /// errors.)
    mutating func uncountConstraint(atLevel level: Int) {
        guard let index = levels.firstIndex(of: level) else { return }
        constraintCounts[index] -= 1
        guard constraintCounts[index] <= 0 else { return }
        levels.remove(at: index)
        coefficientsByLevel.remove(at: index)
        constraintCounts.remove(at: index)
    }

    @inline(__always) private func coefficient(for symbol: Symbol, inLevelAt index: Int) -> Double {
        let position = Int(symbol)
        return position < coefficientsByLevel[index].count ? coefficientsByLevel[index][position] : 0
    }

    /// Whether `symbol` has no coefficient in any level.
    func isZero(_ symbol: Symbol) -> Bool {
        levels.indices.allSatisfy { coefficient(for: symbol, inLevelAt: $0) == 0 }
    }

    /// Whether every level's coefficient of `symbol` is within rounding of zero: moving the
    /// symbol costs nothing.
    func isNearlyZero(_ symbol: Symbol) -> Bool {
        levels.indices.allSatisfy { isNearZero(coefficient(for: symbol, inLevelAt: $0)) }
    }

    /// Whether making `symbol` larger lowers the objective: its first nonzero coefficient, from
    /// the highest level down, is negative.
    func isNegative(_ symbol: Symbol) -> Bool {
        for index in levels.indices {
            let coefficient = coefficient(for: symbol, inLevelAt: index)
            if coefficient != 0 { return coefficient < 0 }
        }
        return false
    }

    /// Whether `first`'s cost divided by `firstDivisor` comes before `second`'s divided by
    /// `secondDivisor`, level by level from the highest (the dual simplex's ratio test); levels
    /// where the two are within rounding of each other are passed over.
    func ratio(of first: Symbol, over firstDivisor: Double, isBelowRatioOf second: Symbol, over secondDivisor: Double) -> Bool {
        for index in levels.indices {
            let lhs = coefficient(for: first, inLevelAt: index) / firstDivisor
            let rhs = coefficient(for: second, inLevelAt: index) / secondDivisor
            if !isNearZero(lhs - rhs) { return lhs < rhs }
        }
        return false
    }

    /// The position of `level` in ``levels``, made if it is new.
    private mutating func index(ofLevel level: Int) -> Int {
        var index = 0
        while index < levels.count, levels[index] > level { index += 1 }
        if index == levels.count || levels[index] != level {
            levels.insert(level, at: index)
            coefficientsByLevel.insert([], at: index)
            constraintCounts.insert(0, at: index)
        }
        return index
    }

    private mutating func add(_ coefficient: Double, to symbol: Symbol, inLevelAt index: Int) {
        let position = Int(symbol)
        if position >= coefficientsByLevel[index].count {
            guard coefficient != 0 else { return }
            coefficientsByLevel[index].append(contentsOf: repeatElement(0, count: position + 1 - coefficientsByLevel[index].count))
        }
        let sum = coefficientsByLevel[index][position] + coefficient
        coefficientsByLevel[index][position] = isNearZero(sum) ? 0 : sum
    }

    /// Adds `coefficient` to `symbol`'s coefficient in `level`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        add(coefficient, to: symbol, inLevelAt: index(ofLevel: level))
    }

    /// Adds `coefficient · row` to `level` (a row's constant is no symbol's and is left out: the
    /// simplex reads only the coefficients).
    mutating func insert(_ row: Row, _ coefficient: Double, level: Int) {
        add(row, times: coefficient, inLevelAt: index(ofLevel: level))
    }

    private mutating func add(_ row: Row, times coefficient: Double, inLevelAt index: Int) {
        for cell in row.cells { add(cell.coefficient * coefficient, to: cell.symbol, inLevelAt: index) }
    }

    /// Zeroes `symbol`'s first nonzero coefficient, from the highest level down, if it is
    /// within `tolerance` of zero; returns whether it did. (``Solver``'s simplex drops so a
    /// residue of rounding that no row bounds.)
    mutating func dropLeadingResidue(of symbol: Symbol, tolerance: Double) -> Bool {
        for index in levels.indices {
            let coefficient = coefficient(for: symbol, inLevelAt: index)
            guard coefficient != 0 else { continue }
            guard abs(coefficient) < tolerance else { return false }
            coefficientsByLevel[index][Int(symbol)] = 0
            return true
        }
        return false
    }

    mutating func remove(_ symbol: Symbol) {
        let position = Int(symbol)
        for index in levels.indices where position < coefficientsByLevel[index].count {
            coefficientsByLevel[index][position] = 0
        }
    }

    /// Replaces `symbol` by `row` (what it equals) in every level; returns whether any level had it.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        var found = false
        for index in levels.indices {
            let coefficient = coefficient(for: symbol, inLevelAt: index)
            guard coefficient != 0 else { continue }
            coefficientsByLevel[index][Int(symbol)] = 0
            add(row, times: coefficient, inLevelAt: index)
            found = true
        }
        return found
    }
}
