/// The objective: the weighted sum of the optional constraints' errors that the simplex
/// minimises, with one coefficient per symbol of the tableau, by symbol.
///
/// Unlike a tableau row it is dense: it holds every optional constraint's error symbols, so in
/// a sorted row a substitution or a new term (a binary search and a move of the cells after it)
/// cost the length of the objective; here both cost only the terms that change.
struct ObjectiveRow {
    var constant = 0.0
    private(set) var coefficients: [Double] = []

    /// Makes room for a new symbol (the tableau's symbols are numbered from 0 as they are made).
    mutating func appendSymbol() { coefficients.append(0) }

    mutating func reserveCapacity(_ symbols: Int) { coefficients.reserveCapacity(symbols) }

    @inline(__always) func coefficient(for symbol: Symbol) -> Double { coefficients[Int(symbol)] }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let sum = coefficients[Int(symbol)] + coefficient
        coefficients[Int(symbol)] = isNearZero(sum) ? 0 : sum
    }

    /// Adds `coefficient · row`, constant included.
    mutating func insert(_ row: Row, _ coefficient: Double) {
        constant += row.constant * coefficient
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { coefficients[Int(symbol)] = 0 }

    /// Replaces `symbol` by `row` (what it equals); returns whether the objective had it.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let coefficient = coefficients[Int(symbol)]
        guard coefficient != 0 else { return false }
        coefficients[Int(symbol)] = 0
        insert(row, coefficient)
        return true
    }
}
