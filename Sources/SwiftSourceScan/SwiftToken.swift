/// One token of Swift source, with where it starts.
///
/// The lexer keeps every byte: concatenating the tokens' texts gives the source back, so a
/// rewrite that replaces some tokens' texts changes nothing else.
package struct SwiftToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A name, keyword or `` `quoted` `` name.
        case identifier
        /// `@name`: the `@` and the name together.
        case attribute
        case number
        /// A whole string literal, interpolations included.
        case string
        /// `//` to the line's end, or `/* … */` (nested).
        case comment
        case whitespace
        /// Any other character: `{`, `.`, `:`, `(`, operators.
        case punctuation
    }

    package var kind: Kind
    package var text: String
    /// 1-based line and column (in characters) of the token's first character.
    package var line: Int
    package var column: Int

    package init(kind: Kind, text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }

    /// Whether the token carries meaning (not whitespace or a comment).
    package var isSignificant: Bool { kind != .whitespace && kind != .comment }
}
