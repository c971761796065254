/// Why the solver refused a request. The solver is left as it was before the request.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A constant, coefficient, weight or suggested value is not a finite number, or so large
    /// (beyond ``Solver/largestMagnitude``) that sums of it would overflow.
    case invalidNumber(what: String, value: Double)
    /// The required constraint being added cannot hold together with the required constraints
    /// `conflicting` (already in the solver), which are the ones that rule it out.
    case unsatisfiable(conflicting: [ConstraintID])
    /// The constraint is not in the solver (never added, or removed).
    case unknownConstraint(ConstraintID)
    /// The id given to ``Solver/add(_:as:)`` was not issued by ``Solver/issueID()``, or names a
    /// constraint in the solver already.
    case unavailableID(ConstraintID)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// An edit cannot be required: a suggested value would then be a required constraint that
    /// could conflict with every other.
    case requiredEditStrength(Variable)
    /// The simplex did not finish: a bug, reported instead of looping.
    case internalFailure(String)

    public var description: String {
        switch self {
        case let .invalidNumber(what, value):
            "\(what) is \(value), not a finite number of at most \(Solver.largestMagnitude) in magnitude"
        case let .unsatisfiable(conflicting):
            conflicting.isEmpty
                ? "the required constraint cannot hold (it is false whatever the variables are)"
                : "the required constraint conflicts with the required constraints \(conflicting.map(\.description).joined(separator: ", "))"
        case let .unknownConstraint(id): "the constraint \(id) is not in the solver"
        case let .unavailableID(id): "the id \(id) was not issued by this solver, or is in use"
        case let .unknownVariable(variable): "the variable \(variable) was not made by this solver"
        case let .duplicateEditVariable(variable): "the variable \(variable) already has an edit"
        case let .unknownEditVariable(variable): "the variable \(variable) has no edit"
        case let .requiredEditStrength(variable): "the edit of \(variable) cannot be required"
        case let .internalFailure(reason): "the solver failed: \(reason)"
        }
    }
}
