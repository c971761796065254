/// A symbol of the tableau: an external variable, or a slack, error or dummy variable the
/// solver makes for a constraint. Symbols are indices into the solver's arrays.
typealias Symbol = Int32

/// What a symbol stands for, which decides how the simplex may use it.
enum SymbolKind: UInt8 {
    /// A variable the caller made; unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of an optional constraint: at least zero, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted in.
    case dummy
}

/// When a row was set, in the order rows refer to each other: a lazy row refers only to rows
/// whose ages are lower (``SymbolFacts/basicSince``). Rows set one after another are
/// ``Solver/ageSpacing`` apart, so that a row can be given an age between two others
/// (``Solver/defineLazily(_:terms:)``).
typealias RowAge = UInt64

/// A basic symbol and the age its row had when set (``Solver/rowsByAge``).
struct AgedSymbol {
    var symbol: Symbol
    var age: RowAge
}

extension Array where Element == AgedSymbol {
    /// Drops the entries that no longer name their symbol's row: the row went, or was set again.
    mutating func removeStale(_ facts: [SymbolFacts]) {
        removeAll { facts[Int($0.symbol)].basicSince != $0.age }
    }
}

/// One term of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// Coefficients this close to zero are zero: they come from cancelling sums.
@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < 1.0e-8 && value > -1.0e-8
}

/// A row of the tableau: `basic = constant + Σ coefficient · symbol`. The cells are kept sorted
/// by symbol in one contiguous array, so a look-up is a binary search and adding one row to
/// another is a merge of two sorted runs, with no allocation per term.
struct Row {
    var constant: Double
    var cells: ContiguousArray<Cell>

    init(constant: Double = 0, cells: ContiguousArray<Cell> = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Where `symbol` is, or where it would go.
    @inline(__always) func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            let current = cells[middle].symbol
            if current == symbol { return (middle, true) }
            if current < symbol { low = middle &+ 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum cancels; returns whether the
    /// row did not have the symbol and now has it.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        } else if !isNearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
            return true
        }
        return false
    }

    /// Adds a symbol made after every symbol the row holds (a new constraint's marker), which
    /// belongs last: no search.
    mutating func appendNewest(_ symbol: Symbol, _ coefficient: Double) {
        assert(cells.last.map { $0.symbol < symbol } ?? true, "appending a symbol older than the row's last")
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// Puts `cell` at `index`, moving the cells after it up by one. A new symbol is usually the
    /// newest, so the cell is most often appended; `ContiguousArray.insert(_:at:)` goes through
    /// the generic `replaceSubrange` even then.
    @inline(__always) private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        let last = cells.count &- 1
        guard index < last else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            var position = last
            while position > index {
                cells[position] = cells[position &- 1]
                position &-= 1
            }
            cells[index] = cell
        }
    }

    /// Adds `coefficient · other`, constant included.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        var ignored: [Symbol] = []
        insert(other, coefficient, added: &ignored, noting: false)
    }

    /// Adds `coefficient · other`, constant included, appending to `added` each symbol the row
    /// did not have and now has (when `noting`).
    mutating func insert(_ other: Row, _ coefficient: Double, added: inout [Symbol], noting: Bool = true) {
        constant += other.constant * coefficient
        // A few cells go in one by one; more are merged in one pass into a new array.
        if other.cells.count <= 4 || other.cells.count &* 16 < cells.count {
            for cell in other.cells where insert(cell.symbol, cell.coefficient * coefficient) && noting {
                added.append(cell.symbol)
            }
            return
        }
        var merged = ContiguousArray<Cell>()
        merged.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        let mineEnd = cells.count
        let theirsEnd = other.cells.count
        cells.withUnsafeBufferPointer { own in
            other.cells.withUnsafeBufferPointer { incoming in
                while mine < mineEnd && theirs < theirsEnd {
                    let left = own[mine]
                    let right = incoming[theirs]
                    if left.symbol < right.symbol {
                        merged.append(left)
                        mine &+= 1
                    } else if right.symbol < left.symbol {
                        let value = right.coefficient * coefficient
                        if !isNearZero(value) {
                            merged.append(Cell(symbol: right.symbol, coefficient: value))
                            if noting { added.append(right.symbol) }
                        }
                        theirs &+= 1
                    } else {
                        let value = left.coefficient + right.coefficient * coefficient
                        if !isNearZero(value) { merged.append(Cell(symbol: left.symbol, coefficient: value)) }
                        mine &+= 1
                        theirs &+= 1
                    }
                }
                while mine < mineEnd { merged.append(own[mine]); mine &+= 1 }
                while theirs < theirsEnd {
                    let right = incoming[theirs]
                    let value = right.coefficient * coefficient
                    if !isNearZero(value) {
                        merged.append(Cell(symbol: right.symbol, coefficient: value))
                        if noting { added.append(right.symbol) }
                    }
                    theirs &+= 1
                }
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a · symbol + rest` into `symbol = -(constant + rest) / a`.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it lacks")
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for position in cells.indices { cells[position].coefficient *= factor }
    }

    /// Turns `lhs = … + a · rhs + …` into `rhs = …`, with `lhs` among the terms.
    mutating func solve(for lhs: Symbol, into rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (what it equals); returns whether the row had it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        var ignored: [Symbol] = []
        return substitute(symbol, with: row, added: &ignored, noting: false)
    }

    /// Replaces `symbol` by `row`, appending to `added` the symbols it brings in.
    mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Symbol], noting: Bool = true) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient, added: &added, noting: noting)
        return true
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }
}
