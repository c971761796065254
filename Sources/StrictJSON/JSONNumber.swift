/// A JSON number, kept both as a `Double` and, when it is written as a whole number, as an
/// exact `Int`: a `Double` alone would silently round integers beyond 2^53.
package struct JSONNumber: Sendable, Equatable {
    /// The value, always finite (the parser rejects literals such as `1e999`). `-0` stays `-0.0`.
    package var double: Double
    /// The exact value when the literal has no fraction and no exponent and fits in `Int`;
    /// nil for `1.0`, `1e3` or `99999999999999999999`.
    package var integer: Int?

    package init(double: Double, integer: Int?) {
        self.double = double
        self.integer = integer
    }
}
