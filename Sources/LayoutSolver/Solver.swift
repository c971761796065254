/// An incremental Cassowary solver: linear constraints (=, ≤, ≥), required or preferred at a
/// ``Strength`` (a level, satisfied before every lower level, and a weight within it), over
/// variables; edits with suggested values. It is the algorithm of Badros, Borning and Stuckey
/// (2001) as kiwi implements it: a simplex tableau kept optimal and feasible as constraints come
/// and go (primal simplex), and kept optimal as edited values change (dual simplex), never
/// solved from scratch.
///
/// Storage is flat: symbols and variables are integer indices into arrays; each row is one
/// sorted array of cells. A `Solver` is a value: a copy is an independent solver (the arrays are
/// copied on the first change).
///
/// A row may be *lazy*: when a constraint brings a variable no row has held yet, the variable is
/// made basic with the constraint's terms as they are, other basic variables included, instead
/// of substituting their rows (see ``Solver/add(_:)``). A chain of views (each view's top at its
/// neighbour's bottom) then costs a few cells a view; fully substituted, the n-th view's row
/// would hold the markers of all n-1 views before it, n²/2 cells in all. A variable that only
/// lazy rows hold is defined the same way, its row aged below the rows that refer to it, which
/// keep referring to it (a container's height, met by its neighbour before its content sets
/// it). Only an external variable's row is ever lazy: the rows the simplex tests (slack, error
/// and dummy rows) and the objective hold parametric symbols only, as the algorithm needs.
/// Values are the variables' rows evaluated in the order of their ages (a lazy row refers only
/// to older rows), kept in `values` and brought up to date for the rows changes touched by
/// ``Solver/updateValues()``.
///
/// Pivots choose the newest candidate symbol, entering and leaving (Bland's rule, with the
/// symbols ordered newest first), so the simplex cannot cycle; and since the newest symbols
/// belong to the constraint just added, a pivot stays local instead of moving symbols that
/// many rows hold (an edited window width). A bounded pivot count turns any remaining bug into
/// ``SolverError/internalFailure(_:)`` instead of a hang.
public struct Solver: Sendable {
    /// The largest magnitude a constant, coefficient or suggested value may have. Layouts are
    /// measured in points; far beyond this, sums lose every digit of a point.
    public static let largestMagnitude = 1.0e12

    struct ConstraintRecord {
        var constraint: Constraint
        /// The slack, dummy or first error symbol that marks the constraint's row.
        var marker: Symbol
        /// The second error symbol of an optional constraint, or -1.
        var other: Symbol
    }

    struct EditRecord {
        var constraint: ConstraintID
        var constant: Double
    }

    /// What the simplex knows of each symbol besides its row, column and value, by symbol: one
    /// array, so that making a symbol grows one array instead of four. Each append reads its
    /// array's header, and on a 10,000-view screen, where the arrays are large enough to be
    /// mapped on pages of their own, the headers share one set of the first-level cache: making
    /// a symbol missed it on most of them (callgrind's cache simulation: 628,000 misses in the
    /// uniqueness checks of 89,000 symbols made).
    var facts: [SymbolFacts] = []
    /// The row of each basic symbol, by symbol; `nil` for a parametric one.
    var rows: [Row?] = []
    /// The basic symbols whose rows may hold each symbol, by symbol: every row that holds it is
    /// listed (some listed rows may have lost it since), so that a substitution or a ratio test
    /// visits only those rows instead of the whole tableau.
    var columns: [Column] = []
    /// Reused for the symbols a substitution brings into a row.
    var addedSymbols: [Symbol] = []
    /// The flattened forms of shared rows (a container's edge or size), by basic symbol, that
    /// ``flattenedSharingRows(_:)`` keeps while the equations stay true.
    var sharedFlatRows: [Symbol: Row] = [:]
    /// The symbol of each variable, by variable; -1 until a constraint uses it.
    var variableSymbols: [Symbol] = []
    var records: [ConstraintRecord?] = []
    var objective = ObjectiveRow()
    /// The symbols that may have a negative coefficient in the objective (each at most once, as
    /// ``SymbolFacts/isListedNegative`` says): every symbol whose coefficient went down is listed, and stale
    /// entries are dropped as the simplex looks for one to enter. Scanning the whole objective
    /// instead (kiwi's way) costs a pass over every optional constraint's error symbols at each
    /// addition: a screen of labels (four intrinsic-size preferences each) paid n² for it.
    var objectiveNegatives: [Symbol] = []
    /// The objective of the phase that finds a feasible row for a constraint with no subject.
    var artificial: Row?
    var infeasibleRows: [Symbol] = []
    var edits: [Variable: EditRecord] = [:]
    /// How many constraints are in the solver.
    public private(set) var constraintCount = 0
    /// The age of the newest row set as the newest (``SymbolFacts/basicSince``); the next one
    /// set so is ``ageSpacing`` newer.
    var rowClock: RowAge = 0
    /// How far apart the ages of rows set one after another are: room for a row defined later
    /// to be aged between them, about forty times over before ages are numbered again.
    static let ageSpacing: RowAge = 1 << 40
    /// Every row set, with its age then, in the order of ages: entries whose symbol's age has
    /// changed since (its row went, or was set again) are stale, skipped, and dropped once they
    /// outnumber the rows. It lets ``refreshValues()`` evaluate every row in one pass, oldest
    /// first, when most have changed (a first layout), instead of walking their dependencies.
    var rowsByAge: [AgedSymbol] = []
    /// The rows aged between two others since ``rowsByAge`` was last read, in the order they
    /// were set: sorted and merged into it before it is read. Sorting every row set instead
    /// (about a fifth are aged between) was the one part of a first layout that grew as n log n.
    var rowsAgedBetween: [AgedSymbol] = []
    /// How many symbols are basic.
    var basicCount = 0
    /// The value of each variable's symbol, by symbol, as of the last operation; 0 for a
    /// parametric symbol. A basic slack, error or dummy symbol's entry is not kept up to date:
    /// no row refers to one (a row refers to basic symbols only where it is lazy, and then only
    /// to variables), and only variables' values are read, so evaluating those rows (the
    /// longest, flattened down to the parametric symbols) would be work for nothing.
    var values: [Double] = []
    /// The symbols whose rows changed (or went) since the values were last brought up to date.
    var changedRows: [Symbol] = []
    /// Marks by symbol, for the walks that must see each symbol once (``refreshChangedValues()``,
    /// ``holders(of:)``): each pass takes mark values no earlier pass used (``freshMarks(_:)``),
    /// so none has to clear them. Grown by those passes, to the symbols made by then, rather than
    /// by every symbol made, since a first layout seldom walks.
    var symbolMarks: [UInt32] = []
    /// The last mark value handed out.
    var lastMark: UInt32 = 0

    public init() {}

    /// A new variable, valued 0 until constraints say otherwise.
    public mutating func makeVariable() -> Variable {
        let variable = Variable(index: Int32(variableSymbols.count))
        variableSymbols.append(-1)
        return variable
    }

    /// How many variables have been made.
    public var variableCount: Int { variableSymbols.count }

    /// The value the solver gives `variable` now. Reading many values after a change is
    /// fastest after ``updateValues()``, which evaluates the changed rows once; without it each
    /// read evaluates the variable's row through the rows it refers to.
    public func value(of variable: Variable) -> Double {
        let index = Int(variable.index)
        guard index >= 0, index < variableSymbols.count else { return 0 }
        let symbol = variableSymbols[index]
        guard symbol >= 0 else { return 0 }
        guard changedRows.isEmpty else {
            // Parametric symbols are zero: a flattened row's value is its constant.
            return rows[Int(symbol)].map { flattened($0).constant } ?? 0
        }
        return values[Int(symbol)]
    }

    /// Every variable's value, by ``Variable/index``: one call for a whole layout's values, where
    /// a ``value(of:)`` per variable would copy the solver out of its holder each time. Call
    /// ``updateValues()`` first, or each value is evaluated on its own.
    public func variableValues() -> [Double] {
        guard changedRows.isEmpty else {
            return variableSymbols.indices.map { value(of: Variable(index: Int32($0))) }
        }
        return variableSymbols.map { symbol in symbol >= 0 ? values[Int(symbol)] : 0 }
    }

    /// Brings every value up to date after constraints were added or removed or values
    /// suggested, evaluating only the rows those changes touched (kiwi's `updateVariables`).
    public mutating func updateValues() {
        refreshValues()
    }

    /// How many constraint ids were handed out, removed constraints' and edits' included, and
    /// those ``issueID()`` handed out for constraints not added yet: ids are dense, from 0, so a
    /// caller can keep its own facts about constraints in an array.
    public private(set) var issuedIDCount = 0

    /// Whether `id` is in the solver.
    public func contains(_ id: ConstraintID) -> Bool {
        let index = Int(id.rawValue)
        return index >= 0 && index < records.count && records[index] != nil
    }

    /// The constraint `id` names, if it is in the solver.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        contains(id) ? records[Int(id.rawValue)]!.constraint : nil
    }

    /// Makes room for `constraints` more constraints and the symbols they bring (about two
    /// each: a marker and an error or a new variable), so that adding a screen's constraints
    /// grows each of the tableau's arrays once instead of doubling them along the way. The
    /// room for the constraints' records reaches at least every id issued so far
    /// (``issueID()``), since a record is kept at its id.
    public mutating func reserveCapacity(constraints: Int) {
        guard constraints > 0 else { return }
        let symbols = facts.count + 2 * constraints
        facts.reserveCapacity(symbols)
        rows.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        values.reserveCapacity(symbols)
        rowsByAge.reserveCapacity(rowsByAge.count + constraints)
        records.reserveCapacity(max(records.count + constraints, issuedIDCount))
    }

    // MARK: Adding and removing constraints

    /// Adds a constraint and solves, returning its name. A required constraint that cannot hold
    /// with the others throws ``SolverError/unsatisfiable(conflicting:)`` naming them, and
    /// leaves the solver as it was.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let id = ConstraintID(rawValue: Int32(issuedIDCount))
        try insert(constraint, as: id)
        return id
    }

    /// Hands out the id of a constraint to be added later with ``add(_:as:)``. A caller that
    /// keeps each constraint's id beside the constraint can note it while it has that place at
    /// hand, instead of coming back to it after the addition: on a screen too large for the
    /// cache, coming back was a miss for every constraint. An id issued and never used (its
    /// constraint refused) names no constraint. Issuing touches none of the solver's storage:
    /// the constraint's record is made when it is added.
    public mutating func issueID() -> ConstraintID {
        issuedIDCount += 1
        return ConstraintID(rawValue: Int32(issuedIDCount - 1))
    }

    /// ``add(_:)`` under an id ``issueID()`` handed out and no constraint has taken.
    public mutating func add(_ constraint: Constraint, as id: ConstraintID) throws(SolverError) {
        let index = Int(id.rawValue)
        guard index >= 0, index < issuedIDCount, index >= records.count || records[index] == nil else { throw .unavailableID(id) }
        try insert(constraint, as: id)
    }

    /// Adds `constraint` as `id`: an id issued and unused, or the next one (``issuedIDCount``).
    private mutating func insert(_ constraint: Constraint, as id: ConstraintID) throws(SolverError) {
        try check(constraint)
        var (row, marker, other) = makeRow(for: constraint)
        if let (subject, age) = defineLazily(&row, terms: constraint.expression.terms) {
            setRow(subject, row, age: age)
        } else {
            row = flattenedSharingRows(row)
            if row.constant < 0 { row.reverseSign() }
            var subject = chooseSubject(row, marker: marker, other: other)
            if subject < 0 && containsOnlyDummies(row) {
                guard isNearZero(row.constant) else {
                    throw .unsatisfiable(conflicting: owners(in: row))
                }
                subject = marker
            }
            if subject < 0 {
                do {
                    try addWithArtificialVariable(row)
                } catch {
                    // A refusal leaves the old equations and its slack as a free column, so the
                    // kept forms stay true; they are forgotten all the same, being cheap to make
                    // again, so that no reasoning about refusals has to hold for them.
                    forgetSharedFlatRows()
                    throw error
                }
            } else {
                row.solve(for: subject)
                substitute(subject, with: row)
                setRow(subject, row)
            }
        }
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other)
        let index = Int(id.rawValue)
        issuedIDCount = max(issuedIDCount, index + 1)
        while records.count < index { records.append(nil) }
        if index == records.count { records.append(record) } else { records[index] = record }
        facts[Int(marker)].owner = id.rawValue
        if other >= 0 { facts[Int(other)].owner = id.rawValue }
        constraintCount += 1
        try optimize(artificialObjective: false)
    }

    /// Removes a constraint and solves again from where the solver was.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard contains(id) else { throw .unknownConstraint(id) }
        forgetSharedFlatRows()
        let record = records[Int(id.rawValue)]!
        records[Int(id.rawValue)] = nil
        constraintCount -= 1
        let strength = record.constraint.strength
        for symbol in [record.marker, record.other] where symbol >= 0 && facts[Int(symbol)].kind == .error {
            if let row = rows[Int(symbol)] {
                objective.insert(row, -strength.weight, level: strength.level)
                noteObjectiveChange(in: row)
            } else {
                objective.insert(symbol, -strength.weight, level: strength.level)
                noteObjectiveChange(of: symbol)
            }
        }
        if !strength.isRequired { objective.uncountConstraint(atLevel: strength.level) }
        if takeRow(record.marker) == nil {
            guard let leaving = markerLeavingRow(record.marker) else {
                throw .internalFailure("no row to remove the marker of \(id) from")
            }
            // A lazy row is flattened first: the marker's row is substituted into rows the
            // simplex tests, which must hold parametric symbols only.
            var row = flattened(takeRow(leaving)!)
            row.solve(for: leaving, into: record.marker)
            substitute(record.marker, with: row)
        }
        try optimize(artificialObjective: false)
    }

    /// Throws what ``add(_:)`` would throw for `constraint` before solving anything: a number
    /// that is not finite or too large (``SolverError/invalidNumber(what:value:)``), a variable
    /// this solver did not make. A caller replacing one constraint by another checks the new
    /// one first, so that a refused replacement can leave the old one in place.
    public func validate(_ constraint: Constraint) throws(SolverError) {
        try check(constraint)
    }

    private func check(_ constraint: Constraint) throws(SolverError) {
        func checked(_ value: Double, _ what: @autoclosure () -> String) throws(SolverError) {
            guard value.isFinite, abs(value) <= Solver.largestMagnitude else { throw .invalidNumber(what: what(), value: value) }
        }
        try checked(constraint.expression.constant, "the constant")
        for term in constraint.expression.terms {
            try checked(term.coefficient, "the coefficient of \(term.variable)")
            guard term.variable.index >= 0, Int(term.variable.index) < variableSymbols.count else {
                throw .unknownVariable(term.variable)
            }
        }
        let weight = constraint.strength.weight
        guard weight.isFinite, weight > 0 else { throw .invalidNumber(what: "the strength's weight", value: weight) }
    }

    // MARK: The tableau

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(facts.count)
        facts.append(SymbolFacts(kind: kind))
        rows.append(nil)
        columns.append(Column())
        values.append(0)
        return symbol
    }

    /// Sets the row of `symbol`, the newest, or aged `age` (between two existing ages).
    mutating func setRow(_ symbol: Symbol, _ row: Row, age: RowAge? = nil) {
        for cell in row.cells { columns[Int(cell.symbol)].append(symbol) }
        if rows[Int(symbol)] == nil { basicCount += 1 }
        rows[Int(symbol)] = row
        changedRows.append(symbol)
        if rowsByAge.count &+ rowsAgedBetween.count >= 2 &* basicCount &+ 64 {
            rowsByAge.removeStale(facts)
            rowsAgedBetween.removeStale(facts)
        }
        if let age {
            facts[Int(symbol)].basicSince = age
            rowsAgedBetween.append(AgedSymbol(symbol: symbol, age: age))
        } else {
            if rowClock > RowAge.max - Self.ageSpacing { renumberRowAges() }
            rowClock += Self.ageSpacing
            facts[Int(symbol)].basicSince = rowClock
            rowsByAge.append(AgedSymbol(symbol: symbol, age: rowClock))
        }
    }

    /// Merges ``rowsAgedBetween``, sorted, into ``rowsByAge``, dropping stale entries: in place,
    /// from the back, so that a first layout's order of rows is not copied whole.
    mutating func mergeRowsAgedBetween() {
        guard !rowsAgedBetween.isEmpty else { return }
        rowsAgedBetween.removeStale(facts)
        rowsAgedBetween.sort { $0.age < $1.age }
        rowsByAge.removeStale(facts)
        var older = rowsByAge.count - 1
        var between = rowsAgedBetween.count - 1
        rowsByAge.append(contentsOf: rowsAgedBetween)
        rowsByAge.withUnsafeMutableBufferPointer { merged in
            var position = merged.count - 1
            while between >= 0 {
                if older >= 0 && merged[older].age > rowsAgedBetween[between].age {
                    merged[position] = merged[older]
                    older -= 1
                } else {
                    merged[position] = rowsAgedBetween[between]
                    between -= 1
                }
                position -= 1
            }
        }
        rowsAgedBetween.removeAll(keepingCapacity: true)
    }

    /// Numbers the basic symbols' ages again, ``ageSpacing`` apart, in the same order: when the
    /// clock has run out (a window resized or animated for days sets a great many rows), or
    /// when no age is left between two rows for a row to go between. Ages only ever need their
    /// order.
    mutating func renumberRowAges() {
        var basic = facts.indices.filter { facts[$0].basicSince != 0 }
        basic.sort { facts[$0].basicSince < facts[$1].basicSince }
        for (position, index) in basic.enumerated() { facts[index].basicSince = RowAge(position + 1) * Self.ageSpacing }
        rowClock = RowAge(basic.count) * Self.ageSpacing
        rowsByAge = basic.map { AgedSymbol(symbol: Symbol($0), age: facts[$0].basicSince) }
        rowsAgedBetween.removeAll()
    }

    /// Takes the row of `symbol` out of the tableau (it becomes parametric).
    mutating func takeRow(_ symbol: Symbol) -> Row? {
        var row: Row?
        swap(&row, &rows[Int(symbol)])
        if row != nil {
            // Zero at once: rows evaluated before this symbol's turn in refreshValues() read it.
            values[Int(symbol)] = 0
            facts[Int(symbol)].basicSince = 0
            basicCount -= 1
            changedRows.append(symbol)
        }
        return row
    }

    /// Finds a parametric external symbol of a new constraint's `row` that only lazy rows hold
    /// (or none), and makes `row` the lazy row that defines it; returns the symbol and the age
    /// to give the row. The row is `row` with only the rows aged like the oldest holder or newer
    /// replaced (those may refer to the subject), solved for the subject, and aged between the
    /// rows it still refers to and that holder. Older rows cannot refer to a holder (a lazy row
    /// refers only to older ones), so they stay as they are; and the holders keep the subject,
    /// now basic, as one more older row they refer to. A symbol no row holds (one made for this
    /// constraint) needs no replacement and is the newest. `nil` if no symbol fits, `row`
    /// unchanged: it is then flattened whole.
    ///
    /// The symbols are tried in the order of the constraint's `terms`, whose first is the item
    /// it places: `next.top == container.bottom + 8` defines `next`'s top, not `container`'s
    /// height, which the container's content sets later; and `container.bottom ==
    /// last.bottom + 8` defines the container's height, not its last child's (made for this
    /// constraint, but a child's height is its own content's to set).
    ///
    /// This keeps rows as short as the constraints that make them. A container whose bottom is
    /// its last child's defines its height when the container's constraints are added, before
    /// its children's heights are known; their heights, defined later, are substituted into
    /// no row, where they used to be written into the container's height, and so into every
    /// container's above it: rows as long as the container's whole content, for every level of
    /// containers. Likewise `trailing.width == leading.width` defines `leading.width` from its
    /// container's edges, not from the edges of every container up to the window.
    private mutating func defineLazily(_ row: inout Row, terms: [Term]) -> (subject: Symbol, age: RowAge?)? {
        guard artificial == nil else { return nil }
        for term in terms {
            let candidate = variableSymbols[Int(term.variable.index)]
            guard candidate >= 0 else { continue }
            let candidateFacts = facts[Int(candidate)]
            guard candidateFacts.kind == .external, candidateFacts.basicSince == 0 else { continue }
            guard objective.isZero(candidate) else { continue }
            guard let holder = oldestHolder(of: candidate) else { continue }
            if holder < 0 {
                // Nothing to replace: solved in place, as the row's only owner.
                guard !isNearZero(row.coefficient(for: candidate)) else { continue }
                row.solve(for: candidate)
                return (candidate, nil)
            }
            // The holder's age read first: read in the call's arguments, it made the call copy
            // the whole solver (a retain and a release of each of its arrays) for every lazy row.
            let holderAge = facts[Int(holder)].basicSince
            var lazy = flattened(row, replacingRowsSince: holderAge)
            guard !isNearZero(lazy.coefficient(for: candidate)) else { continue }
            lazy.solve(for: candidate)
            row = lazy
            return (candidate, age(below: holder, above: row))
        }
        return nil
    }

    /// An age below the row of `holder` and above every row `row` refers to (each older than
    /// the holder's), numbering the ages again if no age is left between them.
    private mutating func age(below holder: Symbol, above row: Row) -> RowAge {
        var low = newestAge(referredToBy: row)
        if facts[Int(holder)].basicSince - low < 2 {
            renumberRowAges()
            low = newestAge(referredToBy: row)
        }
        return low + (facts[Int(holder)].basicSince - low) / 2
    }

    /// The newest age of the rows `row` refers to (0 for none). A method, not a function nested
    /// in ``age(below:above:)``: capturing the solver there copied it whole (a retain and a
    /// release of each of its arrays) for every row aged between others.
    private func newestAge(referredToBy row: Row) -> RowAge {
        var newest: RowAge = 0
        for cell in row.cells { newest = max(newest, facts[Int(cell.symbol)].basicSince) }
        return newest
    }

    /// The oldest row that holds `symbol` (-1 if none does), or `nil` if a row the simplex
    /// tests holds it: those hold parametric symbols only.
    private func oldestHolder(of symbol: Symbol) -> Symbol? {
        var oldest: Symbol = -1
        for holder in columns[Int(symbol)] {
            let index = Int(holder)
            guard let row = rows[index], row.contains(symbol) else { continue }
            guard facts[index].kind == .external else { return nil }
            if oldest < 0 || facts[index].basicSince < facts[Int(oldest)].basicSince { oldest = holder }
        }
        return oldest
    }

    /// Brings `values` up to date after the rows in ``changedRows`` changed.
    mutating func refreshValues() {
        guard !changedRows.isEmpty else { return }
        // Most rows changed (a first layout): evaluating them all in order is cheaper than
        // finding which, and walks memory in one direction instead of chasing dependencies.
        if changedRows.count >= basicCount / 2 { refreshAllValues() } else { refreshChangedValues() }
    }

    /// ``refreshValues()`` for the changed rows, and every row that refers to one of them
    /// (through the columns), each evaluated after the stale rows it refers to (a depth-first
    /// walk: lazy rows form no cycle), so no sort is needed.
    mutating func refreshChangedValues() {
        let staleMark = freshMarks(2)
        let doneMark = staleMark + 1
        var stale: [Symbol] = []
        var pending = changedRows
        changedRows.removeAll(keepingCapacity: true)
        // Through buffer pointers: a row or column read by subscript is a copy, and copying its
        // cells' array retains and releases it, which was most of a resize's time.
        rows.withUnsafeBufferPointer { rows in
            columns.withUnsafeBufferPointer { columns in
                symbolMarks.withUnsafeMutableBufferPointer { marks in
                    while let symbol = pending.popLast() {
                        let index = Int(symbol)
                        guard marks[index] != staleMark else { continue }
                        marks[index] = staleMark
                        stale.append(symbol)
                        columns[index].appendHolders(to: &pending)
                    }
                    values.withUnsafeMutableBufferPointer { values in
                        var walk: [Symbol] = []
                        for symbol in stale where marks[Int(symbol)] == staleMark && facts[Int(symbol)].kind == .external {
                            walk.append(symbol)
                            while let current = walk.last {
                                let index = Int(current)
                                guard marks[index] == staleMark, rows[index] != nil else {
                                    // Done, or parametric (zeroed when its row went).
                                    marks[index] = doneMark
                                    walk.removeLast()
                                    continue
                                }
                                let value: Double? = rows[index]!.cells.withUnsafeBufferPointer { cells in
                                    var value = rows[index]!.constant
                                    var ready = true
                                    for cell in cells {
                                        let other = Int(cell.symbol)
                                        if marks[other] == staleMark && rows[other] != nil {
                                            walk.append(cell.symbol)
                                            ready = false
                                        } else {
                                            value += cell.coefficient * values[other]
                                        }
                                    }
                                    return ready ? value : nil
                                }
                                guard let value else { continue }
                                values[index] = value
                                marks[index] = doneMark
                                walk.removeLast()
                            }
                        }
                    }
                }
            }
        }
    }

    /// Evaluates every variable's row, oldest first: each refers only to parametric symbols
    /// (zero) and to older variables' rows, evaluated already. One sequential pass, for when
    /// most rows changed.
    mutating func refreshAllValues() {
        changedRows.removeAll(keepingCapacity: true)
        mergeRowsAgedBetween()
        // Through buffer pointers, as in refreshChangedValues(): no row's cells are retained to be read.
        rows.withUnsafeBufferPointer { rows in
            facts.withUnsafeBufferPointer { facts in
                values.withUnsafeMutableBufferPointer { values in
                    for entry in rowsByAge {
                        let symbolFacts = facts[Int(entry.symbol)]
                        guard symbolFacts.basicSince == entry.age, symbolFacts.kind == .external else { continue }
                        let index = Int(entry.symbol)
                        values[index] = rows[index]!.cells.withUnsafeBufferPointer { cells in
                            var value = rows[index]!.constant
                            for cell in cells { value += cell.coefficient * values[Int(cell.symbol)] }
                            return value
                        }
                    }
                }
            }
        }
    }

    /// The row of a new constraint, in its variables' symbols (basic ones included: the caller
    /// flattens it unless it stays lazy), with the symbols that mark it: `expression + slack = 0` for an inequality, `expression - e⁺ + e⁻ = 0` for an
    /// optional equality (both errors weighted in the objective), `expression + dummy = 0` for a
    /// required one.
    private mutating func makeRow(for constraint: Constraint) -> (Row, marker: Symbol, other: Symbol) {
        var row = Row(constant: constraint.expression.constant)
        row.cells.reserveCapacity(constraint.expression.terms.count + 2)  // the terms and the markers
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            row.insert(symbol(for: term.variable), term.coefficient)
        }
        // The markers are made now, after every symbol of the terms: they go last.
        let strength = constraint.strength
        var marker: Symbol = -1
        var other: Symbol = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            row.appendNewest(marker, sign)
            if !strength.isRequired {
                other = makeSymbol(.error)
                row.appendNewest(other, -sign)
                objective.insert(other, strength.weight, level: strength.level)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                row.appendNewest(marker, 1)
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                row.appendNewest(marker, -1)
                row.appendNewest(other, 1)
                objective.insert(marker, strength.weight, level: strength.level)
                objective.insert(other, strength.weight, level: strength.level)
            }
        }
        if !strength.isRequired { objective.countConstraint(atLevel: strength.level) }
        return (row, marker, other)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        let existing = variableSymbols[Int(variable.index)]
        if existing >= 0 { return existing }
        let symbol = makeSymbol(.external)
        variableSymbols[Int(variable.index)] = symbol
        return symbol
    }

    /// The symbol the new row is solved for: an external variable if it has one, else a
    /// marker with a negative coefficient (which keeps the row feasible); -1 if none fits.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for cell in row.cells where facts[Int(cell.symbol)].kind == .external { return cell.symbol }
        for symbol in [marker, other] where symbol >= 0 {
            let kind = facts[Int(symbol)].kind
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    private func containsOnlyDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { facts[Int($0.symbol)].kind == .dummy }
    }

    /// The constraints whose markers appear in `row`: those a failed row depends on.
    private func owners(in row: Row) -> [ConstraintID] {
        var found = Set<Int32>()
        for cell in row.cells {
            let owner = facts[Int(cell.symbol)].owner
            if owner >= 0, let record = records[Int(owner)], record.constraint.strength.isRequired { found.insert(owner) }
        }
        return found.sorted().map(ConstraintID.init(rawValue:))
    }

    /// Adds a row that has no subject through a first phase: an artificial variable equal to it
    /// is minimised; the constraint can hold only if it reaches zero.
    ///
    /// On failure the artificial variable is basic (it is above zero, and parametric symbols
    /// are zero), so it appears in no other row: dropping its row projects it out, and what
    /// remains is an equivalent form of the previous constraints (the new slack, if it entered,
    /// stays as a free column that no longer restricts them).
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) {
        let artificialSymbol = makeSymbol(.slack)
        setRow(artificialSymbol, row)
        artificial = row
        defer { artificial = nil }
        try optimize(artificialObjective: true)
        guard isNearZero(artificial!.constant) else {
            let conflicting = owners(in: artificial!)
            _ = takeRow(artificialSymbol)
            artificial = nil
            try optimize(artificialObjective: false)
            throw .unsatisfiable(conflicting: conflicting)
        }
        artificial = nil
        if var basic = takeRow(artificialSymbol), !basic.cells.isEmpty {
            guard let entering = basic.cells.first(where: { facts[Int($0.symbol)].kind == .slack || facts[Int($0.symbol)].kind == .error })?.symbol else {
                throw .unsatisfiable(conflicting: owners(in: basic))
            }
            basic.solve(for: artificialSymbol, into: entering)
            substitute(entering, with: basic)
            setRow(entering, basic)
        }
        for holder in columns[Int(artificialSymbol)] where rows[Int(holder)] != nil { rows[Int(holder)]!.remove(artificialSymbol) }
        columns[Int(artificialSymbol)] = Column()
        objective.remove(artificialSymbol)
    }

    /// Replaces `symbol` everywhere by `row`, noting the rows that become infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        // After this no row holds `symbol`: its column starts again empty.
        var holders = Column()
        swap(&holders, &columns[Int(symbol)])
        for holder in holders {
            let index = Int(holder)
            guard rows[index] != nil else { continue }
            addedSymbols.removeAll(keepingCapacity: true)
            guard rows[index]!.substitute(symbol, with: row, added: &addedSymbols) else { continue }
            changedRows.append(holder)
            for added in addedSymbols { columns[Int(added)].append(holder) }
            if facts[index].kind != .external, rows[index]!.constant < 0 { infeasibleRows.append(holder) }
        }
        if objective.substitute(symbol, with: row) { noteObjectiveChange(in: row) }
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Lists `symbol` among the objective's negatives if its coefficient is negative now.
    mutating func noteObjectiveChange(of symbol: Symbol) {
        let index = Int(symbol)
        guard !facts[index].isListedNegative, facts[index].kind != .dummy, objective.isNegative(symbol) else { return }
        facts[index].isListedNegative = true
        objectiveNegatives.append(symbol)
    }

    mutating func noteObjectiveChange(in row: Row) {
        for cell in row.cells { noteObjectiveChange(of: cell.symbol) }
    }

    /// The newest symbol with a negative coefficient in the objective (the one Bland's rule
    /// takes, as the last such cell of the sorted row would be); -1 if none.
    mutating func newestObjectiveNegative() -> Symbol {
        var newest: Symbol = -1
        var position = 0
        while position < objectiveNegatives.count {
            let symbol = objectiveNegatives[position]
            if objective.isNegative(symbol) {
                newest = max(newest, symbol)
                position += 1
            } else {
                facts[Int(symbol)].isListedNegative = false
                objectiveNegatives.swapAt(position, objectiveNegatives.count - 1)
                objectiveNegatives.removeLast()
            }
        }
        return newest
    }

    /// The most pivots one optimisation may take before it is reported as a failure.
    private var pivotLimit: Int { 10_000 + 50 * facts.count }

    /// The largest objective cost the simplex takes for rounding when no row bounds its symbol.
    static let objectiveResidue = 1.0e-6

    /// The primal simplex: pivots until no parametric symbol lowers the objective.
    private mutating func optimize(artificialObjective: Bool) throws(SolverError) {
        var pivots = 0
        while true {
            let entering: Symbol
            if artificialObjective {
                guard let found = artificial!.cells.last(where: { $0.coefficient < 0 && facts[Int($0.symbol)].kind != .dummy })?.symbol else { return }
                entering = found
            } else {
                entering = newestObjectiveNegative()
                guard entering >= 0 else { return }
            }
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalFailure("the simplex did not finish in \(pivotLimit) pivots") }
            guard let leaving = leavingRow(for: entering) else {
                // Errors are never negative, so the objective is bounded below: a cost that no
                // row bounds is rounding left by cancelling sums (a removed edit's errors taken
                // out through rows of fractional coefficients left -1.5e-8 on a slack). It is
                // dropped; a larger one is a real fault.
                if artificialObjective {
                    guard abs(artificial!.coefficient(for: entering)) < Self.objectiveResidue else {
                        throw .internalFailure("the objective is unbounded")
                    }
                    artificial!.remove(entering)
                } else {
                    guard objective.dropLeadingResidue(of: entering, tolerance: Self.objectiveResidue) else {
                        throw .internalFailure("the objective is unbounded")
                    }
                    noteObjectiveChange(of: entering)
                }
                continue
            }
            var row = takeRow(leaving)!
            row.solve(for: leaving, into: entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// `count` mark values for ``symbolMarks`` that no earlier pass used, the first returned, with
    /// a mark for every symbol made by now. The marks are cleared only when the values run out.
    /// Inlined: called out of line, it made a window resized 1,000 times (`screen-edit-1000`) 1.8 %
    /// more instructions.
    @inline(__always) mutating func freshMarks(_ count: UInt32) -> UInt32 {
        if lastMark > UInt32.max - count {
            for index in symbolMarks.indices { symbolMarks[index] = 0 }
            lastMark = 0
        }
        if symbolMarks.count < facts.count {
            symbolMarks.append(contentsOf: repeatElement(0, count: facts.count - symbolMarks.count))
        }
        let first = lastMark + 1
        lastMark += count
        return first
    }

    /// The rows that hold `symbol`, each once: the column's stale entries dropped, and the
    /// repeats a row leaves when it loses the symbol and gets it back (an edit's change, applied
    /// to each holder, moved such a row twice and broke the constraints it stands for).
    mutating func holders(of symbol: Symbol) -> Column {
        let seen = freshMarks(2)
        var isClean = true
        for holder in columns[Int(symbol)] {
            guard symbolMarks[Int(holder)] != seen, rows[Int(holder)]?.contains(symbol) == true else {
                isClean = false
                break
            }
            symbolMarks[Int(holder)] = seen
        }
        if isClean { return columns[Int(symbol)] }
        let kept = seen + 1
        var cleaned = Column()
        for holder in columns[Int(symbol)] where symbolMarks[Int(holder)] != kept && rows[Int(holder)]?.contains(symbol) == true {
            symbolMarks[Int(holder)] = kept
            cleaned.append(holder)
        }
        columns[Int(symbol)] = cleaned
        return cleaned
    }

    /// The row that limits how far `entering` can grow (the smallest ratio), newest symbol first.
    private mutating func leavingRow(for entering: Symbol) -> Symbol? {
        var best = Double.infinity
        var found: Symbol = -1
        for basic in holders(of: entering) where facts[Int(basic)].kind != .external {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < best || (ratio == best && basic > found) {
                best = ratio
                found = basic
            }
        }
        return found >= 0 ? found : nil
    }

    /// The row to pivot a constraint's marker into when the marker is parametric. A required
    /// equality's row that holds it comes first: such a row is basic only where its constraint
    /// was redundant with others, at 0, so the pivot moves nothing and that constraint takes the
    /// removed one's place. Pivoting through another row first would move its constant off 0
    /// and break the redundant constraint.
    private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var first: Symbol = -1
        var second: Symbol = -1
        var redundant: Symbol = -1
        var lazy: [Symbol] = []
        for basic in holders(of: marker) {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if facts[Int(basic)].kind == .dummy {
                if redundant < 0 || basic < redundant { redundant = basic }
            } else if facts[Int(basic)].kind == .external {
                lazy.append(basic)
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) { secondRatio = ratio; second = basic }
            }
        }
        if redundant >= 0 { return redundant }
        if first >= 0 { return first }
        if second >= 0 { return second }
        // A lazy row may hold the marker and refer to a row that holds it too, the two
        // cancelling: only a row whose flattened form keeps the marker can be solved for it.
        return lazy.sorted().first { !isNearZero(flattened(rows[Int($0)]!).coefficient(for: marker)) }
    }

    /// The dual simplex: pivots rows made infeasible by new edit values back to feasibility,
    /// keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[Int(leaving)], row.constant < 0, !isNearZero(row.constant) else { continue }
            var entering: Symbol = -1
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && facts[Int(cell.symbol)].kind != .dummy {
                if entering < 0 || objective.ratio(of: cell.symbol, over: cell.coefficient, isBelowRatioOf: entering, over: enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else { throw .internalFailure("no symbol can restore a feasible row") }
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalFailure("the dual simplex did not finish in \(pivotLimit) pivots") }
            var pivotRow = takeRow(leaving)!
            pivotRow.solve(for: leaving, into: entering)
            substitute(entering, with: pivotRow)
            setRow(entering, pivotRow)
        }
    }
}
