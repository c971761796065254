extension Solver {
    /// Makes `variable` editable at `strength` (not required): ``suggestValue(_:_:)`` then pulls
    /// it towards a value, re-solving incrementally (dual simplex).
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let id = try add(Constraint(LinearExpression(variable), .equal, strength: strength))
        edits[variable] = EditRecord(constraint: id, constant: 0)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Pulls an edit variable towards `value`.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite, abs(value) <= Solver.largestMagnitude else {
            throw .invalidNumber(what: "the value suggested for \(variable)", value: value)
        }
        let delta = value - edit.constant
        forgetSharedFlatRows()
        edit.constant = value
        edits[variable] = edit
        let record = records[Int(edit.constraint.rawValue)]!
        if rows[Int(record.marker)] != nil {
            rows[Int(record.marker)]!.constant -= delta
            changedRows.append(record.marker)
            if rows[Int(record.marker)]!.constant < 0 { infeasibleRows.append(record.marker) }
        } else if rows[Int(record.other)] != nil {
            rows[Int(record.other)]!.constant += delta
            changedRows.append(record.other)
            if rows[Int(record.other)]!.constant < 0 { infeasibleRows.append(record.other) }
        } else {
            let marker = record.marker
            for basic in holders(of: marker) {
                let index = Int(basic)
                let coefficient = rows[index]!.coefficient(for: marker)
                rows[index]!.constant += delta * coefficient
                changedRows.append(basic)
                if rows[index]!.constant < 0, facts[index].kind != .external { infeasibleRows.append(basic) }
            }
        }
        try dualOptimize()
    }
}
