extension Solver {
    /// `row` with every basic symbol replaced by its row, newest first (a lazy row refers only
    /// to older ones, so a replaced symbol never comes back): in parametric symbols only. With
    /// `oldest`, only the rows aged `oldest` or newer are replaced (``defineLazily(_:terms:)``).
    ///
    /// Most flattenings gather a few dozen terms at most: a view's row through the rows of the
    /// containers above it. Those gather in a buffer on the stack (``flattenedOnStack(_:_:sharing:)``);
    /// longer ones in a dictionary, their basic symbols waiting in a heap by age
    /// (``flattenedThroughHeap(_:_:)``), so that a chain of n lazy rows flattens in n log n.
    func flattened(_ row: Row, replacingRowsSince oldest: RowAge = 1) -> Row {
        if case .flat(let flat) = flattenedOnStack(row, oldest, sharing: false) { return flat }
        return flattenedThroughHeap(row, oldest)
    }

    /// ``flattened(_:replacingRowsSince:)`` for a new constraint's row, replacing each row that
    /// many rows refer to (a container's edge or size) by its flattened form, kept in
    /// ``sharedFlatRows``. Every view's row that closes a loop of constraints (a trailing view
    /// as wide as its leading one) flattens through the rows of every container above it; with
    /// a container's rows flattened once, the rows of its content stop at them, and their cost
    /// grows less with the depth of the hierarchy (a row of a 10,000-view screen, a level of
    /// containers deeper than a 1,000-view one, costs a seventh more to flatten than one of the
    /// 1,000-view screen; a quarter more without the kept forms).
    mutating func flattenedSharingRows(_ row: Row) -> Row {
        // Each round that meets a shared row with no kept flat form makes it and starts again:
        // a round per container met for the first time, bounded for safety.
        for _ in 0..<64 {
            switch flattenedOnStack(row, 1, sharing: true) {
            case .flat(let flat): return flat
            case .overflow: return flattenedThroughHeap(row, 1)
            case .unshared(let symbol): sharedFlatRows[symbol] = flattened(rows[Int(symbol)]!)
            }
        }
        return flattened(row)
    }

    /// Forgets the shared rows' flattened forms: a removed constraint or a suggested value
    /// changes the equations they were derived from (a refused constraint, which does not, is
    /// a rare case where they are forgotten too). Adding a constraint and pivoting leave every
    /// equation true; a kept form that holds a symbol made basic since is made again.
    mutating func forgetSharedFlatRows() {
        if !sharedFlatRows.isEmpty { sharedFlatRows.removeAll(keepingCapacity: true) }
    }

    /// Whether a row is shared, as ``flattenedSharingRows(_:)`` means it: held by more rows
    /// than a ``Column`` keeps inline.
    private func isShared(_ symbol: Symbol) -> Bool {
        columns[Int(symbol)].count > 3
    }

    /// The most terms ``flattenedOnStack(_:_:sharing:)`` holds at once: 40 of 24 bytes stay
    /// under the kilobyte that `withUnsafeTemporaryAllocation` places on the stack. A larger
    /// buffer was allocated on the heap, which cost each flattening a fifth more.
    static let stackFlatteningCapacity = 40

    /// A term gathered while flattening, with the age of its symbol's row if that row is to be
    /// replaced (0 if not), so that finding the newest reads no ``facts``.
    private struct GatheredTerm {
        var symbol: Symbol
        var coefficient: Double
        var age: RowAge
    }

    enum StackFlattening {
        case flat(Row)
        /// More than ``stackFlatteningCapacity`` terms at once.
        case overflow
        /// A shared row met (when sharing) whose flattened form is not kept, or holds a basic
        /// symbol now.
        case unshared(Symbol)
    }

    /// ``flattened(_:replacingRowsSince:)`` for a row that never gathers more than
    /// ``stackFlatteningCapacity`` terms. Each replacement scans the gathered terms for the
    /// newest row and for the terms it adds, which at this size stays in the first-level
    /// cache. Replacing each row into the sorted row instead (binary searches and moved cells
    /// for every term, a scan of the row's facts for every replacement) cost 70 % more for a
    /// trailing view's row on the benchmark screen. With `sharing`, a shared row is replaced by
    /// its kept flattened form.
    private func flattenedOnStack(_ row: Row, _ oldest: RowAge, sharing: Bool) -> StackFlattening {
        let capacity = Self.stackFlatteningCapacity
        guard row.cells.count <= capacity else { return .overflow }
        return withUnsafeTemporaryAllocation(of: GatheredTerm.self, capacity: capacity) { terms -> StackFlattening in
            facts.withUnsafeBufferPointer { facts in
                rows.withUnsafeBufferPointer { rows in
                    var count = 0
                    var constant = row.constant
                    func age(of symbol: Symbol) -> RowAge {
                        let age = facts[Int(symbol)].basicSince
                        return age >= oldest ? age : 0
                    }
                    // The row's own cells hold each symbol once.
                    for cell in row.cells {
                        terms[count] = GatheredTerm(symbol: cell.symbol, coefficient: cell.coefficient, age: age(of: cell.symbol))
                        count &+= 1
                    }
                    while true {
                        var newest = -1
                        var newestAge: RowAge = 0
                        for index in 0..<count where terms[index].age > newestAge {
                            newest = index
                            newestAge = terms[index].age
                        }
                        guard newest >= 0 else { break }
                        let replaced = terms[newest]
                        count &-= 1
                        terms[newest] = terms[count]
                        guard !isNearZero(replaced.coefficient) else { continue }
                        var definition = rows[Int(replaced.symbol)]!
                        if sharing && isShared(replaced.symbol) {
                            guard let flat = sharedFlatRows[replaced.symbol],
                                  flat.cells.allSatisfy({ facts[Int($0.symbol)].basicSince == 0 }) else {
                                return .unshared(replaced.symbol)
                            }
                            definition = flat
                        }
                        constant += definition.constant * replaced.coefficient
                        for cell in definition.cells {
                            let coefficient = cell.coefficient * replaced.coefficient
                            var index = 0
                            while index < count && terms[index].symbol != cell.symbol { index &+= 1 }
                            if index < count {
                                terms[index].coefficient += coefficient
                            } else {
                                guard count < capacity else { return .overflow }
                                terms[count] = GatheredTerm(symbol: cell.symbol, coefficient: coefficient, age: age(of: cell.symbol))
                                count &+= 1
                            }
                        }
                    }
                    // Sorted by symbol, as a row's cells are: few terms, so by insertion.
                    for index in 1..<max(count, 1) {
                        let term = terms[index]
                        var position = index
                        while position > 0 && terms[position &- 1].symbol > term.symbol {
                            terms[position] = terms[position &- 1]
                            position &-= 1
                        }
                        terms[position] = term
                    }
                    var cells = ContiguousArray<Cell>()
                    cells.reserveCapacity(count)
                    for index in 0..<count where !isNearZero(terms[index].coefficient) {
                        cells.append(Cell(symbol: terms[index].symbol, coefficient: terms[index].coefficient))
                    }
                    return .flat(Row(constant: constant, cells: cells))
                }
            }
        }
    }

    /// ``flattened(_:replacingRowsSince:)`` for any row: the coefficients gather in a
    /// dictionary, and the basic symbols wait in a heap by age, so that a chain of n lazy rows
    /// flattens in n log n, not n² (a scan and an insertion per link).
    private func flattenedThroughHeap(_ row: Row, _ oldest: RowAge) -> Row {
        var coefficients: [Symbol: Double] = [:]
        var waiting = NewestFirstHeap()
        var constant = row.constant
        func gather(_ symbol: Symbol, _ coefficient: Double) {
            if let existing = coefficients[symbol] {
                coefficients[symbol] = existing + coefficient
            } else {
                coefficients[symbol] = coefficient
                if facts[Int(symbol)].basicSince >= oldest { waiting.push(symbol, since: facts[Int(symbol)].basicSince) }
            }
        }
        for cell in row.cells { gather(cell.symbol, cell.coefficient) }
        while let basic = waiting.pop() {
            let coefficient = coefficients.removeValue(forKey: basic)!
            guard !isNearZero(coefficient) else { continue }
            let definition = rows[Int(basic)]!
            constant += definition.constant * coefficient
            for cell in definition.cells { gather(cell.symbol, cell.coefficient * coefficient) }
        }
        var cells = ContiguousArray<Cell>()
        cells.reserveCapacity(coefficients.count)
        for (symbol, coefficient) in coefficients where !isNearZero(coefficient) { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
        cells.sort { $0.symbol < $1.symbol }
        return Row(constant: constant, cells: cells)
    }
}
