/// Working storage for flattening a row (``Solver/flattened(_:using:)``): the coefficient gathered
/// for each symbol and the basic symbols still to expand.
///
/// The solver keeps a dense one between flattenings (a coefficient per symbol of the tableau, by
/// symbol), so that flattening a long row while constraints are added hashes nothing and allocates
/// only its result; its arrays are left cleared for the symbols each flattening touched. A read
/// that cannot change the solver (``Solver/value(of:)``, ``Solver/isAmbiguous(_:)``) uses a sparse
/// one instead, whose cost follows the row, not the size of the tableau.
struct FlatteningScratch {
    private let isDense: Bool
    private var coefficients: [Double] = []
    private var gathered: [Bool] = []
    private var touched: [Symbol] = []
    private var sparseCoefficients: [Symbol: Double] = [:]
    var waiting = NewestFirstHeap()

    /// A dense scratch (by symbol, sized by ``makeRoom(forSymbols:)``) or a sparse one.
    init(dense: Bool) {
        isDense = dense
    }

    /// Makes a dense scratch's arrays cover `count` symbols.
    mutating func makeRoom(forSymbols count: Int) {
        guard isDense, coefficients.count < count else { return }
        coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
        gathered.append(contentsOf: repeatElement(false, count: count - gathered.count))
    }

    /// Adds `coefficient` to `symbol`'s; returns whether the symbol was not gathered before.
    mutating func gather(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        guard isDense else {
            if let existing = sparseCoefficients[symbol] {
                sparseCoefficients[symbol] = existing + coefficient
                return false
            }
            sparseCoefficients[symbol] = coefficient
            touched.append(symbol)
            return true
        }
        let index = Int(symbol)
        coefficients[index] += coefficient
        guard !gathered[index] else { return false }
        gathered[index] = true
        touched.append(symbol)
        return true
    }

    /// `symbol`'s coefficient, leaving zero in its place (it is being replaced by its row).
    mutating func take(_ symbol: Symbol) -> Double {
        guard isDense else {
            let coefficient = sparseCoefficients[symbol] ?? 0
            sparseCoefficients[symbol] = 0
            return coefficient
        }
        let coefficient = coefficients[Int(symbol)]
        coefficients[Int(symbol)] = 0
        return coefficient
    }

    private func coefficient(of symbol: Symbol) -> Double {
        isDense ? coefficients[Int(symbol)] : sparseCoefficients[symbol] ?? 0
    }

    /// The cells of every gathered symbol whose coefficient is not zero, sorted by symbol;
    /// clears what this flattening touched.
    mutating func takeCells() -> ContiguousArray<Cell> {
        var symbols = touched.filter { !isNearZero(coefficient(of: $0)) }
        symbols.sort()
        var cells = ContiguousArray<Cell>()
        cells.reserveCapacity(symbols.count)
        for symbol in symbols { cells.append(Cell(symbol: symbol, coefficient: coefficient(of: symbol))) }
        if isDense {
            for symbol in touched {
                coefficients[Int(symbol)] = 0
                gathered[Int(symbol)] = false
            }
        } else {
            sparseCoefficients.removeAll(keepingCapacity: true)
        }
        touched.removeAll(keepingCapacity: true)
        return cells
    }
}
