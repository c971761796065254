/// An unknown the solver finds a value for: a view's edge, width or centre. A variable is made by
/// ``Solver/makeVariable()`` and belongs to that solver; it is a plain index, so it costs
/// nothing to copy or compare.
public struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The variable's index in its solver, from 0.
    public let index: Int32

    init(index: Int32) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
    public var description: String { "v\(index)" }
}

/// A variable times a coefficient.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant, such as `2 · width + 8`.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }
}

extension Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

// The arithmetic that builds expressions, as kiwi's operators do: `x + 2 * y - 10`.

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + rhs * -1
}

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
