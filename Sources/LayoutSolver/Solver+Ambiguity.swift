extension Solver {
    /// Whether `variable` could take another value with every required constraint still
    /// holding and no optional one worse off: it is unconstrained, or a parametric symbol of its
    /// row costs nothing to move and can move. This is what a view's `hasAmbiguousLayout` asks.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        let index = Int(variable.index)
        guard index >= 0, index < variableSymbols.count else { return true }
        let symbol = variableSymbols[index]
        guard symbol >= 0, let row = rows[Int(symbol)] else { return true }
        for cell in flattened(row).cells {
            switch facts[Int(cell.symbol)].kind {
            case .dummy:
                continue
            case .external:
                if room(toIncrease: cell.symbol) > 1.0e-6 || room(toDecrease: cell.symbol) > 1.0e-6 { return true }
            case .slack, .error:
                if objective.isNearlyZero(cell.symbol) && room(toIncrease: cell.symbol) > 1.0e-6 { return true }
            }
        }
        return false
    }

    /// How far a parametric symbol can grow before some restricted row turns negative.
    private func room(toIncrease symbol: Symbol) -> Double {
        var room = Double.infinity
        for basic in columns[Int(symbol)] where facts[Int(basic)].kind != .external && rows[Int(basic)] != nil {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: symbol)
            if coefficient < 0 { room = min(room, -row.constant / coefficient) }
        }
        return room
    }

    private func room(toDecrease symbol: Symbol) -> Double {
        var room = Double.infinity
        for basic in columns[Int(symbol)] where facts[Int(basic)].kind != .external && rows[Int(basic)] != nil {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: symbol)
            if coefficient > 0 { room = min(room, row.constant / coefficient) }
        }
        return room
    }
}
