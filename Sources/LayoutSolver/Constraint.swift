/// How the two sides of a constraint compare.
public enum Relation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// How much a constraint matters. A required constraint must hold; the others are preferences
/// the solver satisfies as far as it can, level by level: it satisfies the constraints of a
/// higher ``level`` before any number of a lower one's, and within one level minimises the sum
/// of each constraint's error times its ``weight``.
public struct Strength: Hashable, Sendable, Comparable {
    /// Which constraints give way first: a higher level's error is never traded for any amount
    /// of a lower level's. 0 for kiwi's strengths, which are weights of one level.
    public let level: Int
    /// The weight of a violation within its level; ``required``'s for a constraint that must hold.
    public let weight: Double

    /// A strength of `weight` at level 0, a finite number above zero; `weight` at or above
    /// ``required``'s is required.
    public init(weight: Double) {
        self.init(level: 0, weight: weight)
    }

    /// A strength of `weight` (a finite number above zero) at `level`.
    public init(level: Int, weight: Double = 1) {
        let isRequired = weight >= Strength.requiredWeight
        self.level = isRequired ? 0 : level
        self.weight = isRequired ? Strength.requiredWeight : weight
    }

    static let requiredWeight = 1_001_001_000.0

    /// A constraint that must hold.
    public static let required = Strength(weight: requiredWeight)
    /// kiwi's symbolic strengths, for systems written against it.
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    public var isRequired: Bool { weight >= Strength.requiredWeight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
        return (lhs.level, lhs.weight) < (rhs.level, rhs.weight)
    }
}

/// A linear relation: `expression` compared with zero, at a strength. `x + 10 == y` is
/// `Constraint(x + 10 - y, .equal)`; ``init(_:_:_:strength:)`` writes it with two sides.
public struct Constraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var strength: Strength

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs` compared with `rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }
}

/// A constraint added to a solver, which names it to remove it and in errors.
public struct ConstraintID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "c\(rawValue)" }
}
