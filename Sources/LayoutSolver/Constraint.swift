/// How the two sides of a constraint compare.
public enum Relation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// How much a constraint matters. A required constraint must hold; the others are preferences
/// the solver satisfies as far as it can, a heavier one before a lighter one: it minimises the
/// sum of each optional constraint's error times its weight.
public struct Strength: Hashable, Sendable, Comparable {
    /// The weight of a violation; ``required`` for a constraint that must hold.
    public let weight: Double

    /// A strength of `weight`, a finite number above zero; `weight` at or above ``required``'s
    /// is required.
    public init(weight: Double) {
        self.weight = weight >= Strength.requiredWeight ? Strength.requiredWeight : weight
    }

    static let requiredWeight = 1_001_001_000.0

    /// A constraint that must hold.
    public static let required = Strength(weight: requiredWeight)
    /// kiwi's symbolic strengths, for systems written against it.
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    public var isRequired: Bool { weight >= Strength.requiredWeight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
}

/// A linear relation: `expression` compared with zero, at a strength. `x + 10 == y` is
/// `Constraint(x + 10 - y, .equal)`; ``init(_:_:_:strength:)`` writes it with two sides.
public struct Constraint: Hashable, Sendable {
    public var expression: Expression
    public var relation: Relation
    public var strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs` compared with `rhs`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
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
